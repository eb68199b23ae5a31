public import Interfaces

/// Component Clock: a fixed clock, so the output can be compared.
@LatticeComponent
public struct ClockComponent: Component {
    public init() {}
    public var name: String { "Clock" }
    public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
    public var layer: String? { "foundation" }
}

@Provides((any Clock).self, scope: .singleton)
struct FixedClock: Clock {
    var now: String { "12:00" }
}
