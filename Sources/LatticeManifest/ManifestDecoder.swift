import LatticeCore
import LatticeGraph
import Yams

/// Walks the node tree Yams composes, keeping each node's line and column for messages.
struct ManifestDecoder {
    let file: String
    let fileID: String
    let line: Int
    /// The text being decoded, to keep node locations inside it.
    private var text = ""

    init(file: String, fileID: String, line: Int) {
        self.file = file
        self.fileID = fileID
        self.line = line
    }

    static let rootKeys = ["layers", "components", "services", "environments"]
    static let environmentKeys = ["services"]
    static let componentKeys = ["name", "version", "layer", "enabled", "optional", "dependencies"]
    static let layerKeys = ["name", "patterns", "mayDependOn", "allowsDependenciesWithin"]

    mutating func decode(_ yaml: String) throws(ManifestError) -> ComponentManifest {
        text = yaml
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw syntaxError(error, in: yaml)
        }
        guard let root else {
            throw fail(.missingKey, FileLocation(file: file, line: 1, column: 1), "components",
                       "The manifest is empty. To fix, add a 'components:' list with one entry per component.")
        }
        let top = try mapping(root, key: "the manifest", expected: "a mapping with 'components' (and optionally 'layers')")
        try checkKeys(top, allowed: Self.rootKeys, of: "the manifest", path: "")
        guard let componentsNode = top["components"] else {
            throw fail(.missingKey, location(root), "components",
                       "The manifest has no 'components' key. To fix, add 'components:' with a list of components, each with a 'name' and a 'version'.")
        }
        let layers = try top["layers"].map { node throws(ManifestError) in try decodeLayers(node) }
        var components: [ComponentManifest.Component] = []
        var seen: [String: FileLocation] = [:]
        for (index, node) in try sequence(componentsNode, key: "components").enumerated() {
            let component = try decodeComponent(node, path: "components[\(index)]")
            if let first = seen.updateValue(component.location, forKey: component.name) {
                throw fail(.duplicateComponent, component.location, "components[\(index)].name",
                           "The component '\(component.name)' is declared twice (first at \(first)). To fix, remove one entry or rename it.")
            }
            components.append(component)
        }
        let services = try top["services"].map { node throws(ManifestError) in try decodeServices(node, path: "services") } ?? []
        var environments: [ComponentManifest.Environment] = []
        if let node = top["environments"], !isNull(node) {
            let pairs = try mapping(node, key: "environments", expected: "a mapping of environment names to their settings, such as 'staging: { services: { APIClient: staging } }'")
            for (keyNode, valueNode) in pairs {
                let name = try text(keyNode, key: "environments")
                let path = "environments.\(name)"
                var choices: [ComponentManifest.ServiceChoice] = []
                if !isNull(valueNode) {
                    let map = try mapping(valueNode, key: path, expected: "a mapping with 'services'")
                    try checkKeys(map, allowed: Self.environmentKeys, of: "an environment", path: path)
                    choices = try map["services"].map { node throws(ManifestError) in try decodeServices(node, path: "\(path).services") } ?? []
                }
                environments.append(ComponentManifest.Environment(name: name, services: choices, location: location(keyNode)))
            }
        }
        return ComponentManifest(file: file, layers: layers, components: components, services: services, environments: environments)
    }

    /// `services:`, a mapping of service types to the names of the registrations chosen.
    func decodeServices(_ node: Node, path: String) throws(ManifestError) -> [ComponentManifest.ServiceChoice] {
        guard !isNull(node) else { return [] }
        let pairs = try mapping(node, key: path, expected: "a mapping of service types to registration names, such as 'LoginService: wechat'")
        var choices: [ComponentManifest.ServiceChoice] = []
        for (keyNode, valueNode) in pairs {
            let service = try text(keyNode, key: path)
            let implementation = try text(valueNode, key: "\(path).\(service)")
            guard !implementation.isEmpty else {
                throw fail(.wrongType, location(valueNode), "\(path).\(service)",
                           "The implementation chosen for '\(service)' is empty. To fix, write the name it is registered under, such as '\(service): live'.")
            }
            choices.append(ComponentManifest.ServiceChoice(service: service, implementation: implementation, location: location(valueNode)))
        }
        return choices
    }

    // MARK: Sections

    func decodeComponent(_ node: Node, path: String) throws(ManifestError) -> ComponentManifest.Component {
        let map = try mapping(node, key: path, expected: "a mapping with 'name' and 'version'")
        try checkKeys(map, allowed: Self.componentKeys, of: "a component", path: path)
        guard let nameNode = map["name"] else {
            throw fail(.missingKey, location(node), "\(path).name",
                       "This component has no 'name'. To fix, add 'name: <ComponentName>'.")
        }
        let name = try text(nameNode, key: "\(path).name")
        guard !name.isEmpty else {
            throw fail(.wrongType, location(nameNode), "\(path).name", "The component's name is empty. To fix, write its name.")
        }
        guard let versionNode = map["version"] else {
            throw fail(.missingKey, location(node), "\(path).version",
                       "The component '\(name)' has no 'version'. To fix, add 'version: 1.0.0' (its semantic version).")
        }
        let version = try decodeVersion(versionNode, key: "\(path).version", component: name)
        let layer = try map["layer"].map { node throws(ManifestError) in try text(node, key: "\(path).layer") }
        let enabled = try map["enabled"].map { node throws(ManifestError) in try flag(node, key: "\(path).enabled") } ?? true
        let optional = try map["optional"].map { node throws(ManifestError) in try flag(node, key: "\(path).optional") } ?? false
        var dependencies: [ComponentManifest.Dependency] = []
        if let dependencyNode = map["dependencies"], !isNull(dependencyNode) {
            let pairs = try mapping(dependencyNode, key: "\(path).dependencies", expected: "a mapping of component names to requirements, such as 'Log: \"~> 1.2\"'")
            for (keyNode, valueNode) in pairs {
                let dependency = try text(keyNode, key: "\(path).dependencies")
                let requirementKey = "\(path).dependencies.\(dependency)"
                let requirementText = isNull(valueNode) ? "" : try text(valueNode, key: requirementKey)
                let requirement = try decodeRequirement(requirementText, at: location(valueNode), key: requirementKey, component: name, dependency: dependency)
                dependencies.append(ComponentManifest.Dependency(name: dependency, requirement: requirement, location: location(keyNode)))
            }
        }
        return ComponentManifest.Component(
            name: name, version: version, layer: layer, isEnabled: enabled, isOptional: optional,
            dependencies: dependencies, location: location(nameNode))
    }

    func decodeLayers(_ node: Node) throws(ManifestError) -> LayerRules {
        var layers: [LayerRules.Layer] = []
        var nodes: [Node] = []
        for (index, layerNode) in try sequence(node, key: "layers").enumerated() {
            let path = "layers[\(index)]"
            let map = try mapping(layerNode, key: path, expected: "a mapping with 'name' and 'patterns'")
            try checkKeys(map, allowed: Self.layerKeys, of: "a layer", path: path)
            guard let nameNode = map["name"] else {
                throw fail(.missingKey, location(layerNode), "\(path).name", "This layer has no 'name'. To fix, add 'name: <layer>'.")
            }
            let patterns = try map["patterns"].map { node throws(ManifestError) in try texts(node, key: "\(path).patterns") } ?? []
            let mayDependOn = try map["mayDependOn"].map { node throws(ManifestError) in try texts(node, key: "\(path).mayDependOn") }
            let within = try map["allowsDependenciesWithin"].map { node throws(ManifestError) in try flag(node, key: "\(path).allowsDependenciesWithin") } ?? true
            layers.append(LayerRules.Layer(try text(nameNode, key: "\(path).name"), patterns: patterns, mayDependOn: mayDependOn, allowsDependenciesWithin: within))
            nodes.append(layerNode)
        }
        do {
            return try LayerRules(layers)
        } catch {
            // Point at the layer the problem names, when it names one.
            let culprit = layers.firstIndex { $0.name == error.subject || $0.patterns.contains(error.subject) || ($0.mayDependOn ?? []).contains(error.subject) }
            let at = culprit.map { location(nodes[$0]) } ?? location(node)
            throw fail(.invalidLayers, at, culprit.map { "layers[\($0)]" } ?? "layers", error.message, fix: error.fix)
        }
    }

    func decodeVersion(_ node: Node, key: String, component: String) throws(ManifestError) -> SemanticVersion {
        let raw = try text(node, key: key)
        do {
            return try SemanticVersion(raw)
        } catch {
            // Accept what CocoaPods accepts (`1.4`, `2`), but explain with the strict message.
            if let lenient = try? SemanticVersion(cocoaPods: raw) { return lenient }
            throw fail(.malformedVersion, location(node), key,
                       "The version of '\(component)' is wrong: \(error.message)", fix: error.fix)
        }
    }

    func decodeRequirement(_ raw: String, at place: FileLocation, key: String, component: String, dependency: String) throws(ManifestError) -> VersionRequirement {
        do {
            return try VersionRequirement(parsing: raw)
        } catch {
            throw fail(.malformedRequirement, place, key,
                       "The requirement of '\(component)' on '\(dependency)' is wrong: \(error.message)",
                       fix: error.fix + " (both dialects work: CocoaPods '~> 1.2', '>= 1.0, < 2.0', or SwiftPM 'from: \"1.2.0\"', '\"1.0.0\"..<\"2.0.0\"'; \"\" means any version)")
        }
    }

    // MARK: Typed access

    /// Where `node` starts; an empty document's mark (`---` alone) lies past the text's end,
    /// and is kept inside it.
    func location(_ node: Node) -> FileLocation {
        node.mark.map { YAMLLocation.location(file: file, text: text, line: $0.line, column: $0.column) } ?? FileLocation(file: file, line: 1)
    }

    /// The error for a problem written as one text, `<message> To fix, <fix>.`, or as a
    /// message and the fix of the error it comes from.
    func fail(_ code: ManifestError.Code, _ at: FileLocation, _ key: String, _ text: String, fix: String? = nil) -> ManifestError {
        let (message, ownFix) = LatticeErrorText.split(text)
        return ManifestError(code, at: at, subject: key, message: message, fix: fix ?? ownFix, fileID: fileID, line: line)
    }

    func kind(_ node: Node) -> String {
        switch node {
        case .scalar: isNull(node) ? "nothing (null)" : "a single value"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    func isNull(_ node: Node) -> Bool {
        if case .scalar(let scalar) = node { return scalar.tag.description == Tag.Name.null.rawValue || (scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)) }
        return false
    }

    func mapping(_ node: Node, key: String, expected: String) throws(ManifestError) -> Node.Mapping {
        guard case .mapping(let map) = node else {
            throw fail(.wrongType, location(node), key, "'\(key)' should be \(expected), but it is \(kind(node)). To fix, write it as \(expected).")
        }
        return map
    }

    func sequence(_ node: Node, key: String) throws(ManifestError) -> [Node] {
        guard case .sequence(let items) = node else {
            throw fail(.wrongType, location(node), key, "'\(key)' should be a list (lines starting with '- '), but it is \(kind(node)). To fix, write one '- ' entry per item.")
        }
        return Array(items)
    }

    func text(_ node: Node, key: String) throws(ManifestError) -> String {
        guard case .scalar(let scalar) = node, !isNull(node) else {
            throw fail(.wrongType, location(node), key, "'\(key)' should be a single value, but it is \(kind(node)). To fix, write one value after the colon.")
        }
        return scalar.string
    }

    func texts(_ node: Node, key: String) throws(ManifestError) -> [String] {
        var result: [String] = []
        for (index, item) in try sequence(node, key: key).enumerated() {
            result.append(try text(item, key: "\(key)[\(index)]"))
        }
        return result
    }

    func flag(_ node: Node, key: String) throws(ManifestError) -> Bool {
        guard case .scalar(let scalar) = node, ["true", "false"].contains(scalar.string) else {
            throw fail(.wrongType, location(node), key, "'\(key)' should be true or false, but it is \(kind(node) == "a single value" ? "'\(node.scalar?.string ?? "")'" : kind(node)). To fix, write 'true' or 'false'.")
        }
        return scalar.string == "true"
    }

    func checkKeys(_ map: Node.Mapping, allowed: [String], of what: String, path: String) throws(ManifestError) {
        for keyNode in map.keys {
            let key = try text(keyNode, key: path.isEmpty ? "key" : "\(path) key")
            guard !allowed.contains(key) else { continue }
            let suggestions = closestNames(to: key, in: allowed)
            let hint = suggestions.isEmpty ? "" : " Did you mean \(quotedList(suggestions))?"
            throw fail(.unknownKey, location(keyNode), path.isEmpty ? key : "\(path).\(key)",
                       "'\(key)' is not a key of \(what).\(hint) To fix, use one of \(quotedList(allowed)), or remove it.")
        }
    }

    /// The error for text Yams cannot read, at the mark it reports (kept inside `yaml`).
    func syntaxError(_ error: any Error, in yaml: String) -> ManifestError {
        var at = FileLocation(file: file, line: 1, column: 1)
        var problem = "\(error)"
        if let yamlError = error as? YamlError {
            switch yamlError {
            case .scanner(_, let text, let mark, _), .parser(_, let text, let mark, _), .composer(_, let text, let mark, _):
                at = YAMLLocation.location(file: file, text: yaml, line: mark.line, column: mark.column)
                problem = text
            case .duplicatedKeysInMapping(let duplicates, let context):
                at = YAMLLocation.location(file: file, text: yaml, line: context.mark.line, column: context.mark.column)
                problem = "the key \(quotedList(duplicates, conjunction: "and")) appears twice in one mapping"
            default:
                break
            }
        }
        return fail(.syntax, at, "", "The manifest is not valid YAML: \(problem). To fix, correct the YAML at this line (indent with spaces, a space after each ':' and '- ').")
    }
}
