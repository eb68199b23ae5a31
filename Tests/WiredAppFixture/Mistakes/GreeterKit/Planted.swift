// Planted wiring mistakes (copied in by .ci/check-wired-app; never part of the app).
import Interfaces

protocol Weather: Sendable {}

extension GreeterComponent {
    /// unprovidedService: nobody registers Weather.
    func plantedWeather(_ resolver: Resolver) throws -> any Weather {
        try resolver.resolve((any Weather).self)
    }

    /// unknownComponent: no linked target declares Calendar.
    var plantedDependency: ComponentDependency { ComponentDependency("Calendar", "~> 1.0") }
}

/// duplicateService: Clock is already provided by ClockKit's FixedClock.
@Provides((any Clock).self)
struct SecondClock: Clock {
    var now: String { "13:00" }
}
