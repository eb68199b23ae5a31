import LatticeCore
import LatticeMediator

/// What a test host recorded, shared by the host and the hooks it installs; one lock, so
/// that ``clear()`` empties every list at once.
final class Recordings: Sendable {
    struct Records: Sendable {
        var opened: [OpenedRoute] = []
        var performed: [MediatorEvent] = []
        var refusals: [TrustRefusal] = []
    }

    private let records = LockedBox(Records())

    func record(_ route: OpenedRoute) { records.withLock { $0.opened.append(route) } }
    func record(_ event: MediatorEvent) { records.withLock { $0.performed.append(event) } }
    func record(_ refusal: TrustRefusal) { records.withLock { $0.refusals.append(refusal) } }

    /// A copy of everything recorded so far.
    var all: Records { records.withLock { $0 } }

    /// Forgets everything.
    func clear() { records.withLock { $0 = Records() } }
}
