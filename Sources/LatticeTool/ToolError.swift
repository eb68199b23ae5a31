public import LatticeCore
public import LatticeGraph

/// An error from the `lattice` tool: what went wrong, with which input, how to fix it,
/// and where in your code the failing call was made.
///
/// Every bad input (no `Package.swift`, a manifest SwiftPM cannot evaluate, a malformed
/// configuration, an unreadable dump) is a `ToolError`; nothing fails with a crash or a
/// silent default. The command line prints its ``description`` and exits non-zero. Two
/// errors are equal when their code and ``subject`` are.
public struct ToolError: LatticeError {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
            case noManifest, manifestDoesNotEvaluate, malformedDump, malformedConfiguration
            case unreadableFile, graphvizMissing, renderingFailed, invalidArgument, malformedManifest
            case configurationExists, malformedLockFile, malformedProject
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
        /// The `Podfile.lock` (or a `Pods/Local Podspecs/*.podspec.json` beside it) is not
        /// what CocoaPods writes; ``ToolError/location`` has its line.
        public static let malformedLockFile = Code(.malformedLockFile)
        /// An Xcode project, workspace or `Package.resolved` cannot be read (bad property
        /// list or XML, a missing project); ``ToolError/location`` has its line when known.
        public static let malformedProject = Code(.malformedProject)

        /// The code's name, such as `noManifest`.
        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// The input concerned: a path, a configuration key, a format.
    public let subject: String
    /// What happened, in full sentences.
    public let message: String
    /// How to fix it: the clause after "To fix, ".
    public let fix: String
    /// The line (and column) in the input the error is about, when known.
    public let location: FileLocation?
    /// The file of the call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int

    package init(
        _ code: Code, subject: String, message: String, fix: String, location: FileLocation? = nil,
        fileID: String, line: Int
    ) {
        self.code = code
        self.subject = subject
        self.message = message
        self.fix = fix
        self.location = location
        self.fileID = fileID
        self.line = line
    }

    /// `path:line:column: error: <message> To fix, <fix>.` when the location is known,
    /// otherwise `error: <message> To fix, <fix>.`: the compiler's form, so editors jump to the line.
    public var description: String {
        location.map { "\($0): error: \(explanation)" } ?? "error: \(explanation)"
    }
}

// MARK: Factories, one per code

extension ToolError {
    /// An error of `code` about `subject`; each code below has its own factory.
    private static func make(
        _ code: Code, _ subject: String, location: FileLocation? = nil, message: String?, fix: String?,
        defaultMessage: String, defaultFix: String, fileID: String, line: Int
    ) -> ToolError {
        ToolError(code, subject: subject, message: message ?? defaultMessage, fix: fix ?? defaultFix, location: location, fileID: fileID, line: line)
    }

    /// ``Code/noManifest``: `path` has no `Package.swift`.
    package static func noManifest(_ path: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line) -> ToolError {
        make(.noManifest, path, message: message, fix: fix, defaultMessage: "There is no Package.swift in '\(path)'.",
             defaultFix: "run lattice in a package directory or pass one with --package-path", fileID: fileID, line: line)
    }

    /// ``Code/manifestDoesNotEvaluate``: `swift package dump-package` failed for `path`.
    package static func manifestDoesNotEvaluate(_ path: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line) -> ToolError {
        make(.manifestDoesNotEvaluate, path, message: message, fix: fix, defaultMessage: "The manifest of '\(path)' does not evaluate.",
             defaultFix: "correct the manifest until `swift package dump-package` succeeds", fileID: fileID, line: line)
    }

    /// ``Code/malformedDump``: the dump of `path` is not what `swift package dump-package` writes.
    package static func malformedDump(_ path: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line) -> ToolError {
        make(.malformedDump, path, message: message, fix: fix, defaultMessage: "The package dump '\(path)' cannot be read.",
             defaultFix: "pass a file written by `swift package dump-package`", fileID: fileID, line: line)
    }

    /// ``Code/malformedConfiguration``: the configuration is wrong at `key` (`location`).
    package static func malformedConfiguration(
        _ key: String, location: FileLocation? = nil, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ToolError {
        make(.malformedConfiguration, key, location: location, message: message, fix: fix, defaultMessage: "The configuration is wrong at '\(key)'.",
             defaultFix: "correct it as the message says", fileID: fileID, line: line)
    }

    /// ``Code/malformedManifest``: the component manifest is wrong at `key` (`location`).
    package static func malformedManifest(
        _ key: String, location: FileLocation? = nil, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ToolError {
        make(.malformedManifest, key, location: location, message: message, fix: fix, defaultMessage: "The component manifest is wrong at '\(key)'.",
             defaultFix: "correct it as the message says", fileID: fileID, line: line)
    }

    /// ``Code/malformedLockFile``: the lock file `path` is wrong at `location`.
    package static func malformedLockFile(
        _ path: String, location: FileLocation? = nil, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ToolError {
        make(.malformedLockFile, path, location: location, message: message, fix: fix, defaultMessage: "'\(path)' is not a Podfile.lock CocoaPods writes.",
             defaultFix: "restore the file `pod install` wrote, or run `pod install` again", fileID: fileID, line: line)
    }

    /// ``Code/malformedProject``: the Xcode project or workspace file `path` is wrong at `location`.
    package static func malformedProject(
        _ path: String, location: FileLocation? = nil, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ToolError {
        make(.malformedProject, path, location: location, message: message, fix: fix, defaultMessage: "'\(path)' is not an Xcode project or workspace Xcode can read.",
             defaultFix: "restore the file from version control, or open and save the project in Xcode", fileID: fileID, line: line)
    }

    /// ``Code/unreadableFile``: `path` cannot be read (or written).
    package static func unreadableFile(_ path: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line) -> ToolError {
        make(.unreadableFile, path, message: message, fix: fix, defaultMessage: "'\(path)' cannot be read.",
             defaultFix: "check the path", fileID: fileID, line: line)
    }

    /// ``Code/graphvizMissing``: `--format svg` needs Graphviz's `dot`.
    package static func graphvizMissing(_ format: String = "svg", message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line) -> ToolError {
        make(.graphvizMissing, format, message: message, fix: fix, defaultMessage: "--format \(format) needs Graphviz's `dot`, which is not installed.",
             defaultFix: "install Graphviz, or use --format dot and render it elsewhere", fileID: fileID, line: line)
    }

    /// ``Code/renderingFailed``: Graphviz's `dot` ran but failed.
    package static func renderingFailed(_ format: String = "svg", message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line) -> ToolError {
        make(.renderingFailed, format, message: message, fix: fix, defaultMessage: "Graphviz's `dot` failed to render \(format).",
             defaultFix: "render the DOT output with --format dot to see the problem", fileID: fileID, line: line)
    }

    /// ``Code/invalidArgument``: the command-line argument `argument` cannot be used.
    package static func invalidArgument(_ argument: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line) -> ToolError {
        make(.invalidArgument, argument, message: message, fix: fix, defaultMessage: "'\(argument)' cannot be used here.",
             defaultFix: "see `lattice help`", fileID: fileID, line: line)
    }
}
