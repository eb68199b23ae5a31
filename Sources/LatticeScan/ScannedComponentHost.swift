package import LatticeGraph

/// One `ComponentHost(…)` made in a target: which layer rules it checks the components
/// against, as written, so that the whole-app check uses the same ones.
package struct ScannedComponentHost: Sendable, Hashable, Codable {
    /// The `layers:` argument as written (`nil`, `.threeLayerDefault`, `rules`), or `nil`
    /// when the call leaves it out (the host's default, `.threeLayerDefault`).
    package var layers: String?
    /// Whether it is made from a component manifest (`ComponentHost(manifest:catalog:)`),
    /// whose layer rules it checks.
    package var usesManifest: Bool
    /// Where it is made.
    package var location: FileLocation

    /// Creates a host made at `location`.
    package init(layers: String? = nil, usesManifest: Bool = false, location: FileLocation) {
        self.layers = layers
        self.usesManifest = usesManifest
        self.location = location
    }
}
