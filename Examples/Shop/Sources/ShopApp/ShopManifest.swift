import Foundation
import LatticeManifest
import ShopInterfaces

/// What a component manifest (`--manifest components.yml`) selects: which components run,
/// which are optional, the layer rules, and where each is declared (for messages).
struct ShopManifest: Sendable {
    var enabled: [String]
    var optional: Set<String>
    var layers: LayerRules?
    var locations: [String: FileLocation]

    /// Reads and checks the manifest at `path` with the runtime's rules (versions, layers,
    /// cycles, missing components), then against the components the app links.
    ///
    /// - Throws: ``ShopError`` `invalidComponents` with every problem and its
    ///   `file:line:column`; `invalidInput` when the file cannot be read or parsed.
    static func load(path: String, linked: [any ShopComponent]) throws(ShopError) -> ShopManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ShopError(.invalidInput, subject: path, message: "Cannot read the manifest \(path). To fix, pass an existing file, such as Examples/Shop/components.yml.")
        }
        let manifest: ComponentManifest
        do {
            manifest = try ComponentManifest(yaml: String(decoding: data, as: UTF8.self), file: path)
        } catch {
            throw ShopError(.invalidInput, subject: path, message: "\(error)")
        }
        let locations = Dictionary(manifest.components.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
        let declarations = manifest.enabledComponents.map { component in
            ComponentDeclaration(
                name: component.name, version: component.version, layer: component.layer,
                dependencies: component.dependencies.map { ComponentDependency($0.name, $0.requirement) },
                isOptional: component.isOptional)
        }
        var problems = ComponentHost.validate(declarations, layers: manifest.layers ?? .threeLayerDefault, locations: locations)
            .map { "[\($0.kind)] \($0)" }
        if problems.isEmpty {
            let byName = Dictionary(linked.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for component in manifest.enabledComponents {
                guard let code = byName[component.name] else {
                    let hint = suggestions(for: component.name, in: Array(byName.keys)).first.map { " Did you mean '\($0)'?" } ?? ""
                    problems.append("[unknownComponent] \(component.location): '\(component.name)' is not a component of this app.\(hint) To fix, remove it or link its target.")
                    continue
                }
                if code.version != component.version {
                    problems.append("[versionMismatch] \(component.location): the manifest says \(component.name) \(component.version), but the app links \(component.name) \(code.version). To fix, update the manifest or the component.")
                }
            }
        }
        guard problems.isEmpty else {
            throw ShopError(
                .invalidComponents, subject: path,
                message: "Boot refused by \(path): \(problems.count) problem(s); nothing was started.\n"
                    + problems.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
        }
        return ShopManifest(
            enabled: manifest.enabledComponents.map(\.name),
            optional: Set(manifest.enabledComponents.filter(\.isOptional).map(\.name)),
            layers: manifest.layers, locations: locations)
    }
}
