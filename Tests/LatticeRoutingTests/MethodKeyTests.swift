@testable import LatticeRouting
import Testing

/// A method's key is its bytes packed into a word, upper-cased; the usual methods have
/// precomputed keys that must equal what packing the bytes gives.
@Suite struct MethodKeyTests {
    @Test(arguments: ["GET", "POST", "PUT", "PATCH", "DELETE", "M-SEARCH", "PROPFIND", "a", "Zz@[`{", "ÉTÉ", "PROPFIND-EXTENDED"])
    func precomputedKeysEqualPackedBytes(method: String) {
        #expect(RouteTrie.methodKey(method) == RouteTrie.methodKey(bytes: Array(method.utf8)))
        #expect(RouteTrie.methodKey(method) == RouteTrie.methodKey(method.lowercased()) || method.contains("É"))
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
