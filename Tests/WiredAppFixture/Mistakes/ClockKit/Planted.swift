// Planted wiring mistakes (copied in by .ci/check-wired-app; never part of the app).
import Interfaces

protocol Alarm: Sendable {}
protocol Snooze: Sendable {}

/// serviceCycle: Alarm's factory resolves Snooze, whose factory resolves Alarm.
@Provides((any Alarm).self)
struct RingingAlarm: Alarm {
    init(resolver: Resolver) throws { _ = try resolver.resolve((any Snooze).self) }
}

@Provides((any Snooze).self)
struct FiveMinutes: Snooze {
    init(resolver: Resolver) throws { _ = try resolver.resolve((any Alarm).self) }
}

extension ClockComponent {
    /// serviceOutsideDependencies: only Greeter provides Greeting, and Clock does not depend on it.
    func plantedGreeting(_ resolver: Resolver) throws -> any Greeting {
        try resolver.resolve((any Greeting).self)
    }

    /// overlappingRoutes: Greeter already routes wired://greet/:name.
    func plantedRoute(_ context: ComponentContext) throws {
        try context.router.add("wired://greet/:who") { _ in .handled }
    }
}

/// duplicateMediatorTarget: Greeter already registers the target `greeter`.
@MediatorTarget("greeter")
struct SecondGreeterTarget {
    @Action(GreeterContracts.greet)
    func greet(_ name: String) -> String { name }
}
