import LatticeComponents
import LatticeAnnotations

/// Writes register(in:) and calls registerAnnotated: the generated file adds no register(in:).
struct BrokenComponent: Component {
    var name: String { return "Broken" }
    var version: SemanticVersion { "0.1.0" }
    var providedServices: [ServiceKeyDescriptor] { [ServiceKeyDescriptor((any Clock).self)] }
    var requiredServices: [ServiceKeyDescriptor] { Self.required }
    static let required: [ServiceKeyDescriptor] = []

    func register(in context: ComponentContext) throws {
        try registerAnnotated(in: context)
        try context.register((any Logger).self, name: loggerName) { _ in PrintLogger() }
    }
}
