public import LatticeCore

/// Every target and action a mediator knows, with contracts and exposure: for tools and
/// docs. `Codable`, so a tool can write it as JSON.
public struct MediatorCatalog: Codable, Sendable, Hashable {
    /// One registered target.
    public struct Target: Codable, Sendable, Hashable {
        /// Its name.
        public var name: String
        /// How long its instance lives.
        public var lifetime: TargetLifetime
        /// Whether it has a fallback, and its exposure if so.
        public var fallback: Exposure?
        /// Its actions, by name.
        public var actions: [Action]
    }

    /// One registered action.
    public struct Action: Codable, Sendable, Hashable {
        /// Its name.
        public var name: String
        /// Who may call it.
        public var exposure: Exposure
        /// Its input type, fully qualified (`Shop.AddToCart`).
        public var inputType: String
        /// Its output type, fully qualified.
        public var outputType: String
        /// The input's top-level parameter keys, when they could be found by decoding the
        /// input from placeholder values; `nil` otherwise.
        public var parameterKeys: [String]?
        /// Whether its body is `async` (so `performSync` cannot run it).
        public var isAsync: Bool
    }

    /// The targets, by name.
    public var targets: [Target]
    /// Whether the mediator has a fallback, and its exposure if so.
    public var fallback: Exposure?
}

extension Mediator {
    /// Lists every target and action with its contract and exposure.
    ///
    /// - Complexity: O(*n* log *n*) in the number of actions.
    public func catalog() -> MediatorCatalog {
        let (targets, fallback) = registry.withLock { ($0.targets, $0.fallback) }
        let listed = targets.map { name, entry in
            MediatorCatalog.Target(
                name: name, lifetime: entry.cell.lifetime, fallback: entry.fallback?.exposure,
                actions: entry.actions.values.map(\.descriptor).sorted { $0.action < $1.action }.map { action in
                    MediatorCatalog.Action(
                        name: action.action, exposure: action.exposure, inputType: action.inputType,
                        outputType: action.outputType, parameterKeys: action.parameterKeys, isAsync: action.isAsync
                    )
                }
            )
        }
        return MediatorCatalog(targets: listed.sorted { $0.name < $1.name }, fallback: fallback?.exposure)
    }
}
