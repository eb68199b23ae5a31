import LatticeRouting
import Testing

@Suite struct UnsignedTypeTests {
    @Test func uintMatchesDigitsOnly() throws {
        let router = Router()
        try router.add("/orders/:id<uint>") { _ in .handled }
        #expect(router.match("/orders/42")?.value("id", as: UInt.self) == 42)
        #expect(router.match("/orders/007")?.value("id", as: UInt.self) == 7)
        #expect(router.match("/orders/18446744073709551615")?.value("id", as: UInt.self) == UInt.max)
        #expect(router.match("/orders/18446744073709551616") == nil, "does not fit UInt")
        #expect(router.match("/orders/-1") == nil)
        #expect(router.match("/orders/+1") == nil)
        #expect(router.match("/orders/1.5") == nil)
        #expect(router.match("/orders/") == nil)
        #expect(router.routes.first?.parameters.first?.type == "uint")
    }

    @Test func uintIsTriedBeforeInt() throws {
        let router = Router()
        try router.add("/n/:signed<int>") { _ in .value("int") }
        try router.add("/n/:count<uint>") { _ in .value("uint") }
        #expect(try router.valueSync(for: "/n/3", as: String.self) == "uint")
        #expect(try router.valueSync(for: "/n/-3", as: String.self) == "int")
    }

    @Test func uintConvertsBothWays() {
        #expect(UInt(routeParameter: "12") == 12)
        #expect(UInt(routeParameter: "+12") == nil)
        #expect(UInt(routeParameter: "-0") == nil)
        #expect(UInt(routeParameter: "") == nil)
        #expect(UInt(12).routeParameter == "12")
        #expect(UInt.routeParameterType.name == "uint")
    }

    @Test func aTypedRouteWithUInt() throws {
        let route = try TypedRoute<UInt>("/orders/:id")
        #expect(route.url(5) == "/orders/5")
        let router = Router()
        try router.add(route) { (_: RouteRequest, id: UInt) in id == 5 ? .handled : .declined }
        #expect(router.match("/orders/-5") == nil)
        #expect(router.match("/orders/5") != nil)
    }

    @Test func buildingAURLChecksTheValue() throws {
        #expect(try RouteURL.build("/orders/:id<uint>", values: ["id": "9"]) == "/orders/9")
        let error = #expect(throws: RoutingError.self) { try RouteURL.build("/orders/:id<uint>", values: ["id": "-9"]) }
        #expect(error?.code == .invalidParameter)
    }
}
