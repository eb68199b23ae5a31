package import LatticeGraph
internal import LatticeManifest
internal import Yams

/// A CocoaPods `Podfile.lock`: every pod (and subspec) with its resolved version and its
/// dependencies with their requirements, the Podfile's own dependencies, and where each
/// pod comes from, each with the line and column it is written at.
///
/// Read as YAML (Yams), so quoted names (`"NSURL+IDN (0.4)"`) and lines wrapped by the
/// writer read as one value. Versions are read the way CocoaPods reads them
/// (`SemanticVersion(cocoaPods:)` of LatticeGraph: `4.5.7.1`, `0.57.5.React`,
/// `12.0.0-lite`), including `HEAD based on 3.3.0` from old lock files; requirements with
/// `VersionRequirement(cocoaPods:)` (`~> 4.1`, `< 4.0, >= 2.1`).
/// Sections other than `PODS`, `DEPENDENCIES`, `SPEC REPOS`, `EXTERNAL SOURCES` and
/// `COCOAPODS` are not needed and not read.
package struct PodfileLock: Sendable {
    /// One entry of `PODS`: a pod or a subspec (`Firebase/Core`, `A/B/C`).
    package struct Pod: Sendable {
        /// The name as written, with its subspec path.
        package var name: String
        /// The resolved version.
        package var version: SemanticVersion
        /// Whether the version is `HEAD based on` a release (old lock files).
        package var isHead: Bool
        /// Its dependencies, in the order written.
        package var dependencies: [Dependency]
        /// Where the entry is written.
        package var location: FileLocation

        /// The pod the entry belongs to: the name before the first `/`.
        package var rootName: String { PodfileLock.rootName(of: name) }
    }

    /// A dependency: of a pod on another (`PODS`), or of the Podfile (`DEPENDENCIES`).
    package struct Dependency: Sendable {
        /// The name of the pod or subspec depended on.
        package var name: String
        /// The versions accepted, when the entry gives a requirement.
        package var requirement: VersionRequirement?
        /// For `DEPENDENCIES`: where the Podfile takes the pod from, the path or URL written
        /// in backquotes after `from` (`Local Pods/A` for an entry `A (from` … `)`).
        package var externalSource: String?
        /// Where the dependency is written.
        package var location: FileLocation
    }

    /// Where a pod comes from.
    package enum Source: Sendable, Hashable {
        /// `:path:`, a pod of the app's own source tree.
        case path(String)
        /// `:podspec:`, a podspec file or URL.
        case podspec(String)
        /// `:git:`, a repository (with a branch, tag or commit).
        case git(String)
        /// A spec repository named in `SPEC REPOS`: CocoaPods' public one is `trunk`.
        case specRepository(String)
        /// Not said: lock files older than CocoaPods 1.5 have no `SPEC REPOS`.
        case unknown

        /// Whether the pod is the app's own: a `:path:` pod, or a `:podspec:` on disk,
        /// unless it lies in a `node_modules` folder (React Native's autolinking points
        /// `:path:` at the npm packages it installed there: code of others).
        package var isLocal: Bool {
            switch self {
            case .path(let path): !Self.isInstalled(path)
            case .podspec(let location): !location.contains("://") && !Self.isInstalled(location)
            default: false
            }
        }

        /// The group a third-party pod is drawn in: `trunk`, a private spec
        /// repository's URL, `git`, `podspec`, `node_modules` (a `:path:` there) or
        /// `spec repo` (not said).
        package var group: String {
            switch self {
            case .path(let path): Self.isInstalled(path) ? "node_modules" : "local"
            case .podspec: "podspec"
            case .git: "git"
            case .specRepository(let name): name
            case .unknown: "spec repo"
            }
        }

        /// Whether `path` lies in a folder a package manager fills (`node_modules`).
        static func isInstalled(_ path: String) -> Bool {
            path.split(separator: "/").contains("node_modules")
        }
    }

    /// The file name used in every location.
    package var file: String
    /// The entries of `PODS`, in the order written.
    package var pods: [Pod]
    /// The Podfile's dependencies (`DEPENDENCIES`), in the order written.
    package var dependencies: [Dependency]
    /// Where `DEPENDENCIES:` is written, if the file has it.
    package var dependenciesLocation: FileLocation?
    /// Where each pod comes from, by pod name (no subspec path).
    package var sources: [String: Source]
    /// The CocoaPods version that wrote the file (`COCOAPODS`), if given.
    package var cocoaPodsVersion: String?

    /// The public spec repository under its names in lock files.
    static let trunkNames: Set<String> = [
        "trunk", "https://github.com/cocoapods/specs.git", "https://github.com/cocoapods/specs", "https://cdn.cocoapods.org/", "https://cdn.cocoapods.org",
    ]

    /// Reads the text of a `Podfile.lock`; `file` names it in locations and errors.
    ///
    /// - Throws: ``ToolError/Code/malformedLockFile`` at the line of the first problem:
    ///   invalid YAML, no `PODS` section, an entry that is not `Name (version)`, a version
    ///   or requirement CocoaPods would not write.
    /// - Complexity: O(size of the text).
    package init(text: String, file: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) {
        var reader = PodfileLockReader(file: file, text: text, fileID: fileID, callLine: line)
        self = try reader.read()
    }

    init(file: String, pods: [Pod], dependencies: [Dependency], dependenciesLocation: FileLocation?, sources: [String: Source], cocoaPodsVersion: String?) {
        self.file = file
        self.pods = pods
        self.dependencies = dependencies
        self.dependenciesLocation = dependenciesLocation
        self.sources = sources
        self.cocoaPodsVersion = cocoaPodsVersion
    }

    /// The pod a name belongs to: `Firebase` for `Firebase/Core/Utilities`.
    package static func rootName(of name: String) -> String {
        name.firstIndex(of: "/").map { String(name[..<$0]) } ?? name
    }

    /// Where the pod `name` (or the pod of a subspec) comes from.
    package func source(of name: String) -> Source {
        sources[Self.rootName(of: name)] ?? .unknown
    }
}

