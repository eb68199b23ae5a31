public import LatticeRouting
internal import LatticeCore

/// The destinations of every component, the app's tabs, and what they build: the entry
/// for a URL, the target state for a link, a saved state read back.
///
/// The app makes one registry with its tabs; each component adds the destinations of
/// its own routes, so no component imports another and the app's root names no screen.
/// Adding is safe from any thread, as components register concurrently within a wave.
///
/// The registry matches URLs with a router of its own, configured as the app's
/// (`configuration`), so a URL reaches the destination of the route the app's router
/// would open: literal before typed before untyped segments, whatever the order of adding.
/// Mistakes that need every destination to be seen (a parent nobody declares, a cycle of
/// parents, a home tab the app lacks, a URL that does not come back to its own destination)
/// are reported all at once by ``check()`` (and ``check(against:except:)``, which also
/// finds the app's exposed routes that have no destination), and by the calls that meet them.
public final class DestinationRegistry: Sendable {
    /// The app's tabs, in order (``TabID/main`` alone when the app gave none).
    public let tabs: [TabID]
    /// Matches URLs to the destinations' routes.
    let matcher: Router
    let table = LockedBox(Table())

    /// The destinations by pattern, in the order they were added, and by route.
    struct Table: Sendable {
        var byPattern: [String: Destination] = [:]
        var order: [String] = []
        var byRoute: [RouteID: String] = [:]
        /// The parent chain of each route a link reached, worked out on the first link and
        /// kept until a destination is added (which may declare a missing parent).
        var chains: [RouteID: Chain] = [:]
    }

    /// A route's destination and its parents, nearest first, with each parent's pattern
    /// prepared to build its URL: worked out once, instead of looking each parent up by
    /// its pattern and parsing it on every link. Immutable objects, so a link copies references.
    final class Chain: Sendable {
        let destination: Destination
        let parents: [Parent]
        /// The home tab: the nearest one up the chain.
        let tab: TabID?

        init(destination: Destination, parents: [Parent], tab: TabID?) {
            self.destination = destination
            self.parents = parents
            self.tab = tab
        }
    }

    /// One parent in a chain: its destination, the child that declares it (for errors)
    /// and its pattern prepared to build its URL.
    final class Parent: Sendable {
        let destination: Destination
        let child: Destination
        let url: RouteURL.Prepared

        init(destination: Destination, child: Destination, url: RouteURL.Prepared) {
            self.destination = destination
            self.child = child
            self.url = url
        }

        /// The entry of this parent beneath `entry`, its child's: its URL built from the
        /// child's values of its parameters.
        func entry(beneath entry: NavigationEntry) throws(NavigationError) -> NavigationEntry {
            let values = try DestinationRegistry.parentValues(destination, url.parameters, of: child, from: entry.parameters)
            let parentURL: String
            do {
                parentURL = try RouteURL.build(url, values: values, fileID: child.fileID, line: child.line)
            } catch {
                throw NavigationError.parentURLInvalid(
                    child.pattern, parent: destination.pattern, url: entry.url, reason: error.message, fileID: child.fileID, line: child.line)
            }
            return NavigationEntry(
                url: parentURL, pattern: destination.pattern, parameters: values, presentation: destination.presentation,
                blocking: destination.blocking)
        }
    }

    /// A registry for an app with `tabs` (one tab, ``TabID/main``, when empty) whose
    /// router matches with `configuration`.
    public init(tabs: [TabID] = [.main], configuration: Router.Configuration = Router.Configuration()) {
        self.tabs = tabs.isEmpty ? [.main] : tabs
        self.matcher = Router(configuration: configuration)
    }

    /// Adds `destination`.
    ///
    /// - Throws: ``NavigationError/Code/duplicateDestination`` when its pattern is already
    ///   declared; ``NavigationError/Code/invalidPattern`` when the pattern does not parse
    ///   or takes the place of another destination's (the router's reason and fix).
    public func add(_ destination: Destination) throws(NavigationError) {
        let failure = table.withLock { table -> NavigationError? in
            if let first = table.byPattern[destination.pattern] {
                return NavigationError.duplicateDestination(
                    destination.pattern, firstAt: "\(first.fileID):\(first.line)", fileID: destination.fileID, line: destination.line)
            }
            do throws(RoutingError) {
                let id = try matcher.add(
                    destination.pattern, owner: destination.owner, fileID: destination.fileID, line: destination.line
                ) { _ in .handled }
                table.byPattern[destination.pattern] = destination
                table.order.append(destination.pattern)
                table.byRoute[id] = destination.pattern
                table.chains.removeAll()
                return nil
            } catch {
                return NavigationError.invalidPattern(
                    destination.pattern, reason: error.message, fix: error.fix.isEmpty ? "correct the pattern" : error.fix,
                    fileID: destination.fileID, line: destination.line)
            }
        }
        if let failure { throw failure }
    }

