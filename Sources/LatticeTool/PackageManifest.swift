public import LatticeGraph

/// A package's targets and their dependencies, as `swift package dump-package` reports
/// them, with the place in `Package.swift` where each was written when it can be found.
public struct PackageManifest: Sendable {
    /// One target of the package.
    public struct Target: Sendable {
        /// Its name.
        public var name: String
        /// SwiftPM's type: `regular`, `executable`, `test`, `system`, `binary`, `plugin`,
        /// `macro`.
        public var type: String
        /// Its dependencies, in the order the manifest lists them.
        public var dependencies: [Dependency]
        /// Where `.target(name: "…"` is written, if found.
        public var location: FileLocation?
        /// The source directory the manifest gives with `path:`, relative to the package
        /// root; `nil` for SwiftPM's default (`Sources/<name>`, `Tests/<name>` for tests).
        public var path: String?

        /// Creates a target.
        public init(name: String, type: String, dependencies: [Dependency], location: FileLocation? = nil, path: String? = nil) {
            self.name = name
            self.type = type
            self.dependencies = dependencies
            self.location = location
            self.path = path
        }
    }

    /// One dependency of a target.
    public struct Dependency: Sendable {
        /// How the manifest names it.
        public enum Kind: String, Sendable, Codable {
            /// `.target(name:)`: a target of this package.
            case target
            /// `.product(name:package:)`: a product of another package.
            case product
            /// A plain string: a target of this package if one has the name, else a product.
            case byName
        }

        /// The target or product name.
        public var name: String
        /// How it is named.
        public var kind: Kind
        /// For products: the package identity, if given.
        public var package: String?
        /// The condition, as text (`platforms: linux, macos`), or `nil` when unconditional.
        public var condition: String?
        /// Where the name is written in the target's dependencies, if found.
        public var location: FileLocation?

        /// Creates a dependency.
        public init(name: String, kind: Kind, package: String? = nil, condition: String? = nil, location: FileLocation? = nil) {
            self.name = name
            self.kind = kind
            self.package = package
            self.condition = condition
            self.location = location
        }
    }

    /// The package name.
    public var name: String
    /// The targets, in manifest order.
    public var targets: [Target]
    /// The manifest file as it should be printed in diagnostics (`Package.swift`).
    public var file: String

    /// Creates a manifest.
    public init(name: String, targets: [Target], file: String) {
        self.name = name
        self.targets = targets
        self.file = file
    }
}
