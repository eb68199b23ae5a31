public import LatticeGraph

extension ComponentManifest {
    /// A named environment of the manifest (`staging`, `debug`): the implementations it
    /// chooses over the app's.
    ///
    /// ```yaml
    /// environments:
    ///   staging:
    ///     services:
    ///       APIClient: staging
    /// ```
    public struct Environment: Sendable, Hashable {
        /// Its name, as the app passes it (`ComponentHost(manifest:catalog:environmentName:)`).
        public var name: String
        /// The implementations it chooses, in the order written.
        public var services: [ServiceChoice]
        /// Where its name is written.
        public var location: FileLocation

        /// Creates an environment.
        public init(name: String, services: [ServiceChoice], location: FileLocation) {
            self.name = name
            self.services = services
            self.location = location
        }
    }
}
