public import LatticeCore
import Atomics
public import Logging


/// A URL router for deep links and navigation between components: components register
/// URL patterns with handlers, anyone opens a URL string.
///
/// ```swift
/// let router = Router(configuration: .init(webHosts: ["shop.example.com"]),
///                     policy: TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"]))
/// try router.add("/product/:id<int>", exposure: .external) { request in
///     show(product: request.value("id", as: Int.self))
///     return .handled
/// }
/// try await router.open("shop://product/42", origin: .push)   // in synchronous code: try router.openSync
/// ```
///
/// URLs are strings, at every entry of the router, the component host and the mediator:
/// the router reads a URL's UTF-8 bytes where they are, with no Foundation parse on the
/// way; patterns, and the URLs ``TypedRoute/url(_:)`` builds, are strings; and a string
/// keeps the text exactly as it came (`URL(string:)` percent-encodes what a URL may not
/// carry on Apple platforms since iOS 17, and not elsewhere). Where the system hands a
/// Foundation `URL` (an app's open-URL callback, a user activity), overloads of `open`,
/// `openSync` and `canOpen` take it and open its `absoluteString`.
///
/// The asynchronous call has the plain name and the synchronous one the `Sync` suffix
/// (`open` and `openSync`, `value(for:)` and `valueSync(for:)`), as the mediator's
/// `perform` and `performSync`.
///
/// Matching is a trie walk: literal segments before typed parameters before untyped ones
/// before wildcards, with backtracking, so the result never depends on registration
/// order; an explicit `priority` overrides. Routes may be added and removed while other
/// threads route: `match`, `openSync`, `canOpen` and `valueSync(for:)` read the
/// published immutable snapshot with no lock and no reference count on it (one atomic
/// load, and a counter on the reader's own cache line says it reads; what a match returns
/// retains a handle of the reader's stripe), the asynchronous entries retain it once, and
/// the first read after a change, whichever entry makes it, takes the router's lock to
/// build and publish a new one. A snapshot a change replaces is freed once no reader can
/// still be using it, so a table that changes forever keeps a bounded amount of memory.
public final class Router: Sendable {
    /// How the router matches.
    public struct Configuration: Sendable {
        /// Whether literal path segments compare case-sensitively. Default `true`.
        /// Schemes and hosts always compare case-insensitively. Case folding is ASCII's
        /// (`A`–`Z`); other characters compare exactly.
        public var caseSensitivePaths: Bool
        /// How `+` is read. Default ``PlusHandling/spaceInQuery``.
        public var plusHandling: PlusHandling
        /// Whether a custom-scheme URL with no match among its scheme's routes tries the
        /// global routes (those registered without a scheme). Default `true`. The URL's
        /// host, its first segment there, compares in lower case, as hosts do: give such
        /// global routes a lower-case first segment.
        public var fallsBackToGlobalRoutes: Bool
        /// Hosts whose `http`/`https` links route (by path, against the global routes).
        /// A web link to any other host matches nothing.
        public var webHosts: Set<String>
        /// Your own parameter types, usable as `:name<type>` in patterns.
        public var parameterTypes: [ParameterType]
        /// What adding a duplicate or ambiguous route does. Default ``ConflictHandling/reject``.
        public var conflictHandling: ConflictHandling
        /// The most redirects interceptors may chain for one open before it throws
        /// ``RoutingError/Code/redirectLoop``. Default 8.
        public var maxRedirects: Int

        /// Creates a configuration.
        public init(
            caseSensitivePaths: Bool = true, plusHandling: PlusHandling = .spaceInQuery,
            fallsBackToGlobalRoutes: Bool = true, webHosts: Set<String> = [],
            parameterTypes: [ParameterType] = [], conflictHandling: ConflictHandling = .reject,
            maxRedirects: Int = 8
        ) {
            self.caseSensitivePaths = caseSensitivePaths
            self.plusHandling = plusHandling
            self.fallsBackToGlobalRoutes = fallsBackToGlobalRoutes
            self.webHosts = webHosts
            self.parameterTypes = parameterTypes
            self.conflictHandling = conflictHandling
            self.maxRedirects = maxRedirects
        }
    }

