public import LatticeCore
public import LatticeRouting

/// An error from LatticeNavigation: a destination declared wrong, a URL with no
/// destination, a step that does not fit a state, a target the planner cannot reach, an
/// entry restoration dropped, a link the router refused or a blocking screen stopped, or a
/// result whose screen closed before it was sent.
///
/// Compare ``code`` to branch on the kind; print the error (its ``description``) to read
/// it, with its fix. Two errors are equal when their code and ``subject`` are:
/// `#expect(throws: NavigationError.unknownTab("profile", destination: "/me")) { … }`.
public struct NavigationError: LatticeError, Hashable {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
            case duplicateDestination, invalidPattern, unknownParent, parentCycle, parentParameterMissing, unknownTab
            case unknownDestination, invalidStep, unreachableTarget, routeGone, presenterGone
            case linkRefused, linkBlocked, linkSuperseded, screenClosed
            case parentURLInvalid, urlMismatch, missingDestination
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// A destination for the same pattern is already registered.
        public static let duplicateDestination = Code(.duplicateDestination)
        /// A destination's pattern does not parse, or takes the place of another's.
        public static let invalidPattern = Code(.invalidPattern)
        /// A destination names a parent pattern no destination declares.
        public static let unknownParent = Code(.unknownParent)
        /// Parents lead back to where they started; ``NavigationError/cycle`` has the chain.
        public static let parentCycle = Code(.parentCycle)
        /// A parent's pattern has a parameter its child's pattern does not, so the child's
        /// URL cannot build the parent's.
        public static let parentParameterMissing = Code(.parentParameterMissing)
        /// A destination's URL gives values its parent's pattern does not take (a parameter
        /// typed in the parent, not in the child), so the parent's URL cannot be built.
        public static let parentURLInvalid = Code(.parentURLInvalid)
        /// A destination's URL, matched again, reaches another destination or none
        /// (``DestinationRegistry/check()``).
        public static let urlMismatch = Code(.urlMismatch)
        /// A route links from outside the app may open has no destination
        /// (``DestinationRegistry/check(against:except:)``).
        public static let missingDestination = Code(.missingDestination)
        /// A destination or a saved state names a tab the app does not declare.
        public static let unknownTab = Code(.unknownTab)
        /// A URL matches no destination.
        public static let unknownDestination = Code(.unknownDestination)
        /// A step does not fit the state it is applied to.
        public static let invalidStep = Code(.invalidStep)
        /// The planner cannot reach the target from the current state (other tabs, a
        /// presentation in a tab that is not selected).
        public static let unreachableTarget = Code(.unreachableTarget)
        /// Restoration dropped a saved entry whose URL no destination matches any more.
        public static let routeGone = Code(.routeGone)
        /// Restoration dropped a saved entry pushed inside a presented entry it dropped.
        public static let presenterGone = Code(.presenterGone)
        /// The router did not open a link: its trust policy or an interceptor refused it, no
        /// route matched, or the route's handler is not the navigator's (``NavigationError/routingError`` has why).
        public static let linkRefused = Code(.linkRefused)
        /// A link awaited for its result could not be shown: a blocking screen holds its place.
        public static let linkBlocked = Code(.linkBlocked)
        /// A link awaited for its result was still waiting (deferred, or queued behind
        /// another) when a newer link replaced it.
        public static let linkSuperseded = Code(.linkSuperseded)
        /// The screen whose result a caller awaits was closed before it sent one: popped or
        /// swiped back, dismissed, or replaced by a link.
        public static let screenClosed = Code(.screenClosed)

        /// The code's name, such as `parentCycle`.
        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// What it is about: a destination's pattern, a URL, a tab, a step.
    public let subject: String
    /// What happened, in full sentences.
    public let message: String
    /// How to fix it: the clause after "To fix, ".
    public let fix: String
    /// For ``Code/parentCycle``: the patterns of the cycle, the first repeated last.
    public let cycle: [String]
    /// For ``Code/linkRefused``: the router's error, with its own code, reason and fix.
    public let routingError: RoutingError?
    /// The file of the call that failed (`#fileID`), or of the declaration at fault.
    public let fileID: String
    /// The line of that call or declaration.
    public let line: Int

