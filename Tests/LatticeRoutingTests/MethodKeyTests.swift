@testable import LatticeRouting
import Testing

/// The usual methods have precomputed keys; they must equal what packing the bytes gives.
@Suite struct MethodKeyTests {
    @Test(arguments: ["GET", "POST", "PUT", "PATCH", "DELETE"])
    func precomputedKeysEqualPackedBytes(method: String) {
        #expect(RouteTrie.methodKey(method) == RouteTrie.methodKey(method.lowercased()))
        #expect(RouteTrie.methodKey(method) != 0)
    }

    @Test func methodsMatchInAnyCase() throws {
        let router = Router()
        try router.add("/a", method: "delete") { _ in .handled }
        #expect(router.match("/a", method: "DELETE") != nil)
        #expect(router.match("/a", method: "Delete") != nil)
        #expect(router.match("/a", method: "GET") == nil)
        #expect(RouteTrie.methodKey("PROPFIND-EXTENDED") != RouteTrie.methodKey("PROPFIND-EXTENDEE"))
    }
}
