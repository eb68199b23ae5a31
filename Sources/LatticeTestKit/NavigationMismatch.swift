public import LatticeCore

/// What a navigation assertion of the test kit found different from what the test
/// expected: the state a link led to, the steps it took, its outcome, or the problems a
/// check of the destinations found.
///
/// The assertions (``NavigationTestHost/expectLink(_:origin:leadsTo:through:inUpdates:outcome:fileID:filePath:line:column:)``,
/// `DestinationRegistry.expectNoProblems(against:except:fileID:filePath:line:column:)`) record it as an issue of the
/// running Swift Testing test, at the assertion's line, and return it; ``differences``
/// has one readable line per difference, expected then got.
public struct NavigationMismatch: LatticeError, Hashable {
    /// What differed. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
            case state, steps, outcome, linkFailed, problems
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// The link led to a state that shows other screens, or selects another tab.
        public static let state = Code(.state)
        /// The link took other steps, or gave them in other updates (and, maybe, led to
        /// another state too).
        public static let steps = Code(.steps)
        /// The link was shown, deferred, blocked or superseded, not as expected.
        public static let outcome = Code(.outcome)
        /// Opening the link threw.
        public static let linkFailed = Code(.linkFailed)
        /// The check of the destinations found problems.
        public static let problems = Code(.problems)

        /// The code's name.
        public var description: String { kind.rawValue }
    }

    /// What differed first: the outcome, else the state, else the steps.
    public let code: Code
    /// The link's URL, or `destinations` for a check.
    public let subject: String
    /// The headline and each difference on a line of its own.
    public let message: String
    /// What to look at.
    public let fix: String
    /// Each difference, one line each: `tab 'orders': expected [shop://orders], got []`.
    public let differences: [String]
    /// The file of the assertion.
    public let fileID: String
    /// The line of the assertion.
    public let line: Int

    /// A mismatch about `subject` with `differences` under `headline`.
    public init(_ code: Code, subject: String, headline: String, differences: [String], fix: String, fileID: String = #fileID, line: Int = #line) {
        self.code = code
        self.subject = subject
        self.differences = differences
        self.message = ([headline] + differences.map { "  \($0)" }).joined(separator: "\n")
        self.fix = fix
        self.fileID = fileID
        self.line = line
    }

    /// Hashes the code and the subject, which equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(subject)
    }
}