    init(
        _ code: Code, subject: String, message: String, fix: String, cycle: [String] = [], routingError: RoutingError? = nil,
        fileID: String, line: Int
    ) {
        self.code = code
        self.subject = subject
        self.message = message
        self.fix = fix
        self.cycle = cycle
        self.routingError = routingError
        self.fileID = fileID
        self.line = line
    }
}

extension NavigationError {
    /// Hashes the ``code`` and the ``subject``, what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(subject)
    }
}

// MARK: Factories, one per code

extension NavigationError {
    /// ``Code/duplicateDestination``: `pattern` is declared twice.
    public static func duplicateDestination(
        _ pattern: String, firstAt location: String = "", fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        let first = location.isEmpty ? "" : " (first at \(location))"
        return NavigationError(
            .duplicateDestination, subject: pattern, message: "The destination '\(pattern)' is declared twice\(first).",
            fix: "declare each route's destination once, in the component that owns the route", fileID: fileID, line: line)
    }

    /// ``Code/invalidPattern``: `pattern` cannot be a destination, for `reason` (the router's words).
    public static func invalidPattern(
        _ pattern: String, reason: String = "it does not parse", fix: String = "correct the pattern",
        fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        NavigationError(
            .invalidPattern, subject: pattern, message: "The destination '\(pattern)' cannot be matched: \(reason)",
            fix: fix, fileID: fileID, line: line)
    }

    /// ``Code/unknownParent``: `pattern` names the parent `parent`, which no destination declares.
    public static func unknownParent(
        _ parent: String, of pattern: String, fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        NavigationError(
            .unknownParent, subject: pattern,
            message: "The destination '\(pattern)' sits on '\(parent)', but no destination declares '\(parent)'.",
            fix: "declare a Destination for '\(parent)' (with the pattern written the same way), or correct the parent",
            fileID: fileID, line: line)
    }

    /// ``Code/parentCycle``: the parents of `cycle[0]` lead back to it.
    public static func parentCycle(_ cycle: [String], fileID: String = #fileID, line: Int = #line) -> NavigationError {
        NavigationError(
            .parentCycle, subject: cycle.first ?? "",
            message: "The parents of '\(cycle.first ?? "")' lead back to it: \(cycle.joined(separator: " → ")).",
            fix: "make one of them a root (no parent), so that every chain of parents ends", cycle: cycle,
            fileID: fileID, line: line)
    }

    /// ``Code/parentParameterMissing``: `parent` has the parameter `name`, which `pattern` lacks.
    public static func parentParameterMissing(
        _ name: String, parent: String, of pattern: String, fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        NavigationError(
            .parentParameterMissing, subject: pattern,
            message: "The destination '\(pattern)' sits on '\(parent)', whose parameter '\(name)' it does not have, so its URL cannot build the parent's.",
            fix: "give '\(pattern)' a parameter named '\(name)', or choose a parent whose parameters it has",
            fileID: fileID, line: line)
    }

    /// ``Code/parentURLInvalid``: the URL `url` of `pattern` cannot build the URL of its
    /// parent `parent`, for `reason` (the router's words).
    public static func parentURLInvalid(
        _ pattern: String, parent: String, url: String, reason: String, fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        NavigationError(
            .parentURLInvalid, subject: pattern,
            message: "The destination '\(pattern)' sits on '\(parent)', but the URL '\(url)' cannot build the parent's: \(reason)",
            fix: "give the parameters '\(pattern)' shares with '\(parent)' the parent's types, so that every URL of the child carries values the parent takes",
            fileID: fileID, line: line)
    }

