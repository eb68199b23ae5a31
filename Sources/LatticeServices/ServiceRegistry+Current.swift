public import Atomics
import LatticeCore
import Logging

extension ServiceRegistry {
    /// The registry ``inject(_:name:fileID:line:)`` and ``Injected`` properties resolve
    /// from: the one bound to the current task by ``withCurrent(_:operation:)`` or
    /// ``withOverrides(_:operation:)``, else the one made current with ``makeCurrent()``
    /// (the component host makes its registry current when it boots), else `nil`.
    ///
    /// A binding belongs to the task that made it and to the tasks it creates (child
    /// tasks and `Task { }`, which inherit task-local values), never to other tasks, and
    /// not to `Task.detached`.
    public static var current: ServiceRegistry? {
        let slots = CurrentRegistry.shared
        if slots.everBound.load(ordering: .relaxed), let binding = CurrentRegistry.binding.get() {
            if case .registry(let registry) = binding { return registry }
            return nil
        }
        return slots.processWideRegistry
    }

    /// Makes this registry the process-wide ``current`` one, for every task that has not
    /// bound another with ``withCurrent(_:operation:)``.
    ///
    /// Call it once at start-up (the component host does when it boots, unless its
    /// environment says otherwise). A registry made current stays in memory until the
    /// process ends, even after another is made current: reads are lock-free, and one in
    /// flight on another thread must never find it freed. Tests should bind a registry to
    /// their task with ``withCurrent(_:operation:)`` instead: tests run in parallel, and
    /// the process-wide registry is shared by all of them.
    public func makeCurrent() {
        CurrentRegistry.shared.makeCurrent(self)
    }

