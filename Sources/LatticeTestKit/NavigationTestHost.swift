public import LatticeCore
public import LatticeNavigation
public import LatticeRouting

/// A navigator without a UI, for tests: the app's destinations, a router whose routes show
/// them, and an `InMemoryNavigationAdapter` that keeps what the screen would show and
/// every update. Each assertion is one line:
///
/// ```swift
/// let host = try NavigationTestHost(registry: registry, showing: ShownScreens(selecting: "home"))
/// await host.expectLink(
///     "shop://orders/7", origin: .push, leadsTo: ShownScreens(selecting: "orders", ["orders": ["shop://orders", "shop://orders/7"]]),
///     through: [.selectTab("orders"), .push(["shop://orders", "shop://orders/7"], tab: "orders")])
/// ```
///
/// A link goes through the router as in the app (its trust policy, its interceptors), then
/// the guards, the registry and the planner, and the adapter applies the updates. An
/// assertion that finds a difference records an issue of the running Swift Testing test
/// at its own line, naming each difference (expected, then got), and returns it as a
/// ``NavigationMismatch``; `nil` when all is as expected.
@MainActor
public final class NavigationTestHost {
    /// The destinations links are built from.
    public let registry: DestinationRegistry
    /// The router links go through.
    public let router: Router
    /// What the screen shows, and every update.
    public let adapter: InMemoryNavigationAdapter
    /// The navigator under test.
    public let navigator: Navigator

    /// A navigator showing `state`, whose router shows every destination of `registry`.
    ///
    /// - Parameters:
    ///   - registry: The app's destinations.
    ///   - router: The router links go through, with the app's trust policy and
    ///     interceptors. For each destination whose pattern it has no route for, the host
    ///     adds one whose handler shows it through the navigator.
    ///   - exposure: Who may open the routes the host adds. Default `.external`.
    ///   - state: What the screen shows first; the registry's tabs, empty, by default.
    ///   - guards: The guards asked about each link.
    ///   - options: What one UI update may do and what plans may remove.
    ///   - fileID: The file the call is made from, for errors; the caller's by default.
    ///   - line: The line the call is made from, for errors; the caller's by default.
    /// - Throws: `NavigationError.Code.invalidPattern` when the router refuses a
    ///   destination's route (the router's reason and fix).
    public init(
        registry: DestinationRegistry, router: Router = Router(), exposure: Exposure = .external, state: NavigationState? = nil,
        guards: [NavigationGuard] = [], options: NavigationPlanner.Options = NavigationPlanner.Options(),
        fileID: String = #fileID, line: Int = #line
    ) throws(NavigationError) {
        let start = state ?? NavigationState(tabs: registry.tabs)
        let adapter = InMemoryNavigationAdapter(showing: start)
        let navigator = Navigator(registry: registry, router: router, adapter: adapter, state: start, guards: guards, options: options)
        self.registry = registry
        self.router = router
        self.adapter = adapter
        self.navigator = navigator
        let routed = Set(router.routes.map { Self.normalized($0.pattern) })
        for destination in registry.destinations where !routed.contains(Self.normalized(destination.pattern)) {
            do throws(RoutingError) {
                // Unowned: the navigator holds the router, which holds the handler.
                try router.add(destination.pattern, owner: destination.owner, exposure: exposure, fileID: fileID, line: line) {
                    [unowned navigator] request in try await navigator.show(request)
                }
            } catch {
                throw NavigationError.invalidPattern(
                    destination.pattern, reason: error.message, fix: error.fix.isEmpty ? "correct the pattern" : error.fix,
                    fileID: fileID, line: line)
            }
        }
    }

