import ClockKit
import GreeterKit
import Interfaces

// The composition root: no registration is written here or in the components.
let host = try ComponentHost(components: [ClockComponent(), GreeterComponent()], layers: nil)
try await host.boot()
let services = host.environment.services
print(try services.resolve((any Greeting).self).greet("Ada"))
print(try host.environment.router.valueSync(for: GreetPage.url(name: "Ada"), as: String.self))
print(try await host.environment.mediator.perform(GreeterContracts.greet, "Grace"))
print("provided by Greeter:", GreeterComponent().providedServices.map(\.description), "required:", GreeterComponent().requiredServices.map(\.description))
