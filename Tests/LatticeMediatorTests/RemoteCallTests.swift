import Foundation
import LatticeCore
import LatticeMediator
import Testing

@Suite struct RemoteCallTests {
    let refusals = Recorder<TrustRefusal>()

    func mediator(limits: TrustPolicy.Limits = .init()) throws -> Mediator {
        let refusals = refusals
        let policy = TrustPolicy(allowedSchemes: ["shop", "https"], allowedHosts: ["shop.example.com"], limits: limits) {
            refusals.append($0)
        }
        return try shop(policy: policy).0
    }

    func url(_ string: String) throws -> URL { try #require(URL(string: string)) }

    func refusal(_ mediator: Mediator, _ string: String, origin: Origin = .push) async throws -> MediatorError? {
        let url = try url(string)
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(url: url, origin: origin) }
        #expect(error?.code == .refused)
        #expect(error?.refusal != nil && refusals.all.last == error?.refusal)
        return error
    }

    @Test func anExposedActionRunsFromOutsideWithStringParameters() async throws {
        let mediator = try mediator()
        let result = try await mediator.perform(url: url("shop://cart/add?sku=A%201&quantity=2&gift=true"), origin: .push)
        #expect(result as? CartCount == CartCount(count: 2))
        let web = try await mediator.perform(url: url("https://shop.example.com/cart/add?sku=B&quantity=1&gift=0"), origin: .webPage)
        #expect(web as? CartCount == CartCount(count: 3))
        #expect(refusals.all.isEmpty)
    }

    @Test("a URL given as a string runs as its Foundation URL does; text that is not a URL is refused as malformed")
    func aStringURL() async throws {
        let mediator = try mediator()
        let result = try await mediator.perform(url: "shop://cart/add?sku=A%201&quantity=2&gift=true", origin: .push)
        #expect(result as? CartCount == CartCount(count: 2))
        let notExposed = await #expect(throws: MediatorError.self) { try await mediator.perform(url: "shop://cart/clear", origin: .push) }
        #expect(notExposed?.refusal?.reason == .notExposed("the action 'cart/clear'"))
        let malformed = await #expect(throws: MediatorError.self) { try await mediator.perform(url: "", origin: .push) }
        #expect(malformed?.code == .refused)
        #expect(malformed?.refusal?.reason == .malformed("it is not a URL"))
        #expect(refusals.all.map(\.reason) == [.notExposed("the action 'cart/clear'"), .malformed("it is not a URL")])
    }

    @Test func actionsNotExposedAreRefusedFromOutsideButRunFromTheApp() async throws {
        let mediator = try mediator()
        let error = try await refusal(mediator, "shop://cart/clear")
        #expect(error?.refusal?.reason == .notExposed("the action 'cart/clear'"))
        #expect(error?.refusal?.subject == "shop://cart/clear")
        #expect(error?.refusal?.origin == .push)
        #expect(try await mediator.perform(url: url("shop://cart/clear"), origin: .app) as? Int == 0)
    }

    @Test func schemeAndHostRulesApply() async throws {
        let mediator = try mediator()
        #expect(try await refusal(mediator, "javascript://cart/add")?.refusal?.reason == .forbiddenScheme("javascript"))
        #expect(try await refusal(mediator, "ftp://cart/add")?.refusal?.reason == .schemeNotAllowed("ftp"))
        #expect(try await refusal(mediator, "https://evil.example.com/cart/add", origin: .webPage)?.refusal?.reason == .hostNotAllowed("evil.example.com"))
    }

    @Test func sizeLimitsApply() async throws {
        let mediator = try mediator(limits: .init(maxURLLength: 80, maxQueryItems: 3, maxValueLength: 5))
        let long = try await refusal(mediator, "shop://cart/add?sku=" + String(repeating: "x", count: 80))
        #expect(long?.refusal?.reason == .urlTooLong(length: 100, limit: 80))
        let many = try await refusal(mediator, "shop://cart/add?a=1&b=2&c=3&d=4")
        #expect(many?.refusal?.reason == .tooManyQueryItems(count: 4, limit: 3))
        let value = try await refusal(mediator, "shop://cart/add?sku=ABCDEFG&quantity=1&gift=1")
        #expect(value?.refusal?.reason == .valueTooLong(name: "sku", length: 7, limit: 5))
    }

    @Test func malformedURLsAreRefused() async throws {
        let mediator = try mediator()
        #expect(try await refusal(mediator, "shop://cart")?.refusal?.reason == .malformed("expected shop://target/action"))
        #expect(try await refusal(mediator, "shop://cart/add/more")?.refusal?.reason == .malformed("expected shop://target/action"))
        #expect(try await refusal(mediator, "https://shop.example.com/cart", origin: .webPage)?.refusal?.reason
            == .malformed("expected https://host/target/action"))
        #expect(try await refusal(mediator, "shop://cart/add?sku=A&sku=B")?.refusal?.reason
            == .malformed("the parameter 'sku' appears more than once"))
    }

    @Test func badParametersFromOutsideAreRefusalsNamingTheKey() async throws {
        let mediator = try mediator()
        let mistyped = try await refusal(mediator, "shop://cart/add?sku=A&quantity=lots&gift=true")
        #expect(mistyped?.refusal?.reason == .invalidParameter(name: "quantity", value: "lots", expected: "Int"))
        #expect(mistyped?.parameter == "quantity")
        let missing = try await refusal(mediator, "shop://cart/add?sku=A&gift=true")
        #expect(missing?.refusal?.reason == .invalidParameter(name: "quantity", value: "", expected: "a value"))
        #expect(missing?.message.contains("the parameter 'quantity' is missing") == true)
    }

    @Test func unknownTargetsFromOutsideAreNotFoundNotRun() async throws {
        let mediator = try mediator()
        let error = await #expect(throws: MediatorError.self) { try await mediator.perform(url: url("shop://wallet/pay"), origin: .push) }
        #expect(error?.code == .targetNotFound)
    }
}