    /// A navigator showing `screens` (made with ``ShownScreens/state(in:fileID:line:)``);
    /// see ``init(registry:router:exposure:state:guards:options:fileID:line:)``.
    ///
    /// - Throws: What ``ShownScreens/state(in:fileID:line:)`` throws, and
    ///   `NavigationError.Code.invalidPattern` when the router refuses a destination's route.
    public convenience init(
        registry: DestinationRegistry, router: Router = Router(), exposure: Exposure = .external, showing screens: ShownScreens,
        guards: [NavigationGuard] = [], options: NavigationPlanner.Options = NavigationPlanner.Options(),
        fileID: String = #fileID, line: Int = #line
    ) throws(NavigationError) {
        try self.init(
            registry: registry, router: router, exposure: exposure, state: screens.state(in: registry, fileID: fileID, line: line),
            guards: guards, options: options, fileID: fileID, line: line)
    }

    /// What the screen shows now.
    public var shown: ShownScreens { ShownScreens(navigator.state) }

    /// Opens `url` from `origin` and checks what it leads to: the outcome, the screens
    /// shown, and, when `steps` is given, every step the adapter applied, in order.
    ///
    /// The adapter's own state must stay the navigator's (each step fits what is shown).
    /// A difference is recorded as an issue of the running Swift Testing test, at the
    /// caller's line, and returned.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - origin: Where it comes from (`.push`, `.universalLink`: the router's trust
    ///     policy applies). Default `.app`.
    ///   - expected: The screens shown after it.
    ///   - steps: The steps it takes, all updates together; `nil` checks none.
    ///   - updates: The steps it takes, update by update, as the UI is given them (a UI
    ///     presents or dismisses once per update); `nil` checks none.
    ///   - outcome: What becomes of it. Default `NavigationOutcome.shown`; a
    ///     `NavigationOutcome.blocked(by:)` is compared by the blocking screens' URLs.
    ///   - fileID: The file of the assertion, where a difference is reported; the caller's by default.
    ///   - filePath: The path of that file, for Swift Testing; the caller's by default.
    ///   - line: The line of the assertion; the caller's by default.
    ///   - column: The column of the assertion; the caller's by default.
    /// - Returns: What differed, or `nil`.
    @discardableResult
    public func expectLink(
        _ url: String, origin: Origin = .app, leadsTo expected: ShownScreens, through steps: [ExpectedStep]? = nil,
        inUpdates updates: [[ExpectedStep]]? = nil, outcome: NavigationOutcome = .shown,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> NavigationMismatch? {
        adapter.removeUpdates()
        let problemsBefore = adapter.problems.count
        let mismatch: NavigationMismatch?
        do throws(NavigationError) {
            let actual = try await navigator.open(url, origin: origin, fileID: fileID, line: line)
            mismatch = compare(
                url, outcome: actual, expectedOutcome: outcome, expected: expected, steps: steps, updates: updates, problemsBefore: problemsBefore,
                fileID: fileID, line: line)
        } catch {
            mismatch = NavigationMismatch(
                .linkFailed, subject: url, headline: "The link '\(url)' threw instead of leading to the expected screens.",
                differences: ["expected \(Self.describe(outcome)): \(expected)".replacingNewlines(), "got NavigationError.\(error.code) at \(error.fileID):\(error.line): \(error.message)"],
                fix: "look at the error: a route or destination missing, a guard or the trust policy refusing", fileID: fileID, line: line)
        }
        if let mismatch { IssueRecording.record(mismatch, fileID: fileID, filePath: filePath, line: line, column: column) }
        return mismatch
    }

    /// Opens the typed route's URL for `value` and checks what it leads to; see
    /// ``expectLink(_:origin:leadsTo:through:inUpdates:outcome:fileID:filePath:line:column:)``.
    @discardableResult
    public func expectLink<each Value: RouteParameterValue>(
        _ route: TypedRoute<repeat each Value>, _ value: repeat each Value, origin: Origin = .app, leadsTo expected: ShownScreens,
        through steps: [ExpectedStep]? = nil, inUpdates updates: [[ExpectedStep]]? = nil, outcome: NavigationOutcome = .shown,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> NavigationMismatch? {
        await expectLink(
            route.url(repeat each value), origin: origin, leadsTo: expected, through: steps, inUpdates: updates, outcome: outcome,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The adapter's updates, each step written as a test writes it.
    private func takenUpdates() -> [[ExpectedStep]] {
        zip(adapter.updates, adapter.updateStates).map { steps, states in
            steps.map { ExpectedStep($0, before: states.before, after: states.after) }
        }
    }

    private func compare(
        _ url: String, outcome: NavigationOutcome, expectedOutcome: NavigationOutcome, expected: ShownScreens, steps: [ExpectedStep]?,
        updates: [[ExpectedStep]]?, problemsBefore: Int, fileID: String, line: Int
    ) -> NavigationMismatch? {
        var code: NavigationMismatch.Code?
        var differences: [String] = []
        let (got, wanted) = (Self.describe(outcome), Self.describe(expectedOutcome))
        if got != wanted {
            code = .outcome
            differences.append("outcome: expected \(wanted), got \(got)")
        }
        let state = expected.differences(from: navigator.state)
        if !state.isEmpty {
            code = code ?? .state
            differences += state
        }
        if let steps {
            let taken = takenUpdates().flatMap { $0 }
            if taken != steps {
                code = code ?? .steps
                differences += Self.stepDifferences(expected: steps, got: taken)
            }
        }
        if let updates {
            let taken = takenUpdates()
            if taken != updates {
                code = code ?? .steps
                differences.append("updates: expected \(updates.count), got \(taken.count)")
                differences.append("expected updates:")
                differences += updates.enumerated().map { "  \($0.offset + 1). \($0.element.map(\.description).joined(separator: "; "))" }
                differences.append("updates given:")
                differences += taken.enumerated().map { "  \($0.offset + 1). \($0.element.map(\.description).joined(separator: "; "))" }
            }
        }
        for problem in adapter.problems.dropFirst(problemsBefore) {
            code = code ?? .steps
            differences.append("a step did not fit what the screen showed: \(problem.explanation)")
        }
        guard let code else { return nil }
        return NavigationMismatch(
            code, subject: url, headline: "The link '\(url)' did not lead where the test expected.", differences: differences,
            fix: "compare each 'expected' with its 'got': the destinations' parents and tabs, the guards, or the test's expectation",
            fileID: fileID, line: line)
    }

    /// The first step that differs, then both lists, a step a line.
    static func stepDifferences(expected: [ExpectedStep], got: [ExpectedStep]) -> [String] {
        let first = zip(expected, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, got.count)
        let wanted = first < expected.count ? "'\(expected[first])'" : "no step"
        let taken = first < got.count ? "'\(got[first])'" : "no step"
        var lines = ["step \(first + 1): expected \(wanted), got \(taken)", "expected steps:"]
        lines += expected.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        lines.append("steps taken:")
        lines += got.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines
    }

    /// `shown`, `deferred until logged in (guard login)`, `blocked by [fullScreenCover shop://welcome]`,
    /// `superseded by shop://cart`: an outcome without identities.
    static func describe(_ outcome: NavigationOutcome) -> String {
        switch outcome {
        case .shown: "shown"
        case .deferred(let condition, let guardName): "deferred until \(condition) (guard \(guardName))"
        case .blocked(let entries): "blocked by \(ShownScreens.list(entries.map(ShownScreens.Screen.init)))"
        case .superseded(let url): "superseded by \(url)"
        }
    }

    /// A pattern without its method, as the router keeps it, or as written when it does not parse.
    static func normalized(_ pattern: String) -> String {
        (try? RouteShape(parsing: pattern, customTypes: nil).pattern) ?? pattern
    }
}

extension String {
    /// The text on one line: each line break a `; `.
    func replacingNewlines() -> String {
        split(separator: "\n").joined(separator: "; ")
    }
}
