import Atomics

/// An immutable view of the router's routes, published after each change and shared by
/// every thread that routes; it shares its storage with the router's working copy until
/// the next change (copy-on-write).
final class RouteSnapshot: Sendable {
    let trie: RouteTrie
    let table: RouteTable
    /// The parameter types by name, to parse patterns again.
    let types: [String: ParameterType]
    /// What ``RouteInfo`` holds, one per reader stripe (see ``RouteTableHandle``).
    let handles: [RouteTableHandle]
    let webHosts: ByteStringList
    let fallsBackToGlobalRoutes: Bool
    let plusHandling: PlusHandling
    let fallback: RouteHandler?
    let interceptors: Interceptors
    /// Whether URLs from outside the app may reach ``fallback``.
    let fallbackIsExposed: Bool
    /// The most segments a routed path may have (their ranges stay on the stack).
    static let maxSegments = 64

    init(
        trie: RouteTrie, table: RouteTable, types: [String: ParameterType], configuration: Router.Configuration,
        fallback: RouteHandler?, fallbackIsExposed: Bool, interceptors: Interceptors
    ) {
        self.trie = trie
        self.table = table
        self.types = types
        self.handles = (0..<ReaderCounts.stripeCount).map { _ in RouteTableHandle(table: table, types: types) }
        self.webHosts = ByteStringList(configuration.webHosts.map { $0.lowercased() })
        self.fallsBackToGlobalRoutes = configuration.fallsBackToGlobalRoutes
        self.plusHandling = configuration.plusHandling
        self.fallback = fallback
        self.interceptors = interceptors
        self.fallbackIsExposed = fallbackIsExposed
    }

    /// What a search found.
    struct Search {
        var parts: URLParts
        var first: Candidate?
        var candidates: [Candidate]
    }

    /// Parses `bytes` and searches the trie for every candidate, in matching order
    /// (priorities applied); `first` is the first of them.
    ///
    /// Returns `nil` when the URL is malformed or has more than ``maxSegments`` segments.
    func search(_ bytes: UnsafeBufferPointer<UInt8>, method: UInt64, ignoresTypes: Bool = false) -> Search? {
        var result: Search?
        var candidates: [Candidate] = []
        // SAFETY: `bytes` is the URL's UTF-8, valid for this call; the scratch buffers and
        // `collected` live on this stack frame and do not escape the closures.
        _ = unsafe withUnsafeMutablePointer(to: &candidates) { collected in
            unsafe withParsed(bytes) { parts, segments, captures in
                guard let parts, let segments = unsafe segments else { return false }
                _ = unsafe run(bytes, parts, segments, captures, method: method, collected: collected, ignoresTypes: ignoresTypes)
                result = Search(parts: parts, first: nil, candidates: [])
                return true
            }
        }
        result?.candidates = candidates
        guard var result else { return nil }
        if trie.hasPriorities {
            let ordered = result.candidates.enumerated().sorted {
                $0.element.entry.priority != $1.element.entry.priority
                    ? $0.element.entry.priority > $1.element.entry.priority : $0.offset < $1.offset
            }
            result.candidates = ordered.map(\.element)
        }
        result.first = result.candidates.first
        return result
    }

