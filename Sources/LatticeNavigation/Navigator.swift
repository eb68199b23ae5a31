public import LatticeCore
public import LatticeRouting
public import Logging

/// Owns the navigation state on the main actor and keeps it and the screen together: it
/// takes links through the app's router, plans each one from what is on screen, has the
/// UI apply the steps update by update, and takes back what the user changed by hand.
///
/// A link reaches the navigator through the router, so the router's trust policy and its
/// interceptors (allow, redirect, refuse) apply as for any `open`. The routes of screens
/// have the navigator as their handler:
///
/// ```swift
/// try router.add(Routes.order, exposure: .external) { [unowned navigator] request, _ in try await navigator.show(request) }
/// let outcome = try await navigator.open(Routes.order.url(7), origin: .push)
/// ```
///
/// ``show(_:)`` then asks the ``NavigationGuard``s, which may defer the link until a
/// condition holds, builds the target with ``DestinationRegistry/state(for:from:fileID:line:)``
/// (the parent chain beneath the screen), plans it with ``NavigationPlanner`` and hands
/// each of the plan's updates to the ``NavigationAdapter``, awaiting each.
///
/// - One intent at a time: a link, a ``navigate(to:)`` or a ``restore(_:)`` waits for the
///   one in progress to finish. A link still waiting for its turn, or deferred, gives way
///   to a newer link (``NavigationOutcome/superseded(by:)``).
/// - What the user does by hand (``userPopped(_:in:fileID:line:)``, ``userDismissed(in:fileID:line:)``,
///   ``userSelected(_:fileID:line:)``) is taken into the state at once, even while a link is being
///   shown: that link then plans again from what is on screen before its next update.
/// - A caller awaiting a screen's result (``open(_:expecting:origin:fileID:line:)``, or
///   the router's `open(_:expecting:…)`) gets it from the screen through
///   ``reply(for:as:)``, or ``NavigationError/Code/screenClosed`` when the screen is
///   popped, dismissed or replaced before sending it.
/// - Every change and decision is a ``NavigationEvent``, sent to each stream that
///   ``events(bufferingNewest:)`` gave and logged at `debug`.
///
/// Links from the app and the app's own ``navigate(to:)`` may remove screens that block
/// only outside links (``Blocking/outsideLinks``: a checkout the app ends once paid);
/// links from outside and restorations plan with ``options`` as given.
@MainActor
public final class Navigator {
    /// The state the screen shows (or is animating to): the tabs, their entries, the selected tab.
    public private(set) var state: NavigationState
    /// The destinations links are built from.
    public let registry: DestinationRegistry
    /// The router links go through, with its trust policy and interceptors.
    public let router: Router
    /// The guards asked about every link the router accepted, in order.
    public var guards: [NavigationGuard]
    /// What the UI can do in one update, and what plans may remove.
    public let options: NavigationPlanner.Options

    /// The streams ``events(bufferingNewest:)`` gave whose readers have not stopped.
    private var readers: [AsyncStream<NavigationEvent>.Continuation] = []
    private let adapter: any NavigationAdapter
    private let logger: Logger

    /// Whether an intent is being applied; the others wait in `turns`, first come first.
    private var busy = false
    private var turns: [CheckedContinuation<Void, Never>] = []
    /// The number and URL of the newest link; a link with an older number still waiting
    /// for its turn gives way.
    private var newestLink = (number: 0, url: "")
    /// The link a guard deferred last.
    private var deferred: (request: RouteRequest, condition: String, guardName: String)?
    /// The replies of callers awaiting a result, by the entry of the screen that sends it.
    private var replies: [NavigationEntryID: Reply<any Sendable>] = [:]
    /// Counts the changes of ``state``, so that an intent notices a change by hand made
    /// while the adapter showed an update.
    private var revision = 0

