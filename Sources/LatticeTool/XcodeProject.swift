package import LatticeGraph
internal import Foundation

/// An Xcode project (`project.pbxproj`, read with ``PropertyList``): its targets with
/// their product types, and each target's dependencies with the line they are written at:
/// target dependencies inside the project and across projects (container item proxies),
/// linked frameworks built by other targets, and Swift package products (local and
/// remote), with each remote package's version requirement.
package struct XcodeProject: Sendable {
    /// A native, aggregate or legacy target.
    package struct Target: Sendable {
        /// Its object identifier in the project.
        package var id: String
        /// Its name.
        package var name: String
        /// What it builds, in a word: `application`, `extension`, `framework`,
        /// `library`, `test` (unit and UI tests), `bundle`, `executable` (a command-line
        /// tool), `aggregate`, `legacy`, or the last part of an unknown product type.
        package var kind: String
        /// Xcode's product type (`com.apple.product-type.framework`), if it has one.
        package var productType: String?
        /// The file it builds (`App.app`, `Core.framework`), if known.
        package var productPath: String?
        /// The name its product's reference shows when it differs from the path
        /// (CocoaPods writes the path `Pods-App.framework` with the name `Pods_App.framework`,
        /// the file the build makes).
        package var productName: String?
        /// The object identifier of that file's reference, if any.
        package var productReferenceID: String?
        /// `MARKETING_VERSION` of its Release configuration (else its first), when
        /// written as a plain value.
        package var marketingVersion: String?
        /// Its dependencies, in the order written: target dependencies, then linked
        /// frameworks, then package products.
        package var dependencies: [Dependency]
        /// Where its object is written (the line `ID /* Name */ = {`).
        package var location: FileLocation
    }

    /// One dependency of a target.
    package struct Dependency: Sendable {
        /// What it names.
        package enum Reference: Sendable, Hashable {
            /// A target of this project, by identifier.
            case target(id: String)
            /// A target of another project (a container item proxy): the project's path
            /// relative to this project's directory, the target's identifier (a target
            /// dependency) or its product's (a linked framework), and its name.
            case remoteTarget(project: String, targetID: String?, productID: String?, name: String)
            /// A built product linked by file name (`Core.framework`), which another
            /// project of the workspace may build.
            case product(path: String)
            /// A Swift package product, with the identifier of its package reference
            /// (none for a local package added as a folder).
            case package(product: String, packageID: String?)
        }

        /// How a target depends.
        package enum Kind: String, Sendable, Hashable {
            /// In its `dependencies` (Target Dependencies).
            case targetDependency
            /// In its Frameworks build phase (Link Binary With Libraries).
            case linkedFramework
            /// In its `packageProductDependencies`.
            case packageProduct
        }

        /// What it names.
        package var reference: Reference
        /// How it is written.
        package var kind: Kind
        /// Where its identifier is written in the target's list.
        package var location: FileLocation
    }

    /// A Swift package the project refers to.
    package struct Package: Sendable {
        /// Its object identifier.
        package var id: String
        /// The repository URL of a remote package.
        package var url: String?
        /// The path of a local package, relative to the project's directory.
        package var relativePath: String?
        /// The versions accepted (SwiftPM's dialect), when the requirement is a version
        /// (not a branch or revision).
        package var requirement: VersionRequirement?
        /// Where the requirement's version is written, or the reference itself.
        package var requirementLocation: FileLocation
        /// Whether the project lists it in `packageReferences`.
        package var isListed: Bool

        /// SwiftPM's identity of the package: the last part of its URL or path, lowercased,
        /// without `.git`.
        package var identity: String { XcodeProject.identity(of: url ?? relativePath ?? id) }
    }

    /// The `.xcodeproj` directory as given.
    package var path: String
    /// The project file as printed in diagnostics (`App.xcodeproj/project.pbxproj`).
    package var file: String
    /// The project's name (`App` for `App.xcodeproj`).
    package var name: String
    /// The targets, in the project's order.
    package var targets: [Target]
    /// The Swift packages referred to, by object identifier.
    package var packages: [String: Package]
    /// Other projects it refers to (`projectReferences`, and the containers of its
    /// proxies), as paths relative to its directory, with where each is written.
    package var projectReferences: [(path: String, location: FileLocation)]
    /// Where each Swift package product it uses is declared (its first
    /// `XCSwiftPackageProductDependency`), by product name.
    package var productDeclarations: [String: FileLocation]

    /// Reads the project at `path`: an `.xcodeproj` directory, or its `project.pbxproj`.
    ///
    /// - Throws: ``ToolError/Code/unreadableFile`` when the file cannot be read,
    ///   ``ToolError/Code/malformedProject`` when it is not a project (at its line).
    package init(path: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) {
        let (directory, text) = try AppModules.read("project.pbxproj", of: path, what: "Xcode project", extension: "xcodeproj", fileID: fileID, line: line)
        try self.init(text: text, path: directory, fileID: fileID, line: line)
    }

    /// Reads the text of a `project.pbxproj`; `path` is its `.xcodeproj` directory.
    ///
    /// - Throws: ``ToolError/Code/malformedProject`` at the line of the first problem.
    /// - Complexity: O(size of the text).
    package init(text: String, path: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) {
        let file = (path as NSString).appendingPathComponent("project.pbxproj")
        let root = try PropertyList(parsing: text, file: file, fileID: fileID, line: line)
        var reader = XcodeProjectReader(root: root, file: file, fileID: fileID, callLine: line)
        self.path = path
        self.file = file
        self.name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        (targets, packages, projectReferences) = try reader.read()
        productDeclarations = reader.productDeclarations()
    }

    /// SwiftPM's identity of a package URL or path: its last part, lowercased, without `.git`.
    package static func identity(of location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.lowercased().hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}

/// Turns the objects of a parsed `project.pbxproj` into targets and packages.
struct XcodeProjectReader {
    let root: PropertyList
    let file: String
    let fileID: String
    let callLine: Int
    var objects: [String: PropertyList.Entry] = [:]
    var parents: [String: String] = [:]

    init(root: PropertyList, file: String, fileID: String, callLine: Int) {
        self.root = root
        self.file = file
        self.fileID = fileID
        self.callLine = callLine
    }

    func fail(_ at: PropertyList?, _ message: String) -> ToolError {
        ToolError(
            .malformedProject, subject: file, message: message,
            fix: "restore the file from version control, or open and save the project in Xcode",
            location: at?.location(in: file) ?? FileLocation(file: file, line: 1, column: 1), fileID: fileID, line: callLine)
    }

    func object(_ id: String?) -> PropertyList? { id.flatMap { objects[$0]?.value } }
    func isa(_ id: String?) -> String? { object(id)?["isa"]?.string }

    mutating func read() throws(ToolError) -> ([XcodeProject.Target], [String: XcodeProject.Package], [(path: String, location: FileLocation)]) {
        guard let entries = root["objects"]?.entries else {
            throw fail(root, "'\(file)' has no 'objects' dictionary, so it is not an Xcode project.")
        }
        for entry in entries { objects[entry.key] = entry }
        guard let rootID = root["rootObject"]?.string, let project = object(rootID), project["isa"]?.string == "PBXProject" else {
            throw fail(root, "'\(file)' has no 'rootObject' naming its PBXProject, so it is not an Xcode project.")
        }
        for entry in entries {
            for child in entry.value["children"]?.array ?? [] {
                if let id = child.string { parents[id] = entry.key }
            }
        }
        var packages: [String: XcodeProject.Package] = [:]
        let listed = Set((project["packageReferences"]?.array ?? []).compactMap(\.string))
        for (id, entry) in objects where entry.value["isa"]?.string == "XCRemoteSwiftPackageReference" || entry.value["isa"]?.string == "XCLocalSwiftPackageReference" {
            packages[id] = try package(id, entry, listed: listed.contains(id))
        }
        var references: [(path: String, location: FileLocation)] = []
        var seen: Set<String> = []
        for item in project["projectReferences"]?.array ?? [] {
            guard let refID = item["ProjectRef"]?.string, let path = resolvedPath(refID), seen.insert(path).inserted else { continue }
            references.append((path, (item["ProjectRef"] ?? item).location(in: file)))
        }
        var targets: [XcodeProject.Target] = []
        for element in project["targets"]?.array ?? [] {
            guard let id = element.string, let entry = objects[id] else {
                throw fail(element, "The project lists a target '\(element.string ?? "")' that is not among its objects.")
            }
            targets.append(target(id, entry, rootID: rootID, projectList: project["buildConfigurationList"]?.string))
        }
        for target in targets {
            for dependency in target.dependencies {
                if case .remoteTarget(let path, _, _, _) = dependency.reference, seen.insert(path).inserted {
                    references.append((path, dependency.location))
                }
            }
        }
        return (targets, packages, references)
    }

    /// Where each package product is declared, by name (the first declaration).
    func productDeclarations() -> [String: FileLocation] {
        var result: [String: FileLocation] = [:]
        for entry in objects.values.sorted(by: { $0.line < $1.line }) where entry.value["isa"]?.string == "XCSwiftPackageProductDependency" {
            guard case .package(let name, _)? = packageProduct(entry.value), result[name] == nil else { continue }
            result[name] = FileLocation(file: file, line: entry.line, column: entry.column)
        }
        return result
    }

    /// The path of a file reference relative to the project's directory, through its
    /// groups; `nil` when it lies outside the source tree (SDK, built products).
    func resolvedPath(_ id: String, depth: Int = 0) -> String? {
        guard depth < 64, let item = object(id) else { return nil }
        let path = item["path"]?.string ?? ""
        switch item["sourceTree"]?.string ?? "<group>" {
        case "<absolute>": return path
        case "SOURCE_ROOT": return path
        case "<group>":
            guard let parent = parents[id] else { return path }
            let base = resolvedPath(parent, depth: depth + 1) ?? ""
            return base.isEmpty ? path : (path.isEmpty ? base : (base as NSString).appendingPathComponent(path))
        default: return nil
        }
    }

    func package(_ id: String, _ entry: PropertyList.Entry, listed: Bool) throws(ToolError) -> XcodeProject.Package {
        let node = entry.value
        let at = FileLocation(file: file, line: entry.line, column: entry.column)
        guard node["isa"]?.string == "XCRemoteSwiftPackageReference" else {
            return XcodeProject.Package(id: id, relativePath: node["relativePath"]?.string, requirementLocation: at, isListed: listed)
        }
        var requirement: VersionRequirement?
        var requirementAt = at
        if let rule = node["requirement"], let kind = rule["kind"]?.string {
            func version(_ key: String) throws(ToolError) -> SemanticVersion? {
                guard let entry = rule.entries?.first(where: { $0.key == key }), let text = entry.value.string else { return nil }
                let node = entry.value
                requirementAt = FileLocation(file: file, line: entry.line, column: entry.column)
                if let strict = try? SemanticVersion(text) { return strict }
                do {
                    return try SemanticVersion(cocoaPods: text)
                } catch {
                    throw fail(node, "The package requirement's \(key) '\(text)' is not a version: \(error.message)")
                }
            }
            switch kind {
            case "upToNextMajorVersion": requirement = try version("minimumVersion").map { .upToNextMajor(from: $0) }
            case "upToNextMinorVersion": requirement = try version("minimumVersion").map { .upToNextMinor(from: $0) }
            case "exactVersion": requirement = try version("version").map { .exact($0) }
            case "versionRange":
                if let lower = try version("minimumVersion"), let upper = try version("maximumVersion"), lower < upper {
                    requirement = .range(lower..<upper)
                }
            default: requirement = nil  // branch, revision: not a version
            }
        }
        return XcodeProject.Package(
            id: id, url: node["repositoryURL"]?.string, requirement: requirement, requirementLocation: requirementAt, isListed: listed)
    }

    func target(_ id: String, _ entry: PropertyList.Entry, rootID: String, projectList: String?) -> XcodeProject.Target {
        let node = entry.value
        let objectType = node["isa"]?.string ?? ""
        let productType = node["productType"]?.string
        let productID = node["productReference"]?.string
        var dependencies: [XcodeProject.Dependency] = []
        for element in node["dependencies"]?.array ?? [] {
            guard let dependency = object(element.string) else { continue }
            let at = element.location(in: file)
            if let target = dependency["target"]?.string, objects[target] != nil {
                dependencies.append(.init(reference: .target(id: target), kind: .targetDependency, location: at))
            } else if let proxy = object(dependency["targetProxy"]?.string), let reference = proxied(proxy, rootID: rootID, isProduct: false) {
                dependencies.append(.init(reference: reference, kind: .targetDependency, location: at))
            } else if let product = object(dependency["productRef"]?.string), let reference = packageProduct(product) {
                dependencies.append(.init(reference: reference, kind: .targetDependency, location: at))
            }
        }
        for phase in node["buildPhases"]?.array ?? [] where isa(phase.string) == "PBXFrameworksBuildPhase" {
            for element in object(phase.string)?["files"]?.array ?? [] {
                guard let buildFile = object(element.string) else { continue }
                let at = element.location(in: file)
                if let product = object(buildFile["productRef"]?.string), let reference = packageProduct(product) {
                    dependencies.append(.init(reference: reference, kind: .linkedFramework, location: at))
                    continue
                }
                guard let fileID = buildFile["fileRef"]?.string, let reference = object(fileID) else { continue }
                if reference["isa"]?.string == "PBXReferenceProxy" {
                    if let proxy = object(reference["remoteRef"]?.string), let remote = proxied(proxy, rootID: rootID, isProduct: true) {
                        dependencies.append(.init(reference: remote, kind: .linkedFramework, location: at))
                    }
                } else if let owner = targetBuilding(fileID) {
                    dependencies.append(.init(reference: .target(id: owner), kind: .linkedFramework, location: at))
                } else if reference["sourceTree"]?.string == "BUILT_PRODUCTS_DIR", let path = reference["path"]?.string {
                    dependencies.append(.init(reference: .product(path: (path as NSString).lastPathComponent), kind: .linkedFramework, location: at))
                }
            }
        }
        for element in node["packageProductDependencies"]?.array ?? [] {
            if let product = object(element.string), let reference = packageProduct(product) {
                dependencies.append(.init(reference: reference, kind: .packageProduct, location: element.location(in: file)))
            }
        }
        return XcodeProject.Target(
            id: id, name: node["name"]?.string ?? node["productName"]?.string ?? id,
            kind: objectType == "PBXAggregateTarget" ? "aggregate" : objectType == "PBXLegacyTarget" ? "legacy" : Self.kind(of: productType),
            productType: productType, productPath: object(productID)?["path"]?.string.map { ($0 as NSString).lastPathComponent },
            productName: object(productID)?["name"]?.string,
            productReferenceID: productID,
            marketingVersion: marketingVersion(node["buildConfigurationList"]?.string) ?? marketingVersion(projectList),
            dependencies: dependencies, location: FileLocation(file: file, line: entry.line, column: entry.column))
    }

    /// The target whose product is the file reference `id`.
    func targetBuilding(_ id: String) -> String? {
        guard let project = object(root["rootObject"]?.string) else { return nil }
        for element in project["targets"]?.array ?? [] where object(element.string)?["productReference"]?.string == id {
            return element.string
        }
        return nil
    }

    /// What a container item proxy points at: a target of this project or of another.
    func proxied(_ proxy: PropertyList, rootID: String, isProduct: Bool) -> XcodeProject.Dependency.Reference? {
        guard let portal = proxy["containerPortal"]?.string, let remote = proxy["remoteGlobalIDString"]?.string else { return nil }
        if portal == rootID { return isProduct ? targetBuilding(remote).map { .target(id: $0) } : .target(id: remote) }
        guard let path = resolvedPath(portal) else { return nil }
        let name = proxy["remoteInfo"]?.string ?? remote
        return .remoteTarget(project: path, targetID: isProduct ? nil : remote, productID: isProduct ? remote : nil, name: name)
    }

    /// An `XCSwiftPackageProductDependency` (a plugin's `plugin:` prefix dropped).
    func packageProduct(_ object: PropertyList) -> XcodeProject.Dependency.Reference? {
        guard object["isa"]?.string == "XCSwiftPackageProductDependency", var name = object["productName"]?.string else { return nil }
        if name.hasPrefix("plugin:") { name.removeFirst("plugin:".count) }
        return .package(product: name, packageID: object["package"]?.string)
    }

    func marketingVersion(_ listID: String?) -> String? {
        let configurations = (object(listID)?["buildConfigurations"]?.array ?? []).compactMap { object($0.string) }
        let chosen = configurations.first { $0["name"]?.string == "Release" } ?? configurations.first
        guard let value = chosen?["buildSettings"]?["MARKETING_VERSION"]?.string, !value.contains("$") else { return nil }
        return value
    }

    static func kind(of productType: String?) -> String {
        guard let productType else { return "target" }
        let type = productType.hasPrefix("com.apple.product-type.") ? String(productType.dropFirst("com.apple.product-type.".count)) : productType
        if type.hasPrefix("application") { return "application" }
        if type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing") { return "test" }
        if type.hasPrefix("framework") { return "framework" }
        if type.hasPrefix("library") { return "library" }
        if type == "tool" { return "executable" }
        if type == "bundle" { return "bundle" }
        if type.contains("extension") || type == "xpc-service" || type.hasPrefix("watchkit") || type == "instruments-package" { return "extension" }
        return type
    }
}
