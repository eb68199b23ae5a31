import LatticeCore
import LatticeMediator
import Testing

@Suite struct UntypedCallTests {
    @Test func paramsDecodeIntoTheContractsInput() async throws {
        let (mediator, _) = try shop()
        let result = try await mediator.perform(target: "cart", action: "add", params: ["sku": "A1", "quantity": 2, "gift": true])
        #expect(result as? CartCount == CartCount(count: 2))
        let sync = try mediator.performSync(target: "cart", action: "add", params: ["sku": "A1", "quantity": "3", "gift": "false"])
        #expect(sync as? CartCount == CartCount(count: 5))
    }

    @Test func nestedDictionariesArraysEnumsAndOptionalsDecode() async throws {
        let (mediator, _) = try shop()
        let params: [String: any Sendable] = [
            "address": ["city": "Oslo", "zip": "150"] as [String: any Sendable],
            "speed": "express",
            "items": [1, 2, 3],
        ]
        #expect(try await mediator.perform(target: "cart", action: "ship", params: params) as? String == "Oslo express 3")
    }

    @Test func aMissingKeyIsNamedWithAClosePeer() async throws {
        let (mediator, _) = try shop()
        let error = await #expect(throws: MediatorError.self) {
            try await mediator.perform(target: "cart", action: "add", params: ["sku": "A1", "quantiy": 2, "gift": true])
        }
        #expect(error?.code == .invalidParameters)
        #expect(error?.parameter == "quantity")
        #expect(error?.message.contains("the parameter 'quantity' is missing") == true)
        #expect(error?.fix.contains("is 'quantiy' a misspelling of it?") == true)
    }

    @Test func aMistypedValueIsNamedWithWhatWasExpected() async throws {
        let (mediator, _) = try shop()
        let error = await #expect(throws: MediatorError.self) {
            try await mediator.perform(target: "cart", action: "add", params: ["sku": "A1", "quantity": "two", "gift": true])
        }
        #expect(error?.code == .invalidParameters)
        #expect(error?.parameter == "quantity")
        #expect(error?.message.contains("Expected Int, found 'two' (String).") == true)

        let wrongString = await #expect(throws: MediatorError.self) {
            try await mediator.perform(target: "cart", action: "add", params: ["sku": 7, "quantity": 1, "gift": true])
        }
        #expect(wrongString?.parameter == "sku")
    }

    @Test func nestedFailuresGiveTheKeyPath() async throws {
        let (mediator, _) = try shop()
        let badZip: [String: any Sendable] = [
            "address": ["city": "Oslo", "zip": "north"] as [String: any Sendable], "speed": "express", "items": [Int](),
        ]
        let zip = await #expect(throws: MediatorError.self) { try await mediator.perform(target: "cart", action: "ship", params: badZip) }
        #expect(zip?.parameter == "address.zip")

        let badSpeed: [String: any Sendable] = [
            "address": ["city": "Oslo", "zip": 1] as [String: any Sendable], "speed": "warp", "items": [Int](),
        ]
        let speed = await #expect(throws: MediatorError.self) { try await mediator.perform(target: "cart", action: "ship", params: badSpeed) }
        #expect(speed?.code == .invalidParameters)
        #expect(speed?.parameter == "speed")
        #expect(speed?.message.contains("warp") == true)
    }

    @Test func nilValuesAreAbsentForOptionalsAndAnErrorOtherwise() async throws {
        let mediator = Mediator()
        let echo = ActionContract<Shipping, String?>(target: "echo", action: "note")
        try mediator.register("echo") { $0.on(echo) { $0.note } }
        let none: String? = nil
        var params: [String: any Sendable] = [
            "address": ["city": "Oslo", "zip": 1] as [String: any Sendable], "speed": "standard", "items": [1], "note": none,
        ]
        #expect(try mediator.performSync(target: "echo", action: "note", params: params) as? String? == .some(nil))
        params["note"] = "ring twice"
        #expect(try mediator.performSync(target: "echo", action: "note", params: params) as? String? == "ring twice")
        params["speed"] = none as any Sendable
        let error = #expect(throws: MediatorError.self) { try mediator.performSync(target: "echo", action: "note", params: params) }
        #expect(error?.parameter == "speed")
        #expect(error?.message.contains("has no value") == true, "\(String(describing: error))")
        params["speed"] = "standard"
        params["items"] = [1, "x"] as [any Sendable]
        let item = #expect(throws: MediatorError.self) { try mediator.performSync(target: "echo", action: "note", params: params) }
        #expect(item?.parameter == "items.1")
    }

    @Test func anUntypedCallToAnAsyncActionWithPerformSyncIsAnError() async throws {
        let (mediator, _) = try shop()
        let error = #expect(throws: MediatorError.self) { try mediator.performSync(target: "cart", action: "checkout") }
        #expect(error?.code == .asyncAction)
        #expect(try await mediator.perform(target: "cart", action: "checkout") as? String == "paid 0")
    }
}