    /// A navigator showing `state` through `adapter`.
    ///
    /// - Parameters:
    ///   - registry: The destinations links are built from.
    ///   - router: The router links go through; the routes of screens call ``show(_:)``.
    ///   - adapter: Shows each update on screen.
    ///   - state: What the screen shows now; the registry's tabs, empty, by default (a cold start).
    ///   - guards: The guards asked about each link, in order.
    ///   - options: What one UI update may do and what plans may remove.
    ///   - logger: Where events are logged, at `debug`; by default `Logger.current`, the logger
    ///     the app binds with swift-log's `withLogger`.
    public init(
        registry: DestinationRegistry, router: Router, adapter: any NavigationAdapter, state: NavigationState? = nil,
        guards: [NavigationGuard] = [], options: NavigationPlanner.Options = NavigationPlanner.Options(),
        logger: Logger = Logger.current
    ) {
        self.registry = registry
        self.router = router
        self.adapter = adapter
        self.state = state ?? NavigationState(tabs: registry.tabs)
        self.guards = guards
        self.options = options
        self.logger = logger
    }

    deinit {
        for reader in readers { reader.finish() }
    }

    /// The events from now on, in order: every screen shown and dismissed, every tab
    /// selected, every link redirected, blocked, deferred or superseded, with its cause.
    ///
    /// Each call gives a stream of its own, so analytics and a test can both read. Ask for
    /// it before the navigation it watches (when the app starts, for analytics): events
    /// sent earlier are not in it. While its reader is busy, the stream keeps the newest
    /// `limit` events (at least one: a smaller limit is taken as 1). It ends when the
    /// navigator goes away; a reader that stops (its task cancelled, the stream let go) is
    /// sent nothing more.
    public func events(bufferingNewest limit: Int = 256) -> AsyncStream<NavigationEvent> {
        let (stream, reader) = AsyncStream.makeStream(of: NavigationEvent.self, bufferingPolicy: .bufferingNewest(max(1, limit)))
        readers.append(reader)
        return stream
    }

    /// The URL of the link a guard deferred, waiting for ``retryDeferredLink()``; `nil` when none is.
    public var deferredLink: String? { deferred?.request.url }

    // MARK: Links

    /// Opens `url` through the router and shows where it leads.
    ///
    /// The router applies its trust policy (for an `origin` outside the app) and its
    /// interceptors, then runs the route's handler, which calls ``show(_:)``.
    ///
    /// - Returns: Whether the link was shown, deferred, blocked or superseded.
    /// - Throws: ``NavigationError/Code/linkRefused`` when the router does not open it (its
    ///   ``NavigationError/routingError`` says why: refused, intercepted, not found, or a
    ///   route whose handler is not the navigator's); the errors of ``show(_:)``.
    @discardableResult
    public func open(_ url: String, origin: Origin = .app, fileID: String = #fileID, line: Int = #line) async throws(NavigationError) -> NavigationOutcome {
        let value: any Sendable
        do throws(RoutingError) {
            value = try await router.value(for: url, origin: origin, fileID: fileID, line: line)
        } catch {
            throw Self.navigationError(error, url, fileID: fileID, line: line)
        }
        guard let outcome = value as? NavigationOutcome else {
            let error = RoutingError.noValue(
                url, message: "The handler of '\(url)' returned a \(type(of: value)), not the navigator's outcome.", fileID: fileID, line: line)
            throw NavigationError(
                .linkRefused, subject: url, message: "The link '\(url)' was not opened: \(error.message)",
                fix: "make the route's handler return 'try await navigator.show(request)'", routingError: error, fileID: fileID, line: line)
        }
        return outcome
    }

    /// Opens the typed route's URL for `value`; see ``open(_:origin:fileID:line:)``.
    @discardableResult
    public func open<each Value: RouteParameterValue>(
        _ route: TypedRoute<repeat each Value>, _ value: repeat each Value, origin: Origin = .app,
        fileID: String = #fileID, line: Int = #line
    ) async throws(NavigationError) -> NavigationOutcome {
        try await open(route.url(repeat each value), origin: origin, fileID: fileID, line: line)
    }