    /// ``Code/urlMismatch``: the URL `url` of the destination `pattern` (or, when
    /// `parent` is given, the URL it builds for that parent) reaches `reached` (`nil`:
    /// no destination) instead.
    public static func urlMismatch(
        _ pattern: String, url: String = "", reached: String? = nil, parent: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        let target = reached.map { "the destination '\($0)'" } ?? "no destination"
        let message: String
        let fix: String
        if let parent {
            message = "The destination '\(pattern)' builds the URL '\(url)' for its parent '\(parent)', which reaches \(target) instead, so a link to '\(pattern)' puts another screen under it than the one declared, and a saved state holding it changes when restored."
            fix = reached.map { "make the URLs of '\(parent)' and '\($0)' differ (a literal segment, a parameter type), or choose a parent whose URL comes back to it" }
                ?? "choose a parent whose URL, built from the child's values, comes back to it"
        } else if let reached {
            message = "The URL '\(url)', built for the destination '\(pattern)' from sample values of its parameters, reaches the destination '\(reached)' instead, so a link to '\(pattern)' shows the other screen."
            fix = "make the two patterns differ where their URLs do (a literal segment, a parameter type), or remove one of them"
        } else {
            message = "The URL '\(url)', built for the destination '\(pattern)' from sample values of its parameters, reaches no destination, so no link opens it and a saved state holding it loses it when restored."
            fix = "write the pattern as the app's router matches its URLs, and give the registry the app router's configuration (DestinationRegistry(tabs:configuration:))"
        }
        return NavigationError(.urlMismatch, subject: pattern, message: message, fix: fix, fileID: fileID, line: line)
    }

    /// ``Code/missingDestination``: the route `pattern`, which links from outside the app
    /// may open, has no destination; its URLs reach `reached` instead, if anything.
    public static func missingDestination(
        _ pattern: String, owner: String? = nil, reached: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        let whose = owner.map { " (owner: \($0))" } ?? ""
        let instead = reached.map { ", and its URLs reach the destination '\($0)', declared for another pattern" } ?? ""
        return NavigationError(
            .missingDestination, subject: pattern,
            message: "The route '\(pattern)'\(whose) is exposed to links from outside the app, but no destination declares it\(instead), so a link to it cannot build a navigation state.",
            fix: "declare Destination(\"\(pattern)\") in the component that owns the route, make the route .app if only the app opens it, or pass its pattern in 'except:' if it shows no screen",
            fileID: fileID, line: line)
    }

    /// ``Code/unknownTab``: `destination` (or a saved state, when it is empty) names `tab`, which the app does not declare.
    public static func unknownTab(
        _ tab: TabID, destination: String = "", known: [TabID] = [], fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        let whose = destination.isEmpty ? "The tab '\(tab)'" : "The destination '\(destination)' has the home tab '\(tab)', which"
        let list = known.isEmpty ? "" : " The tabs are \(known.map { "'\($0)'" }.joined(separator: ", "))."
        return NavigationError(
            .unknownTab, subject: destination.isEmpty ? tab.rawValue : destination,
            message: "\(whose) is not one of the app's tabs.\(list)",
            fix: "name one of the tabs given to DestinationRegistry(tabs:), or add '\(tab)' there", fileID: fileID, line: line)
    }

    /// ``Code/unknownDestination``: no destination matches `url`.
    public static func unknownDestination(_ url: String, fileID: String = #fileID, line: Int = #line) -> NavigationError {
        NavigationError(
            .unknownDestination, subject: url, message: "No destination matches '\(url)'.",
            fix: "add a Destination for the route that opens it, in the component that owns the route", fileID: fileID, line: line)
    }

    /// ``Code/invalidStep``: `step` does not fit the state, because `reason`.
    public static func invalidStep(
        _ step: String, reason: String, fix: String = "apply the steps of a plan made from this state, in order",
        fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        NavigationError(
            .invalidStep, subject: step, message: "The step \(step) does not fit the state: \(reason).",
            fix: fix, fileID: fileID, line: line)
    }

