public import LatticeComponents
import LatticeGraph

extension ComponentHost {
    /// Makes the components a manifest enables from `catalog`, in the manifest's order,
    /// and validates them once, with the manifest's layer rules, its optional components
    /// and its locations in every message.
    ///
    /// ```swift
    /// var catalog = ComponentCatalog()
    /// try catalog.register("Log") { LogComponent() }
    /// try catalog.register("Cart") { CartComponent() }
    /// let manifest = try ComponentManifest(contentsOfFile: manifestPath)
    /// let host = try ComponentHost(manifest: manifest, catalog: catalog)
    /// try await host.boot()
    /// ```
    ///
    /// - Parameters:
    ///   - manifest: The decoded `components.yml`.
    ///   - catalog: The factories of the components the app links, by name.
    ///   - environment: What components share (the service registry).
    ///   - externalServices: Services the app registers itself, which components may require.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: `ComponentError` with every problem and its manifest location:
    ///   `unknownComponent` for a name the catalog lacks (with close
    ///   names), `unexpectedVersion` when the manifest describes another
    ///   version than the app links, `factoryFailed` when a factory
    ///   fails, then `invalidComponents` for what
    ///   `init(components:environment:optional:layers:externalServices:locations:fileID:line:)`
    ///   refuses (missing dependencies, versions, cycles, layers, services). Nothing is started.
    public convenience init(
        manifest: ComponentManifest, catalog: ComponentCatalog, environment: ComponentEnvironment = ComponentEnvironment(),
        externalServices: Set<ServiceKeyDescriptor> = [], fileID: String = #fileID, line: Int = #line
    ) throws(ComponentError) {
        let configuration = manifest.configuration
        try self.init(
            components: try catalog.components(for: configuration, fileID: fileID, line: line), environment: environment,
            optional: configuration.optionalNames, layers: manifest.layerRules, externalServices: externalServices,
            locations: configuration.locations, fileID: fileID, line: line)
    }
}
