import LatticeCore
import Atomics

/// The type-erased part of a registration. Its `let`s never change; the instance storage of
/// the typed subclass is atomic or locked, which is why it may be shared across threads.
@usableFromInline
class AnyRegistration: @unchecked Sendable {
    @usableFromInline let key: ServiceKey
    @usableFromInline let scope: Scope
    @usableFromInline let info: RegistrationInfo
    /// Unique for the process; keys owner-bound instances (an address could be reused).
    @usableFromInline let id: UInt64

    private static let nextID = ManagedAtomic<UInt64>(1)

    /// - Parameter id: The id of the entry this one stands for (an alias shares its
    ///   target's owner-bound instances); a new one by default.
    init(key: ServiceKey, scope: Scope, info: RegistrationInfo, id: UInt64? = nil) {
        self.key = key
        self.scope = scope
        self.info = info
        self.id = id ?? Self.nextID.loadThenWrappingIncrement(by: 1, ordering: .relaxed)
    }

    /// Creates the instance of an eager singleton. Overridden by entries without arguments.
    func instantiateEagerly(in registry: ServiceRegistry) throws(ServiceError) {}

    /// The service type with its module (`Shop.LoginService`), for matching a type named
    /// in a configuration file. Overridden by the typed entry.
    var qualifiedServiceType: String { info.serviceType }

    /// An entry under `key` (the unnamed key) that is this entry: same factory, same
    /// instances. Published by a registry whose configuration chose this entry as the
    /// default (``ServiceRegistry/setDefault(_:to:fileID:line:)``). Overridden by the typed entry.
    func makeAlias(key: ServiceKey) -> AnyRegistration { self }

    /// A transient entry under `key` that resolves the registration named `name` through
    /// the resolver it is given: for a default whose chosen entry lives in a parent
    /// registry, or has the weak scope. Overridden by the typed entry.
    func makeForwarder(key: ServiceKey, name: String) -> AnyRegistration { self }
}
