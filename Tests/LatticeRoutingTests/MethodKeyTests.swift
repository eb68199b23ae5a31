@testable import LatticeRouting
import Testing

/// A method's key is its bytes packed into a word, upper-cased; short methods take a
/// word-at-a-time path that must give what packing byte by byte gives.
@Suite struct MethodKeyTests {
    @Test(arguments: ["GET", "POST", "PUT", "PATCH", "DELETE", "M-SEARCH", "PROPFIND", "a", "Zz@[`{", "ÉTÉ", "PROPFIND-EXTENDED"])
    func theWordPathPacksAsTheBytePathDoes(method: String) {
        #expect(RouteTrie.methodKey(method) == RouteTrie.methodKey(bytes: Array(method.utf8)))
        #expect(RouteTrie.methodKey(method) == RouteTrie.methodKey(method.lowercased()) || method.contains("É"))
        #expect(RouteTrie.methodKey(method) != 0)
    }

    @Test func wordUpperCasingChangesOnlyASCIISmallLetters() {
        func upper(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte }
        // Every byte in every lane, beside letters and the bytes around the ranges' ends.
        let filler: UInt64 = 0x61_5A_7B_40_61_7A_60_41
        for byte in UInt8.min...UInt8.max {
            for lane: UInt64 in 0..<8 {
                let word = filler & ~(0xFF << (8 * lane)) | UInt64(byte) << (8 * lane)
                var expected: UInt64 = 0
                for index: UInt64 in 0..<8 { expected |= UInt64(upper(UInt8(truncatingIfNeeded: word >> (8 * index)))) << (8 * index) }
                #expect(RouteTrie.uppercased(word) == expected, "byte \(byte) in lane \(lane)")
            }
        }
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
