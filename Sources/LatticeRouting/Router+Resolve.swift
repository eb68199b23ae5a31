import Atomics
import LatticeCore

extension Router {
    /// What an entry does with each handler ``resolve(_:method:origin:policy:attachments:reply:redirectedFrom:logs:fileID:line:in:stripe:skipping:offer:)``
    /// offers it, with the interceptors to run before it: runs them and it (through
    /// `runSync` or `run`) and says whether to stop.
    ///
    /// The chain travels beside the request, not inside it, so that a request whose only
    /// extra is an interceptor still needs no allocation.
    typealias Offer = (RouteHandler, RouteRequest, InterceptorChain) throws(RoutingError) -> Bool

    /// The one path of every entry (`open`, `canOpen`, `value(for:)`, sync and async): on
    /// one snapshot, the URL is checked and parsed once, then each route that may open it
    /// is offered in matching order, then the fallback, until `offer` returns `true`.
    ///
    /// From the app, the first candidate is found and offered as ``Router/match(_:method:)``
    /// finds it (one parse, one walk; without attachments, reply or redirects, the request
    /// is built in place); only when it is declined or there is none is the URL parsed again
    /// for the rest of this path, on the same snapshot.
    ///
    /// In this order, before any work that grows with the URL for an outside origin: the
    /// URL's length, then (in one parse that stops at the segment limit) the scheme, host,
    /// segment and query-item limits of `policy`, then the percent-encoding. The first
    /// candidate is found as ``Router/match(_:method:)`` finds it, without a candidate
    /// array; the others are searched only when the first is declined or may not be opened
    /// from `origin`. The fallback comes from the same snapshot. A miss from outside is a
    /// refusal (``TrustRefusal/Reason/notFound(_:)``); a miss from the app a
    /// ``RoutingError/Code/notFound`` whose suggestions are worked out only when read.
    /// Every refusal goes through `policy.onRefusal` before it is thrown, and every failure
    /// is logged unless `logs` is false (``canOpen(_:method:origin:)-(String,_,_)`` only asks).
    ///
    /// - Parameters:
    ///   - policy: The router's ``policy`` (its hook may be removed, not its rules: they
    ///     are checked as ``trustBytes`` first).
    ///   - snapshot: The snapshot to route on, with the reader's `stripe`.
    ///   - skipping: How many offers were already made on this snapshot (an asynchronous
    ///     open resumes after a declined handler this way); they are not made again.
    /// - Returns: `true` when `offer` returned `true`; `false` when every offer was declined
    ///   (or nothing was left to offer after `skipping`).
    func resolve(
        _ url: String, method: String?, origin: Origin, policy: TrustPolicy, attachments: [String: any Sendable],
        reply: Reply<any Sendable>? = nil, redirectedFrom: [String] = [], logs: Bool = true, fileID: String, line: Int, in snapshot: RouteSnapshot, stripe: Int, skipping: Int = 0,
        offer: Offer
    ) throws(RoutingError) -> Bool {
        let methodKey = RouteTrie.methodKey(method)
        var skipping = skipping
        let external = origin.isExternal
        // The hit from the app, as `match` finds it (no trust checks apply): one parse, one
        // walk, the request built once (where the search returns it, when the call carries
        // nothing beside the URL); its handler runs without the work below. Anything else
        // (a miss, a decline, priorities, too many segments, an outside origin) takes the
        // whole path, which parses again on the same snapshot and does not offer a
        // declined route twice.
        if !external, skipping == 0, !snapshot.trie.hasPriorities {
            if attachments.isEmpty, reply == nil, redirectedFrom.isEmpty {
                // Built in place: a match moved into a request is copied (see `FirstMatchResult`).
                let request: RouteRequest = snapshot.match(url, method: methodKey, stripe: stripe)
                if let index = request.match?.route.index, let handler = snapshot.table.handlers[Int(index)] {
                    if try offer(handler, request, snapshot.interceptors.chain(for: index)) { return true }
                    skipping = 1
                }
            } else if let handled = try offerFirst(
                url, methodKey: methodKey, attachments: attachments, reply: reply, redirectedFrom: redirectedFrom,
                in: snapshot, stripe: stripe, offer: offer) {
                if handled { return true }
                skipping = 1
            }
        }
        return try resolveFully(
            url, methodKey: methodKey, origin: origin, policy: policy, attachments: attachments, reply: reply,
            redirectedFrom: redirectedFrom, logs: logs, fileID: fileID, line: line, in: snapshot, stripe: stripe,
            skipping: skipping, offer: offer)
    }

