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

    @Test func quotedListReadsAsEnglish() {
        #expect(quotedList([]) == "")
        #expect(quotedList(["a"]) == "'a'")
        #expect(quotedList(["a", "b", "c"]) == "'a', 'b' or 'c'")
    }
}