    /// Opens `url` through the router, shows its screen, and waits for the result the
    /// screen sends through ``reply(for:as:)``.
    ///
    /// - Throws: ``NavigationError/Code/screenClosed`` when the screen is popped, dismissed
    ///   or replaced before it sends a result; ``NavigationError/Code/linkBlocked`` and
    ///   ``NavigationError/Code/linkSuperseded`` when it is never shown (a deferred link
    ///   waits until it is retried or replaced); ``NavigationError/Code/linkRefused`` for
    ///   the router's errors (the screen cancelled, or sent another type).
    public func open<Result: Sendable>(
        _ url: String, expecting type: Result.Type, origin: Origin = .app, fileID: String = #fileID, line: Int = #line
    ) async throws(NavigationError) -> Result {
        do throws(RoutingError) {
            return try await router.open(url, expecting: Result.self, origin: origin, fileID: fileID, line: line)
        } catch {
            throw Self.navigationError(error, url, fileID: fileID, line: line)
        }
    }

    /// Opens the result route's URL for `value` and waits for its screen's result; see
    /// ``open(_:expecting:origin:fileID:line:)``.
    public func open<Output: Sendable, each Value: RouteParameterValue>(
        _ route: ResultRoute<Output, repeat each Value>, _ value: repeat each Value, origin: Origin = .app,
        fileID: String = #fileID, line: Int = #line
    ) async throws(NavigationError) -> Output {
        try await open(route.url(repeat each value), expecting: Output.self, origin: origin, fileID: fileID, line: line)
    }

    /// The navigator's error for what the router threw: the navigator's own error a
    /// handler threw, or the router's reason as ``NavigationError/Code/linkRefused``.
    private static func navigationError(_ error: RoutingError, _ url: String, fileID: String, line: Int) -> NavigationError {
        if let navigation = error.underlying as? NavigationError { return navigation }
        return .linkRefused(url, routingError: error, fileID: fileID, line: line)
    }

    /// Shows the screen of a request the router accepted: the route handler of every
    /// screen (`{ [unowned navigator] request in try await navigator.show(request) }`).
    ///
    /// Asks the guards, then waits for its turn, builds the target from the request's URL
    /// (after redirects) and what is on screen, plans it and applies it. A newer link
    /// replaces a deferred one at once, and one waiting for its turn when that turn comes.
    /// When the caller awaits a result (`RouteRequest.reply`), the reply is tied to the
    /// screen the link shows.
    ///
    /// - Returns: `.value(outcome)` (a ``NavigationOutcome``), which ``open(_:origin:fileID:line:)``
    ///   returns; `.handled` when a caller awaits a result, which then comes from the screen.
    /// - Throws: ``NavigationError/Code/unknownDestination`` when no destination matches the
    ///   URL (a route without a ``Destination``), and the errors of
    ///   ``DestinationRegistry/state(for:from:fileID:line:)`` and ``NavigationPlanner``.
    public func show(_ request: RouteRequest) async throws(NavigationError) -> RouteResponse {
        let url = request.url
        newestLink = (newestLink.number + 1, url)
        let number = newestLink.number
        if let waiting = deferred {
            deferred = nil
            giveWay(waiting.request, to: url)
        }
        if let first = request.redirectedFrom.first {
            emit(.redirected(from: first, to: url), .link(request.origin))
        }
        let outcome = try await run(request, number: number)
        return request.reply == nil ? .value(outcome) : .handled
    }

    /// Asks the guards again about the deferred link and shows it if they all proceed
    /// (it may be deferred again). Call it when a guard's condition may have changed: after
    /// a login, once data has loaded.
    ///
    /// - Returns: What became of the link; `nil` when no link is deferred.
    @discardableResult
    public func retryDeferredLink() async throws(NavigationError) -> NavigationOutcome? {
        guard let waiting = deferred else { return nil }
        deferred = nil
        newestLink = (newestLink.number + 1, waiting.request.url)
        return try await run(waiting.request, number: newestLink.number)
    }

    /// The reply through which the screen of `entry` sends its result to the caller
    /// awaiting it, typed as the screen sends it; `nil` when nobody awaits one.
    public func reply<Value: Sendable>(for entry: NavigationEntryID, as type: Value.Type = Value.self) -> Reply<Value>? {
        replies[entry]?.retyped(Value.self)
    }

