import LatticeCore

/// An object that owner-bound services (``Scope/owned``) live with: a screen, a session,
/// a document.
///
/// Conform by adding one stored property:
///
/// ```swift
/// final class CheckoutScreen: ServiceOwner {
///     let ownedServices = OwnedServices()
/// }
/// let model = try registry.resolve(CheckoutModel.self, owner: screen)
/// ```
///
/// Owned instances are kept in the owner's ``OwnedServices``, so they are released
/// exactly when the owner is, and the registry never references the owner. (Without the
/// Objective-C runtime there are no associated objects; a stored property is the exact,
/// portable equivalent.)
public protocol ServiceOwner: AnyObject {
    /// Where this owner's owned services are kept. Return the same instance every time.
    var ownedServices: OwnedServices { get }
}

/// The storage of one owner's owned services. Create one per owner; do not share it.
public final class OwnedServices: Sendable {
    let instances = Locked<[UInt64: any Sendable]>([:])

    /// Creates empty storage.
    public init() {}

    /// How many owned services this owner holds now.
    public var count: Int { instances.withLock { $0.count } }
}

/// The owner a resolution runs for, held weakly so that a factory that keeps its
/// ``Resolver`` never keeps the owner alive.
@usableFromInline
final class OwnerContext: Sendable {
    weak let services: OwnedServices?

    init(_ services: OwnedServices) {
        self.services = services
    }
}
