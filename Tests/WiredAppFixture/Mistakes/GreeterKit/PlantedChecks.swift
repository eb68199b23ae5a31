// Planted mistakes in the component graph and the mediator (copied in by .ci/check-wired-app;
// never part of the app).
import Interfaces

/// unsatisfiedRequirement: Clock is 1.0.0. componentCycle: Alarm → Tick → Alarm.
struct AlarmComponent: Component {
    var name: String { "Alarm" }
    var version: SemanticVersion { SemanticVersion(1, 0, 0) }
    var dependencies: [ComponentDependency] { [ComponentDependency("Clock", "~> 2.0"), ComponentDependency("Tick")] }
}

struct TickComponent: Component {
    var name: String { "Tick" }
    var version: SemanticVersion { SemanticVersion(1, 0, 0) }
    var dependencies: [ComponentDependency] { [ComponentDependency("Alarm")] }
}

/// unknownMediatorTarget: the contract names 'wave', but the target registered is 'waves'.
enum PlantedContracts {
    static let wave = ActionContract<String, String>(target: "wave", action: "hello")
}

extension GreeterComponent {
    func plantedMediator(_ context: ComponentContext) async throws {
        try context.mediator.register("waves") { actions in actions.on(PlantedContracts.wave) { name in name } }
        // unknownMediatorTarget: no one registers 'greter'.
        _ = try await context.mediator.perform(target: "greter", action: "greet", params: ["name": "Ada"])
    }
}
