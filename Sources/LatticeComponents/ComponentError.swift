public import LatticeCore

/// An error from LatticeComponents: what went wrong, for which component, how to fix it,
/// and where in your code the failing call was made.
///
/// Compare ``code`` to branch on the kind of failure; print the error (its
/// ``description``) to read it. A validation failure lists every problem in ``problems``;
/// a failed boot carries its ``report``. Two errors are equal when their code and
/// ``subject`` are: `#expect(throws: ComponentError.startFailed("Payments")) { … }`.
public struct ComponentError: LatticeError {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
            case invalidComponents, startFailed, unknownComponent, duplicateFactory, factoryFailed, invalidState, undeclaredServices
            case unexpectedVersion, stopFailed
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// The set of components is not valid; ``ComponentError/problems`` lists every problem.
        public static let invalidComponents = Code(.invalidComponents)
        /// A required component failed to start; the boot was rolled back.
        /// ``ComponentError/underlying`` has its error, ``ComponentError/report`` the start-up report.
        public static let startFailed = Code(.startFailed)
        /// A configuration names components the catalog does not have.
        public static let unknownComponent = Code(.unknownComponent)
        /// A configuration expects another version of a component than the catalog's factory
        /// makes (a `components.yml` that describes a component the app does not link);
        /// ``ComponentError/problems`` lists every one.
        public static let unexpectedVersion = Code(.unexpectedVersion)
        /// A catalog already has a factory under that name.
        public static let duplicateFactory = Code(.duplicateFactory)
        /// A catalog factory threw, or made a component with another name.
        public static let factoryFailed = Code(.factoryFailed)
        /// A lifecycle call in the wrong state (booting twice, stopping before booting).
        public static let invalidState = Code(.invalidState)
        /// What a component registered differs from the ``Component/providedServices`` it
        /// declares: a declared service it did not register, or one it registered without
        /// declaring it.
        public static let undeclaredServices = Code(.undeclaredServices)

        /// A component's stop threw or took longer than its stop timeout; the others were
        /// stopped all the same. ``ComponentError/underlying`` has the first failure.
        public static let stopFailed = Code(.stopFailed)

        /// The code's name, such as `startFailed`.
        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// The component concerned (the first one for a list), or `ComponentHost` for a
    /// lifecycle call in the wrong state.
    public let subject: String
    /// What happened, in full sentences.
    public let message: String
    /// How to fix it: the clause after "To fix, ".
    public let fix: String
    /// For ``Code/invalidComponents`` and ``Code/unknownComponent``: every problem found.
    public let problems: [ComponentProblem]
    /// For ``Code/startFailed``: the start-up report up to the failure.
    public let report: StartupReport?
    /// The error a component or factory threw, if any.
    public let underlying: (any Error)?
    /// The file of the call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int

    package init(
        _ code: Code, subject: String, message: String, fix: String, problems: [ComponentProblem] = [],
        report: StartupReport? = nil, underlying: (any Error)? = nil, fileID: String, line: Int
    ) {
        self.code = code
        self.subject = subject
        self.message = message
        self.fix = fix
        self.problems = problems
        self.report = report
        self.underlying = underlying
        self.fileID = fileID
        self.line = line
    }

    /// `ComponentError.invalidComponents at App/Boot.swift:12: <message> To fix, <fix>.`,
    /// then one line per problem.
    public var description: String {
        var text = "ComponentError.\(code) at \(fileID):\(line): \(explanation)"
        for (index, problem) in problems.enumerated() {
            text += "\n  \(index + 1). \(problem)"
        }
        return text
    }
}

// MARK: Factories, one per code