    /// The first match for `url`, or `nil` (the fast path of ``Router/match(_:method:)``:
    /// nothing allocated for up to four captures).
    ///
    /// The result is built once, from plain words: no intermediate structure is copied on
    /// the way (a whole-struct copy of values just written field by field stalls the
    /// processor's store forwarding). For the same reason it does not go through
    /// `withParsed` and `run` as ``search(_:method:ignoresTypes:)`` does: returning the
    /// walk through them measured about 7 % slower on the GitHub set.
    ///
    /// The result is built as `Result` (see ``FirstMatchResult``): the match, or the request
    /// for it, in the caller's slot.
    ///
    /// - Parameter stripe: The reader's stripe (see ``ReaderCounts``): which handle the
    ///   result holds.
    func match<Result: FirstMatchResult>(_ url: String, method: UInt64, stripe: Int) -> Result {
        if trie.hasPriorities {
            // SAFETY: `bytes` is the URL's UTF-8, valid inside `withUTF8Bytes`; the segment and
            // capture buffers are temporary allocations of `maxSegments` (+1) entries, which
            // `URLParts` and the walk never pass, and only the `count` captures the walk wrote
            //   are read.
            return unsafe url.withUTF8Bytes { bytes in
                guard let search = unsafe search(bytes, method: method), let first = search.first,
                      let route = self.route(first.entry) else { return Result(nothingFound: ()) }
                return Result(found: RouteMatch(
                    route: route, url: url, candidate: first, query: search.parts.query, plusHandling: plusHandling))
            }
        }
        // What the search finds, as plain words: written inside the closures and read back
        // one by one, so that the result is built once, here, in the caller's slot.
        var route: Int32 = -1
        var expansion: UInt16 = 0
        var count = 0
        var first = Capture.empty, second = Capture.empty, third = Capture.empty, fourth = Capture.empty
        var overflow: [Capture] = []
        var queryStart = -1
        var queryEnd = -1
        // The bytes are read in place, not through `withUTF8Bytes`: through it, the string was
        // retained and released around the parse and walk (measured: two atomic operations on
        // the string's header, about 20 ns of a 200 ns match on the 10,000-route set).
        let contiguous: Void? = unsafe url.utf8.withContiguousStorageIfAvailable { bytes in
            unsafe withUnsafeTemporaryAllocation(of: PathSegment.self, capacity: Self.maxSegments) { segments in
                unsafe withUnsafeTemporaryAllocation(of: Capture.self, capacity: Self.maxSegments + 1) { captures in
                    var segmentCount = 0
                    guard let parts = unsafe URLParts(bytes, segments: segments, foldAll: trie.foldsCase, segmentCount: &segmentCount),
                          segmentCount >= 0 else { return }
                    var walk = unsafe Walk(
                        bytes: bytes, segments: UnsafeBufferPointer(rebasing: segments[0..<segmentCount]), captures: captures,
                        pathEnd: Int32(truncatingIfNeeded: parts.path.upperBound), method: trie.methodIndex(of: method),
                        collected: nil, ignoresTypes: false)
                    let (own, global) = unsafe roots(for: parts, bytes)
                    if own >= 0 { _ = trie.walk(own, 0, 0, &walk) }
                    if walk.found == nil, global >= 0 { _ = trie.walk(global, 0, 0, &walk) }
                    guard let found = walk.found else { return }
                    route = found.route
                    expansion = found.expansion
                    count = walk.foundCaptureCount
                    if count > 4 {
                        overflow = unsafe Array(captures[0..<count])
                    } else {
                        if count > 0 { first = unsafe captures[0] }
                        if count > 1 { second = unsafe captures[1] }
                        if count > 2 { third = unsafe captures[2] }
                        if count > 3 { fourth = unsafe captures[3] }
                    }
                    if let query = parts.query {
                        queryStart = query.lowerBound
                        queryEnd = query.upperBound
                    }
                }
            }
        }
        guard contiguous != nil else { return match(url.contiguousUTF8Copy, method: method, stripe: stripe) }
        // Removing a route unlinks its entries, so a found entry's route is live; not
        // reading its record spares a cache miss in large tables.
        guard route >= 0, Int(route) < table.count else { return Result(nothingFound: ()) }
        return Result(found: RouteMatch(
            route: RouteInfo(handle: handles[stripe], index: route), url: url, expansion: expansion,
            captures: CaptureList(first, second, third, fourth, overflow: overflow, count: count),
            query: queryStart >= 0 ? queryStart..<queryEnd : nil, plusHandling: plusHandling))
    }