    /// Every destination, in the order added.
    public var destinations: [Destination] {
        table.withLock { table in table.order.compactMap { table.byPattern[$0] } }
    }

    /// The destination declared for `pattern`, written as it was declared.
    public func destination(forPattern pattern: String) -> Destination? {
        table.withLock { $0.byPattern[pattern] }
    }

    /// The entry that shows `url`: its destination's pattern, presentation and blocking
    /// level, and the URL's parameters.
    ///
    /// - Parameters:
    ///   - url: The URL, as the router opens it.
    ///   - presentation: How to show it; its destination's ``Destination/presentation`` when `nil`.
    ///   - id: Its identity; a new one by default.
    ///   - fileID: The file the call is made from, for errors; the caller's by default.
    ///   - line: The line the call is made from, for errors; the caller's by default.
    /// - Throws: ``NavigationError/Code/unknownDestination`` when no destination matches.
    public func entry(
        for url: String, presentation: Presentation? = nil, id: NavigationEntryID = .unique(),
        fileID: String = #fileID, line: Int = #line
    ) throws(NavigationError) -> NavigationEntry {
        guard let match = matcher.match(url), let destination = table.withLock({ table in
            table.byRoute[match.route.id].flatMap { table.byPattern[$0] }
        }) else {
            throw NavigationError.unknownDestination(url, fileID: fileID, line: line)
        }
        return NavigationEntry(
            url: url, pattern: destination.pattern, parameters: match.parameters,
            presentation: presentation ?? destination.presentation, blocking: destination.blocking, id: id)
    }

    /// The entries from the root of `url`'s parent chain up to the entry for `url`, and
    /// the home tab found on the way (the nearest one up the chain).
    ///
    /// - Throws: ``NavigationError/Code/unknownDestination``, ``NavigationError/Code/unknownParent``,
    ///   ``NavigationError/Code/parentCycle``, ``NavigationError/Code/parentParameterMissing``,
    ///   ``NavigationError/Code/parentURLInvalid``.
    public func chain(for url: String, fileID: String = #fileID, line: Int = #line) throws(NavigationError) -> (entries: [NavigationEntry], tab: TabID?) {
        guard let match = matcher.match(url) else { throw NavigationError.unknownDestination(url, fileID: fileID, line: line) }
        let found = table.withLock { table -> Result<Chain, NavigationError>? in
            if let chain = table.chains[match.route.id] { return .success(chain) }
            guard let pattern = table.byRoute[match.route.id], let destination = table.byPattern[pattern] else { return nil }
            let chain = Result { () throws(NavigationError) in try Self.chain(of: destination, in: table) }
            if case .success(let chain) = chain { table.chains[match.route.id] = chain }
            return chain
        }
        guard let found else { throw NavigationError.unknownDestination(url, fileID: fileID, line: line) }
        let chain = try found.get()
        var entries: [NavigationEntry] = []
        entries.reserveCapacity(chain.parents.count + 1)
        entries.append(NavigationEntry(
            url: url, pattern: chain.destination.pattern, parameters: match.parameters,
            presentation: chain.destination.presentation, blocking: chain.destination.blocking))
        for parent in chain.parents { entries.append(try parent.entry(beneath: entries[entries.count - 1])) }
        entries.reverse()
        return (entries, chain.tab)
    }

    /// The parents of `destination`, nearest first, as declared in `table`.
    ///
    /// - Throws: The first declaration that breaks the chain: a parent nobody declares, a
    ///   cycle, a parent's pattern that does not parse.
    private static func chain(of destination: Destination, in table: Table) throws(NavigationError) -> Chain {
        var parents: [Parent] = []
        var tab = destination.tab
        var seen = [destination.pattern]
        var declared = destination
        while let parentPattern = declared.parent {
            guard let parent = table.byPattern[parentPattern] else {
                throw .unknownParent(parentPattern, of: declared.pattern, fileID: declared.fileID, line: declared.line)
            }
            if let start = seen.firstIndex(of: parent.pattern) {
                throw .parentCycle(Array(seen[start...]) + [parent.pattern], fileID: declared.fileID, line: declared.line)
            }
            parents.append(Parent(destination: parent, child: declared, url: try preparedURL(of: parent)))
            seen.append(parent.pattern)
            if tab == nil { tab = parent.tab }
            declared = parent
        }
        return Chain(destination: destination, parents: parents, tab: tab)
    }

    /// `destination`'s pattern, prepared to build its URL as a parent's.
    ///
    /// - Throws: ``NavigationError/Code/invalidPattern`` when it does not parse.
    static func preparedURL(of destination: Destination) throws(NavigationError) -> RouteURL.Prepared {
        do {
            return try RouteURL.Prepared(destination.pattern, fileID: destination.fileID, line: destination.line)
        } catch {
            throw .invalidPattern(destination.pattern, reason: error.message, fix: error.fix, fileID: destination.fileID, line: destination.line)
        }
    }

