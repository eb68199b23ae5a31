import Foundation
public import LatticeComponents
public import LatticeGraph

extension ComponentManifest {
    /// Reads and decodes the manifest at `path` (`components.yml`).
    ///
    /// ```swift
    /// let manifest = try ComponentManifest(contentsOfFile: manifestPath)
    /// let host = try ComponentHost(manifest: manifest, catalog: catalog)
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file to read; it is also the file name in every location.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``ManifestError/Code/unreadableFile`` when the file cannot be read, and
    ///   every error of ``init(yaml:file:fileID:line:)`` when its text is not a manifest.
    public init(contentsOfFile path: String, fileID: String = #fileID, line: Int = #line) throws(ManifestError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile(path, fileID: fileID, line: line)
        }
        try self.init(yaml: String(decoding: data, as: UTF8.self), file: path, fileID: fileID, line: line)
    }

    /// The manifest as a `ComponentConfiguration`: every component in the order written,
    /// enabled or not, optional or not, with the version it must have and where it is
    /// written. A `ComponentCatalog` makes the enabled ones and refuses a name it has no
    /// factory for, or a component whose version differs from the manifest's.
    ///
    /// ```swift
    /// let components = try catalog.components(for: manifest.configuration)
    /// ```
    ///
    /// The manifest's dependencies and layers are not copied: the components declare their
    /// own, and `ComponentHost` validates those (with ``layerRules``).
    public var configuration: ComponentConfiguration {
        ComponentConfiguration(components.map { component in
            ComponentConfiguration.Line(
                name: component.name, isEnabled: component.isEnabled, isOptional: component.isOptional,
                version: component.version, location: component.location)
        })
    }

    /// The layer rules to validate the components with: the manifest's, or
    /// `LayerRules.threeLayerDefault` when it has no `layers` section.
    public var layerRules: LayerRules { layers ?? .threeLayerDefault }
}
