extension StartupReport {
    /// What a host made with ``ComponentHost/init(running:of:replacing:standIns:environment:optional:layers:externalServices:locations:logger:fileID:line:)``
    /// runs alone, and what stands in for the rest: the report's `Running alone: …` line,
    /// such as `Running alone: ProductDetail (+5 dependencies); stand-ins: CatalogProviding for Network`.
    public struct RunningAlone: Sendable, Hashable, CustomStringConvertible {
        /// The components asked for, in start order.
        public let components: [String]
        /// The components run because those depend on them, in start order.
        public let dependencies: [String]
        /// The components named in `replacing`, in the order given.
        public let replaced: [String]
        /// The services the stand-ins declare, in order.
        public let standIns: [ServiceKeyDescriptor]
        /// For each stand-in, the components left out that would have provided it (empty
        /// when no component of the app declares it).
        public let providers: [ServiceKeyDescriptor: [String]]

        /// Creates the description of a run alone.
        public init(
            components: [String], dependencies: [String], replaced: [String] = [],
            standIns: [ServiceKeyDescriptor] = [], providers: [ServiceKeyDescriptor: [String]] = [:]
        ) {
            self.components = components
            self.dependencies = dependencies
            self.replaced = replaced
            self.standIns = standIns
            self.providers = providers
        }

        /// `Running alone: ProductDetail (+5 dependencies); stand-ins: CatalogProviding for Network`.
        public var description: String {
            let count = dependencies.count
            let plus = count == 0 ? "" : " (+\(count) dependenc\(count == 1 ? "y" : "ies"))"
            let stands = standIns.isEmpty ? "no stand-ins" : "stand-ins: " + standIns.map { service in
                let names = providers[service] ?? []
                return names.isEmpty ? "\(service)" : "\(service) for \(names.joined(separator: ", "))"
            }.joined(separator: ", ")
            return "Running alone: \(components.joined(separator: ", "))\(plus); \(stands)"
        }
    }
}
