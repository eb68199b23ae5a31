import LatticeCore
public import Synchronization

/// The type-erased part of a registration. Its `let`s never change; the instance storage of
/// the typed subclass is atomic or locked, which is why it may be shared across threads.
@usableFromInline
class AnyEntry: @unchecked Sendable {
    @usableFromInline let key: ServiceKey
    @usableFromInline let scope: Scope
    @usableFromInline let info: RegistrationInfo
    /// Unique for the process; keys owner-bound instances (an address could be reused).
    @usableFromInline let id: UInt64

    private static let nextID = Atomic<UInt64>(1)

    init(key: ServiceKey, scope: Scope, info: RegistrationInfo) {
        self.key = key
        self.scope = scope
        self.info = info
        self.id = Self.nextID.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    /// Creates the instance of an eager singleton. Overridden by entries without arguments.
    func instantiateEagerly(in registry: ServiceRegistry) throws(ServiceError) {}
}

/// A registration of `Service` whose factory takes `Arguments` (a tuple, `Void` for none).
@usableFromInline
final class Entry<Service: Sendable, Arguments>: AnyEntry, @unchecked Sendable {
    @usableFromInline let factory: @Sendable (Resolver, Arguments) throws -> Service

    /// Singleton storage: written once under the registry's creation lock, then published
    /// by `ready` (release); readers check `ready` (acquire) and read without a lock.
    @usableFromInline let storage: UnsafeMutablePointer<Service>?
    @usableFromInline let ready = Atomic<Bool>(false)
    /// Weak-scope storage.
    private let weakObject = Locked<WeakObject>(WeakObject())

    init(key: ServiceKey, scope: Scope, info: RegistrationInfo, factory: @escaping @Sendable (Resolver, Arguments) throws -> Service) {
        self.factory = factory
        self.storage = scope.isSingleton ? .allocate(capacity: 1) : nil
        super.init(key: key, scope: scope, info: info)
    }

    /// An entry for an existing instance: a singleton that is ready from the start.
    init(key: ServiceKey, info: RegistrationInfo, instance: Service) where Arguments == Void {
        self.factory = { _, _ in instance }
        let storage = UnsafeMutablePointer<Service>.allocate(capacity: 1)
        storage.initialize(to: instance)
        self.storage = storage
        super.init(key: key, scope: .singleton, info: info)
        ready.store(true, ordering: .releasing)
    }

    deinit {
        guard let storage else { return }
        if ready.load(ordering: .acquiring) { storage.deinitialize(count: 1) }
        storage.deallocate()
    }

    /// The singleton, if created.
    @inlinable @inline(__always)
    var singleton: Service? {
        guard ready.load(ordering: .acquiring), let storage else { return nil }
        return storage.pointee
    }

    /// Stores the singleton. Call only under the registry's creation lock, after
    /// checking ``singleton`` again under that lock.
    func publishSingleton(_ value: Service) {
        guard let storage else { return }
        storage.initialize(to: value)
        ready.store(true, ordering: .releasing)
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
        _ = try registry.resolveEntry(
            unsafeDowncast(self, to: Entry<Service, Void>.self), found: registry,
            arguments: (), depth: 0, owner: nil, fileID: info.fileID, line: info.line)
    }
}

/// A weak reference to a weak-scope instance. Only `Sendable` services are stored in it
/// (`Entry` requires `Service: Sendable`), which is why it may cross threads.
struct WeakObject: @unchecked Sendable {
    weak var object: AnyObject?
}
