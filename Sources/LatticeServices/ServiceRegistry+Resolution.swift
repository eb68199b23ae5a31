import LatticeCore

extension ServiceRegistry {
    /// A resolver over this registry, for code that makes objects outside a factory but
    /// takes a ``Resolver`` (the factories annotations generate, a mediator target's
    /// `make`). Resolving through it is resolving from the registry.
    public var resolver: Resolver { Resolver(registry: self, depth: 0, owner: nil) }

    /// Resolves from this registry. See ``ServiceResolving``.
    @inlinable @inline(__always)
    public func primitiveResolve<Service: Sendable, Arguments>(
        _ type: Service.Type, name: String?, arguments: Arguments, fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        let key = ServiceKey(service: ObjectIdentifier(Service.self), arguments: ObjectIdentifier(Arguments.self), name: name)
        return try resolve(key, arguments: arguments, depth: 0, owner: nil, fileID: fileID, line: line)
    }

    /// Resolves an owner-bound (``Scope/owned``) service for `owner`: the same instance for
    /// the same owner, released with it. Services the factory resolves are bound to the
    /// same owner.
    public func resolve<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, owner: some ServiceOwner,
        fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) -> Service {
        let key = ServiceKey(noArguments: Service.self, name: name)
        let context = OwnerContext(owner.ownedServices)
        return try resolve(key, arguments: (), depth: 0, owner: context, fileID: fileID, line: line)
    }

    /// Resolves from this registry if registered. See ``ServiceResolving``.
    public func primitiveResolveIfRegistered<Service: Sendable>(
        _ type: Service.Type, name: String?, fileID: String, line: Int
    ) throws(ServiceError) -> Service? {
        let key = ServiceKey(noArguments: Service.self, name: name)
        return try resolveIfRegistered(key, depth: 0, owner: nil, fileID: fileID, line: line)
    }

    /// Resolves every registration from this registry. See ``ServiceResolving``.
    public func primitiveResolveAll<Service: Sendable>(
        _ type: Service.Type, fileID: String, line: Int
    ) throws(ServiceError) -> [(name: String?, service: Service)] {
        try resolveAll(type, depth: 0, owner: nil, fileID: fileID, line: line)
    }

    // MARK: Shared by the registry and Resolver

    // The hot path (a created singleton, a transient) is inlinable so that it is
    // specialized for the caller's service type; everything else is out of line.

    @inlinable @inline(__always)
    func resolve<Service: Sendable, Arguments>(
        _ key: ServiceKey, arguments: Arguments, depth: Int, owner: OwnerContext?,
        fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        // SAFETY: the table holds only entries the registry keeps alive as long as itself, so `own`
        // is valid at +0; an entry under a key is always a `Registration<Service, Arguments>` for
        // the key's service and argument types, which the key was built from.
        if let own = unsafe findOwn(key) {
            // A created singleton is read with the entry at +0: no retain, so threads
            // resolving the same singleton do not contend on the entry's reference count.
            if let value = unsafe own._withUnsafeGuaranteedRef({ unsafe unsafeDowncast($0, to: Registration<Service, Arguments>.self).singleton }) {
                return value
            }
            let entry = unsafe unsafeDowncast(own.takeUnretainedValue(), to: Registration<Service, Arguments>.self)
            return try resolveEntry(entry, found: self, arguments: arguments, depth: depth, owner: owner, fileID: fileID, line: line)
        }
        return try resolveInherited(key, arguments: arguments, depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Resolves what this registry does not register from its ancestors.
    @usableFromInline
    func resolveInherited<Service: Sendable, Arguments>(
        _ key: ServiceKey, arguments: Arguments, depth: Int, owner: OwnerContext?,
        fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        guard let (entry, holder) = parent?.find(key) else {
            throw notRegistered(key, type: Service.self, arguments: Arguments.self, fileID: fileID, line: line)
        }
        // SAFETY: an entry under a key is always a `Registration` of the key's service and argument
        // types.
        return unsafe try resolveEntry(
            unsafeDowncast(entry, to: Registration<Service, Arguments>.self), found: holder,
            arguments: arguments, depth: depth, owner: owner, fileID: fileID, line: line)
    }

    func resolveIfRegistered<Service: Sendable>(
        _ key: ServiceKey, depth: Int, owner: OwnerContext?, fileID: String, line: Int
    ) throws(ServiceError) -> Service? {
        guard let (entry, holder) = find(key) else { return nil }
        // SAFETY: an entry under a key without arguments is always a `Registration<Service, Void>`.
        return unsafe try resolveEntry(
            unsafeDowncast(entry, to: Registration<Service, Void>.self), found: holder,
            arguments: (), depth: depth, owner: owner, fileID: fileID, line: line)
    }

    func resolveAll<Service: Sendable>(
        _ type: Service.Type, depth: Int, owner: OwnerContext?, fileID: String, line: Int
    ) throws(ServiceError) -> [(name: String?, service: Service)] {
        try entries(of: ObjectIdentifier(Service.self)).map { (entry, holder) throws(ServiceError) in
            // SAFETY: the entries listed are those without arguments of `Service`: each is a
            // `Registration<Service, Void>`.
            let value: Service = unsafe try resolveEntry(
                unsafeDowncast(entry, to: Registration<Service, Void>.self), found: holder,
                arguments: (), depth: depth, owner: owner, fileID: fileID, line: line)
            return (entry.key.name, value)
        }
    }

    /// Entries without arguments registered for `service` here and in ancestors, in
    /// registration order, each with the registry that holds it.
    private func entries(of service: ObjectIdentifier) -> [(AnyRegistration, ServiceRegistry)] {
        let inherited = parent?.entries(of: service) ?? []
        let own = state.withLock { state in
            state.order.filter { $0.service == service && $0.arguments == ObjectIdentifier(Void.self) }.compactMap { state.live[$0] }
        }
        var result = inherited.map { (entry, holder) in
            own.first { $0.key == entry.key }.map { ($0, self) } ?? (entry, holder)
        }
        result += own.filter { entry in !inherited.contains { $0.0.key == entry.key } }.map { ($0, self) }
        return result
    }

    /// Returns the instance `entry` gives for its scope, creating it if needed.
    /// `found` is the registry that holds the entry: singletons are made in its context.
    @inlinable
    func resolveEntry<Service: Sendable, Arguments>(
        _ entry: Registration<Service, Arguments>, found: ServiceRegistry, arguments: Arguments,
        depth: Int, owner: OwnerContext?, fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        if entry.scope == .transient {
            return try make(entry, context: self, arguments: arguments, depth: depth, owner: owner, fileID: fileID, line: line)
        }
        if let value = entry.singleton { return value }
        return try resolveShared(entry, found: found, arguments: arguments, depth: depth, owner: owner, fileID: fileID, line: line)
    }

    /// Singletons not yet created, weak and owned services.
    @usableFromInline
    func resolveShared<Service: Sendable, Arguments>(
        _ entry: Registration<Service, Arguments>, found: ServiceRegistry, arguments: Arguments,
        depth: Int, owner: OwnerContext?, fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        switch entry.scope {
        case .transient:
            return try make(entry, context: self, arguments: arguments, depth: depth, owner: owner, fileID: fileID, line: line)
        case .singleton, .eagerSingleton:
            // Only a thread creating this same singleton is waited for; see `SingletonCreation`.
            return try SingletonCreation.once(id: entry.id, service: entry.info.service, cycle: { path in
                found.logged(.circularDependency(path: path, fileID: fileID, line: line))
            }) { () throws(ServiceError) -> Service in
                if let value = entry.singleton { return value }
                let value = try found.make(entry, context: found, arguments: arguments, depth: depth, owner: nil, fileID: fileID, line: line)
                return entry.publishSingleton(value)
            }
        case .weak:
            if let value = entry.weakInstance { return value }
            let value = try make(entry, context: self, arguments: arguments, depth: depth, owner: owner, fileID: fileID, line: line)
            guard let shared = entry.storeWeak(value) else {
                throw notAnObject(entry, value: value, fileID: fileID, line: line)
            }
            return shared
        case .owned:
            guard let owner, let services = owner.services else {
                throw ownerMissing(entry, ownerGone: owner != nil, fileID: fileID, line: line)
            }
            if let value = services.instances.withLock({ $0[entry.id] }) as? Service { return value }
            let value = try make(entry, context: self, arguments: arguments, depth: depth, owner: owner, fileID: fileID, line: line)
            // Created outside the owner's lock (the factory may resolve other owned
            // services); if another thread stored one meanwhile, everyone gets that one.
            return services.instances.withLock { instances in
                if let existing = instances[entry.id] as? Service { return existing }
                instances[entry.id] = value
                return value
            }
        }
    }

    /// Runs the entry's factory with a resolver for `context`, one level deeper.
    @inlinable
    func make<Service: Sendable, Arguments>(
        _ entry: Registration<Service, Arguments>, context: ServiceRegistry, arguments: Arguments,
        depth: Int, owner: OwnerContext?, fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        guard depth < Self.maximumDepth else {
            throw tooDeep(entry, fileID: fileID, line: line)
        }
        do {
            return try entry.factory(Resolver(registry: context, depth: depth + 1, owner: owner), arguments)
        } catch {
            throw failure(error, of: entry, fileID: fileID, line: line)
        }
    }

    /// The error a chain too deep to be anything but a cycle starts with (logged here,
    /// where it is thrown; every level further out rewrites its message with the longer path).
    @usableFromInline
    func tooDeep(_ entry: AnyRegistration, fileID: String, line: Int) -> ServiceError {
        logged(.circularDependency(path: [entry.info.service], fileID: fileID, line: line))
    }

    /// What a factory's error becomes one level out: a nested ``ServiceError`` gains the
    /// entry on its path; any other error is wrapped as ``ServiceError/Code/factoryFailed``.
    @usableFromInline
    func failure(_ error: any Error, of entry: AnyRegistration, fileID: String, line: Int) -> ServiceError {
        if let error = error as? ServiceError {
            return error.resolving(entry.info.service)
        }
        return logged(ServiceError(
            .factoryFailed, subject: entry.info.service,
            message: "The factory of \(entry.info.service), registered at \(entry.info.fileID):\(entry.info.line), threw: \(LatticeErrorText.clause(error)).",
            fix: "handle that error in the factory or make what it needs available",
            path: [entry.info.service], underlying: error, fileID: fileID, line: line))
    }
}
