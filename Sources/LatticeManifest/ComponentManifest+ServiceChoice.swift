public import LatticeGraph

extension ComponentManifest {
    /// An implementation chosen in the manifest: resolving ``service`` without a name
    /// gives its registration named ``implementation``.
    ///
    /// ```yaml
    /// services:
    ///   LoginService: wechat      # service: LoginService, implementation: wechat
    /// ```
    public struct ServiceChoice: Sendable, Hashable {
        /// The service type as written in code: `LoginService`, `any LoginService` or
        /// `Shop.LoginService`.
        public var service: String
        /// The name of the registration to resolve when no name is given.
        public var implementation: String
        /// Where the implementation's name is written.
        public var location: FileLocation

        /// Creates a choice.
        public init(service: String, implementation: String, location: FileLocation) {
            self.service = service
            self.implementation = implementation
            self.location = location
        }
    }
}
