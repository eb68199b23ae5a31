// The doc comments' samples of LatticeComponents. Imported: the module, LatticeGraph (the
// components' versions), LatticeServices (scopes, registrations), LatticeCore (origins),
// LatticeManifest (the samples that decode components.yml) and Foundation (the reader's `url`).
import Foundation
import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeServices
import LatticeManifest
import Logging
import Testing

// sample: Sources/LatticeComponents/AppEvent.swift#1 part 1/3
extension AppEvent.Name { static let userDidLogIn: Self = "userDidLogIn" }
// end sample

@Suite("LatticeComponents doc comments")
struct LatticeComponentsDocComments {
    // What a reader infers: the components and services the samples name.
    protocol Logger: Sendable {}
    struct PrintLogger: Logger {}
    protocol Store: Sendable {}
    protocol CartService: Sendable {}
    struct LiveCart: CartService {
        init() {}
        init(log: any Logger) {}
    }
    struct UserID: Sendable, Equatable { let value: Int; init(_ value: Int) { self.value = value } }
    struct LogComponent: Component {
        let name = "Log"
        let version = SemanticVersion(1, 5, 0)
        let layer: String? = "foundation"
        let providedServices = [ServiceKeyDescriptor((any Logger).self)]
        func register(in context: ComponentContext) throws {
            try context.register((any Logger).self, scope: .singleton) { _ in PrintLogger() }
        }
    }
    struct PaymentComponent: Component {
        let name = "Payment"
        let version = SemanticVersion(3, 1, 0)
        let layer: String? = "shared"
    }

    // sample: Sources/LatticeComponents/Component.swift#1
    struct CartComponent: Component {
        let name = "Cart"
        let version = SemanticVersion(1, 4, 0)
        let layer: String? = "shared"
        let dependencies = [ComponentDependency("Log", "~> 1.2")]
        let requiredServices = [ServiceKeyDescriptor((any Logger).self)]
        let providedServices = [ServiceKeyDescriptor((any CartService).self)]

        func register(in context: ComponentContext) throws {
            try context.register((any CartService).self, scope: .singleton) { r in
                LiveCart(log: try r.resolve((any Logger).self))
            }
        }
    }
    // end sample

    struct ProfileComponent: Component {
        let name = "Profile"
        let version = SemanticVersion(1, 0, 0)
        let layer: String? = "features"
        // sample: Sources/LatticeComponents/EntryPoint.swift#1
        var entryPoint: EntryPoint? { .screen("cart", url: "shop://cart") }
        // end sample

        // sample: Sources/LatticeComponents/AppEvent.swift#1 part 3/3
        // in a component
        func handle(_ event: AppEvent, context: ComponentContext) async {
            if event.name == .userDidLogIn, let user = event.payload(as: UserID.self) { print(user) }
        }
        // end sample
    }

    struct ContextComponent: Component {
        let name = "Cart"
        let version = SemanticVersion(1, 0, 0)
        let layer: String? = "shared"
        let lastComponent = Recorder<String?>()
        func register(in context: ComponentContext) throws {
            // sample: Sources/LatticeComponents/ComponentContext.swift#1
            try context.register((any CartService).self, scope: .singleton) { r in LiveCart() }
            context.services.registrations.last?.component   // "Cart"
            // end sample
            lastComponent.record(context.services.registrations.last?.component)
        }
    }

    @Test("ComponentHost: boot, events, open, shutdown; a component's declaration; an app event")
    func host() async throws {
        let url = URL(string: "shop://cart")!
        // sample: Sources/LatticeComponents/ComponentHost.swift#1
        let host = try ComponentHost(components: [LogComponent(), CartComponent(), PaymentComponent()])
        let report = try await host.boot()          // throws if a required component fails
        print(report)                               // each component's time
        await host.send(.didFinishLaunching)
        let handler = try await host.open(url, origin: .otherApp("com.example"))
        await host.shutdown()
        // end sample
        #expect(report.entries.map(\.name) == ["Log", "Payment", "Cart"])
        #expect(handler == nil)   // no route, no component opens shop://cart
        #expect(try host.environment.services.resolve((any CartService).self) is LiveCart)

        let profileHost = try ComponentHost(components: [ProfileComponent()])
        _ = try await profileHost.boot()
        #expect(ProfileComponent().entryPoint?.url == "shop://cart")
        do {
            let host = profileHost
            // sample: Sources/LatticeComponents/AppEvent.swift#1 part 2/3
            await host.send(AppEvent(.userDidLogIn, payload: UserID(42)))
            // end sample
        }
    }

