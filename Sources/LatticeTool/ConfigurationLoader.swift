internal import Foundation
internal import LatticeCore
internal import LatticeGraph
internal import LatticeManifest
internal import Yams

/// Reads a `.lattice.yml` into a ``ToolConfiguration``, reporting a malformed file with
/// the key, its line and, for an unknown key, the closest known ones. The format is in the
/// LatticeTool article "Configuring the check" (`LatticeTool.docc/ConfiguringTheCheck.md`).
@_spi(LatticeInternals) public enum ConfigurationLoader {
    /// The file name looked for at the package root.
    package static let defaultFileName = ".lattice.yml"

    /// Parses configuration text; `file` names it in errors.
    ///
    /// - Throws: ``ToolError/Code/malformedConfiguration`` naming the key and line.
    @_spi(LatticeInternals) public static func parse(
        _ text: String, file: String, fileID: String = #fileID, line: Int = #line
    ) throws(ToolError) -> ToolConfiguration {
        let reader = Reader(file: file, text: text, fileID: fileID, callLine: line)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw reader.syntaxError(error, in: text)
        } catch {
            throw reader.fail(nil, "'\(file)' is not valid YAML: \(error). To fix, correct the YAML syntax.")
        }
        guard let root else { return .standard }
        return try reader.configuration(root)
    }

    /// Reads the configuration at `path`.
    ///
    /// - Throws: ``ToolError/Code/unreadableFile`` or ``ToolError/Code/malformedConfiguration``.
    package static func load(
        path: String, displayPath: String? = nil, fileID: String = #fileID, line: Int = #line
    ) throws(ToolError) -> ToolConfiguration {
        let shown = displayPath ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(
                .unreadableFile, subject: path,
                message: "The configuration file '\(shown)' cannot be read.", fix: "check the path given to --config, or remove the option to use '\(defaultFileName)' at the package root",
                fileID: fileID, line: line)
        }
        return try parse(String(decoding: data, as: UTF8.self), file: shown, fileID: fileID, line: line)
    }
}

/// Walks the composed YAML nodes, keeping the file name for errors.
private struct Reader {
    let file: String
    let fileID: String
    let callLine: Int
    /// The text read, to keep locations inside it.
    let text: String

    init(file: String, text: String, fileID: String, callLine: Int) {
        self.file = file
        self.text = text
        self.fileID = fileID
        self.callLine = callLine
    }

    /// Where `node` starts; an empty document's mark (`---` alone) lies past the text's end,
    /// and is kept inside it.
    func location(_ node: Node?) -> FileLocation? {
        node?.mark.map { YAMLLocation.location(file: file, text: text, line: $0.line, column: $0.column) }
    }

    /// The error for a problem written as one text, `<message> To fix, <fix>.`.
    func fail(_ node: Node?, _ text: String, subject: String = "") -> ToolError {
        let (message, fix) = LatticeErrorText.split(text)
        return ToolError(.malformedConfiguration, subject: subject.isEmpty ? file : subject, message: message, fix: fix, location: location(node), fileID: fileID, line: callLine)
    }

    /// The error for text Yams cannot read, at the mark it reports (kept inside `text`).
    func syntaxError(_ error: YamlError, in text: String) -> ToolError {
        var mark: Mark?
        var problem = "\(error)"
        switch error {
        case .scanner(_, let text, let at, _), .parser(_, let text, let at, _), .composer(_, let text, let at, _):
            mark = at
            problem = text
        default: break
        }
        let where_ = mark.map { YAMLLocation.location(file: file, text: text, line: $0.line, column: $0.column) }
        return ToolError(
            .malformedConfiguration, subject: file,
            message: "'\(file)' is not valid YAML: \(problem).", fix: "correct the YAML syntax on that line (indentation, a missing ':' or quote)",
            location: where_, fileID: fileID, line: callLine)
    }