    /// What adding a duplicate or ambiguous route does.
    public enum ConflictHandling: Sendable {
        /// `add` throws ``RoutingError/Code/duplicateRoute`` or ``RoutingError/Code/ambiguousRoute``.
        case reject
        /// The first route stays, the new one is skipped and the conflict is listed in
        /// ``Router/conflicts`` (for loading tables that are known to repeat themselves).
        case keepFirst
    }

    struct State: Sendable {
        var trie: RouteTrie
        var table = RouteTable()
        var liveEntries = 0
        var conflicts: [RouteConflict] = []
        var fallback: RouteHandler?
        var interceptors = Interceptors()
        /// Whether URLs from outside the app may reach ``fallback``.
        var fallbackIsExposed = false
        /// The snapshot being published, if built since the last change.
        var snapshot: RouteSnapshot?
        /// Snapshots unpublished since the last epoch change: a reader may still be using
        /// them without holding a reference.
        var retiredNewer: [RouteSnapshot] = []
        /// Snapshots unpublished before the last epoch change: freed once the readers of
        /// the previous epoch are gone (see ``ReaderCounts``).
        var retiredOlder: [RouteSnapshot] = []
        /// What a change let go of (snapshots, handlers), released after the lock is
        /// dropped, so that no `deinit` of something a handler captured runs under it.
        var garbage: [any Sendable] = []

        /// Drops the current snapshot after a change; the next read publishes a new one.
        mutating func invalidate() {
            guard let snapshot else { return }
            retiredNewer.append(snapshot)
            self.snapshot = nil
        }

        /// Moves the retired snapshots no reader can still be using to ``garbage``, and
        /// starts a new epoch for the ones retired since the last.
        mutating func reclaim(_ readers: ReaderCounts) {
            guard !retiredOlder.isEmpty || !retiredNewer.isEmpty, readers.previousEpochDrained() else { return }
            garbage.append(contentsOf: retiredOlder as [any Sendable])
            retiredOlder = retiredNewer
            retiredNewer = []
            if !retiredOlder.isEmpty { readers.advance() }
        }

        /// Takes what is to be released once the lock is dropped.
        mutating func takeGarbage() -> [any Sendable] {
            defer { garbage = [] }
            return garbage
        }
    }

    /// How the router matches.
    public let configuration: Configuration
    /// The rules URLs from outside the app must pass.
    public let policy: TrustPolicy
    /// The policy's rules as bytes, checked before the policy itself (see ``TrustBytes``).
    let trustBytes: TrustBytes
    /// Where failed opens are logged, at `debug` only (the caller gets the error), with the
    /// URL, the code, the origin and the call site as metadata; count refusals through the
    /// policy's `onRefusal` hook. A successful open logs nothing.
    public let logger: Logger
    /// ``logger``'s handler, kept to read the level without going through `Logger`'s
    /// storage, which checks exclusive access and copies the handler on every read (a
    /// sizeable part of a refused miss: see "Design figures" in Benchmarks/README.md). The
    /// same handler: `logger` is a constant.
    let logHandler: any LogHandler
    let types: [String: ParameterType]
    let state: Locked<State>
    /// The bits of an unretained `RouteSnapshot` kept alive by `state` (its `snapshot` or
    /// `retired`), or 0 when a change invalidated it.
    private let published = UnsafeAtomic<UInt>.create(0)
    /// The readers between loading ``published`` and being done with what it pointed to.
    private let readers = ReaderCounts()

    deinit {
        // SAFETY: the router is being destroyed, so no one reads `published` any more.
        published.destroy()
    }

