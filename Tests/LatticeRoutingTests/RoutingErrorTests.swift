import InMemoryLogging
import LatticeCore
import LatticeRouting
import Logging
import Testing

@Suite struct RoutingErrorTests {
    struct Broken: Error {}

    /// Triggers every code the router can throw and returns the errors.
    static func everyCode() throws -> [RoutingError] {
        var errors: [RoutingError] = []
        func capture(_ body: () throws -> Void) {
            do { try body() } catch let error as RoutingError { errors.append(error) } catch { Issue.record("not a RoutingError: \(error)") }
        }
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]))
        try router.add("/product/:id<int>", name: "product", exposure: .external) { _ in .handled }
        try router.add("/broken", exposure: .external) { _ in throw Broken() }
        try router.add("/slow") { @Sendable (_: RouteRequest) async throws -> RouteResponse in .handled }
        try router.add("/declines") { _ in .declined }
        capture { try router.add("/a b") { _ in .handled } }
        capture { try router.add("/product/:id<int>") { _ in .handled } }
        capture { try router.add("/product/:number<int>") { _ in .handled } }
        capture { _ = try router.openSync("/nowhere") }
        capture { _ = try router.openSync("evil://product/1", origin: .webPage) }
        capture { _ = try router.openSync("/product/abc") }
        capture { _ = try router.openSync("/broken") }
        capture { _ = try router.openSync("/slow") }
        capture { _ = try router.valueSync(for: "/declines") }
        capture { _ = try RouteURL.build("/product/:id<int>", values: [:]) }
        let removed = try router.add("/removed") { _ in .handled }
        router.remove(removed)
        capture { try router.addInterceptor(RouteInterceptor("gate") { _ in .proceed }, for: removed) }
        capture { _ = try router.openSync("/" + Array(repeating: "a", count: 70).joined(separator: "/")) }
        return errors
    }

    @Test func everyCodeTheRouterThrowsFollowsTheWordingRules() throws {
        let errors = try Self.everyCode()
        let codes: [RoutingError.Code] = [
            .invalidPattern, .duplicateRoute, .ambiguousRoute, .notFound, .refused, .invalidParameter,
            .handlerFailed, .requiresAsync, .noValue, .missingParameter, .unknownRoute, .malformedURL,
        ]
        #expect(errors.map(\.code) == codes)
        for error in errors {
            #expect(!error.message.contains("To fix"), "\(error)")
            let fixes = error.fix.isEmpty ? 0 : 1
            #expect(LatticeErrorText.problems(in: error.description, expectedFixes: fixes).isEmpty, "\(error): \(LatticeErrorText.problems(in: error.description, expectedFixes: fixes))")
        }
    }

    @Test func factoriesBuildTheErrorsTheRouterThrows() throws {
        let router = Router()
        #expect(throws: RoutingError.notFound("/nowhere")) { try router.openSync("/nowhere") }
        let id = try router.add("/home") { _ in .handled }
        router.remove(id)
        #expect(throws: RoutingError.unknownRoute("\(id)")) { try router.addInterceptor(RouteInterceptor("gate") { _ in .proceed }, for: id) }
        #expect(RoutingError.notFound("/a", fileID: "X.swift", line: 1) == RoutingError.notFound("/a", suggestions: ["/b"]))
        #expect(RoutingError.notFound("/a") != RoutingError.malformedURL("/a"))
    }

    /// A refusal is thrown, so it is logged at `debug` only (a trail, not a second report),
    /// and a logger at the default `info` level gets nothing.
    @Test func aRefusalIsThrownAndLoggedOnlyAtDebugWithItsOrigin() throws {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .trace
        let router = Router(policy: TrustPolicy(allowedSchemes: ["shop"]), logger: logger)
        try router.add("/product/:id<int>", exposure: .external) { _ in .handled }
        #expect(try router.openSync("shop://product/1", origin: .push))
        #expect(router.canOpen("evil://product/1", origin: .push) == false)
        #expect(handler.entries.isEmpty)

        #expect(throws: RoutingError.self) { try router.openSync("evil://product/1", origin: .push) }
        let entry = try #require(handler.entries.last)
        #expect(handler.entries.count == 1)
        #expect(entry.level == .debug)
        #expect(entry.metadata["code"] == "refused")
        #expect(entry.metadata["origin"] == "push")
        #expect(entry.metadata["subject"] == "evil://product/1")

        #expect(throws: RoutingError.self) { try router.openSync("/nowhere") }
        #expect(handler.entries.last?.level == .debug)
        #expect(handler.entries.last?.metadata["code"] == "notFound")
        try router.add("/broken") { _ in throw Broken() }
        #expect(throws: RoutingError.self) { try router.openSync("/broken") }
        #expect(handler.entries.last?.level == .debug)
        #expect(handler.entries.last?.metadata["code"] == "handlerFailed")

        // At swift-log's default level, none of these reaches the log.
        let quiet = InMemoryLogHandler()
        let quietRouter = Router(policy: TrustPolicy(allowedSchemes: ["shop"]), logger: Logger(label: "test") { _ in quiet })
        try quietRouter.add("/broken") { _ in throw Broken() }
        #expect(throws: RoutingError.self) { try quietRouter.openSync("evil://product/1", origin: .push) }
        #expect(throws: RoutingError.self) { try quietRouter.openSync("shop://nowhere", origin: .push) }
        #expect(throws: RoutingError.self) { try quietRouter.openSync("/nowhere") }
        #expect(throws: RoutingError.self) { try quietRouter.openSync("/broken") }
        #expect(quiet.entries.isEmpty, "\(quiet.entries.map(\.message))")
    }

    @Test func aMissFromOutsideIsLoggedAtDebugAndStillReachesTheHook() throws {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .trace
        let reported = LockedBox<[TrustRefusal]>([])
        let policy = TrustPolicy(allowedSchemes: ["shop"]) { refusal in reported.withLock { $0.append(refusal) } }
        let router = Router(policy: policy, logger: logger)
        try router.add("/product/:id<int>", exposure: .external) { _ in .handled }

        let error = try #require(throws: RoutingError.self) { try router.openSync("shop://nowhere/1", origin: .push) }
        #expect(error.code == .refused)
        #expect(reported.withLock { $0.map(\.reason) } == [.notFound("route or fallback")])
        let entry = try #require(handler.entries.last)
        #expect(handler.entries.count == 1)
        #expect(entry.level == .debug)
        #expect(entry.metadata["code"] == "refused")
        // The refusal's text, read from the refusal when asked for.
        let refusal = try #require(error.refusal)
        #expect(error.message == refusal.message)
        #expect(error.fix == refusal.fix)
        #expect(error.description.contains("no route or fallback answers it"))

        // So is any other refusal.
        #expect(throws: RoutingError.self) { try router.openSync("evil://product/1", origin: .push) }
        #expect(handler.entries.last?.level == .debug)
        #expect(reported.withLock { $0.count } == 2)
    }
}
