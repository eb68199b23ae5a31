internal import Foundation
internal import LatticeGraph
internal import LatticeManifest

/// Where an app's component manifest, or the podspecs `pod install` copied, and the app's
/// build graph disagree: findings of ``Rule/manifestMismatch``.
enum ManifestComparison {
    /// For each component of `manifest` that has a module of its name in `graph`: a
    /// different version (when the graph knows the module's version), a dependency the
    /// manifest lists on another module of the graph that the module does not have, and
    /// a dependency the module has on another component that the manifest does not list.
    /// `thing` says what a module is (`pod`, `target`).
    static func findings(_ manifest: ComponentManifest, against graph: ModuleGraph, thing: String) -> [Diagnostic] {
        let components = Set(manifest.components.map(\.name))
        let manifestFile = (manifest.file as NSString).lastPathComponent
        var findings: [Diagnostic] = []
        func report(_ node: String, _ dependency: String?, _ location: FileLocation, _ message: String, _ fix: String) {
            findings.append(Diagnostic(rule: .manifestMismatch, severity: .error, node: node, dependency: dependency, location: location, message: message, fix: fix))
        }
        for component in manifest.components {
            guard let id = graph.graph.id(named: component.name) else { continue }
            let name = component.name
            if let version = graph.versions[name], version != component.version {
                report(name, nil, component.location,
                       "\(manifestFile) gives '\(name)' the version \(component.version), but its \(thing) in '\(graph.file)' is \(version).",
                       "make them agree: change the version in \(manifestFile) or the \(thing)'s version")
            }
            var built: [(name: String, location: FileLocation?)] = []
            for edge in graph.graph.edges(from: id) where !built.contains(where: { $0.name == edge.target }) {
                built.append((edge.target, edge.location))
            }
            for dependency in component.dependencies where graph.graph.id(named: dependency.name) != nil && !built.contains(where: { $0.name == dependency.name }) {
                report(name, dependency.name, dependency.location,
                       "\(manifestFile) says '\(name)' depends on '\(dependency.name)', but its \(thing) in '\(graph.file)' does not.",
                       "add the dependency to the \(thing), or remove it from \(manifestFile)")
            }
            for dependency in built where components.contains(dependency.name) && !component.dependencies.contains(where: { $0.name == dependency.name }) {
                let at = dependency.location.map { " (\($0))" } ?? ""
                report(name, dependency.name, component.location,
                       "The \(thing) '\(name)' depends on the component '\(dependency.name)'\(at), but \(manifestFile) does not list that dependency.",
                       "add '\(dependency.name)' to the dependencies of '\(name)' in \(manifestFile), or remove the dependency from the \(thing)")
            }
        }
        return findings
    }

    /// For each pod of `lock` that has a podspec in `directory` (`Pods/Local Podspecs`,
    /// written by `pod install`): a different version, a dependency the lock file gives
    /// the pod that its podspec (root, subspecs, platforms) does not have, and a
    /// dependency of the podspec's root that no entry of the pod in the lock file has.
    /// Podspecs of pods the lock file does not list are not compared (stale copies).
    ///
    /// - Throws: ``ToolError/Code/malformedLockFile`` for a podspec that is not JSON.
    static func podspecFindings(_ lock: PodfileLock, directory: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) -> [Diagnostic] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".podspec.json") }.sorted()
        var findings: [Diagnostic] = []
        for name in files {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path),
                  let spec = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let pod = spec["name"] as? String
            else {
                throw ToolError(
                    .malformedLockFile, subject: path, message: "'\(path)' is not a podspec in JSON.",
                    fix: "run `pod install` again, which writes it, or delete it", location: FileLocation(file: path, line: 1), fileID: fileID, line: line)
            }
            let entries = lock.pods.filter { $0.rootName == pod }
            guard let first = entries.first else { continue }
            func root(_ name: String) -> String { PodfileLock.rootName(of: name) }
            if let text = spec["version"] as? String, let version = try? SemanticVersion(cocoaPods: text), version != first.version {
                findings.append(Diagnostic(
                    rule: .manifestMismatch, severity: .error, node: pod, location: first.location,
                    message: "'\(lock.file)' gives '\(pod)' the version \(first.version), but its podspec '\(path)' says \(text).",
                    fix: "run `pod install` so that the lock file and the Pods directory agree again"))
            }
            let declared = Self.podspecDependencies(spec, includeNested: true).map(root).filter { $0 != pod }
            let rootDeclared = Self.podspecDependencies(spec, includeNested: false).map(root).filter { $0 != pod }
            var locked: [String: FileLocation] = [:]
            for entry in entries {
                for dependency in entry.dependencies where root(dependency.name) != pod && locked[root(dependency.name)] == nil {
                    locked[root(dependency.name)] = dependency.location
                }
            }
            for (dependency, location) in locked.sorted(by: { $0.value.line < $1.value.line }) where !declared.contains(dependency) {
                findings.append(Diagnostic(
                    rule: .manifestMismatch, severity: .error, node: pod, dependency: dependency, location: location,
                    message: "'\(lock.file)' gives '\(pod)' a dependency on '\(dependency)', but its podspec '\(path)' has none.",
                    fix: "run `pod install` so that the lock file and the Pods directory agree again"))
            }
            var reported: Set<String> = []
            for dependency in rootDeclared where locked[dependency] == nil && reported.insert(dependency).inserted {
                findings.append(Diagnostic(
                    rule: .manifestMismatch, severity: .error, node: pod, dependency: dependency, location: first.location,
                    message: "The podspec '\(path)' says '\(pod)' depends on '\(dependency)', but '\(lock.file)' gives it no such dependency.",
                    fix: "run `pod install` so that the lock file and the Pods directory agree again"))
            }
        }
        return findings
    }

    /// The names in a podspec's `dependencies`: of the root only, or also of every
    /// platform section and subspec (recursively).
    static func podspecDependencies(_ spec: [String: Any], includeNested: Bool) -> [String] {
        var names = ((spec["dependencies"] as? [String: Any]) ?? [:]).keys.sorted()
        guard includeNested else { return names }
        for platform in ["ios", "osx", "tvos", "watchos", "visionos"] {
            if let section = spec[platform] as? [String: Any] { names += ((section["dependencies"] as? [String: Any]) ?? [:]).keys.sorted() }
        }
        for subspec in (spec["subspecs"] as? [[String: Any]]) ?? [] {
            names += podspecDependencies(subspec, includeNested: true)
        }
        return names
    }
}
