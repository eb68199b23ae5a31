import Foundation
import PackagePlugin

/// The package's target graph as `swift package dump-package` writes it, for `lattice
/// check --dump-file`: a plugin must never make the tool run SwiftPM on the package being
/// built (it would wait for the lock the running command holds).
///
/// Each plugin holds a copy of this file (this one, and the other plugin's): a plugin can
/// depend on no library and SwiftPM does not follow a symbolic link to a plugin source.
/// Change both.
enum PackageGraphJSON {
    /// The package's targets and dependencies in the shape of `swift package dump-package`.
    static func data(for package: Package) throws -> Data {
        let root = package.directoryURL.standardizedFileURL.path(percentEncoded: false)
        let targets: [[String: Any]] = package.targets.map { target in
            var entry: [String: Any] = ["name": target.name, "type": kind(of: target)]
            entry["dependencies"] = target.dependencies.map { dependency -> [String: Any] in
                switch dependency {
                case .target(let other): return ["target": [other.name, NSNull()]]
                case .product(let product): return ["product": [product.name, NSNull(), NSNull(), NSNull()]]
                @unknown default: return [:]
                }
            }.filter { !$0.isEmpty }
            if let source = target as? SourceModuleTarget {
                let directory = source.directoryURL.standardizedFileURL.path(percentEncoded: false)
                if directory.hasPrefix(root) { entry["path"] = String(directory.dropFirst(root.count)) }
            }
            return entry
        }
        return try JSONSerialization.data(withJSONObject: ["name": package.displayName, "targets": targets], options: [.sortedKeys])
    }

    private static func kind(of target: any Target) -> String {
        guard let source = target as? SourceModuleTarget else { return "regular" }
        switch source.kind {
        case .executable: return "executable"
        case .test: return "test"
        case .macro: return "macro"
        default: return "regular"
        }
    }
}