    /// The entries of a mapping, rejecting keys not in `known` with a suggestion.
    func entries(_ node: Node, _ what: String, known: [String]) throws(ToolError) -> [(key: String, keyNode: Node, value: Node)] {
        guard let mapping = node.mapping else {
            throw fail(node, "\(what) must be a mapping of keys (\(quotedList(known, conjunction: "and"))). To fix, write it as `key: value` lines.")
        }
        var result: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard known.contains(key) else {
                let hint = closestNames(to: key, in: known).first.map { " Did you mean '\($0)'?" } ?? ""
                throw fail(keyNode, "Unknown key '\(key)' in \(what).\(hint) To fix, use one of \(quotedList(known)).", subject: key)
            }
            result.append((key, keyNode, value))
        }
        return result
    }

    func string(_ node: Node, _ key: String) throws(ToolError) -> String {
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty else {
            throw fail(node, "'\(key)' must be a non-empty text. To fix, write `\(key): value`.", subject: key)
        }
        return scalar.string
    }

    func strings(_ node: Node, _ key: String) throws(ToolError) -> [String] {
        if case .scalar = node { return [try string(node, key)] }
        guard case .sequence(let items) = node else {
            throw fail(node, "'\(key)' must be a list of names or patterns. To fix, write `\(key): [A, \"*B\"]`.", subject: key)
        }
        var result: [String] = []
        for item in items { result.append(try string(item, key)) }
        return result
    }

    func bool(_ node: Node, _ key: String) throws(ToolError) -> Bool {
        guard let value = node.bool else {
            throw fail(node, "'\(key)' must be true or false, not '\(node.string ?? "a list or mapping")'. To fix, write `\(key): true` or `\(key): false`.", subject: key)
        }
        return value
    }

    func configuration(_ root: Node) throws(ToolError) -> ToolConfiguration {
        var configuration = ToolConfiguration()
        for entry in try entries(root, "the configuration", known: ["layers", "interfaces", "severity", "tests", "exclude", "components"]) {
            switch entry.key {
            case "layers":
                configuration.rules = try layers(entry.value, keyNode: entry.keyNode)
            case "interfaces":
                for field in try entries(entry.value, "'interfaces'", known: ["naming", "compositionRoots"]) {
                    if field.key == "naming" {
                        let naming = try string(field.value, "naming")
                        guard naming.contains("{name}"), naming != "{name}" else {
                            throw fail(field.value, "'naming' is '\(naming)', which must contain {name} plus a prefix or suffix. To fix, write for example `naming: \"{name}Interface\"`.", subject: "naming")
                        }
                        configuration.interfaceNaming = naming
                    } else {
                        let roots = try strings(field.value, field.key)
                        // The build plugin reads this list without a YAML parser: a spelling it
                        // would read differently must not make it skip a root in silence.
                        let pluginReads = CompositionRoots.patterns(in: text) ?? []
                        guard pluginReads == roots else {
                            throw fail(field.value, "'compositionRoots' lists [\(roots.joined(separator: ", "))], but the build plugin, which reads this key without a YAML parser, would read [\(pluginReads.joined(separator: ", "))] and skip the whole-app check on the others. To fix, write the list on the line of the key (`compositionRoots: [ShopApp, \"*App\"]`) or one name per line below it (`- ShopApp`).", subject: "compositionRoots")
                        }
                        configuration.compositionRoots = roots
                    }
                }
            case "severity":
                let ruleNames = Rule.allCases.map(\.rawValue)
                for field in try entries(entry.value, "'severity'", known: ruleNames) {
                    let text = try string(field.value, field.key)
                    guard let rule = Rule(rawValue: field.key), let severity = Severity(rawValue: text) else {
                        throw fail(field.value, "'\(text)' is not a severity for '\(field.key)'. To fix, use 'error', 'warning', 'note' or 'ignore'.", subject: field.key)
                    }
                    configuration.severities[rule] = severity
                }
            case "tests":
                let text = try string(entry.value, "tests")
                guard text == "include" || text == "exclude" else {
                    throw fail(entry.value, "'tests' is '\(text)'. To fix, write `tests: include` or `tests: exclude`.", subject: "tests")
                }
                configuration.includeTests = text == "include"
            case "components":
                for field in try entries(entry.value, "'components'", known: ["exclude"]) {
                    configuration.excludedComponents = try strings(field.value, field.key)
                }
            default:
                configuration.excluded = try strings(entry.value, "exclude")
            }
        }
        return configuration
    }

    func layers(_ node: Node, keyNode: Node) throws(ToolError) -> LayerRules {
        guard case .sequence(let items) = node, !items.isEmpty else {
            throw fail(node, "'layers' must be a list of layers, lowest first. To fix, write `- name: foundation` entries with `patterns:`.", subject: "layers")
        }
        var layers: [LayerRules.Layer] = []
        for item in items {
            var layer = LayerRules.Layer("")
            var hasName = false
            for field in try entries(item, "a layer", known: ["name", "patterns", "mayDependOn", "allowsDependenciesWithin"]) {
                switch field.key {
                case "name": layer.name = try string(field.value, "name"); hasName = true
                case "patterns": layer.patterns = try strings(field.value, "patterns")
                case "mayDependOn": layer.mayDependOn = field.value.string == "" ? [] : try strings(field.value, "mayDependOn")
                default: layer.allowsDependenciesWithin = try bool(field.value, "allowsDependenciesWithin")
                }
            }
            guard hasName else {
                throw fail(item, "A layer has no 'name'. To fix, add `name: <layer>` to it.", subject: "name")
            }
            layers.append(layer)
        }
        do {
            return try LayerRules(layers)
        } catch {
            throw fail(keyNode, "The layers are inconsistent: \(error.explanation)", subject: error.subject)
        }
    }
}
