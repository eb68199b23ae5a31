import LatticeCore
@testable import LatticeRouting

extension Router {
    /// How many unpublished snapshots wait for readers to move on: read from the router's
    /// state by the tests of snapshot reclamation (the router itself never asks).
    var retiredSnapshotCount: Int { state.withLock { $0.retiredOlder.count + $0.retiredNewer.count } }
}
