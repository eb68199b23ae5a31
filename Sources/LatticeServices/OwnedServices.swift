import LatticeCore

/// The storage of one owner's owned services. Create one per owner; do not share it.
public final class OwnedServices: Sendable {
    let instances = Locked<[UInt64: any Sendable]>([:])

    /// Creates empty storage.
    public init() {}

    /// How many owned services this owner holds now.
    public var count: Int { instances.withLock { $0.count } }
}