    /// Runs the link `request` when its turn comes, unless a newer link came meanwhile.
    private func run(_ request: RouteRequest, number: Int) async throws(NavigationError) -> NavigationOutcome {
        await waitForTurn()
        defer { endTurn() }
        let url = request.url
        let cause = NavigationEvent.Cause.link(request.origin)
        guard number == newestLink.number else {
            giveWay(request, to: newestLink.url)
            return .superseded(by: newestLink.url)
        }
        var options = options
        if !request.origin.isExternal { options.mayRemove = max(options.mayRemove, .outsideLinks) }
        // A link a screen blocks could not complete after a guard's condition holds either:
        // it is blocked at once, not deferred (a login is not asked over onboarding).
        if !guards.isEmpty, state.tabs.contains(where: { $0.entries.contains { $0.blocking != .none } }) {
            let plan = try NavigationPlanner.plan(from: state, to: registry.state(for: url, from: state), options: options)
            if plan.isBlocked {
                emit(.blocked(url, by: plan.blockedBy), cause)
                request.reply?.fail(NavigationError.linkBlocked(url, by: plan.blockedBy))
                return .blocked(by: plan.blockedBy)
            }
        }
        for check in guards {
            if case .deferred(let condition) = check.decide(request) {
                deferred = (request, condition, check.name)
                emit(.deferred(url, until: condition, guardName: check.name), cause)
                return .deferred(until: condition, guardName: check.name)
            }
        }
        let outcome = try await reach(
            url, cause: cause, options: options, removedBy: "the link '\(url)'", reply: request.reply
        ) { current throws(NavigationError) in
            try registry.state(for: url, from: current)
        }
        if case .blocked(let blockedBy) = outcome {
            request.reply?.fail(NavigationError.linkBlocked(url, by: blockedBy))
        }
        return outcome
    }

    /// Ties `reply` to `screen`, the screen a link shows, before the screen is on screen:
    /// closing it from then on (even during the animation that shows it) ends the reply.
    /// A reply an earlier link left on the same screen ends first.
    private func tie(_ reply: Reply<any Sendable>, to screen: NavigationEntry, link url: String) {
        replies[screen.id]?.fail(NavigationError.screenClosed(screen.url, how: "opened again by the link '\(url)'"))
        replies[screen.id] = reply
    }

    /// Tells the caller awaiting `request`'s result, if any, and the events, that the
    /// newer link `newer` replaced it.
    private func giveWay(_ request: RouteRequest, to newer: String) {
        emit(.superseded(request.url, by: newer), .link(request.origin))
        request.reply?.fail(NavigationError.linkSuperseded(request.url, by: newer))
    }

    // MARK: The app's own navigation

    /// Shows `target`, planned from what is on screen: the app's own navigation (a flow
    /// that ends, a reset), with the cause ``NavigationEvent/Cause/programmatic``. Like a
    /// link from the app, it may remove screens that block only outside links.
    ///
    /// - Returns: ``NavigationOutcome/shown``, or ``NavigationOutcome/blocked(by:)``.
    /// - Throws: ``NavigationError/Code/unreachableTarget`` when `target` has other tabs.
    @discardableResult
    public func navigate(to target: NavigationState) async throws(NavigationError) -> NavigationOutcome {
        await waitForTurn()
        defer { endTurn() }
        var options = options
        options.mayRemove = max(options.mayRemove, .outsideLinks)
        return try await reach(
            target.topEntry?.url ?? "", cause: .programmatic, options: options, removedBy: "the app's navigation"
        ) { _ throws(NavigationError) in target }
    }

