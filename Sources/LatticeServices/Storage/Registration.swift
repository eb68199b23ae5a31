import LatticeCore
public import Atomics

/// A registration of `Service` whose factory takes `Arguments` (a tuple, `Void` for none).
// SAFETY: `storage` is allocated in `init`, freed in `deinit`, and only reached through
// `ready(_:)` and `instance(_:)`; the instance is written once, by the singleton's creating
// thread (`SingletonCreation`), before the flag that publishes it (release), and read only
// after the flag (acquire).
@usableFromInline
@safe
final class Registration<Service: Sendable, Arguments>: AnyRegistration, @unchecked Sendable {
    @usableFromInline let factory: @Sendable (Resolver, Arguments) throws -> Service

    /// Singleton storage: a ready flag, then the instance (at ``instanceOffset``), in one
    /// allocation. The instance is written once by the thread creating it, then
    /// published by setting the flag (release); readers load the flag (acquire) and read
    /// the instance without a lock. `nil` for the other scopes.
    @usableFromInline let storage: UnsafeMutableRawPointer?
    /// Weak-scope storage.
    private let weakObject = Locked<WeakObject>(WeakObject())
    /// For an alias (``makeAlias(key:)``), the entry whose singleton storage it shares and
    /// keeps alive; `nil` for an entry that owns its storage.
    private let aliased: AnyRegistration?

    /// Where the instance starts in ``storage``: after the flag, at the instance's alignment.
    @inlinable @inline(__always)
    static var instanceOffset: Int {
        let alignment = MemoryLayout<Service>.alignment
        return (MemoryLayout<Bool.AtomicRepresentation>.size + alignment - 1) / alignment * alignment
    }

    /// Allocates singleton storage, its flag cleared and its instance uninitialized.
    private static func allocateStorage() -> UnsafeMutableRawPointer {
        // SAFETY: large and aligned enough for the flag and, at `instanceOffset`, the
        // instance; the flag is initialized here, the instance only once the flag says so.
        let storage = UnsafeMutableRawPointer.allocate(
            byteCount: instanceOffset + MemoryLayout<Service>.size,
            alignment: Swift.max(MemoryLayout<Bool.AtomicRepresentation>.alignment, MemoryLayout<Service>.alignment))
        unsafe storage.initializeMemory(as: Bool.AtomicRepresentation.self, to: Bool.AtomicRepresentation(false))
        return unsafe storage
    }

    /// The flag that says the instance is there.
    @inlinable @inline(__always)
    static func ready(_ storage: UnsafeMutableRawPointer) -> UnsafeAtomic<Bool> {
        // SAFETY: the flag is at the start of the storage, initialized when it was allocated.
        unsafe UnsafeAtomic(at: storage.assumingMemoryBound(to: Bool.AtomicRepresentation.self))
    }

