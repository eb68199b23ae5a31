import Foundation
import PackagePlugin

/// Whether the prebuilt tool (the artifact bundle `Scripts/prebuild-tool` writes) is older
/// than the sources it was built from.
///
/// A prebuilt tool is the tool of the sources it was built from: after Lattice is updated
/// (a pull, a new version in a vendored copy), a bundle that was not built again would check
/// the app with the old rules. The plugin cannot rebuild it, so it says so, naming the source
/// that changed. It looks only at the tool's own target and the Lattice targets it links, by date,
/// each time SwiftPM plans the build: a stat of each of those files, nothing read.
enum PrebuiltToolAge {
    /// The first of the tool's sources changed after `tool` was written, or `nil` when none
    /// was, when `tool` is not a prebuilt bundle's, or when Lattice's package is not found.
    static func newerSource(than tool: URL, in package: Package) -> URL? {
        guard tool.pathComponents.contains(where: { $0.hasSuffix(".artifactbundle") }),
              let built = modificationDate(tool),
              let (lattice, target) = toolTarget(in: package) else { return nil }
        // Lattice's own targets only: a dependency's checkout has the date it was checked
        // out, not the date its code changed.
        let own = Set(lattice.targets.map(\.id))
        let targets = ([target] + target.recursiveTargetDependencies).filter { own.contains($0.id) }
        for case let source as SourceModuleTarget in targets {
            for file in source.sourceFiles(withSuffix: "swift") {
                if let changed = modificationDate(file.url), changed > built { return file.url }
            }
        }
        return nil
    }

    /// The message the plugin prints for a prebuilt tool older than `source`.
    static func warning(tool: URL, source: URL) -> String {
        "The prebuilt lattice tool (\(tool.filePath)) was built before \(source.filePath) changed, "
            + "so the wiring check may apply older rules than Lattice's sources. To fix, run Scripts/prebuild-tool "
            + "again in the Lattice package, or build without LATTICE_PREBUILT_TOOL to use the tool built from source."
    }

    /// The tool's target (`LatticeCLI`) and its package, the package given or any package it
    /// depends on.
    private static func toolTarget(in package: Package) -> (Package, any Target)? {
        var seen: Set<String> = []
        var queue = [package]
        while let next = queue.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            if let target = next.targets.first(where: { $0.name == "LatticeCLI" }) { return (next, target) }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }

    private static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.filePath))?[.modificationDate] as? Date
    }
}