    /// Walks the scheme's own routes, then the global ones.
    @inline(__always)
    func run(
        _ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, _ segments: UnsafeBufferPointer<PathSegment>,
        _ captures: UnsafeMutableBufferPointer<Capture>, method: UInt64, collected: UnsafeMutablePointer<[Candidate]>?,
        ignoresTypes: Bool
    ) -> Walk {
        // SAFETY: the buffers come from `withParsed` or `match`, valid for this call; the walk does
        // not outlive it.
        var walk = unsafe Walk(
            bytes: bytes, segments: segments, captures: captures, pathEnd: Int32(truncatingIfNeeded: parts.path.upperBound),
            method: trie.methodIndex(of: method), collected: collected, ignoresTypes: ignoresTypes)
        let (own, global) = unsafe roots(for: parts, bytes)
        if own >= 0 { _ = trie.walk(own, 0, 0, &walk) }
        if walk.found == nil, global >= 0 { _ = trie.walk(global, 0, 0, &walk) }
        return walk
    }

    /// Parses `bytes`, splitting the path into a stack buffer of segments in the same pass,
    /// and runs `body` with a stack buffer for captures. `parts` is `nil` when the URL is
    /// malformed, `segments` when the path has more than ``maxSegments`` segments.
    @inline(__always)
    @discardableResult
    private func withParsed(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ body: (URLParts?, UnsafeBufferPointer<PathSegment>?, UnsafeMutableBufferPointer<Capture>) -> Bool
    ) -> Bool {
        // SAFETY: the temporary allocations live until `body` returns, and `body` does not keep
        // them; only the `count` segments `URLParts` wrote are passed on.
        unsafe withUnsafeTemporaryAllocation(of: PathSegment.self, capacity: Self.maxSegments) { segmentBuffer in
            var count = 0
            let parts = unsafe URLParts(bytes, segments: segmentBuffer, foldAll: trie.foldsCase, segmentCount: &count)
            return unsafe withUnsafeTemporaryAllocation(of: Capture.self, capacity: Self.maxSegments + 1) { captures in
                unsafe body(parts, count < 0 ? nil : UnsafeBufferPointer(rebasing: segmentBuffer[0..<count]), captures)
            }
        }
    }

    /// The roots to search, in order: a custom scheme's own routes, then (when allowed)
    /// the global routes; web links reach the global routes when their host is listed.
    /// (-1 means none; no array, so nothing is allocated.)
    func roots(for parts: URLParts, _ bytes: UnsafeBufferPointer<UInt8>) -> (own: Int32, global: Int32) {
        if parts.isWeb {
            // SAFETY: `parts`' ranges were found inside `bytes`, so slicing `bytes` by them stays
            // in bounds.
            guard let host = parts.host, unsafe webHosts.contains(bytes, lowercasedIn: host) else { return (-1, -1) }
            return (-1, 0)
        }
        if parts.scheme.isEmpty { return (-1, 0) }
        let own = unsafe trie.root(forScheme: UnsafeBufferPointer(rebasing: bytes[parts.scheme])) ?? -1
        return (own, fallsBackToGlobalRoutes ? 0 : -1)
    }

    /// The live route an entry refers to.
    func route(_ entry: RouteTrie.RouteEnd) -> RouteInfo? {
        table.isLive(Int(entry.route)) ? RouteInfo(handle: handles[ReaderCounts.stripe()], index: entry.route) : nil
    }

    /// Every live route, in registration order.
    var routes: [RouteInfo] {
        table.liveIndices.map { RouteInfo(handle: handles[0], index: $0) }
    }
}

extension String {
    /// A native copy, whose UTF-8 is contiguous: how a bridged string whose bytes cannot be
    /// read in place is routed.
    var contiguousUTF8Copy: String {
        var copy = self
        copy.makeContiguousUTF8()
        return copy
    }

    /// Runs `body` on the string's UTF-8 bytes, making them contiguous first if needed.
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        // SAFETY: the buffer is the string's contiguous UTF-8 (or a copy's), valid inside `body`,
        // which does not keep it.
        if let result = unsafe utf8.withContiguousStorageIfAvailable(body) { return result }
        return unsafe contiguousUTF8Copy.utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}