/// Walks the YAML of a lock file, keeping each value's place.
struct PodfileLockReader {
    let file: String
    let text: String
    let fileID: String
    let callLine: Int
    /// The text's lines, counted once (a mark past them is moved inside the text).
    var lines = 0

    func location(_ node: Node) -> FileLocation {
        guard let mark = node.mark else { return FileLocation(file: file, line: 1, column: 1) }
        guard mark.line <= lines else { return YAMLLocation.location(file: file, text: text, line: mark.line, column: mark.column) }
        return FileLocation(file: file, line: max(mark.line, 1), column: max(mark.column, 1))
    }

    func fail(_ at: FileLocation?, _ message: String, fix: String = "restore the file `pod install` wrote, or run `pod install` again") -> ToolError {
        ToolError(.malformedLockFile, subject: file, message: message, fix: fix, location: at, fileID: fileID, line: callLine)
    }

    mutating func read() throws(ToolError) -> PodfileLock {
        lines = YAMLLocation.lineCount(text)
        let root: Node?
        do {
            // Every value of a lock file is text: the basic resolver skips the regular
            // expressions that tell numbers, booleans and dates apart (most of the cost).
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            var at: FileLocation?
            var problem = "\(error)"
            switch error {
            case .scanner(_, let what, let mark, _), .parser(_, let what, let mark, _), .composer(_, let what, let mark, _):
                at = YAMLLocation.location(file: file, text: text, line: mark.line, column: mark.column)
                problem = what
            default: break
            }
            throw fail(at, "'\(file)' is not a Podfile.lock: it is not valid YAML (\(problem)).")
        } catch {
            throw fail(nil, "'\(file)' is not a Podfile.lock: it is not valid YAML (\(error)).")
        }
        guard let root, let top = root.mapping else {
            throw fail(FileLocation(file: file, line: 1, column: 1), "'\(file)' is not a Podfile.lock: it has no sections such as 'PODS:'.", fix: "pass the Podfile.lock that `pod install` writes beside the Podfile")
        }
        guard let podsNode = top["PODS"] else {
            throw fail(location(root), "'\(file)' has no 'PODS:' section, which every Podfile.lock has.", fix: "pass the Podfile.lock that `pod install` writes beside the Podfile")
        }
        var pods: [PodfileLock.Pod] = []
        for item in try sequence(podsNode, "PODS") {
            pods.append(try pod(item))
        }
        var dependencies: [PodfileLock.Dependency] = []
        if let node = top["DEPENDENCIES"] {
            for item in try sequence(node, "DEPENDENCIES") {
                dependencies.append(try dependency(item, section: "DEPENDENCIES"))
            }
        }
        var sources: [String: PodfileLock.Source] = [:]
        if let node = top["SPEC REPOS"], let repositories = node.mapping {
            for (keyNode, names) in repositories {
                let repository = keyNode.string ?? ""
                let source = PodfileLock.Source.specRepository(PodfileLock.trunkNames.contains(repository.lowercased()) ? "trunk" : repository)
                for name in try sequence(names, "SPEC REPOS") {
                    guard let pod = name.string else { throw fail(location(name), "An entry of 'SPEC REPOS' is not a pod name.") }
                    sources[pod] = source
                }
            }
        }
        if let node = top["EXTERNAL SOURCES"], let externals = node.mapping {
            for (keyNode, options) in externals {
                guard let pod = keyNode.string, let options = options.mapping else {
                    throw fail(location(keyNode), "An entry of 'EXTERNAL SOURCES' is not `Name:` with options such as ':path:'.")
                }
                func option(_ key: String) -> String? { options.first { $0.key.string == key }?.value.string }
                if let path = option(":path") {
                    sources[pod] = .path(path)
                } else if let podspec = option(":podspec") {
                    sources[pod] = .podspec(podspec)
                } else if let git = option(":git") {
                    sources[pod] = .git(git)
                } else {
                    sources[pod] = .unknown
                }
            }
        }
        let dependenciesKey = top.first { $0.key.string == "DEPENDENCIES" }?.key
        return PodfileLock(
            file: file, pods: pods, dependencies: dependencies, dependenciesLocation: dependenciesKey.map(location),
            sources: sources, cocoaPodsVersion: top["COCOAPODS"]?.string)
    }

