import LatticeCore
import Logging

extension ServiceRegistry {
    /// Registers a factory for `Service`.
    ///
    /// ```swift
    /// try services.register((any CartService).self, scope: .singleton) { r in
    ///     Cart(storage: try r.resolve((any Storage).self))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The service type, usually a protocol from an interface module.
    ///   - name: A key that tells implementations of the same protocol apart.
    ///   - scope: How long instances live; ``Scope/transient`` by default.
    ///   - component: The component registering it, for introspection.
    ///   - factory: Builds an instance; resolves what it needs from the ``Resolver`` it is given.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Returns: The registration's description.
    /// - Throws: ``ServiceError/Code/duplicateRegistration`` under the ``DuplicatePolicy/reject``
    ///   policy, ``ServiceError/Code/sealed`` after ``seal()``.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, scope: Scope = .transient,
        component: String? = nil, fileID: String = #fileID, line: Int = #line,
        factory: @escaping @Sendable (Resolver) throws -> Service
    ) throws(ServiceError) -> RegistrationInfo {
        let key = ServiceKey(noArguments: Service.self, name: name)
        let info = RegistrationInfo(
            serviceType: typeName(Service.self), name: name, argumentTypes: [], scope: scope,
            component: component, fileID: fileID, line: line)
        try insert(Registration<Service, Void>(key: key, scope: scope, info: info) { resolver, _ in try factory(resolver) })
        return info
    }

    /// Registers a factory isolated to the main actor, for services that are main-actor
    /// objects (a view model, a screen's state), as in an app target whose code is
    /// main-actor by default.
    ///
    /// ```swift
    /// try services.register(CartScreenModel.self, scope: .singleton, onMainActor: { r in
    ///     CartScreenModel(cart: try r.resolve((any CartService).self))
    /// })
    /// ```
    ///
    /// Resolving it runs the factory in place on the main thread (from `@MainActor` code, a
    /// block on the main queue); elsewhere the resolve throws
    /// ``ServiceError/Code/requiresMainActor``, naming this registration. A singleton made
    /// once is returned from any thread.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, scope: Scope = .transient,
        component: String? = nil, fileID: String = #fileID, line: Int = #line,
        onMainActor factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
    ) throws(ServiceError) -> RegistrationInfo {
        try register(type, name: name, scope: scope, component: component, fileID: fileID, line: line) { resolver in
            guard MainQueue.isCurrent else {
                throw ServiceError.requiresMainActor(Service.self, name: name, registeredAt: (fileID, line), fileID: fileID, line: line)
            }
            return try MainActor.assumeIsolated { try factory(resolver) }
        }
    }

    /// Registers a factory a `@Provides` annotation declares: what the code `lattice scan`
    /// generates calls, passing the same function twice.
    ///
    /// The factory is a member of the annotated type, so it has that type's isolation: it is
    /// registered as a plain factory when nonisolated, and as an `onMainActor` one when
    /// isolated to the main actor, as in an app target whose code is main-actor by default.
    /// `annotated` is the factory, whose isolation is read; `factory` is the same factory.
    /// Register services by hand with the other forms.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, scope: Scope = .transient,
        component: String? = nil, fileID: String = #fileID, line: Int = #line,
        annotated: @escaping @isolated(any) @Sendable (Resolver) throws -> Service,
        _ factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
    ) throws(ServiceError) -> RegistrationInfo {
        switch IsolatedFunction(probe: annotated, function: factory) {
        case .nonisolated(let factory):
            try register(type, name: name, scope: scope, component: component, fileID: fileID, line: line, factory: factory)
        case .mainActor(let factory):
            try register(type, name: name, scope: scope, component: component, fileID: fileID, line: line, onMainActor: factory)
        }
    }

    /// Registers a factory that takes runtime arguments, such as the id of the product a
    /// detail service shows. Instances are transient.
    ///
    /// ```swift
    /// try services.register((any ProductDetail).self) { (r, id: Int) in ProductDetailModel(id: id) }
    /// let detail = try services.resolve((any ProductDetail).self, arguments: 42)
    /// ```
    ///
    /// The argument types are part of the registration's identity: resolving with other
    /// types fails with ``ServiceError/Code/argumentMismatch``.
    @discardableResult
    public func register<Service: Sendable, First, each Rest>(
        _ type: Service.Type = Service.self, name: String? = nil,
        component: String? = nil, fileID: String = #fileID, line: Int = #line,
        factory: @escaping @Sendable (Resolver, First, repeat each Rest) throws -> Service
    ) throws(ServiceError) -> RegistrationInfo {
        let key = ServiceKey(service: ObjectIdentifier(Service.self), arguments: ObjectIdentifier((First, (repeat each Rest)).self), name: name)
        var argumentTypes = [typeName(First.self)]
        repeat argumentTypes.append(typeName((each Rest).self))
        let info = RegistrationInfo(
            serviceType: typeName(Service.self), name: name, argumentTypes: argumentTypes,
            scope: .transient, component: component, fileID: fileID, line: line)
        // Stored as (first, (rest...)): a tuple whose tail is a pack can be expanded again.
        try insert(Registration<Service, (First, (repeat each Rest))>(key: key, scope: .transient, info: info) { resolver, arguments in
            try factory(resolver, arguments.0, repeat each arguments.1)
        })
        return info
    }

    /// Registers an existing instance as a singleton.
    @discardableResult
    public func register<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, instance: Service,
        component: String? = nil, fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> RegistrationInfo {
        let key = ServiceKey(noArguments: Service.self, name: name)
        let info = RegistrationInfo(
            serviceType: typeName(Service.self), name: name, argumentTypes: [], scope: .singleton,
            component: component, fileID: fileID, line: line)
        try insert(Registration<Service, Void>(key: key, info: info, instance: instance))
        return info
    }

    /// Removes every registration of `Service` with `name`, whatever its argument types.
    ///
    /// Resolves that start afterwards no longer find it; an instance it already created
    /// stays valid for whoever holds it.
    ///
    /// - Returns: How many registrations were removed.
    @discardableResult
    public func remove<Service>(
        _ type: Service.Type, name: String? = nil, fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Int {
        let service = ObjectIdentifier(Service.self)
        let (count, note) = try mutate(fileID: fileID, line: line, subject: typeName(Service.self)) { state in
            let keys = state.order.filter { $0.service == service && $0.name == name }
            for key in keys { Self.detach(key, from: &state) }
            return (keys.count, refreshDefault(of: service, in: &state))
        }
        if let note { logger.debug("\(note)") }
        return count
    }

    /// Removes every registration of this registry (not its parent's).
    public func removeAll(fileID: String = #fileID, line: Int = #line) throws(ServiceError) {
        try mutate(fileID: fileID, line: line, subject: "all registrations") { state in
            let services = Set(state.order.map(\.service))
            for key in state.order { Self.detach(key, from: &state) }
            for service in services { _ = refreshDefault(of: service, in: &state) }
        }
    }

    /// Freezes the registrations and creates every ``Scope/eagerSingleton``, so that wiring
    /// mistakes surface at start-up. Registering or removing afterwards throws
    /// ``ServiceError/Code/sealed``.
    ///
    /// - Throws: ``ServiceError/Code/unknownImplementation`` when an implementation chosen
    ///   by ``setDefault(_:to:fileID:line:)`` is not registered (see ``validateDefaults()``);
    ///   the first failure of an eager singleton's factory, naming the service.
    public func seal() throws(ServiceError) {
        if let problem = validateDefaults().first { throw logged(problem) }
        let eager = state.withLock { state in
            state.sealed = true
            return state.order.compactMap { state.live[$0] }.filter { $0.scope == .eagerSingleton }
        }
        for entry in eager { try entry.instantiateEagerly(in: self) }
    }

    // MARK: Internals

    private func insert(_ entry: AnyRegistration) throws(ServiceError) {
        let (replaced, note) = try mutate(fileID: entry.info.fileID, line: entry.info.line, subject: entry.info.service) {
            state throws(ServiceError) -> (AnyRegistration?, String?) in
            let existing = state.live[entry.key]
            if let existing, options.duplicatePolicy == .reject {
                throw ServiceError(
                    .duplicateRegistration, subject: entry.info.service,
                    message: "\(entry.info.service) is already registered at \(existing.info.fileID):\(existing.info.line)"
                        + (existing.info.component.map { " by \($0)" } ?? "") + ".",
                    fix: "remove one of the two registrations, give them different names, "
                        + "or create the registry with duplicatePolicy: .replace",
                    fileID: entry.info.fileID, line: entry.info.line)
            }
            state.live[entry.key] = entry
            if let existing {
                state.retiredEntries.append(existing)
            } else {
                state.order.append(entry.key)
            }
            // An unnamed registration stays out of the table while a configured default
            // answers its key: the configuration wins.
            if !(entry.key.name == nil && state.defaults[entry.key] != nil) {
                place(entry, in: &state)
            }
            return (existing, refreshDefault(of: entry.key.service, in: &state))
        }
        if let replaced {
            let line = "\(entry.info.service) registered at \(entry.info.fileID):\(entry.info.line) replaces the registration at \(replaced.info.fileID):\(replaced.info.line)."
            logger.debug("\(line)", metadata: ["service": "\(entry.info.service)", "replaced": "\(replaced.info.fileID):\(replaced.info.line)"])
            options.onDiagnostic?(line)
        }
        if let note { logger.debug("\(note)") }
    }

    /// Stores `entry` in the table, after growing it if it is half full. Call under the
    /// state lock.
    func place(_ entry: AnyRegistration, in state: inout State) {
        if !state.table.hasRoom {
            let grown = LookupTable(capacity: max(16, (state.live.count + state.defaults.count + 1) * 4))
            for live in state.live.values { grown.store(live) }
            // Configured defaults answer their unnamed keys, over an unnamed registration.
            for published in state.defaults.values { grown.store(published.entry) }
            publish(grown, in: &state)
        }
        state.table.store(entry)
    }

    /// Runs `body` under the state lock unless the registry is sealed.
    func mutate<Result>(
        fileID: String, line: Int, subject: String,
        _ body: (inout State) throws(ServiceError) -> Result
    ) throws(ServiceError) -> Result {
        try state.withLock { state throws(ServiceError) -> Result in
            if state.sealed {
                throw ServiceError(
                    .sealed, subject: subject,
                    message: "The registry is sealed, so \(subject) cannot be registered or removed.",
                    fix: "make every registration before calling seal(), or use a child registry",
                    fileID: fileID, line: line)
            }
            return try body(&state)
        }
    }

    private static func detach(_ key: ServiceKey, from state: inout State) {
        guard let entry = state.live.removeValue(forKey: key) else { return }
        // A configured default keeps answering its unnamed key.
        if !(key.name == nil && state.defaults[key] != nil) { state.table.remove(key) }
        state.order.removeAll { $0 == key }
        state.retiredEntries.append(entry)
    }
}
