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

    init(key: ServiceKey, scope: Scope, info: RegistrationInfo) {
        self.key = key
        self.scope = scope
        self.info = info
        self.id = Self.nextID.loadThenWrappingIncrement(by: 1, ordering: .relaxed)
    }

    /// Creates the instance of an eager singleton. Overridden by entries without arguments.
    func instantiateEagerly(in registry: ServiceRegistry) throws(ServiceError) {}
}