extension ComponentError {
    /// ``Code/invalidComponents``: the components cannot start, for `problems`; the subject
    /// is the first problem's component.
    public static func invalidComponents(
        _ problems: [ComponentProblem], message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ComponentError {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return ComponentError(
            .invalidComponents, subject: problems.first?.component ?? "components",
            message: message ?? "The components cannot start: \(count) found.",
            fix: fix ?? "correct each one below; nothing was started", problems: problems, fileID: fileID, line: line)
    }

    /// ``Code/startFailed``: `component` failed to start and the boot was rolled back.
    public static func startFailed(
        _ component: String, underlying: (any Error)? = nil, report: StartupReport? = nil,
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ComponentError {
        ComponentError(
            .startFailed, subject: component,
            message: message ?? "'\(component)' failed to start: \(underlying.map(LatticeErrorText.clause) ?? "unknown error").",
            fix: fix ?? "correct the failure of '\(component)', or mark it optional so that the app runs without it",
            report: report, underlying: underlying, fileID: fileID, line: line)
    }

    /// ``Code/stopFailed``: stopping `component` (and perhaps others, listed in `message`)
    /// threw or timed out; the others were stopped all the same.
    public static func stopFailed(
        _ component: String, underlying: (any Error)? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ComponentError {
        ComponentError(
            .stopFailed, subject: component,
            message: message ?? "'\(component)' failed to stop\(underlying.map { ": \(LatticeErrorText.clause($0))" } ?? "").",
            fix: fix ?? "make the stop of '\(component)' finish within its stopTimeout (do slow work in the background), or raise its stopTimeout",
            underlying: underlying, fileID: fileID, line: line)
    }

    /// ``Code/unknownComponent``: a configuration names `component`, which the catalog does not have.
    public static func unknownComponent(
        _ component: String, problems: [ComponentProblem] = [], message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ComponentError {
        ComponentError(
            .unknownComponent, subject: component,
            message: message ?? "The configuration names '\(component)', which the catalog does not have.",
            fix: fix ?? "correct the name, or register '\(component)' in the catalog", problems: problems,
            fileID: fileID, line: line)
    }

    /// ``Code/unexpectedVersion``: the configuration expects other versions of `problems`'
    /// components than the catalog's factories make (one ``ComponentProblem`` each).
    public static func unexpectedVersion(
        _ component: String, problems: [ComponentProblem] = [], message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ComponentError {
        ComponentError(
            .unexpectedVersion, subject: component,
            message: message ?? "The configuration describes other versions than the app links (\(problems.count) component\(problems.count == 1 ? "" : "s")).",
            fix: fix ?? "correct each entry below", problems: problems, fileID: fileID, line: line)
    }

    /// ``Code/duplicateFactory``: the catalog already has a factory for `component`.
    public static func duplicateFactory(
        _ component: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ComponentError {
        ComponentError(
            .duplicateFactory, subject: component,
            message: message ?? "The catalog already has a factory for '\(component)'.",
            fix: fix ?? "register each component once, or give the second one another name", fileID: fileID, line: line)
    }

    /// ``Code/factoryFailed``: the catalog's factory for `component` threw or made another component.
    public static func factoryFailed(
        _ component: String, underlying: (any Error)? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ComponentError {
        ComponentError(
            .factoryFailed, subject: component,
            message: message ?? "The factory of '\(component)' failed\(underlying.map { ": \(LatticeErrorText.clause($0))" } ?? "").",
            fix: fix ?? "make the factory succeed, or disable '\(component)' in the configuration",
            underlying: underlying, fileID: fileID, line: line)
    }

    /// ``Code/invalidState``: a lifecycle call (`boot`, `shutdown`) in the wrong state; the subject is `ComponentHost`.
    public static func invalidState(
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ComponentError {
        ComponentError(
            .invalidState, subject: "ComponentHost", message: message ?? "The host is not in the state this call needs.",
            fix: fix ?? "boot a host once, on a fresh host, and shut it down after booting", fileID: fileID, line: line)
    }

    /// ``Code/undeclaredServices``: what `component` registered differs from what it declares.
    public static func undeclaredServices(
        _ component: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ComponentError {
        ComponentError(
            .undeclaredServices, subject: component,
            message: message ?? "'\(component)' does not register what it declares.",
            fix: fix ?? "make providedServices list exactly what register(in:) registers through `context.register`, "
                + "or let `lattice scan` derive the list from the code",
            fileID: fileID, line: line)
    }
}
