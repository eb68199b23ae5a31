@testable import LatticeCore
import Testing

@Suite struct SuggestionsTests {
    @Test func editDistanceCountsEdits() {
        #expect(editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(editDistance([], Array("abc".unicodeScalars)) == 3)
        #expect(editDistance(Array("same".unicodeScalars), Array("same".unicodeScalars)) == 0)
    }

    @Test func closestNamesFindsTyposAndContainment() {
        let names = ["wechat", "qq", "weibo", "apple", "WeChatPay"]
        #expect(closestNames(to: "wechta", in: names) == ["wechat", "WeChatPay"])
        #expect(closestNames(to: "zzzzzz", in: names).isEmpty)
        #expect(closestNames(to: "wechat", in: names) == ["WeChatPay"], "an exact match is not its own suggestion")
    }

    @Test func quotedListReadsAsEnglish() {
        #expect(quotedList([]) == "")
        #expect(quotedList(["a"]) == "'a'")
        #expect(quotedList(["a", "b", "c"]) == "'a', 'b' or 'c'")
    }
}
