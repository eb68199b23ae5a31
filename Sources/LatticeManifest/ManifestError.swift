public import LatticeCore
public import LatticeGraph

/// An error from reading a component manifest: what is wrong, where in the file (file,
/// line, column and key), and how to fix it.
///
/// ```text
/// ManifestError.unknownKey at components.yml:7:5: 'optinal' is not a key of a component. Did you mean 'optional'? To fix, use one of 'name', 'version', …, or remove it.
/// ```
///
/// Compare ``code`` to branch on the kind of failure; print the error (its
/// ``description``) to read it. Two errors are equal when their code and ``subject`` (the
/// key) are: `#expect(throws: ManifestError.unknownKey("components[0].optinal")) { … }`.
public struct ManifestError: LatticeError {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
            case syntax, unknownKey, missingKey, wrongType, malformedVersion, malformedRequirement
            case duplicateComponent, invalidLayers
            case unreadableFile, unknownEnvironment
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// The text is not valid YAML.
        public static let syntax = Code(.syntax)
        /// A key the format does not have (a typo, usually); the message suggests close names.
        public static let unknownKey = Code(.unknownKey)
        /// A required key (`components`, a component's `name` or `version`, a layer's `name`) is absent.
        public static let missingKey = Code(.missingKey)
        /// A value of the wrong kind: a list where a text was expected, `maybe` for a flag.
        public static let wrongType = Code(.wrongType)
        /// A component's version is not a version.
        public static let malformedVersion = Code(.malformedVersion)
        /// A dependency's requirement is neither a CocoaPods nor a SwiftPM requirement.
        public static let malformedRequirement = Code(.malformedRequirement)
        /// Two components have the same name.
        public static let duplicateComponent = Code(.duplicateComponent)
        /// The `layers` section contradicts itself (a duplicate layer, an unknown layer in
        /// `mayDependOn`, one name in two layers).
        public static let invalidLayers = Code(.invalidLayers)
        /// The manifest's file cannot be read (``ComponentManifest/init(contentsOfFile:fileID:line:)``).
        public static let unreadableFile = Code(.unreadableFile)
        /// The app asks for an environment the manifest's `environments` section does not have.
        public static let unknownEnvironment = Code(.unknownEnvironment)

        /// The code's name, such as `unknownKey`.
        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// Where in the manifest: file, line and column.
    public let location: FileLocation
    /// The key concerned (`components[2].version`, `layers`), or the file's name for the whole file.
    public let subject: String
    /// What happened, in full sentences.
    public let message: String
    /// How to fix it: the clause after "To fix, ".
    public let fix: String
    /// The file of the call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int

    package init(_ code: Code, at location: FileLocation, subject: String, message: String, fix: String, fileID: String, line: Int) {
        self.code = code
        self.location = location
        self.subject = subject.isEmpty ? location.file : subject
        self.message = message
        self.fix = fix
        self.fileID = fileID
        self.line = line
    }

    /// `ManifestError.unknownKey at components.yml:7:5: <message> To fix, <fix>.`, the
    /// manifest's place first so editors and the `lattice` tool can jump to it.
    public var description: String {
        "ManifestError.\(code) at \(location): \(explanation)"
    }
}

// MARK: Factories, one per code

extension ManifestError {
    /// An error of `code` about `key` at `location`; each code below has its own factory.
    private static func make(
        _ code: Code, _ key: String, at location: FileLocation?, message: String?, fix: String?,
        defaultMessage: String, defaultFix: String, fileID: String, line: Int
    ) -> ManifestError {
        ManifestError(
            code, at: location ?? FileLocation(file: "components.yml", line: 1), subject: key,
            message: message ?? defaultMessage, fix: fix ?? defaultFix, fileID: fileID, line: line)
    }

    /// ``Code/syntax``: the manifest at `location` is not valid YAML.
    public static func syntax(
        at location: FileLocation? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.syntax, "", at: location, message: message, fix: fix, defaultMessage: "The manifest is not valid YAML.",
             defaultFix: "correct the YAML at this line", fileID: fileID, line: line)
    }

    /// ``Code/unreadableFile``: the manifest at `path` cannot be read.
    public static func unreadableFile(
        _ path: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.unreadableFile, path, at: FileLocation(file: path, line: 1), message: message, fix: fix,
             defaultMessage: "The component manifest '\(path)' cannot be read (no such file, or not readable).",
             defaultFix: "check the path and that the file is readable", fileID: fileID, line: line)
    }

    /// ``Code/unknownKey``: `key` is not a key of the format.
    public static func unknownKey(
        _ key: String, at location: FileLocation? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.unknownKey, key, at: location, message: message, fix: fix, defaultMessage: "'\(key)' is not a key of the manifest.",
             defaultFix: "correct it or remove it", fileID: fileID, line: line)
    }

    /// ``Code/missingKey``: the required `key` is absent.
    public static func missingKey(
        _ key: String, at location: FileLocation? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.missingKey, key, at: location, message: message, fix: fix, defaultMessage: "The manifest has no '\(key)'.",
             defaultFix: "add it", fileID: fileID, line: line)
    }

    /// ``Code/wrongType``: the value of `key` is of the wrong kind.
    public static func wrongType(
        _ key: String, at location: FileLocation? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.wrongType, key, at: location, message: message, fix: fix, defaultMessage: "'\(key)' has a value of the wrong kind.",
             defaultFix: "write the kind of value the format expects", fileID: fileID, line: line)
    }

    /// ``Code/malformedVersion``: the version at `key` is not a version.
    public static func malformedVersion(
        _ key: String, at location: FileLocation? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.malformedVersion, key, at: location, message: message, fix: fix, defaultMessage: "'\(key)' is not a version.",
             defaultFix: "write a semantic version such as 1.2.3", fileID: fileID, line: line)
    }

    /// ``Code/malformedRequirement``: the requirement at `key` is neither CocoaPods' nor SwiftPM's.
    public static func malformedRequirement(
        _ key: String, at location: FileLocation? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.malformedRequirement, key, at: location, message: message, fix: fix, defaultMessage: "'\(key)' is not a requirement.",
             defaultFix: "write a CocoaPods requirement such as '~> 1.2' or a SwiftPM one such as 'from: \"1.2.0\"'", fileID: fileID, line: line)
    }

    /// ``Code/duplicateComponent``: two components are named the same; `key` is the second one's name.
    public static func duplicateComponent(
        _ key: String, at location: FileLocation? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.duplicateComponent, key, at: location, message: message, fix: fix, defaultMessage: "A component is declared twice.",
             defaultFix: "remove one entry or rename it", fileID: fileID, line: line)
    }

    /// ``Code/invalidLayers``: the `layers` section contradicts itself at `key`.
    public static func invalidLayers(
        _ key: String, at location: FileLocation? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.invalidLayers, key, at: location, message: message, fix: fix, defaultMessage: "The layers contradict themselves.",
             defaultFix: "correct the layers", fileID: fileID, line: line)
    }

    /// ``Code/unknownEnvironment``: the app asks for the environment `name`, which the
    /// manifest does not have.
    public static func unknownEnvironment(
        _ name: String, at location: FileLocation? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ManifestError {
        make(.unknownEnvironment, name, at: location, message: message, fix: fix,
             defaultMessage: "The manifest has no environment '\(name)'.",
             defaultFix: "pass the name of an environment under 'environments:', or add it there", fileID: fileID, line: line)
    }
}
