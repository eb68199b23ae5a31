import LatticeGraph
import LatticeScan
import Testing

/// `Fixtures/HandWritten`: wiring written by hand in register(in:), no annotations.
@Suite struct HandWrittenScanTests {
    let scan = FixtureScan.scan("HandWritten", target: "Payments")

    @Test func derivesTheListsTheComponentDoesNotDeclare() {
        FixtureScan.expectGolden(WiringGenerator.text(for: scan) ?? "<nil>", "HandWritten", "Payments+LatticeWiring.swift.golden")
        #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
    }

    @Test func readsRegistrationsWithTheResolvesOfTheirFactories() {
        let registrations = scan.registrations
        #expect(registrations.map(\.service.description) == [
            "PaymentProcessing", "Gateway (name: \"stripe\")", "Receipt", "PaymentProcessing (name: \"fake\")",
        ])
        #expect(registrations[0].scope == "singleton" && registrations[0].implementation == "CardProcessor")
        #expect(registrations[0].resolves.map(\.description) == ["Gateway (name: \"stripe\")", "EventLogging"])
        #expect(registrations[1].implementation == "StripeGateway")
        #expect(registrations[2].argumentTypes == ["Int"] && registrations[2].resolves.map(\.type) == ["ReceiptStore"])
        #expect(registrations[3].conditions == ["DEBUG"])
        #expect(registrations.allSatisfy { $0.source == .call && $0.component == "PaymentsComponent" })
    }

    @Test func readsRoutesAndMediatorCalls() {
        #expect(scan.routes.map { $0.pattern ?? $0.expression ?? "" } == ["shop://pay/:order<int>", "PaymentRoutes.refund"])
        #expect(scan.routes[0].queryParameters == ["amount"])
        #expect(scan.routes[0].owner == "Payments" && scan.routes[1].exposed)
        #expect(scan.routes[1].pattern == nil)
        let target = scan.mediatorTargets.first
        #expect(target?.name == "payments" && target?.isLiteral == true && target?.lifetime == "perCall")
        #expect(target?.actions.map(\.name) == ["PaymentContracts.charge", "PaymentContracts.refund"])
    }

    @Test func resolvesOutsideFactoriesBelongToTheTargetsOnlyComponent() {
        let analytics = scan.resolves.first { $0.service.type == "Analytics" }
        #expect(analytics?.kind == .optional && analytics?.component == "PaymentsComponent")
        #expect(scan.componentDependencies.map(\.name) == ["Storage"])
    }
}
