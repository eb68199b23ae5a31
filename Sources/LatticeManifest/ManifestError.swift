public import LatticeGraph

/// An error from reading a component manifest: what is wrong, where in the file (file,
/// line, column and key), and how to fix it.
///
/// ```text
/// ManifestError.unknownKey at components.yml:7:5: 'optinal' is not a key of a component. Did you mean 'optional'? To fix, ...
/// ```
///
/// Compare ``code`` to branch on the kind of failure; print the error (its
/// ``description``) to read it.
public struct ManifestError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case syntax, unknownKey, missingKey, wrongType, malformedVersion, malformedRequirement
            case duplicateComponent, invalidLayers
            case unreadableFile
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

        /// The code's name, such as `unknownKey`.
        public var description: String { "\(kind)" }
    }

    /// The kind of failure.
    public let code: Code
    /// Where in the manifest: file, line and column.
    public let location: FileLocation
    /// The key concerned (`components[2].version`, `layers`), or empty for the whole file.
    public let key: String
    /// What happened and "To fix, …", in full sentences.
    public let message: String
    /// The file of the call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int

    package init(_ code: Code, at location: FileLocation, key: String, message: String, fileID: String, line: Int) {
        self.code = code
        self.location = location
        self.key = key
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    /// `ManifestError.unknownKey at components.yml:7:5: <message>`, the manifest's place first
    /// so editors and the `lattice` tool can jump to it.
    public var description: String {
        "ManifestError.\(code) at \(location): \(message)"
    }
}