    /// Creates a router.
    ///
    /// - Parameters:
    ///   - configuration: How to match.
    ///   - policy: The rules for URLs whose origin is outside the app.
    ///   - logger: Where failures are logged; by default `Logger.current`, the logger the
    ///     app binds to the task with swift-log's `withLogger` (a library makes no logger of
    ///     its own, so the app chooses the handler, level and metadata).
    public init(
        configuration: Configuration = Configuration(), policy: TrustPolicy = TrustPolicy(),
        logger: Logger = Logger.current
    ) {
        self.configuration = configuration
        self.policy = policy
        self.trustBytes = TrustBytes(policy)
        self.logger = logger
        self.logHandler = logger.handler
        let allTypes = ParameterType.builtIn + configuration.parameterTypes
        self.types = Dictionary(allTypes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let trie = RouteTrie(types: allTypes.filter { $0.kind != .string }, foldsCase: !configuration.caseSensitivePaths)
        self.state = Locked(State(trie: trie))
    }

    // MARK: Adding

    /// Registers a route with a synchronous handler.
    ///
    /// - Parameters:
    ///   - pattern: `[METHOD ][scheme://]path`, such as `/product/:id<int>`,
    ///     `shop://detail/:id`, `GET /repos/:owner/:repo`, `/p/:t(/new)`, `/files/*path`, `/files/*path?`,
    ///     `/page/:name.html`.
    ///   - method: The method, if not written in the pattern (`GET`, …). Routes without a
    ///     method match requests of any method; requests without one match only them.
    ///   - name: A name for the route, for the catalog (``RouteInfo/name``).
    ///   - summary: What the route opens, for the catalog.
    ///   - owner: Who owns it, for the catalog.
    ///   - exposure: Whether URLs from outside the app may open it (`Exposure.external`).
    ///     Default `Exposure.app`: the app only.
    ///   - priority: Higher wins over the structural matching order. Default 0.
    ///   - handler: Runs when the route is opened; may decline.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Returns: The route's identity, for ``remove(_:)``.
    /// - Throws: ``RoutingError/Code/invalidPattern`` (among other reasons: a scheme that
    ///   is not ASCII, more than 64 segments, a parameter's prefix or suffix with a character
    ///   a URL cannot carry unencoded), ``RoutingError/Code/duplicateRoute``
    ///   or ``RoutingError/Code/ambiguousRoute`` (with ``ConflictHandling/reject``).
    /// - Complexity: O(*s*) for *s* segments, plus a bounded search for overlaps.
    @discardableResult
    public func add(
        _ pattern: String, method: String? = nil, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposure: Exposure = .app, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        let parsed = try ParsedPattern(pattern, method: method, types: types, fileID: fileID, line: line)
        return try insert(parsed, reparseable: true, name: name, summary: summary, owner: owner, exposed: exposure == .external, priority: priority, handler: .sync(handler), fileID: fileID, line: line)
    }

    /// Registers a route with an asynchronous handler; see `add(_:method:name:summary:owner:exposure:priority:fileID:line:handler:)`.
    /// Only `open` and `value(for:)` (not `openSync`, `valueSync`) can run it.
    @discardableResult
    public func add(
        _ pattern: String, method: String? = nil, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposure: Exposure = .app, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        handler: @escaping @Sendable (RouteRequest) async throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        let parsed = try ParsedPattern(pattern, method: method, types: types, fileID: fileID, line: line)
        return try insert(parsed, reparseable: true, name: name, summary: summary, owner: owner, exposed: exposure == .external, priority: priority, handler: .async(handler), fileID: fileID, line: line)
    }

    /// Registers a route whose handler is isolated to the main actor (it presents a screen);
    /// see `add(_:method:name:summary:owner:exposure:priority:fileID:line:handler:)`.
    ///
    /// Both opens may be called from any thread: `open` hops to the main actor
    /// to run the handler; `openSync` runs it in place when called on the main
    /// thread (a view, a `@MainActor` function, a callback on the main queue) and throws
    /// ``RoutingError/Code/requiresAsync`` elsewhere.
    ///
    /// ```swift
    /// try router.add("/product/:id<int>") { @MainActor request in
    ///     navigationController.push(ProductScreen(id: request.value("id", as: Int.self) ?? 0))
    ///     return .handled
    /// }
    /// ```
    @discardableResult
    public func add(
        _ pattern: String, method: String? = nil, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposure: Exposure = .app, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        onMainActor handler: @escaping @MainActor @Sendable (RouteRequest) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        let parsed = try ParsedPattern(pattern, method: method, types: types, fileID: fileID, line: line)
        return try insert(parsed, reparseable: true, name: name, summary: summary, owner: owner, exposed: exposure == .external, priority: priority, handler: .mainActor(handler), fileID: fileID, line: line)
    }

    /// Registers a route whose synchronous handler a `@Route` annotation declares: what the
    /// code `lattice scan` generates calls, passing the same function twice.
    ///
    /// The function is a member of the annotated type, so it has that type's isolation: the
    /// route runs it as a synchronous handler when it is nonisolated, and as a `@MainActor`
    /// one (``add(_:method:name:summary:owner:exposure:priority:fileID:line:onMainActor:)``)
    /// when it is isolated to the main actor, as in an app target whose code is main-actor by
    /// default. `annotated` is the handler, whose isolation is read; `handler` is the same
    /// handler. Write routes by hand with the other forms.
    @discardableResult
    public func add(
        _ pattern: String, method: String? = nil, name: String? = nil, summary: String? = nil, owner: String? = nil,
        exposure: Exposure = .app, priority: Int = 0, fileID: String = #fileID, line: Int = #line,
        annotated: @escaping @isolated(any) @Sendable (RouteRequest) throws -> RouteResponse,
        _ handler: @escaping @MainActor @Sendable (RouteRequest) throws -> RouteResponse
    ) throws(RoutingError) -> RouteID {
        let parsed = try ParsedPattern(pattern, method: method, types: types, fileID: fileID, line: line)
        let kept: RouteHandler = switch IsolatedFunction(probe: annotated, function: handler) {
        case .nonisolated(let body): .sync(body)
        case .mainActor(let body): .mainActor(body)
        }
        return try insert(parsed, reparseable: true, name: name, summary: summary, owner: owner, exposed: exposure == .external, priority: priority, handler: kept, fileID: fileID, line: line)
    }

    func insert(
        _ parsed: ParsedPattern, reparseable: Bool, name: String?, summary: String?, owner: String?, exposed: Bool, priority: Int,
        handler: RouteHandler?, fileID: String, line: Int
    ) throws(RoutingError) -> RouteID {
        let handling = configuration.conflictHandling
        return try change { (state: inout State) throws(RoutingError) -> RouteID in
            guard state.table.hasRoom(method: parsed.method, scheme: parsed.scheme),
                  state.trie.hasRoom(forMethod: RouteTrie.methodKey(parsed.method)) else {
                throw RoutingError.invalidPattern(
                    parsed.text, "the router already holds \(UInt16.max - 1) distinct methods or schemes",
                    fix: "use fewer distinct methods and schemes, or more routers", fileID: fileID, line: line)
            }
            state.trie.register(parsed.usedTypes)
            if let conflict = findConflict(parsed, at: fileID, line, in: state) {
                guard case .keepFirst = handling else {
                    throw conflict.kind == .duplicate
                        ? RoutingError.duplicateRoute(conflict.pattern, conflict: conflict, fileID: fileID, line: line)
                        : RoutingError.ambiguousRoute(conflict.pattern, conflict: conflict, fileID: fileID, line: line)
                }
                state.conflicts.append(conflict)
                return RouteID(rawValue: conflict.existingRouteID)
            }
            let slot = state.table.append(
                parsed, keepsParsed: !reparseable, name: name, summary: summary, owner: owner, isExposed: exposed,
                priority: priority, handler: handler, fileID: fileID, line: line)
            Self.addEntries(of: slot, parsed, priority: priority, to: &state)
            state.invalidate()
            return RouteID(rawValue: state.table.id(Int(slot)))
        }
    }

    static func addEntries(of route: Int32, _ parsed: ParsedPattern, priority: Int, to state: inout State) {
        let method = state.trie.methodIndex(creating: RouteTrie.methodKey(parsed.method))
        for (index, expansion) in parsed.expansions.enumerated() {
            guard let (node, wildcard) = state.trie.node(for: parsed.scheme, expansion, create: true) else { continue }
            state.trie.addEntry(
                RouteTrie.RouteEnd(
                    route: route, priority: Int32(clamping: priority), next: -1,
                    expansion: UInt16(truncatingIfNeeded: index), method: method,
                    allowsEmptyRest: { if case .wildcard(_, true) = expansion.last { true } else { false } }()),
                at: node, wildcard: wildcard)
            state.liveEntries += 1
        }
    }

    /// The first registered route with one of `parsed`'s exact shapes (same method).
    private func findConflict(_ parsed: ParsedPattern, at fileID: String, _ line: Int, in state: State) -> RouteConflict? {
        var trie = state.trie
        let method = RouteTrie.methodKey(parsed.method)
        let displayPattern = (parsed.method.map { "\($0) " } ?? "") + parsed.text
        for expansion in parsed.expansions {
            guard let (node, wildcard) = trie.node(for: parsed.scheme, expansion, create: false) else { continue }
            for entry in trie.entries(at: node, wildcard: wildcard) where trie.methods[Int(entry.method)] == method {
                let existing = Int(entry.route)
                guard state.table.isLive(existing) else { continue }
                let existingShape = state.table.parsed(existing, types: types).expansions.dropFirst(Int(entry.expansion)).first
                return RouteConflict(
                    kind: existingShape == expansion ? .duplicate : .ambiguous, pattern: displayPattern,
                    location: "\(fileID):\(line)", existingPattern: state.table.displayPattern(existing),
                    existingLocation: state.table.location(existing), winner: nil, routeID: -1, existingRouteID: state.table.id(existing))
            }
        }
        return nil
    }

    // MARK: Removing

    /// Removes one route. Returns `false` if it was not registered.
    ///
    /// - Complexity: O(*n*) in the size of the trie.
    @discardableResult
    public func remove(_ id: RouteID) -> Bool {
        change { state in
            guard let index = state.table.slot(of: id.rawValue) else { return false }
            Self.remove(index, from: &state)
            compactIfNeeded(&state)
            return true
        }
    }

    /// Removes every route of `scheme` (`nil`: the global routes). Returns how many.
    @discardableResult
    public func removeRoutes(scheme: String?) -> Int {
        let key = scheme?.lowercased()
        return change { state in
            var removed = 0
            for index in state.table.liveIndices.map(Int.init) where state.table.scheme(index) == (key ?? "") {
                Self.remove(index, from: &state)
                removed += 1
            }
            compactIfNeeded(&state)
            return removed
        }
    }

    /// Removes every route (the fallback handler stays).
    public func removeAll() {
        change { state in
            state.garbage.append(contentsOf: state.table.removeAll() as [any Sendable])
            state.garbage.append(state.interceptors.byRoute)
            state.interceptors.byRoute = [:]
            state.conflicts = []
            rebuild(&state)
        }
    }

    private static func remove(_ index: Int, from state: inout State) {
        if let handler = state.table.remove(index) { state.garbage.append(handler) }
        let id = state.table.id(index)
        if let own = state.interceptors.byRoute.removeValue(forKey: Int32(index)) { state.garbage.append(own) }
        state.trie.removeEntries(ofRoute: Int32(index))
        state.conflicts.removeAll { $0.routeID == id || $0.existingRouteID == id }
        state.invalidate()
    }

    /// Rebuilds the table and the trie from the live routes once removed ones make up most
    /// of either, so that a router whose routes come and go for ever holds memory, and
    /// takes time per change, in proportion to its live routes, not to all it ever held.
    private func compactIfNeeded(_ state: inout State) {
        if state.trie.deadEntries > max(64, state.liveEntries - state.trie.deadEntries)
            || state.table.deadCount > max(64, state.table.liveCount) {
            rebuild(&state)
        }
    }

    /// Replaces the table by one of the live routes only (same identities, same order, the
    /// routes' own interceptors moved with them) and the trie by one built from them.
    private func rebuild(_ state: inout State) {
        let (table, slots) = state.table.compacted(types: types)
        state.table = table
        state.interceptors.byRoute = Dictionary(uniqueKeysWithValues: state.interceptors.byRoute.compactMap { slot, own in
            slots[Int(slot)] < 0 ? nil : (slots[Int(slot)], own)
        })
        var trie = RouteTrie(types: [], foldsCase: state.trie.foldsCase)
        trie.register(state.trie.types)
        state.trie = trie
        state.liveEntries = 0
        for index in state.table.liveIndices {
            let position = Int(index)
            Self.addEntries(of: index, state.table.parsed(position, types: types), priority: state.table.priority(position), to: &state)
        }
        state.invalidate()
    }

    // MARK: Reading

    /// Runs `body` on the state under the lock, then withdraws the published snapshot if
    /// `body` invalidated it (still under the lock, so a reader never publishes a stale one).
    func change<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        var garbage: [any Sendable] = []
        let result = try state.withLock { (state: inout State) throws(Failure) -> Result in
            defer {
                if state.snapshot == nil { published.store(0, ordering: .sequentiallyConsistent) }
                state.reclaim(readers)
                garbage = state.takeGarbage()
            }
            return try body(&state)
        }
        withExtendedLifetime(garbage) {}
        return result
    }