    /// Runs `operation` with `registry` as the ``current`` one for this task (and the tasks
    /// it creates), whatever registry is current elsewhere; `nil` runs it with no registry
    /// current at all (to test what code does without one).
    ///
    /// ```swift
    /// let total = try ServiceRegistry.withCurrent(testServices) {
    ///     try CheckoutModel().total()
    /// }
    /// ```
    ///
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws, with its type (a `throws(RoutingError)` operation
    ///   makes this call throw `RoutingError`).
    @discardableResult
    public static func withCurrent<Result, Failure: Error>(
        _ registry: ServiceRegistry?, operation: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        CurrentRegistry.shared.noteBinding()
        // `TaskLocal.withValue` rethrows untyped: carry the typed error out as a value.
        let outcome: Swift.Result<Result, Failure> = CurrentRegistry.binding.withValue(registry.map { .registry($0) } ?? .absent) {
            do throws(Failure) { return .success(try operation()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// Runs the async `operation` with `registry` as the ``current`` one for this task and
    /// the tasks it creates. See ``withCurrent(_:operation:)``.
    @discardableResult
    public static func withCurrent<Result, Failure: Error>(
        _ registry: ServiceRegistry?, isolation: isolated (any Actor)? = #isolation, operation: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        CurrentRegistry.shared.noteBinding()
        let outcome: Swift.Result<Result, Failure> = await CurrentRegistry.binding.withValue(
            registry.map { .registry($0) } ?? .absent,
            operation: { () async -> Swift.Result<Result, Failure> in
                do throws(Failure) { return .success(try await operation()) } catch { return .failure(error) }
            },
            isolation: isolation)
        return try outcome.get()
    }

    /// Runs `operation` with overrides: a child of the ``current`` registry (a new, empty
    /// registry when none is current), in which `register` registers the fakes, becomes
    /// current for this task (and the tasks it creates) while `operation` runs. Other
    /// tasks never see it; what the child does not register comes from its parent.
    ///
    /// ```swift
    /// let total = try ServiceRegistry.withOverrides {
    ///     try $0.register((any CartService).self) { _ in FakeCart(total: 3) }
    /// } operation: {
    ///     try CheckoutModel().total()
    /// }
    /// ```
    ///
    /// An ``Injected`` property keeps the registry current where it was created: a model
    /// made inside `operation` resolves the overrides even when it is read after
    /// `operation` returns (unless the reading task binds a registry these overrides do
    /// not descend from).
    ///
    /// - Returns: What `operation` returns.
    @discardableResult
    public static func withOverrides<Result>(
        _ register: (ServiceRegistry) throws -> Void, operation: () throws -> Result
    ) rethrows -> Result {
        let registry = current?.child() ?? ServiceRegistry()
        try register(registry)
        return try withCurrent(registry, operation: operation)
    }

    /// Runs the async `operation` with overrides. See ``withOverrides(_:operation:)``.
    @discardableResult
    public static func withOverrides<Result>(
        _ register: (ServiceRegistry) throws -> Void, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        let registry = current?.child() ?? ServiceRegistry()
        try register(registry)
        return try await withCurrent(registry, isolation: isolation, operation: operation)
    }

    // MARK: The injection path

    /// Resolves `key` from the current registry: the one the task binds, else `captured`
    /// (bound where an ``Injected`` property was created), else the process-wide one.
    /// Until a task binds one, that is one relaxed load and one acquire load before the
    /// registry's own lookup, with no lock and no retain.
    @inlinable @inline(__always)
    static func resolveCurrent<Service: Sendable>(
        _ key: ServiceKey, captured: ServiceRegistry?, declaredAt: (fileID: String, line: Int)?,
        fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        let slots = CurrentRegistry.shared
        if slots.everBound.load(ordering: .relaxed) {
            return try resolveBound(key, captured: captured, declaredAt: declaredAt, fileID: fileID, line: line)
        }
        let bits = slots.processWide.load(ordering: .acquiring)
        guard bits != 0 else {
            throw noCurrentRegistry(Service.self, name: key.name, declaredAt: declaredAt, fileID: fileID, line: line)
        }
        // SAFETY: a registry made current is kept alive for the life of the process, so it
        // is valid without a retain for the whole resolve.
        unowned(unsafe) let registry = unsafe Unmanaged<ServiceRegistry>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue()
        return try unsafe registry.resolve(key, arguments: (), depth: 0, owner: nil, fileID: fileID, line: line)
    }

    /// ``resolveCurrent(_:captured:declaredAt:fileID:line:)`` once tasks bind registries.
    @inlinable
    static func resolveBound<Service: Sendable>(
        _ key: ServiceKey, captured: ServiceRegistry?, declaredAt: (fileID: String, line: Int)?,
        fileID: String, line: Int
    ) throws(ServiceError) -> Service {
        let registry: ServiceRegistry?
        switch CurrentRegistry.binding.get() {
        case .registry(let bound):
            // A registry kept where the property was made wins when it was made on top of
            // the one bound now (it holds overrides of it); an unrelated one gives way.
            registry = captured.map { $0.descends(from: bound) ? $0 : bound } ?? bound
        case .absent: registry = nil
        case nil: registry = captured ?? CurrentRegistry.shared.processWideRegistry
        }
        guard let registry else {
            throw noCurrentRegistry(Service.self, name: key.name, declaredAt: declaredAt, fileID: fileID, line: line)
        }
        return try registry.resolve(key, arguments: (), depth: 0, owner: nil, fileID: fileID, line: line)
    }

    /// Whether this registry is `ancestor` or one of its descendants.
    @usableFromInline
    func descends(from ancestor: ServiceRegistry) -> Bool {
        var registry: ServiceRegistry? = self
        while let current = registry {
            if current === ancestor { return true }
            registry = current.parent
        }
        return false
    }

    /// The registry bound to the current task, for an ``Injected`` property to keep.
    @usableFromInline
    static var bound: ServiceRegistry? {
        guard CurrentRegistry.shared.everBound.load(ordering: .relaxed),
              case .registry(let registry) = CurrentRegistry.binding.get() else { return nil }
        return registry
    }

    /// The ``ServiceError/Code/noCurrentRegistry`` error, logged at `debug` (it is thrown).
    @usableFromInline
    static func noCurrentRegistry(
        _ type: Any.Type, name: String?, declaredAt: (fileID: String, line: Int)?, fileID: String, line: Int
    ) -> ServiceError {
        let error = ServiceError.noCurrentRegistry(type, name: name, declaredAt: declaredAt, fileID: fileID, line: line)
        error.log(to: Logger.current, level: .debug)
        return error
    }
}