    /// The hit from the app for a call that carries attachments, a reply or redirects: the
    /// first candidate, as ``Router/match(_:method:)`` finds it, offered in a request that
    /// holds them. Kept out of line, so that the plain hit stays small enough to be
    /// inlined into `open`.
    ///
    /// - Returns: What `offer` returned, or `nil` when no route with a handler matches.
    @inline(never)
    private func offerFirst(
        _ url: String, methodKey: UInt64, attachments: [String: any Sendable], reply: Reply<any Sendable>?,
        redirectedFrom: [String], in snapshot: RouteSnapshot, stripe: Int, offer: Offer
    ) throws(RoutingError) -> Bool? {
        guard let match: RouteMatch = snapshot.match(url, method: methodKey, stripe: stripe),
              let handler = snapshot.table.handlers[Int(match.route.index)] else { return nil }
        let interceptors = snapshot.interceptors.chain(for: match.route.index)
        // The match moves into the request (a copy would count its references again).
        return try offer(handler, RouteRequest(
            url: url, match: consume match, origin: .app, attachments: attachments, reply: reply,
            redirectedFrom: redirectedFrom), interceptors)
    }

    /// The whole path of ``resolve(_:method:origin:policy:attachments:reply:redirectedFrom:logs:fileID:line:in:stripe:skipping:offer:)``
    /// after its fast hit: trust checks, every candidate, the fallback, the errors. Kept out
    /// of line, so that a hit from the app runs in a small frame.
    @inline(never)
    private func resolveFully(
        _ url: String, methodKey: UInt64, origin: Origin, policy: TrustPolicy, attachments: [String: any Sendable],
        reply: Reply<any Sendable>?, redirectedFrom: [String], logs: Bool, fileID: String, line: Int, in snapshot: RouteSnapshot,
        stripe: Int, skipping: Int, offer: Offer
    ) throws(RoutingError) -> Bool {
        let external = origin.isExternal
        func fail(_ error: RoutingError) -> RoutingError {
            logs ? logged(error, origin: origin) : error
        }
        func refuse(_ reason: TrustRefusal.Reason) -> RoutingError {
            fail(.refused(policy.refuse(reason, subject: url, origin: origin, fileID: fileID, line: line), fileID: fileID, line: line))
        }
        // The length first: counting the bytes of a native string reads none of them.
        if external, url.utf8.count > policy.limits.maxURLLength {
            throw refuse(.urlTooLong(length: url.utf8.count, limit: policy.limits.maxURLLength))
        }
        let segmentLimit = external ? max(0, min(policy.limits.maxSegments, RouteSnapshot.maxSegments)) : RouteSnapshot.maxSegments
        // SAFETY: `bytes` is the URL's UTF-8, read in place (as `match` reads it), valid inside
        // the closure; the segment and capture buffers are temporary allocations that
        // `URLParts` and the walks never pass (segments are written below `segmentLimit`,
        // captures below `maxSegments + 1`), and
        // nothing keeps them: matches keep byte ranges of the URL, copied out of them.
        // A failure is handed out through `failure`, not as a `Result`: the closures return
        // one word, where a `Result` with the error's room would be copied at every level.
        var failure: RoutingError?
        let handled: Bool? = unsafe url.utf8.withContiguousStorageIfAvailable { bytes in
            unsafe withUnsafeTemporaryAllocation(of: PathSegment.self, capacity: segmentLimit) { segmentBuffer in
                unsafe withUnsafeTemporaryAllocation(of: Capture.self, capacity: RouteSnapshot.maxSegments + 1) { captures in
                    do throws(RoutingError) {
                        var count = 0
                        guard let parts = unsafe URLParts(
                            bytes, segments: segmentBuffer, foldAll: snapshot.trie.foldsCase, segmentCount: &count, stopsWhenFull: true)
                        else {
                            if external { throw refuse(.malformed("the scheme or host cannot be read")) }
                            throw fail(.malformedURL(url, fileID: fileID, line: line))
                        }
                        if external {
                            let segmentsSeen = count < 0 ? segmentLimit + 1 : count
                            let queryItems = unsafe count < 0 ? 0 : parts.queryItemCount(bytes)
                            // The policy's rules on the bytes first; only a URL they do not
                            // clear is read into strings and checked by the policy, which
                            // finds the reason (or lets it through) and reports it.
                            if unsafe !trustBytes.passes(bytes, parts, segmentCount: segmentsSeen, queryItemCount: queryItems) {
                                let scheme = unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[parts.scheme]), as: UTF8.self)
                                let host = parts.host.map { unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
                                if let refusal = policy.check(
                                    subject: url, scheme: scheme, host: host, length: bytes.count, segmentCount: segmentsSeen,
                                    queryItemCount: queryItems, origin: origin, fileID: fileID, line: line) {
                                    throw fail(.refused(refusal, fileID: fileID, line: line))
                                }
                            }
                            if count < 0 { throw refuse(.tooManySegments(count: segmentLimit + 1, limit: segmentLimit)) }
                            // The string's own bytes are UTF-8: only escapes can be wrong, so a
                            // path without `%` (as the parse saw) needs no second look.
                            let encoded = parts.pathHasPercent
                                ? parts.path.lowerBound..<(parts.query?.upperBound ?? parts.path.upperBound)
                                : parts.query ?? parts.path.upperBound..<parts.path.upperBound
                            if let problem = unsafe PercentCoding.encodingProblem(bytes, encoded) {
                                throw refuse(.invalidEncoding(problem))
                            }
                        } else if count < 0 {
                            throw fail(.malformedURL(
                                url, message: "The URL '\(url)' has more than \(RouteSnapshot.maxSegments) path segments.",
                                fix: "shorten it", fileID: fileID, line: line))
                        }
                        let segments = unsafe UnsafeBufferPointer(rebasing: segmentBuffer[0..<count])

                        var offered = 0
                        var eligible = false
                        var hidden: Int32 = -1
                        /// Offers the route of a candidate if `origin` may open it.
                        func offerRoute(_ route: Int32, _ expansion: UInt16, _ list: CaptureList) throws(RoutingError) -> Bool {
                            let index = Int(route)
                            guard snapshot.table.isLive(index), let handler = snapshot.table.handlers[index] else { return false }
                            if external, !snapshot.table.isExposed(index) {
                                if hidden < 0 { hidden = route }
                                return false
                            }
                            eligible = true
                            offered += 1
                            if offered <= skipping { return false }
                            let match = RouteMatch(
                                route: RouteInfo(handle: snapshot.handles[stripe], index: route), url: url, expansion: expansion,
                                captures: list, query: parts.query, plusHandling: snapshot.plusHandling)
                            if external, let (name, length) = match.value(longerThan: policy.limits.maxValueLength) {
                                throw refuse(.valueTooLong(name: name, length: length, limit: policy.limits.maxValueLength))
                            }
                            return try offer(handler, RouteRequest(
                                url: url, match: match, origin: origin, attachments: attachments, reply: reply,
                                redirectedFrom: redirectedFrom), snapshot.interceptors.chain(for: route))
                        }

                        // The first candidate, as `match` finds it (without priorities, the
                        // first the walk reaches is the first in matching order).
                        var first = false
                        var anyCandidate = true
                        if !snapshot.trie.hasPriorities {
                            let walk = unsafe snapshot.run(
                                bytes, parts, segments, captures, method: methodKey, collected: nil, ignoresTypes: false)
                            if let found = walk.found {
                                first = true
                                let list = unsafe CaptureList(captures, count: walk.foundCaptureCount)
                                if try offerRoute(found.route, found.expansion, list) { return true }
                            } else {
                                anyCandidate = false
                            }
                        }
                        // The others, only now: the first was declined or may not be opened
                        // from `origin`, or priorities reorder the candidates.
                        if anyCandidate {
                            var candidates: [Candidate] = []
                            _ = unsafe withUnsafeMutablePointer(to: &candidates) { collected in
                                unsafe snapshot.run(bytes, parts, segments, captures, method: methodKey, collected: collected, ignoresTypes: false)
                            }
                            if snapshot.trie.hasPriorities { candidates = Self.ordered(candidates) }
                            anyCandidate = !candidates.isEmpty
                            for candidate in candidates.dropFirst(first ? 1 : 0) {
                                if try offerRoute(candidate.entry.route, candidate.entry.expansion, candidate.captures) { return true }
                            }
                        }
                        if !eligible {
                            if external, hidden >= 0 {
                                throw refuse(.notExposed("the route '\(snapshot.table.displayPattern(Int(hidden)))'"))
                            }
                            if !anyCandidate, snapshot.trie.hasTypedEdges, let explained = unsafe explainTypeMismatch(
                                bytes, parts, segments, captures, method: methodKey, snapshot: snapshot, stripe: stripe) {
                                if external { throw refuse(explained) }
                                if case .invalidParameter(let name, let value, let expected) = explained {
                                    throw fail(.invalidParameter(
                                        url, message: "The parameter '\(name)' of '\(url)' is '\(value)', expected \(expected).",
                                        fix: "pass a value of that type", fileID: fileID, line: line))
                                }
                            }
                        }
                        guard let fallback = snapshot.fallback else {
                            if eligible { return false }
                            if external { throw refuse(.notFound("route or fallback")) }
                            let pending = PendingSuggestions { [snapshot] in Self.closestRoutes(to: url, in: snapshot) }
                            throw fail(.notFound(url, pending: pending, fileID: fileID, line: line))
                        }
                        if external, !snapshot.fallbackIsExposed {
                            // An exposed route that declined does not make the fallback exposed.
                            if eligible { return false }
                            throw refuse(.notExposed("the fallback"))
                        }
                        offered += 1
                        if offered <= skipping { return false }
                        return try offer(fallback, RouteRequest(
                            url: url, match: nil, origin: origin, attachments: attachments, reply: reply,
                            redirectedFrom: redirectedFrom), snapshot.interceptors.chain(for: nil))
                    } catch {
                        failure = error
                        return false
                    }
                }
            }
        }
        if let failure { throw failure }
        guard let handled else {
            return try resolveFully(
                url.contiguousUTF8Copy, methodKey: methodKey, origin: origin, policy: policy, attachments: attachments, reply: reply,
                redirectedFrom: redirectedFrom, logs: logs, fileID: fileID, line: line, in: snapshot, stripe: stripe,
                skipping: skipping, offer: offer)
        }
        return handled
    }

    /// `candidates` by descending priority, matching order among equals.
    private static func ordered(_ candidates: [Candidate]) -> [Candidate] {
        candidates.enumerated().sorted {
            $0.element.entry.priority != $1.element.entry.priority
                ? $0.element.entry.priority > $1.element.entry.priority : $0.offset < $1.offset
        }.map(\.element)
    }

    /// When a route would match but for a typed parameter, says which value failed: walks
    /// again with types ignored, on the same parse.
    private func explainTypeMismatch(
        _ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, _ segments: UnsafeBufferPointer<PathSegment>,
        _ captures: UnsafeMutableBufferPointer<Capture>, method: UInt64, snapshot: RouteSnapshot, stripe: Int
    ) -> TrustRefusal.Reason? {
        // SAFETY: the buffers are the caller's, valid for this call; captures are read below the
        // count the walk wrote; the decoded value is its own string's.
        let walk = unsafe snapshot.run(bytes, parts, segments, captures, method: method, collected: nil, ignoresTypes: true)
        guard let found = walk.found, snapshot.table.isLive(Int(found.route)) else { return nil }
        let route = RouteInfo(handle: snapshot.handles[stripe], index: found.route)
        for index in 0..<walk.foundCaptureCount {
            guard let parameterIndex = route.parameterIndex(expansion: Int32(found.expansion), capture: index) else { continue }
            let parameter = route.parameters[parameterIndex]
            guard let type = types[parameter.type] ?? snapshot.trie.types.first(where: { $0.name == parameter.type }) else { continue }
            let capture = unsafe captures[index]
            let value = unsafe PercentCoding.decode(bytes, Int(capture.start)..<Int(capture.end), plusIsSpace: false)
            let valid = unsafe Array(value.utf8).withUnsafeBufferPointer { unsafe type.accepts($0) }
            if !valid { return .invalidParameter(name: parameter.name, value: value, expected: "a value of type \(type.name) (route '\(route.displayPattern)')") }
        }
        return nil
    }

    /// The most routes the suggestions of a miss look at.
    static let suggestionRouteLimit = 1_000
    /// The most bytes of the missed path the suggestions compare.
    static let suggestionPathLimit = 256

    /// The registered patterns closest to `url`: most segments in common at the same
    /// places, then edit distance. Bounded: at most ``suggestionRouteLimit`` routes and the
    /// first ``suggestionPathLimit`` bytes of the path (64 characters for edit distances).
    static func closestRoutes(to url: String, in snapshot: RouteSnapshot, limit: Int = 3) -> [String] {
        // SAFETY: `bytes` is the URL's UTF-8, valid inside `withUTF8Bytes`, and `parts`' ranges
        // were found in it.
        let pathText = unsafe url.withUTF8Bytes { bytes -> String in
            guard let parts = unsafe URLParts(bytes) else { return "" }
            let end = min(parts.path.upperBound, parts.path.lowerBound + suggestionPathLimit)
            return unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[parts.path.lowerBound..<end]), as: UTF8.self)
        }
        let path = pathText.split(separator: "/").map(String.init)
        var examined: [RouteInfo] = []
        for index in 0..<snapshot.table.count where snapshot.table.isLive(index) {
            examined.append(RouteInfo(handle: snapshot.handles[0], index: Int32(index)))
            if examined.count == suggestionRouteLimit { break }
        }
        var scored: [(score: Int, pattern: String)] = []
        for route in examined {
            guard let shape = route.parsed.expansions.first else { continue }
            var score = -2 * abs(shape.count - path.count)
            for (segment, text) in zip(shape, path) {
                switch segment {
                case .literal(let literal): score += literal == text ? 3 : (literal.lowercased() == text.lowercased() ? 2 : -1)
                case .parameter, .wildcard: score += 1
                }
            }
            if score > 0 { scored.append((score, route.displayPattern)) }
        }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.pattern < $1.pattern }
        var result: [String] = []
        for entry in scored where !result.contains(entry.pattern) && result.count < limit { result.append(entry.pattern) }
        if result.isEmpty {
            let name = String(("/" + path.joined(separator: "/")).prefix(64))
            let patterns = examined.map(\.pattern).filter { $0.utf8.count <= 256 }
            result = closestNames(to: name, in: patterns, limit: limit)
        }
        return result
    }
}