    /// Builds the snapshot for the current routes, publishes it and returns it, retained;
    /// returns the one already published if no change came since. Takes the router's lock:
    /// readers call it only when a change withdrew the published snapshot.
    func publishSnapshot() -> RouteSnapshot {
        var garbage: [any Sendable] = []
        let snapshot = state.withLock { state in
            if let snapshot = state.snapshot { return snapshot }
            let snapshot = RouteSnapshot(
                trie: state.trie, table: state.table, types: types, configuration: configuration,
                fallback: state.fallback, fallbackIsExposed: state.fallbackIsExposed, interceptors: state.interceptors)
            state.snapshot = snapshot
            // SAFETY: `state.snapshot` keeps the snapshot alive until a change retires it,
            // and the retired lists keep it until no reader can still be using it.
            published.store(
                UInt(bitPattern: unsafe Unmanaged.passUnretained(snapshot).toOpaque()), ordering: .sequentiallyConsistent)
            state.reclaim(readers)
            garbage = state.takeGarbage()
            return snapshot
        }
        withExtendedLifetime(garbage) {}
        return snapshot
    }

    /// Runs `body` on the current snapshot without a retain (the matching path): one
    /// atomic load inside a counted read section, and no lock, except on the first read
    /// after a change, which takes the router's lock to build and publish the snapshot
    /// (``publishSnapshot()``). `body` also gets the reader's stripe.
    @inline(__always)
    func withSnapshot<Result>(_ body: (RouteSnapshot, _ stripe: Int) -> Result) -> Result {
        let slot = readers.enter()
        defer { readers.leave(slot) }
        let stripe = ReaderCounts.stripe(ofSlot: slot)
        let bits = published.load(ordering: .sequentiallyConsistent)
        guard let pointer = unsafe UnsafeRawPointer(bitPattern: bits) else { return body(publishSnapshot(), stripe) }
        // SAFETY: a published snapshot is freed only once every reader counted when it was
        // unpublished has left (see ``ReaderCounts``); this one is counted until `body`
        // returns, so the snapshot is valid at +0 throughout.
        return unsafe Unmanaged<RouteSnapshot>.fromOpaque(pointer)._withUnsafeGuaranteedRef { body($0, stripe) }
    }

