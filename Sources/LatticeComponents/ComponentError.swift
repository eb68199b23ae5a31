/// An error from LatticeComponents: what went wrong, for which component, how to fix it,
/// and where in your code the failing call was made.
///
/// Compare ``code`` to branch on the kind of failure; print the error (its
/// ``description``) to read it. A validation failure lists every problem in ``problems``;
/// a failed boot carries its ``report``.
public struct ComponentError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case invalidComponents, startFailed, unknownComponent, duplicateFactory, factoryFailed, invalidState, undeclaredServices
            case unexpectedVersion
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

        /// The code's name, such as `startFailed`.
        public var description: String { "\(kind)" }
    }

    /// The kind of failure.
    public let code: Code
    /// The component concerned, or the first one for a list.
    public let component: String
    /// What happened and "To fix, …".
    public let message: String
    /// For ``Code/invalidComponents``: every problem found.
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
        _ code: Code, component: String, message: String, problems: [ComponentProblem] = [],
        report: StartupReport? = nil, underlying: (any Error)? = nil, fileID: String, line: Int
    ) {
        self.code = code
        self.component = component
        self.message = message
        self.problems = problems
        self.report = report
        self.underlying = underlying
        self.fileID = fileID
        self.line = line
    }

    /// `ComponentError.invalidComponents at App/Boot.swift:12: <message>`, then one line per problem.
    public var description: String {
        var text = "ComponentError.\(code) at \(fileID):\(line): \(message)"
        for (index, problem) in problems.enumerated() {
            text += "\n  \(index + 1). \(problem)"
        }
        return text
    }
}