    /// Reads `saved` back with ``DestinationRegistry/restore(_:)`` and shows it, with the
    /// cause ``NavigationEvent/Cause/restoration``. A screen that blocks and is on screen
    /// stays, and so does the state (a `blocked` event says so).
    ///
    /// - Returns: The restoration, with what it dropped.
    @discardableResult
    public func restore(_ saved: SavedNavigation) async throws(NavigationError) -> NavigationRestoration {
        let restoration = registry.restore(saved)
        await waitForTurn()
        defer { endTurn() }
        _ = try await reach(
            restoration.state.topEntry?.url ?? "", cause: .restoration, options: options, removedBy: "a restored state"
        ) { _ throws(NavigationError) in restoration.state }
        return restoration
    }

    /// Plans from the state to `target(state)` and applies the plan update by update; when
    /// the user changed the state by hand while an update other than the last was shown,
    /// plans the rest again from there. A change by hand during the last update is the
    /// user's answer to the screen shown: it stands. `reply`, the result a link's caller
    /// awaits, is tied to the link's screen as it enters the state.
    private func reach(
        _ url: String, cause: NavigationEvent.Cause, options: NavigationPlanner.Options, removedBy: String,
        reply: Reply<any Sendable>? = nil, target: (NavigationState) throws(NavigationError) -> NavigationState
    ) async throws(NavigationError) -> NavigationOutcome {
        planning: while true {
            let plan = try NavigationPlanner.plan(from: state, to: target(state), options: options)
            if plan.isBlocked {
                emit(.blocked(url, by: plan.blockedBy), cause)
                return .blocked(by: plan.blockedBy)
            }
            let updates = plan.updates
            for (index, range) in updates.enumerated() {
                let update = plan.steps[range]
                for step in update { try take(step, from: plan.result, cause: cause, removedBy: removedBy) }
                let isLast = index == updates.count - 1
                if isLast, let reply, let screen = state.topEntry { tie(reply, to: screen, link: url) }
                let seen = revision
                await adapter.apply(update, leadingTo: state)
                if !isLast && revision != seen { continue planning }
            }
            // Already on screen (no update): the screen on top is the link's.
            if updates.isEmpty, let reply, let screen = state.topEntry { tie(reply, to: screen, link: url) }
            return .shown
        }
    }

    // MARK: What the user did by hand

    /// Takes in a change the user already made on screen, for a UI adapter, which has no
    /// caller to throw to: `change` calls one of ``userPopped(_:in:fileID:line:)``,
    /// ``userDismissed(in:fileID:line:)`` or ``userSelected(_:fileID:line:)``. A change the
    /// state refuses is logged at `info` with `description` and its error, and the state
    /// stays as it was.
    ///
    /// - Returns: Whether the state took the change in.
    @discardableResult
    public func takeChangeByHand(_ description: String, _ change: (Navigator) throws(NavigationError) -> Void) -> Bool {
        do {
            try change(self)
            return true
        } catch {
            logger.info("The navigator refused a change made by hand", metadata: ["change": "\(description)", "error": "\(error)"])
            return false
        }
    }

    /// Takes into the state that the user popped the top `count` screens of `tab` (the
    /// selected one by default): a swipe back, the back button, a long press on it.
    ///
    /// - Throws: ``NavigationError/Code/invalidStep`` when the tab's top `count` entries
    ///   are not all pushed onto one stack (a presentation is dismissed instead), and the
    ///   state is unchanged.
    public func userPopped(_ count: Int = 1, in tab: TabID? = nil, fileID: String = #fileID, line: Int = #line) throws(NavigationError) {
        let tab = tab ?? state.selectedTab
        let index = state.tabs.firstIndex { $0.id == tab }
        let shown = index.map { state.tabs[$0].entries.count } ?? 0
        guard let index, count >= 1, count <= shown else {
            throw NavigationError.invalidStep(
                "pop \(count) in \(tab)", reason: "the tab '\(tab)' shows \(shown) entries", fileID: fileID, line: line)
        }
        let entries = state.tabs[index].entries
        if let presented = entries[(shown - count)...].last(where: { $0.presentation.isPresented }) {
            throw NavigationError.invalidStep(
                "pop \(count) in \(tab)", reason: "\(presented.url) is presented (\(presented.presentation)), not pushed",
                fix: "report a presentation the user closed with userDismissed(in:), which takes it away with the stack it opened",
                fileID: fileID, line: line)
        }
        try take(.pop((shown - count)..<shown, tab: index), from: state, cause: .user, removedBy: "the user", fileID: fileID, line: line)
    }

