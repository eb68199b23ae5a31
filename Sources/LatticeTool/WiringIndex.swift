@_spi(LatticeInternals) internal import LatticeScan

/// The linked scans of an app's targets (`WiringLink.link(_:)` of LatticeScan), indexed for the
/// whole-app check: registrations by service, components by type and name, each
/// component's dependency closure. Services are keyed by their canonical type and name,
/// so two spellings of one service are one key; a service the link could not decide is
/// kept apart, never compared.
struct WiringIndex {
    var components: [(target: String, component: ScannedComponent)] = []
    var registrations: [String: [(target: String, registration: ScannedRegistration)]] = [:]
    /// Service keys in the order they were first registered.
    var registrationOrder: [String] = []
    var registrationsByComponent: [String: [ScannedRegistration]] = [:]
    /// Registrations whose type or name the link could not decide, in order.
    var undecidedRegistrations: [(target: String, registration: ScannedRegistration)] = []
    /// Of those, the ones whose type is known (only the name is not), by type.
    private var undecidedNamesByType: [String: [(target: String, registration: ScannedRegistration)]] = [:]
    /// Of those, the ones whose type is unknown: they may be any service.
    private var undecidedTypes: [(target: String, registration: ScannedRegistration)] = []
    var resolves: [(target: String, resolve: ScannedResolve)] = []
    var resolvesByComponent: [String: [ScannedResolve]] = [:]
    var routes: [(target: String, route: ScannedRoute)] = []
    var mediatorTargets: [(target: String, mediatorTarget: ScannedMediatorTarget)] = []
    var componentDependencies: [(target: String, dependency: ScannedComponentDependency)] = []
    /// The navigation destinations declared, and the destination registries made.
    var destinations: [(target: String, destination: ScannedDestination)] = []
    var destinationRegistries: [(target: String, registry: ScannedDestinationRegistry)] = []
    /// Component names (the `name` literal, else the type name) by type name.
    private var namesByType: [String: String] = [:]
    /// Each component's direct dependencies, by component name.
    private var dependencies: [String: [String]] = [:]

    /// Indexes `targets`, which must be linked.
    init(_ targets: [ScannedTarget]) {
        for target in targets {
            for component in target.components {
                components.append((target.name, component))
                namesByType[component.typeName] = component.name ?? component.typeName
            }
            for registration in target.registrations {
                if let component = registration.component { registrationsByComponent[component, default: []].append(registration) }
                guard registration.service.undecided == nil else {
                    undecidedRegistrations.append((target.name, registration))
                    if let type = registration.service.canonicalType {
                        undecidedNamesByType[type, default: []].append((target.name, registration))
                    } else {
                        undecidedTypes.append((target.name, registration))
                    }
                    continue
                }
                let key = Self.key(registration.service)
                if registrations[key] == nil { registrationOrder.append(key) }
                registrations[key, default: []].append((target.name, registration))
            }
            for resolve in target.resolves {
                resolves.append((target.name, resolve))
                if let component = resolve.component { resolvesByComponent[component, default: []].append(resolve) }
            }
            routes += target.routes.map { (target.name, $0) }
            mediatorTargets += target.mediatorTargets.map { (target.name, $0) }
            componentDependencies += target.componentDependencies.map { (target.name, $0) }
            destinations += target.destinations.map { (target.name, $0) }
            destinationRegistries += target.destinationRegistries.map { (target.name, $0) }
        }
        for (_, dependency) in componentDependencies {
            guard let component = dependency.component else { continue }
            dependencies[componentName(component), default: []].append(dependency.name)
        }
    }

    /// The key every comparison of services uses: the canonical type (as written when the
    /// scans were not linked) and the name.
    static func key(_ service: ServiceReference) -> String {
        "\(type(service))|\(service.name ?? "")"
    }

    /// The canonical type of `service`, or its type as written when it has none.
    static func type(_ service: ServiceReference) -> String {
        service.canonicalType ?? service.type
    }

    /// The registrations the link could not decide that may register `service`: those of
    /// its type whose name is unknown, and those whose type is unknown.
    func undecidedProviders(of service: ServiceReference) -> [(target: String, registration: ScannedRegistration)] {
        (undecidedNamesByType[Self.type(service)] ?? []) + undecidedTypes
    }

    /// The component's name for its type name (the type name when no literal gives one).
    func componentName(_ typeName: String) -> String {
        namesByType[typeName] ?? typeName
    }

    /// Every linked component's name.
    var componentNames: Set<String> { Set(components.map { $0.component.name ?? $0.component.typeName }) }

    /// `name` and every component it depends on, directly or not.
    func dependencyClosure(of name: String) -> Set<String> {
        var closure: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for dependency in dependencies[next] ?? [] where closure.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        return closure
    }

    /// The names under which the type of `service` is registered (`nil` for unnamed), sorted.
    func namesRegistered(forTypeOf service: ServiceReference) -> [String?] {
        let type = Self.type(service)
        let names = registrationOrder.compactMap { key -> String?? in
            guard let entry = registrations[key]?.first, Self.type(entry.registration.service) == type else { return nil }
            return .some(entry.registration.service.name)
        }
        return names.sorted { ($0 ?? "") < ($1 ?? "") }
    }
}
