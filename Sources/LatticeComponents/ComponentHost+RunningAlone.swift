import LatticeCore
public import LatticeGraph
public import Logging

extension ComponentHost {
    /// Runs `names` and their dependency closure out of `components`. Components named in
    /// `replacing` (whether in `components` or not) are left out, with their own dependencies
    /// unless something else running needs them; what they provided comes from `standIns`.
    ///
    /// ```swift
    /// var standIns = StandIns()
    /// standIns.provide((any CatalogProviding).self) { _ in FixedCatalog(products: []) }
    /// let host = try ComponentHost(
    ///     running: ["ProductDetail"], of: ShopApp.components, replacing: ["Network"], standIns: standIns, layers: nil)
    /// let report = try await host.boot()   // "Running alone: ProductDetail (+2 dependencies); …"
    /// ```
    ///
    /// Every problem is found before anything starts and thrown at once, with those of the
    /// ordinary validation (versions, layers, cycles) of the components that run:
    /// - a name in `names` that no component has, or a name in `replacing` that no component
    ///   has and none depends on (``ComponentProblem/Kind-swift.struct/unknownComponent``,
    ///   with close names);
    /// - every service a running component requires that nothing running, no stand-in and no
    ///   external service provides (``ComponentProblem/Kind-swift.struct/missingStandIn``),
    ///   naming the service, the component that needs it and the component left out that
    ///   would have provided it.
    ///
    /// A dependency on a replaced component is satisfied. A name both in `names` and in
    /// `replacing` runs. The stand-ins register (as component `stand-ins`) before any
    /// component registers, and the start-up report's ``StartupReport/runningAlone`` says
    /// what runs alone and what stands in.
    ///
    /// - Parameters:
    ///   - names: The components to run, with their dependencies.
    ///   - components: The app's components (all of them: the host picks the closure).
    ///   - replacing: Components to leave out, whose services stand-ins provide.
    ///   - standIns: What stands in for the components that do not run.
    ///   - environment: What components share (the service registry).
    ///   - optional: Names of components to treat as optional.
    ///   - layers: The layer rules to check; `nil` checks none.
    ///   - externalServices: Services the app registers itself.
    ///   - locations: Where each component is declared (from a manifest), for messages.
    ///   - logger: Where the host logs.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``ComponentError/Code/invalidComponents`` with every problem at once.
    public convenience init(
        running names: [String], of components: [any Component], replacing: Set<String> = [],
        standIns: StandIns = StandIns(), environment: ComponentEnvironment = ComponentEnvironment(),
        optional: Set<String> = [], layers: LayerRules? = .threeLayerDefault,
        externalServices: Set<ServiceKeyDescriptor> = [], locations: [String: FileLocation] = [:],
        logger: Logger = Logger.current, fileID: String = #fileID, line: Int = #line
    ) throws(ComponentError) {
        let selection = RunAloneSelection(
            names: names, components: components, replacing: replacing, standIns: standIns,
            externalServices: externalServices, locations: locations)
        let validated = ComponentValidator.validate(
            selection.running, optional: optional, layers: layers,
            externalServices: selection.counted, locations: locations, replaced: selection.replaced)
        let problems = selection.problems + validated.problems
        guard problems.isEmpty else {
            throw ComponentError.invalidComponents(
                problems, message: "The components cannot run alone: \(problems.count == 1 ? "1 problem" : "\(problems.count) problems") found.",
                fileID: fileID, line: line)
        }
        let startOrder = validated.waves.flatMap { $0 }.map { validated.members[$0].identity.name }
        let asked = Set(names)
        let alone = StartupReport.RunningAlone(
            components: startOrder.filter { asked.contains($0) },
            dependencies: startOrder.filter { !asked.contains($0) },
            replaced: replacing.sorted(), standIns: standIns.services, providers: selection.providers)
        self.init(validated: validated, environment: environment, logger: logger, standIns: standIns, runningAlone: alone)
    }

    /// Registers the stand-ins, through a context named `stand-ins`, before any component
    /// registers; a failure fails the boot while nothing runs.
    func registerStandIns(fileID: String, line: Int) throws(ComponentError) {
        guard !standIns.isEmpty else { return }
        let context = ComponentContext(
            component: ComponentIdentity(name: StandIns.componentName, version: SemanticVersion(0, 0, 0)), environment: environment)
        for registration in standIns.registrations {
            do {
                try registration(context)
            } catch {
                runtime.withLock { $0.state = .failed }
                throw ComponentError.startFailed(
                    StandIns.componentName, underlying: error,
                    message: "A stand-in failed to register: \(LatticeErrorText.clause(error)). Nothing was started.",
                    fix: "correct the stand-in (a service the components also register is a duplicate: leave it out of the stand-ins)",
                    fileID: fileID, line: line)
            }
        }
        logger.debug("Registered the stand-ins.", metadata: ["services": "\(standIns.services.count)"])
    }
}

