import LatticeCore
import LatticeMediator

/// What a test host recorded, shared by the host and the hooks it installs.
final class Recordings: Sendable {
    private let opened = LockedBox<[OpenedRoute]>([])
    private let performed = LockedBox<[MediatorEvent]>([])
    private let refusals = LockedBox<[TrustRefusal]>([])

    func record(_ route: OpenedRoute) { opened.withLock { $0.append(route) } }
    func record(_ event: MediatorEvent) { performed.withLock { $0.append(event) } }
    func record(_ refusal: TrustRefusal) { refusals.withLock { $0.append(refusal) } }

    var openedRoutes: [OpenedRoute] { opened.withLock { $0 } }
    var performedCalls: [MediatorEvent] { performed.withLock { $0 } }
    var refusedCalls: [TrustRefusal] { refusals.withLock { $0 } }

    /// Forgets everything.
    func clear() {
        opened.withLock { $0 = [] }
        performed.withLock { $0 = [] }
        refusals.withLock { $0 = [] }
    }
}