    @Test("ComponentContext: registering through the context records the component")
    func context() async throws {
        let component = ContextComponent()
        _ = try await ComponentHost(components: [component]).boot()
        #expect(component.lastComponent.values == ["Cart"])
    }

    @Test("ComponentDependency and ServiceKeyDescriptor: the ways to write them")
    func dependencies() throws {
        // sample: Sources/LatticeComponents/ComponentDependency.swift#1
        ComponentDependency("Log", "~> 1.2")                  // CocoaPods
        ComponentDependency("Storage", "from: \"2.0.0\"")      // SwiftPM
        ComponentDependency("Network", .upToNextMajor(from: SemanticVersion(3, 0, 0)))
        ComponentDependency("Analytics")                       // any version
        // end sample
        #expect(ComponentDependency("Storage", "from: \"2.0.0\"").requirement.isSatisfied(by: SemanticVersion(2, 5, 0)))
        // sample: Sources/LatticeComponents/ServiceKeyDescriptor.swift#1
        let required = [ServiceKeyDescriptor((any Logger).self), ServiceKeyDescriptor((any Store).self, name: "disk")]
        // end sample
        #expect(required.map(\.name) == [nil, "disk"])
    }

    @Test("ComponentConfiguration, ComponentCatalog, ComponentDeclaration: components from a manifest")
    func fromAManifest() async throws {
        let text = """
            components:
              - name: Log
                version: 1.5.0
                layer: foundation
              - name: Cart
                version: 1.4.0
                layer: shared
                optional: true
                dependencies:
                  Log: "~> 1.2"
            """
        let manifest = try ComponentManifest(yaml: text, file: "components.yml")
        let configuration = manifest.configuration
        try catalog(configuration)
        let rules = LayerRules.threeLayerDefault
        // sample: Sources/LatticeComponents/ComponentDeclaration.swift#1
        let declarations = manifest.enabledComponents.map {
            ComponentDeclaration(name: $0.name, version: $0.version, layer: $0.layer,
                                 dependencies: $0.dependencies.map { ComponentDependency($0.name, $0.requirement) },
                                 isOptional: $0.isOptional)
        }
        let problems = ComponentHost.validate(declarations, layers: rules)
        // end sample
        #expect(problems.isEmpty)
    }

    func catalog(_ configuration: ComponentConfiguration) throws {
        // sample: Sources/LatticeComponents/ComponentCatalog.swift#1
        var catalog = ComponentCatalog()
        try catalog.register("Log") { LogComponent() }
        try catalog.register("Cart") { CartComponent() }
        let components = try catalog.components(for: configuration)
        let host = try ComponentHost(components: components, optional: configuration.optionalNames)
        // end sample
        #expect(components.map(\.name) == ["Log", "Cart"])
        #expect(configuration.optionalNames == ["Cart"])
        _ = host
    }
}

@Suite("StartupReport")
struct StartupReportOutput {
    struct PaymentError: Error, CustomStringConvertible {
        static let offline = PaymentError()
        var description: String { "PaymentError.offline" }
    }
    struct Named: Component {
        let name: String
        let version = SemanticVersion(1, 0, 0)
        let layer: String? = "foundation"
        var dependencies: [ComponentDependency] = []
        var isOptional = false
        var fails = false
        func start(_ context: ComponentContext) async throws {
            guard fails else { return }
            try await Task.sleep(for: .milliseconds(11))   // so the 10 ms budget is exceeded
            throw PaymentError.offline
        }
    }

    // output: Sources/LatticeComponents/StartupReport.swift#1
    @Test("the report the doc shows is what an optional component's failure prints")
    func degraded() async throws {
        let host = try ComponentHost(components: [
            Named(name: "Log"),
            Named(name: "Payment", dependencies: [ComponentDependency("Log")], isOptional: true, fails: true),
            Named(name: "Checkout", dependencies: [ComponentDependency("Payment")]),
        ], layers: nil, logger: Logging.Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let report = try await host.boot(budget: StartupBudget(total: .milliseconds(10)))
        // Durations are masked: a test never asserts on time.
        ShownOutput.expect(String(describing: report), shownIn: "Sources/LatticeComponents/StartupReport.swift#1", masking: "[0-9.]+ ms")
    }
}
