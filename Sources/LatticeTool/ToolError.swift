public import LatticeGraph

/// An error from the `lattice` tool: what went wrong, with which input, how to fix it,
/// and where in your code the failing call was made.
///
/// Every bad input (no `Package.swift`, a manifest SwiftPM cannot evaluate, a malformed
/// configuration, an unreadable dump) is a `ToolError`; nothing fails with a crash or a
/// silent default. The command line prints its ``description`` and exits non-zero.
public struct ToolError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case noManifest, manifestDoesNotEvaluate, malformedDump, malformedConfiguration
            case unreadableFile, graphvizMissing, renderingFailed, invalidArgument, malformedManifest
            case configurationExists
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// The package directory has no `Package.swift`.
        public static let noManifest = Code(.noManifest)
        /// `swift package dump-package` failed: the manifest does not compile or evaluate.
        public static let manifestDoesNotEvaluate = Code(.manifestDoesNotEvaluate)
        /// The dump JSON is not what `swift package dump-package` writes.
        public static let malformedDump = Code(.malformedDump)
        /// The configuration file is not valid YAML or has a wrong or unknown key;
        /// ``ToolError/location`` has its line.
        public static let malformedConfiguration = Code(.malformedConfiguration)
        /// The component manifest given to `--manifest` is malformed (bad YAML, an unknown
        /// key, a bad version or requirement); ``ToolError/location`` has its line.
        public static let malformedManifest = Code(.malformedManifest)
        /// A file named on the command line cannot be read.
        public static let unreadableFile = Code(.unreadableFile)
        /// `--format svg` needs Graphviz's `dot`, which is not installed.
        public static let graphvizMissing = Code(.graphvizMissing)
        /// Graphviz's `dot` ran but failed.
        public static let renderingFailed = Code(.renderingFailed)
        /// A command-line argument that cannot be used (such as two inputs at once).
        public static let invalidArgument = Code(.invalidArgument)
        /// `lattice init` would overwrite an existing `.lattice.yml` without `--force`.
        public static let configurationExists = Code(.configurationExists)

        /// The code's name, such as `noManifest`.
        public var description: String { "\(kind)" }
    }

    /// The kind of failure.
    public let code: Code
    /// The input concerned: a path, a configuration key, a format.
    public let subject: String
    /// What happened and how to fix it, in full sentences.
    public let message: String
    /// The line (and column) in the input the error is about, when known.
    public let location: FileLocation?
    /// The file of the call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int

    package init(
        _ code: Code, subject: String, message: String, location: FileLocation? = nil,
        fileID: String, line: Int
    ) {
        self.code = code
        self.subject = subject
        self.message = message
        self.location = location
        self.fileID = fileID
        self.line = line
    }

    /// `path:line:column: error: <message>` when the location is known, otherwise
    /// `error: <message>`: the compiler's form, so editors jump to the line.
    public var description: String {
        location.map { "\($0): error: \(message)" } ?? "error: \(message)"
    }
}
