import LatticeCore

extension Router {
    /// Checks `url` against the trust policy (for outside origins), matches it and keeps
    /// the candidates `origin` may open; otherwise the fallback, or a typed error.
    /// Every refusal goes through `policy.onRefusal` before it is thrown, and every
    /// failure is logged unless `logs` is false (``canOpen(_:method:origin:)`` only asks).
    func resolve(
        _ url: String, method: String?, origin: Origin, policy: TrustPolicy, suggests: Bool = true, logs: Bool = true,
        fileID: String, line: Int
    ) throws(RoutingError) -> Resolution {
        let snapshot = currentSnapshot()
        let external = origin.isExternal
        func fail(_ error: RoutingError) -> RoutingError {
            logs ? logged(error, origin: origin) : error
        }
        func refuse(_ reason: TrustRefusal.Reason) -> RoutingError {
            fail(.refused(policy.refuse(reason, subject: url, origin: origin, fileID: fileID, line: line), fileID: fileID, line: line))
        }
        // SAFETY: `bytes` is the URL's UTF-8, valid inside `withUTF8Bytes`, and `parts`' ranges
        // were found in it.
        let outcome: Result<[Candidate], RoutingError> = unsafe url.withUTF8Bytes { bytes in
            guard let parts = unsafe URLParts(bytes) else {
                if external { return .failure(refuse(.malformed("the scheme or host cannot be read"))) }
                return .failure(fail(.malformedURL(url, fileID: fileID, line: line)))
            }
            if external {
                let scheme = unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[parts.scheme]), as: UTF8.self)
                let host = parts.host.map { unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
                let segments = unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[parts.path]), as: UTF8.self).split(separator: "/").count
                if let refusal = unsafe policy.check(
                    subject: url, scheme: scheme, host: host, length: bytes.count, segmentCount: segments,
                    queryItemCount: parts.queryItemCount(bytes), origin: origin, fileID: fileID, line: line) {
                    return .failure(fail(.refused(refusal, fileID: fileID, line: line)))
                }
            }
            guard let search = unsafe snapshot.search(bytes, method: RouteTrie.methodKey(method)) else {
                if external { return .failure(refuse(.tooManySegments(count: RouteSnapshot.maxSegments + 1, limit: RouteSnapshot.maxSegments))) }
                return .failure(fail(.malformedURL(url, message: "The URL '\(url)' has more than \(RouteSnapshot.maxSegments) path segments.", fix: "shorten it", fileID: fileID, line: line)))
            }
            if search.candidates.isEmpty, let explained = unsafe explainTypeMismatch(bytes, url: url, method: method, snapshot: snapshot) {
                if external { return .failure(refuse(explained)) }
                if case .invalidParameter(let name, let value, let expected) = explained {
                    return .failure(fail(.invalidParameter(url, message: "The parameter '\(name)' of '\(url)' is '\(value)', expected \(expected).", fix: "pass a value of that type", fileID: fileID, line: line)))
                }
            }
            return .success(search.candidates)
        }
        let candidates = try outcome.get()
        var matches: [RouteMatch] = []
        var hidden: RouteInfo?
        let query = unsafe url.withUTF8Bytes { unsafe URLParts($0)?.query }
        for candidate in candidates {
            guard let route = snapshot.route(candidate.entry), route.handler != nil else { continue }
            if external && !route.isExposed {
                hidden = hidden ?? route
                continue
            }
            matches.append(RouteMatch(route: route, url: url, candidate: candidate, query: query, plusHandling: snapshot.plusHandling))
        }
        if external, matches.isEmpty, let hidden {
            throw refuse(.notExposed("the route '\(hidden.displayPattern)'"))
        }
        if external, let first = matches.first {
            let limit = policy.limits.maxValueLength
            for (name, value) in first.parameters where value.utf8.count > limit {
                throw refuse(.valueTooLong(name: name, length: value.utf8.count, limit: limit))
            }
        }
        if !matches.isEmpty { return Resolution(matches: matches, fallback: snapshot.fallback, interceptors: snapshot.interceptors) }
        if let fallback = snapshot.fallback { return Resolution(matches: [], fallback: fallback, interceptors: snapshot.interceptors) }
        let suggestions = suggests ? closestRoutes(to: url, in: snapshot) : []
        throw fail(.notFound(url, suggestions: suggestions, fileID: fileID, line: line))
    }

    /// When a route would match but for a typed parameter, says which value failed.
    private func explainTypeMismatch(_ bytes: UnsafeBufferPointer<UInt8>, url: String, method: String?, snapshot: RouteSnapshot) -> TrustRefusal.Reason? {
        // SAFETY: `bytes` is the URL's UTF-8, valid for this call; the value's buffer is its own
        // array's.
        guard let search = unsafe snapshot.search(bytes, method: RouteTrie.methodKey(method), ignoresTypes: true),
              let first = search.candidates.first, let route = snapshot.route(first.entry) else { return nil }
        let match = RouteMatch(route: route, url: url, candidate: first, query: nil, plusHandling: snapshot.plusHandling)
        for index in first.captures.indices {
            guard let parameterIndex = route.parameterIndex(expansion: Int32(first.entry.expansion), capture: index) else { continue }
            let parameter = route.parameters[parameterIndex]
            guard let type = types[parameter.type] ?? snapshot.trie.types.first(where: { $0.name == parameter.type }) else { continue }
            let value = match.decodeCapture(index)
            let valid = unsafe Array(value.utf8).withUnsafeBufferPointer { unsafe type.accepts($0) }
            if !valid { return .invalidParameter(name: parameter.name, value: value, expected: "a value of type \(type.name) (route '\(route.displayPattern)')") }
        }
        return nil
    }

    /// The registered patterns closest to `url`: most segments in common at the same
    /// places, then edit distance.
    func closestRoutes(to url: String, in snapshot: RouteSnapshot, limit: Int = 3) -> [String] {
        // SAFETY: `bytes` is the URL's UTF-8, valid inside `withUTF8Bytes`, and `parts`' ranges
        // were found in it.
        let path = unsafe url.withUTF8Bytes { bytes -> [String] in
            guard let parts = unsafe URLParts(bytes) else { return [] }
            return unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[parts.path]), as: UTF8.self).split(separator: "/").map(String.init)
        }
        var scored: [(score: Int, pattern: String)] = []
        for route in snapshot.routes {
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
            result = closestNames(to: "/" + path.joined(separator: "/"), in: snapshot.routes.map(\.pattern), limit: limit)
        }
        return result
    }
}