    /// Takes into the state that the user dismissed the topmost presentation of `tab` (the
    /// selected one by default), with the stack it opened: a sheet dragged away.
    ///
    /// - Throws: ``NavigationError/Code/invalidStep`` when nothing is presented in the tab.
    public func userDismissed(in tab: TabID? = nil, fileID: String = #fileID, line: Int = #line) throws(NavigationError) {
        let tab = tab ?? state.selectedTab
        guard let index = state.tabs.firstIndex(where: { $0.id == tab }), let top = state.tabs[index].topPresentedIndex else {
            throw NavigationError.invalidStep("dismiss in \(tab)", reason: "nothing is presented in the tab '\(tab)'", fileID: fileID, line: line)
        }
        try take(.dismiss(top..<state.tabs[index].entries.count, tab: index), from: state, cause: .user, removedBy: "the user", fileID: fileID, line: line)
    }

    /// Takes into the state that the user selected `tab` (tapped it in the tab bar).
    ///
    /// - Throws: ``NavigationError/Code/unknownTab`` when the state has no such tab.
    public func userSelected(_ tab: TabID, fileID: String = #fileID, line: Int = #line) throws(NavigationError) {
        guard let index = state.tabs.firstIndex(where: { $0.id == tab }) else {
            throw NavigationError.unknownTab(tab, known: state.tabs.map(\.id), fileID: fileID, line: line)
        }
        guard tab != state.selectedTab else { return }
        try take(.selectTab(index), from: state, cause: .user, removedBy: "the user", fileID: fileID, line: line)
    }

    // MARK: Changes, events and turns

    /// Applies `step` to the state (the entries it adds read from `target`, the plan's
    /// result), with its events, and ends the results of the screens it removes.
    private func take(
        _ step: NavigationStep, from target: NavigationState, cause: NavigationEvent.Cause, removedBy: String,
        fileID: String = #fileID, line: Int = #line
    ) throws(NavigationError) {
        let removed = step.removes ? state.entries(of: step) : []
        try state.apply(step, from: target, fileID: fileID, line: line)
        revision += 1
        let tab = state.tabs[step.tab].id
        switch step.action {
        case .dismiss:
            for entry in removed.reversed() { close(entry, tab: tab, "dismissed by \(removedBy)", cause) }
        case .pop:
            for entry in removed.reversed() { close(entry, tab: tab, "popped by \(removedBy)", cause) }
        case .selectTab:
            emit(.selectedTab(tab), cause)
        case .push, .present:
            for entry in state.entries(of: step) { emit(.shown(entry, tab: tab), cause) }
        }
    }

    /// Reports `entry` dismissed and ends the result its caller awaits, if any.
    private func close(_ entry: NavigationEntry, tab: TabID, _ how: String, _ cause: NavigationEvent.Cause) {
        emit(.dismissed(entry, tab: tab), cause)
        if !replies.isEmpty, let reply = replies.removeValue(forKey: entry.id) {
            reply.fail(NavigationError.screenClosed(entry.url, how: how))
        }
    }

    /// Sends an event to each stream of ``events(bufferingNewest:)`` and logs it at `debug`.
    private func emit(_ kind: NavigationEvent.Kind, _ cause: NavigationEvent.Cause) {
        let event = NavigationEvent(kind, cause: cause)
        readers.removeAll { reader in
            if case .terminated = reader.yield(event) { return true }
            return false
        }
        logger.debug("\(event)", metadata: ["cause": "\(cause)"])
    }

    /// Returns when no other intent is being applied; the intents wait in the order they came.
    private func waitForTurn() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { turns.append($0) }
    }

    /// Hands the turn to the next intent waiting, if any.
    private func endTurn() {
        if turns.isEmpty {
            busy = false
        } else {
            turns.removeFirst().resume()
        }
    }
}