    /// ``Code/unreachableTarget``: the planner cannot reach the target, because `reason`.
    public static func unreachableTarget(
        _ subject: String, reason: String, fix: String, fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        NavigationError(
            .unreachableTarget, subject: subject, message: "The target cannot be reached: \(reason).", fix: fix,
            fileID: fileID, line: line)
    }

    /// ``Code/routeGone``: restoration dropped the saved entry `url`, which no destination matches.
    public static func routeGone(_ url: String, tab: TabID, fileID: String = #fileID, line: Int = #line) -> NavigationError {
        NavigationError(
            .routeGone, subject: url,
            message: "The saved entry '\(url)' in the tab '\(tab)' matches no destination any more, so it was dropped.",
            fix: "keep a Destination (or a redirecting route) for URLs that saved states may hold", fileID: fileID, line: line)
    }

    /// ``Code/presenterGone``: restoration dropped `url`, pushed inside the presented entry `presenter` it dropped.
    public static func presenterGone(
        _ url: String, presenter: String, fileID: String = #fileID, line: Int = #line
    ) -> NavigationError {
        NavigationError(
            .presenterGone, subject: url,
            message: "The saved entry '\(url)' was pushed inside '\(presenter)', which was dropped, so it was dropped too.",
            fix: "keep a Destination for '\(presenter)'", fileID: fileID, line: line)
    }
}

// MARK: Links and results

extension NavigationError {
    /// ``Code/linkRefused``: the router did not open `url`, for the reason `error` gives
    /// (kept in ``routingError``).
    public static func linkRefused(_ url: String, routingError error: RoutingError, fileID: String = #fileID, line: Int = #line) -> NavigationError {
        NavigationError(
            .linkRefused, subject: url, message: "The link '\(url)' was not opened: \(error.message)",
            fix: error.fix.isEmpty ? "open a URL whose route shows a screen through the navigator (Navigator.show(_:))" : error.fix,
            routingError: error, fileID: fileID, line: line)
    }

    /// ``Code/linkBlocked``: the link `url`, whose result a caller awaits, was stopped by the
    /// blocking screens `blockedBy`.
    public static func linkBlocked(_ url: String, by blockedBy: [NavigationEntry], fileID: String = #fileID, line: Int = #line) -> NavigationError {
        let screens = blockedBy.map { "'\($0.url)' (blocking: \($0.blocking))" }.joined(separator: ", ")
        return NavigationError(
            .linkBlocked, subject: url,
            message: "The link '\(url)' was not shown: it would remove \(screens), which holds its place.",
            fix: "open the link again once that screen has finished, or from the app if it blocks only outside links",
            fileID: fileID, line: line)
    }

    /// ``Code/linkSuperseded``: the link `url`, whose result a caller awaits, was still
    /// waiting when the newer link `newer` replaced it.
    public static func linkSuperseded(_ url: String, by newer: String, fileID: String = #fileID, line: Int = #line) -> NavigationError {
        NavigationError(
            .linkSuperseded, subject: url,
            message: "The link '\(url)' was still waiting when the newer link '\(newer)' replaced it, so its screen was never shown.",
            fix: "treat it as the user's choice (they went elsewhere), or open the link again", fileID: fileID, line: line)
    }

    /// ``Code/screenClosed``: the screen `url`, whose result a caller awaits, was closed
    /// (`how`: "popped by the user", "replaced by the link 'shop://orders/7'") before it sent one.
    public static func screenClosed(_ url: String, how: String, fileID: String = #fileID, line: Int = #line) -> NavigationError {
        NavigationError(
            .screenClosed, subject: url, message: "The screen '\(url)' was \(how) before it sent a result.",
            fix: "treat it as the user's choice, or open the screen again", fileID: fileID, line: line)
    }
}