/// Which components run alone, what stands in, and the problems found on the way.
struct RunAloneSelection {
    /// The components to run: the closure, in the order given.
    var running: [any Component] = []
    /// The replaced names that no running component's dependency may miss.
    var replaced: Set<String> = []
    /// The services to count as provided: the external ones, the stand-ins, and the missing
    /// ones already reported (so that they are not reported twice).
    var counted: Set<ServiceKeyDescriptor> = []
    /// For each stand-in, the components left out that would have provided it.
    var providers: [ServiceKeyDescriptor: [String]] = [:]
    var problems: [ComponentProblem] = []

    init(
        names: [String], components: [any Component], replacing: Set<String>, standIns: StandIns,
        externalServices: Set<ServiceKeyDescriptor>, locations: [String: FileLocation]
    ) {
        var indexOf: [String: Int] = [:]
        for (index, component) in components.enumerated() where indexOf[component.name] == nil {
            indexOf[component.name] = index
        }
        let allNames = components.map(\.name)
        if names.isEmpty {
            problems.append(ComponentProblem(
                kind: .unknownComponent, component: "",
                message: "No component was named to run alone. To fix, name at least one of the app's components in `running:`."))
        }
        for name in names where indexOf[name] == nil {
            problems.append(Self.unknown(name, role: "run alone", in: allNames, location: locations[name]))
        }
        let dependedOn = Set(components.flatMap { $0.dependencies.map(\.name) })
        for name in replacing.sorted() where indexOf[name] == nil && !dependedOn.contains(name) {
            problems.append(Self.unknown(name, role: "be replaced", in: allNames, location: locations[name]))
        }
        replaced = replacing.subtracting(names)
        // The closure: the names asked for and what they depend on, never through a replaced one.
        var selected = Set<String>()
        var stack: [Int] = []
        for name in names where !selected.contains(name) {
            if let index = indexOf[name] { selected.insert(name); stack.append(index) }
        }
        while let next = stack.popLast() {
            for dependency in components[next].dependencies where !replaced.contains(dependency.name) {
                if let index = indexOf[dependency.name], selected.insert(dependency.name).inserted { stack.append(index) }
            }
        }
        running = components.filter { selected.contains($0.name) }
        // Who would have provided each service, among the components left out.
        var leftOutProviders: [ServiceKeyDescriptor: [String]] = [:]
        for component in components where !selected.contains(component.name) {
            for service in component.providedServices where leftOutProviders[service]?.contains(component.name) != true {
                leftOutProviders[service, default: []].append(component.name)
            }
        }
        for service in standIns.services { providers[service] = leftOutProviders[service] ?? [] }
        counted = externalServices.union(standIns.services)
        var provided = counted
        for component in running { provided.formUnion(component.providedServices) }
        for component in running {
            for service in component.requiredServices where !provided.contains(service) {
                counted.insert(service)
                problems.append(Self.missingStandIn(
                    service, requiredBy: component.name, wouldBeProvidedBy: leftOutProviders[service] ?? [],
                    replaced: replaced, location: locations[component.name]))
            }
        }
    }

    static func unknown(_ name: String, role: String, in names: [String], location: FileLocation?) -> ComponentProblem {
        let close = closestNames(to: name, in: names)
        let suggestion = close.isEmpty ? "" : " Did you mean \(quotedList(close))?"
        return ComponentProblem(
            kind: .unknownComponent, component: name, related: close, location: location,
            message: "'\(name)' is named to \(role), but no component has that name.\(suggestion) To fix, "
                + (close.isEmpty ? "name one of the app's components." : "correct the name."))
    }

    static func missingStandIn(
        _ service: ServiceKeyDescriptor, requiredBy component: String, wouldBeProvidedBy providers: [String],
        replaced: Set<String>, location: FileLocation?
    ) -> ComponentProblem {
        let call = "`standIns.provide(\(service.typeName).self\(service.name.map { ", name: \"\($0)\"" } ?? "")) { _ in … }`"
        let message: String
        if providers.isEmpty {
            message = "'\(component)' requires the service \(service), which no running component, no stand-in, no external service and no component of the app provides. To fix, add a stand-in: \(call), or pass it in externalServices."
        } else {
            let list = quotedList(providers)
            let isReplaced = providers.allSatisfy { replaced.contains($0) }
            let one = providers.count == 1
            let why = isReplaced ? (one ? "is replaced" : "are replaced") : (one ? "does not run" : "do not run")
            let instead = isReplaced ? "stop replacing \(list)" : "run \(list) too"
            message = "'\(component)' requires the service \(service), which \(list) would have provided, but \(one ? "it" : "they") \(why) and no stand-in provides it. To fix, add a stand-in: \(call), or \(instead)."
        }
        return ComponentProblem(kind: .missingStandIn, component: component, related: providers, location: location, message: message)
    }
}