    /// The child's values of `parentParameters`, the parameters of `parent`'s pattern.
    static func parentValues(
        _ parent: Destination, _ parentParameters: [RouteParameter], of child: Destination, from parameters: [String: String]
    ) throws(NavigationError) -> [String: String] {
        var values: [String: String] = [:]
        for parameter in parentParameters {
            if let value = parameters[parameter.name] {
                values[parameter.name] = value
            } else if !parameter.isOptional {
                throw NavigationError.parentParameterMissing(
                    parameter.name, parent: parent.pattern, of: child.pattern, fileID: child.fileID, line: child.line)
            }
        }
        return values
    }

    /// The state a link to `url` leads to: the selected tab becomes the link's home tab
    /// (the nearest up its parent chain), showing the parent chain with the link's screen
    /// on top; the other tabs keep their stacks but lose their presentations, which would
    /// cover the tab bar. A chain with no home tab (a cart sheet, a login) opens in the
    /// tab already selected, over what it shows (from where the chain's root already is,
    /// if it is there).
    ///
    /// The screens at the bottom of the tab that are already shown (the same route and
    /// parameters, however the URL is written, and the same presentation) are kept as they
    /// are, identities included, as the planner keeps them.
    /// From a cold start (`current` is `nil`), every other tab is empty: a cold-start
    /// `shop://orders/7` shows Orders with the order on top. The planner turns the
    /// difference between `current` and this target into steps, keeping what they share.
    ///
    /// - Throws: what ``chain(for:fileID:line:)`` throws, and ``NavigationError/Code/unknownTab``
    ///   when the home tab is not one of `current`'s tabs (or the registry's).
    public func state(for url: String, from current: NavigationState? = nil, fileID: String = #fileID, line: Int = #line) throws(NavigationError) -> NavigationState {
        let (entries, home) = try chain(for: url, fileID: fileID, line: line)
        var state = current ?? NavigationState(tabs: tabs)
        let tab = home ?? state.selectedTab
        guard let index = state.tabs.firstIndex(where: { $0.id == tab }) else {
            let owner = entries.last { destination(forPattern: $0.pattern)?.tab == tab }?.pattern ?? url
            throw NavigationError.unknownTab(tab, destination: owner, known: state.tabs.map(\.id), fileID: fileID, line: line)
        }
        for other in state.tabs.indices where other != index {
            if let presented = state.tabs[other].entries.firstIndex(where: { $0.isPresented }) {
                state.tabs[other].entries.removeSubrange(presented...)
            }
        }
        let shown = state.tabs[index].entries
        var target = entries
        if home == nil {
            // A screen of no tab (a cart sheet, a login) opens over what the tab shows,
            // from where its root already is, if it is there.
            let base = shown.firstIndex { $0.showsSameRoute(as: entries[0]) } ?? shown.count
            target = Array(shown[..<base]) + entries
        }
        // The screens already shown stay as they are, identities included.
        for position in target.indices where position < shown.count {
            guard shown[position].showsSameRoute(as: target[position]) else { break }
            target[position] = shown[position]
        }
        state.tabs[index].entries = target
        state.selectedTab = tab
        return state
    }

    /// Reads a saved state back against the destinations declared now.
    ///
    /// Each entry is matched again from its URL, so its pattern, parameters and blocking
    /// level follow today's declarations, and keeps its identity and presentation. An
    /// entry whose URL no destination matches is dropped, with the pushes inside it when
    /// it was presented; a tab the app no longer has is dropped whole; each drop is in
    /// ``NavigationRestoration/dropped``. The tabs come back in the app's order; a selected
    /// tab the app lacks gives way to the first.
    public func restore(_ saved: SavedNavigation) -> NavigationRestoration {
        let selected = tabs.contains(saved.selectedTab) ? saved.selectedTab : tabs[0]
        var state = NavigationState(tabs: tabs, selectedTab: selected)
        var dropped: [NavigationError] = []
        for savedTab in saved.tabs {
            guard let index = state.tabs.firstIndex(where: { $0.id == savedTab.id }) else {
                dropped.append(.unknownTab(savedTab.id, known: tabs))
                continue
            }
            var entries: [NavigationEntry] = []
            var droppedPresenter: String?
            for saved in savedTab.entries {
                if let presenter = droppedPresenter, !saved.presentation.isPresented {
                    dropped.append(.presenterGone(saved.url, presenter: presenter))
                    continue
                }
                droppedPresenter = nil
                do {
                    entries.append(try entry(for: saved.url, presentation: saved.presentation, id: saved.id))
                } catch {
                    dropped.append(.routeGone(saved.url, tab: savedTab.id))
                    if saved.presentation.isPresented { droppedPresenter = saved.url }
                }
            }
            state.tabs[index].entries = entries
        }
        return NavigationRestoration(state: state, dropped: dropped)
    }
}
