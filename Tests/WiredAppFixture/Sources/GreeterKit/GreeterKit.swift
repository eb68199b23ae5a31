public import Interfaces

/// Component Greeter: a greeting service, a route and a mediator target, all annotated.
@LatticeComponent
public struct GreeterComponent: Component {
    public init() {}
    public var name: String { "Greeter" }
    public var version: SemanticVersion { SemanticVersion(1, 0, 0) }
    public var layer: String? { "foundation" }
    public var dependencies: [ComponentDependency] { [ComponentDependency("Clock", "~> 1.0")] }
}

@Provides((any Greeting).self, scope: .singleton)
struct ClockGreeting: Greeting {
    let clock: any Clock

    init(resolver: Resolver) throws {
        clock = try resolver.resolve((any Clock).self)
    }

    func greet(_ name: String) -> String { "Hello, \(name). It is \(clock.now)." }
}

enum GreetRoutes {
    @Route("wired://greet/:name", exposure: .external, summary: "The greeting page")
    static func show(_ request: RouteRequest, name: String) -> RouteResponse {
        .value("page for \(name)")
    }
}

@MediatorTarget("greeter")
struct GreeterTarget {
    let greeting: any Greeting

    init(resolver: Resolver) throws {
        greeting = try resolver.resolve((any Greeting).self)
    }

    @Action(GreeterContracts.greet)
    func greet(_ name: String) -> String { greeting.greet(name) }
}
