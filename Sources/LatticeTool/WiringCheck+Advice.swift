internal import LatticeScan

/// Fixes that do not make another mistake.
extension WiringCheck {
    /// The fix for `owner` resolving `service`, which only `provider` (outside `owner`'s
    /// dependencies) provides: depend on `provider`, unless that would close a component
    /// cycle, because `provider` already depends on `owner` or itself needs a service only
    /// `owner` provides.
    func outsideDependenciesFix(owner: String, provider: String, service: ServiceReference, _ index: WiringIndex) -> String {
        if index.dependencyClosure(of: provider).contains(owner) {
            return "'\(provider)' depends on '\(owner)', so a dependency back would make a component cycle. To fix, register \(service.type) in '\(owner)' or in a component both depend on, or stop resolving it in '\(owner)' (reach '\(provider)' through a route or the mediator)."
        }
        if let reverse = servicesOnlyProvided(by: owner, resolvedBy: provider, index).first {
            return "'\(provider)' also resolves \(reverse), which only '\(owner)' provides, so each would have to depend on the other (a component cycle). To fix, move \(service.type) and \(reverse.type) into a component both depend on, or make one of them stop resolving the other's service."
        }
        return "To fix, add `ComponentDependency(\"\(provider)\", …)` to '\(owner)''s dependencies, or move the service into a component it depends on."
    }

    /// The services `resolver` requires that only `provider` registers, sorted.
    private func servicesOnlyProvided(by provider: String, resolvedBy resolver: String, _ index: WiringIndex) -> [ServiceReference] {
        var found: [String: ServiceReference] = [:]
        for (_, resolve) in index.resolves where resolve.kind == .required {
            guard let component = resolve.component, index.componentName(component) == resolver else { continue }
            let key = WiringIndex.key(resolve.service)
            let providers = (index.registrations[key] ?? []).map { $0.registration.component.map(index.componentName) }
            guard !providers.isEmpty, providers.allSatisfy({ $0 == provider }) else { continue }
            found[key] = resolve.service
        }
        return found.keys.sorted().compactMap { found[$0] }
    }
}
