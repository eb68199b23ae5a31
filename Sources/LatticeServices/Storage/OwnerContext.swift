/// The owner a resolution runs for, held weakly so that a factory that keeps its
/// ``Resolver`` never keeps the owner alive.
@usableFromInline
final class OwnerContext: Sendable {
    weak let services: OwnedServices?

    init(_ services: OwnedServices) {
        self.services = services
    }
}
