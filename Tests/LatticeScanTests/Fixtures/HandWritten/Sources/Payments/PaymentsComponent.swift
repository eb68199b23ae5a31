public import LatticeComponents
import LatticeServices

/// Hand-written wiring only: no annotations, no declared lists.
public struct PaymentsComponent: Component {
    public init() {}
    public var name: String { "Payments" }
    public var version: SemanticVersion { SemanticVersion(3, 0, 1) }
    public var layer: String? { "shared" }
    public var dependencies: [ComponentDependency] { [.init("Storage", ">= 3.0, < 4.0")] }

    public func register(in context: ComponentContext) throws {
        try context.register((any PaymentProcessing).self, scope: .singleton) { r in
            CardProcessor(gateway: try r.resolve((any Gateway).self, name: "stripe"), log: try r.resolve((any EventLogging).self))
        }
        try context.register((any Gateway).self, name: "stripe", instance: StripeGateway())
        try context.register((any Receipt).self) { (r: Resolver, orderID: Int) in
            Receipt(order: orderID, store: try r.resolve(ReceiptStore.self))
        }
        #if DEBUG
        try context.register((any PaymentProcessing).self, name: "fake") { _ in FakeProcessor() }
        #endif
        try context.router.add("shop://pay/:order<int>", summary: "Pay an order", exposure: .app) { request in
            let amount = request.value("amount", as: Int.self)
            let order = request["order"]
            _ = (amount, order)
            return .handled
        }
        try context.router.add(PaymentRoutes.refund, exposure: .external) { _ in .handled }
        try context.mediator.register("payments", lifetime: .perCall, make: { PaymentsTarget() }) { actions in
            actions.on(PaymentContracts.charge) { target, input in try await target.charge(input) }
            actions.on(PaymentContracts.refund) { target, input in try await target.refund(input) }
        }
    }
}

struct PaymentsTarget {
    func report(_ services: ServiceRegistry) {
        _ = services.resolveIfRegistered((any Analytics).self)
    }
}
