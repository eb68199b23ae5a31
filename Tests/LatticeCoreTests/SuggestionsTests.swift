@testable import LatticeCore
import Testing

@Suite struct SuggestionsTests {
    @Test func editDistanceCountsEdits() {
        #expect(editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(editDistance([], Array("abc".unicodeScalars)) == 3)
        #expect(editDistance(Array("same".unicodeScalars), Array("same".unicodeScalars)) == 0)
        #expect(editDistance(Array("Crat".unicodeScalars), Array("Cart".unicodeScalars)) == 1, "a swap of neighbours is one edit")
        #expect(editDistance(Array("itn".unicodeScalars), Array("int".unicodeScalars)) == 1)
        #expect(editDistance(Array("ca".unicodeScalars), Array("abc".unicodeScalars)) == 3, "optimal string alignment, not full Damerau")
    }

    @Test func closestNamesFindsTyposAndContainment() {
        let names = ["wechat", "qq", "weibo", "apple", "WeChatPay"]
        #expect(closestNames(to: "wechta", in: names) == ["wechat", "WeChatPay"])
        #expect(closestNames(to: "zzzzzz", in: names).isEmpty)
        #expect(closestNames(to: "itn", in: ["int", "double", "bool"]) == ["int"])
        #expect(closestNames(to: "wechat", in: names) == ["WeChatPay"], "an exact match is not its own suggestion")
    }

    /// The public API, as its doc comment shows it: users call it for their own "did you mean".
    @Test func closestNamesAsDocumented() {
        let commands = ["help", "home", "cart", "checkout"]
        #expect(closestNames(to: "chekout", in: commands) == ["checkout"])
        #expect(closestNames(to: "crat", in: commands, limit: 1) == ["cart"])
        #expect(closestNames(to: "zzz", in: commands).isEmpty)
        #expect(closestNames(to: "cart", in: ["shopping-cart", "carts"]) == ["carts", "shopping-cart"], "closest first")
        #expect(closestNames(to: "cart", in: ["shopping-cart", "carts"], limit: 1) == ["carts"], "the limit keeps the closest")
        #expect(closestNames(to: "cart", in: ["cart", "carts", "carts"]) == ["carts"], "once each, never the name itself")
        #expect(closestNames(to: "hme", in: commands.reversed()) == closestNames(to: "hme", in: commands), "the order of candidates does not matter")
    }

    @Test func quotedListReadsAsEnglish() {
        #expect(quotedList([]) == "")
        #expect(quotedList(["a"]) == "'a'")
        #expect(quotedList(["a", "b", "c"]) == "'a', 'b' or 'c'")
    }
}
