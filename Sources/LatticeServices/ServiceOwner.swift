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