    /// The instance's place in the storage.
    @inlinable @inline(__always)
    static func instance(_ storage: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Service> {
        // SAFETY: the instance's place is at `instanceOffset`, inside the allocation.
        unsafe (storage + instanceOffset).assumingMemoryBound(to: Service.self)
    }

    init(key: ServiceKey, scope: Scope, info: RegistrationInfo, factory: @escaping @Sendable (Resolver, Arguments) throws -> Service) {
        self.factory = factory
        // SAFETY: fresh storage, not yet shared: the instance is written, then flagged.
        unsafe self.storage = unsafe scope.isSingleton ? Self.allocateStorage() : nil
        self.aliased = nil
        super.init(key: key, scope: scope, info: info)
    }

    /// An alias of `target` under `key`: the same factory, scope and info, and the same
    /// singleton storage (not owned: `target`, kept alive here, frees it) and id, so that
    /// resolving either key gives the same singleton and the same owner-bound instance.
    /// Not for the weak scope, whose storage is not shared (use a forwarder).
    private init(aliasOf target: Registration<Service, Arguments>, key: ServiceKey) {
        self.factory = target.factory
        // SAFETY: `target` owns the storage and is kept alive by `aliased` as long as `self`.
        unsafe self.storage = unsafe target.storage
        self.aliased = target
        super.init(key: key, scope: target.scope, info: target.info, id: target.id)
    }

    /// An entry for an existing instance: a singleton that is ready from the start.
    init(key: ServiceKey, info: RegistrationInfo, instance: Service) where Arguments == Void {
        self.factory = { _, _ in instance }
        let storage = unsafe Self.allocateStorage()
        // SAFETY: fresh storage, not yet shared: the instance is written, then flagged.
        unsafe Self.instance(storage).initialize(to: instance)
        unsafe Self.ready(storage).store(true, ordering: .releasing)
        unsafe self.storage = unsafe storage
        self.aliased = nil
        super.init(key: key, scope: .singleton, info: info)
    }

    deinit {
        // An alias's storage belongs to the entry it stands for.
        guard aliased == nil, let storage = unsafe storage else { return }
        // SAFETY: the registry that kept this entry alive is gone, so no reader is left;
        // the instance is there exactly when the flag says so.
        if unsafe Self.ready(storage).load(ordering: .acquiring) { unsafe Self.instance(storage).deinitialize(count: 1) }
        unsafe storage.assumingMemoryBound(to: Bool.AtomicRepresentation.self).deinitialize(count: 1)
        unsafe storage.deallocate()
    }

    /// The singleton, if created.
    @inlinable @inline(__always)
    var singleton: Service? {
        // SAFETY: the instance is read only after the flag (acquire) says it was written
        // (release), and it is never written again.
        guard let storage = unsafe storage, unsafe Self.ready(storage).load(ordering: .acquiring) else { return nil }
        return unsafe Self.instance(storage).pointee
    }

    /// Stores the singleton unless one is stored already, and returns the one stored. Call
    /// only as the singleton's creator (`SingletonCreation`): a factory that caught the
    /// cycle it met may have stored one further in on the same thread.
    func publishSingleton(_ value: Service) -> Service {
        guard let storage = unsafe storage else { return value }
        // SAFETY: only the singleton's creating thread writes, so the flag cannot change
        // under it; a set flag means the instance is there and never written again.
        if unsafe Self.ready(storage).load(ordering: .acquiring) { return unsafe Self.instance(storage).pointee }
        // SAFETY: as its creator, with the flag still clear: no one else writes the
        // instance, and no reader reads it before the flag is set.
        unsafe Self.instance(storage).initialize(to: value)
        unsafe Self.ready(storage).store(true, ordering: .releasing)
        return value
    }

    /// The weak-scope instance, if someone still holds it.
    var weakInstance: Service? {
        weakObject.withLock { $0.object as? Service }
    }

    /// Stores `value` as the weak-scope instance unless another thread stored one first;
    /// returns the instance to hand out. `nil` if `value` is not a class instance.
    func storeWeak(_ value: Service) -> Service? {
        guard type(of: value as Any) is AnyObject.Type else { return nil }
        let object = value as AnyObject
        return weakObject.withLock { box in
            if let existing = box.object as? Service { return existing }
            box.object = object
            return value
        }
    }

    override func instantiateEagerly(in registry: ServiceRegistry) throws(ServiceError) {
        guard scope == .eagerSingleton, Arguments.self == Void.self else { return }
        // SAFETY: eager singletons take no arguments (checked above), so `self` is a
        // `Registration<Service, Void>`.
        _ = unsafe try registry.resolveEntry(
            unsafeDowncast(self, to: Registration<Service, Void>.self), found: registry,
            arguments: (), depth: 0, owner: nil, fileID: info.fileID, line: info.line)
    }

    override var qualifiedServiceType: String { String(reflecting: Service.self) }

    override func makeAlias(key: ServiceKey) -> AnyRegistration {
        scope == .weak ? makeForwarder(key: key, name: self.key.name ?? "") : Registration(aliasOf: self, key: key)
    }

    override func makeForwarder(key: ServiceKey, name: String) -> AnyRegistration {
        // Named as the unnamed key it answers, so that a failure's path reads
        // `LoginService → LoginService (name: "wechat")`.
        let unnamed = RegistrationInfo(
            serviceType: info.serviceType, name: nil, argumentTypes: info.argumentTypes, scope: .transient,
            component: info.component, fileID: info.fileID, line: info.line)
        return Registration(key: key, scope: .transient, info: unnamed) { resolver, arguments in
            try resolver.primitiveResolve(Service.self, name: name, arguments: arguments, fileID: self.info.fileID, line: self.info.line)
        }
    }
}