    /// ``withSnapshot(_:)`` for a `body` that throws.
    @inline(__always)
    func withSnapshotThrowing<Result, Failure: Error>(
        _ body: (RouteSnapshot, _ stripe: Int) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // The failure goes out through `failure`, so that only the result is returned (a
        // `Result` with room for a large error would be copied on the way out).
        var failure: Failure?
        let result: Result? = withSnapshot { snapshot, stripe in
            do throws(Failure) {
                return try body(snapshot, stripe)
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        // SAFETY of the unwrap: `result` is `nil` only when `body` threw, handled above.
        return result!
    }

    /// The current snapshot, retained, for reads that keep it beyond a call of `body`
    /// (an asynchronous open, the route list): no lock but on the first read after a change.
    func currentSnapshot() -> RouteSnapshot {
        // Retained inside the read section, so it stays alive after the section ends.
        withSnapshot { snapshot, _ in snapshot }
    }

    /// Every registered route, in registration order.
    public var routes: [RouteInfo] { currentSnapshot().routes }

    /// The duplicates and ambiguities skipped under ``ConflictHandling/keepFirst``, then
    /// the overlaps between the current routes (notices: some URLs match two routes and
    /// the matching order picks the ``RouteConflict/winner``), each pair once, named from
    /// the later route's side.
    ///
    /// Overlaps are worked out when this is read, from the routes as they are then, so that
    /// adding routes stays cheap and small; each route's search is bounded.
    /// - Complexity: O(*n*) bounded searches for *n* routes.
    public var conflicts: [RouteConflict] {
        let skipped = state.withLock { $0.conflicts }
        return skipped + currentSnapshot().overlaps()
    }

    /// Finds the route for `url` without trust checks or handlers: the first candidate in
    /// matching order, or `nil`.
    ///
    /// - Parameters:
    ///   - url: A URL string (`/path`, `scheme://host/path`, `https://host/path?query`).
    ///   - method: The request's method, if any.
    /// - Complexity: O(*n*) in the URL's length (plus backtracking); independent of the
    ///   number of routes. Allocates only the captured ranges.
    public func match(_ url: String, method: String? = nil) -> RouteMatch? {
        let key = RouteTrie.methodKey(method)
        return withSnapshot { snapshot, stripe -> RouteMatch? in snapshot.match(url, method: key, stripe: stripe) }
    }
}