    func sequence(_ node: Node, _ section: String) throws(ToolError) -> [Node] {
        if case .scalar(let scalar) = node, scalar.string.isEmpty { return [] }
        guard let items = node.sequence else {
            throw fail(location(node), "'\(section)' is not a list of '- ' entries.")
        }
        return Array(items)
    }

    /// `Name (version)`, or `Name (version):` with its dependencies below.
    func pod(_ item: Node) throws(ToolError) -> PodfileLock.Pod {
        var entry = item
        var dependencyNodes: [Node] = []
        if let mapping = item.mapping {
            guard mapping.count == 1, let pair = mapping.first else {
                throw fail(location(item), "An entry of 'PODS' has \(mapping.count) keys; each has one, `Name (version):`.")
            }
            entry = pair.key
            dependencyNodes = try sequence(pair.value, "the dependencies of '\(pair.key.string ?? "")'")
        }
        guard let text = entry.string else { throw fail(location(entry), "An entry of 'PODS' is not `Name (version)`.") }
        let at = location(entry)
        let (name, inside) = try split(text, at: at)
        guard var versionText = inside else {
            throw fail(at, "The entry '\(text)' of 'PODS' has no version; each is written `Name (version)`.")
        }
        let isHead = versionText.hasPrefix("HEAD based on ")
        if isHead { versionText.removeFirst("HEAD based on ".count) }
        let version: SemanticVersion
        do {
            version = try SemanticVersion(cocoaPods: versionText)
        } catch {
            throw fail(at, "The version of '\(name)' cannot be read: \(error.message)", fix: error.fix)
        }
        var dependencies: [PodfileLock.Dependency] = []
        for node in dependencyNodes { dependencies.append(try dependency(node, section: "the dependencies of '\(name)'")) }
        return PodfileLock.Pod(name: name, version: version, isHead: isHead, dependencies: dependencies, location: at)
    }

    /// `Name`, `Name (requirement)` or, in `DEPENDENCIES`, `` Name (from `source`) ``.
    func dependency(_ node: Node, section: String) throws(ToolError) -> PodfileLock.Dependency {
        guard let text = node.string else { throw fail(location(node), "An entry of \(section) is not `Name` or `Name (requirement)`.") }
        let at = location(node)
        let (name, inside) = try split(text, at: at)
        guard let inside, inside != "HEAD" else { return PodfileLock.Dependency(name: name, location: at) }
        if inside.hasPrefix("from `") {
            let rest = inside.dropFirst("from `".count)
            let source = rest.firstIndex(of: "`").map { String(rest[..<$0]) } ?? String(rest)
            return PodfileLock.Dependency(name: name, externalSource: source, location: at)
        }
        do {
            return PodfileLock.Dependency(name: name, requirement: try VersionRequirement(cocoaPods: inside), location: at)
        } catch {
            throw fail(at, "The requirement of '\(name)' cannot be read: \(error.message)", fix: error.fix)
        }
    }

    /// `Name (inside)` → the name and what the parentheses hold; `Name` → the name alone.
    func split(_ text: String, at: FileLocation) throws(ToolError) -> (name: String, inside: String?) {
        let trimmed = text.trimmingSpaces()
        guard let open = trimmed.firstRange(of: " (") else {
            guard !trimmed.isEmpty, !trimmed.contains("(") else { throw fail(at, "'\(text)' is not `Name` or `Name (version)`.") }
            return (String(trimmed), nil)
        }
        let name = String(trimmed[..<open.lowerBound])
        let rest = trimmed[open.upperBound...]
        guard !name.isEmpty, rest.hasSuffix(")") else { throw fail(at, "'\(text)' is not `Name` or `Name (version)`: the '(' is not closed at the end.") }
        return (name, String(rest.dropLast()).trimmingSpaces().isEmpty ? nil : String(rest.dropLast()))
    }
}

extension StringProtocol {
    /// The text without spaces, tabs and line breaks around it.
    func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let base = self[...]
        guard let start = base.firstIndex(where: { !isSpace($0) }), let end = base.lastIndex(where: { !isSpace($0) }) else { return Substring() }
        return Substring(base[start...end])
    }
}
