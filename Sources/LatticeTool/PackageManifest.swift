package import LatticeGraph

/// A package's targets and their dependencies, as `swift package dump-package` reports
/// them, with the place in `Package.swift` where each was written when it can be found.
package struct PackageManifest: Sendable {
    /// One target of the package.
    package struct Target: Sendable {
        /// Its name.
        package var name: String
        /// SwiftPM's type: `regular`, `executable`, `test`, `system`, `binary`, `plugin`,
        /// `macro`.
        package var type: String
        /// Its dependencies, in the order the manifest lists them.
        package var dependencies: [Dependency]
        /// Where `.target(name: "…"` is written, if found.
        package var location: FileLocation?
        /// The source directory the manifest gives with `path:`, relative to the package
        /// root; `nil` for SwiftPM's default (`Sources/<name>`, `Tests/<name>` for tests).
        package var path: String?

        /// Creates a target.
        package init(name: String, type: String, dependencies: [Dependency], location: FileLocation? = nil, path: String? = nil) {
            self.name = name
            self.type = type
            self.dependencies = dependencies
            self.location = location
            self.path = path
        }
    }

    /// One dependency of a target.
    package struct Dependency: Sendable {
        /// How the manifest names it.
        package enum Kind: String, Sendable, Codable {
            /// `.target(name:)`: a target of this package.
            case target
            /// `.product(name:package:)`: a product of another package.
            case product
            /// A plain string: a target of this package if one has the name, else a product.
            case byName
        }

        /// The target or product name.
        package var name: String
        /// How it is named.
        package var kind: Kind
        /// For products: the package identity, if given.
        package var package: String?
        /// The condition, as text (`platforms: linux, macos`), or `nil` when unconditional.
        package var condition: String?
        /// Where the name is written in the target's dependencies, if found.
        package var location: FileLocation?

        /// Creates a dependency.
        package init(name: String, kind: Kind, package: String? = nil, condition: String? = nil, location: FileLocation? = nil) {
            self.name = name
            self.kind = kind
            self.package = package
            self.condition = condition
            self.location = location
        }
    }

    /// The package name.
    package var name: String
    /// The targets, in manifest order.
    package var targets: [Target]
    /// The manifest file as it should be printed in diagnostics (`Package.swift`).
    package var file: String

    /// Creates a manifest.
    package init(name: String, targets: [Target], file: String) {
        self.name = name
        self.targets = targets
        self.file = file
    }
}
