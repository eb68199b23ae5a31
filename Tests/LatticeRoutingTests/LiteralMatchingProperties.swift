import Foundation
import LatticeRouting
import PropertyBased
import Testing

/// Literal segments of every length (the trie compares them eight bytes at a time) match
/// exactly, case-folded when configured, and percent-encoded.
@Suite struct LiteralMatchingProperties {
    static let alphabet = Array("aAzZmM09-_.~éÄqQ")
    static let segment = Gen.int(in: 0...(alphabet.count - 1)).map { alphabet[$0] }.array(of: 1...26).map { String($0) }
    static let flips = Gen.bool.array(of: 26...26)

    /// `text` with the letters at `flips` in the other case.
    static func flipped(_ text: String, _ flips: [Bool]) -> String {
        String(zip(text, flips + Array(repeating: false, count: text.count)).map { character, flip in
            guard flip, character.isASCII else { return character }
            return character.isUppercase ? Character(character.lowercased()) : Character(character.uppercased())
        })
    }

    @Test func literalsOfAnyLengthMatchExactly() async {
        await propertyCheck(input: Self.segment, Self.segment, Self.flips) { first, second, flips in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let router = Router()
                try router.add("/x/\(first)/y") { _ in .handled }
                if second != first { try router.add("/x/\(second)/y") { _ in .handled } }
                try router.add("/x/:other/y") { _ in .handled }
                #expect(router.match("/x/\(first)/y")?.route.pattern == "/x/\(first)/y")
                #expect(router.match("/x/\(second)/y")?.route.pattern == "/x/\(second)/y")
                let other = Self.flipped(first, flips)
                if other != first && other != second {
                    #expect(router.match("/x/\(other)/y")?.route.pattern == "/x/:other/y", "paths are case-sensitive")
                }
                // A literal one byte longer or shorter is another segment: the parameter's, unless
                // it is the second literal itself.
                let longer = first + "x"
                #expect(router.match("/x/\(longer)/y")?.route.pattern == (longer == second ? "/x/\(second)/y" : "/x/:other/y"))
                let shorter = String(first.dropLast())
                let expected = shorter.isEmpty ? nil : shorter == second ? "/x/\(second)/y" : "/x/:other/y"
                #expect(router.match("/x/\(shorter)/y")?.route.pattern == expected)
                #expect(router.match("/\(first)") == nil)
            } catch {
                Issue.record(error)
            }
        }
    }

    @Test func literalsSharingTheirFirstEightBytesStayApart() throws {
        let router = Router(configuration: .init(caseSensitivePaths: false))
        let texts = ["abcdefgh", "abcdefgh1", "abcdefgh2", "abcdefghijklmnop", "abcdefghijklmnoq", "abcdefghijklmnopq"]
        for text in texts { try router.add("/\(text)/end") { _ in .handled } }
        for text in texts {
            #expect(router.match("/\(text)/end")?.route.pattern == "/\(text)/end")
            #expect(router.match("/\(text.uppercased())/END")?.route.pattern == "/\(text)/end")
        }
        #expect(router.match("/abcdefgh3/end") == nil)
        #expect(router.match("/abcdefghijklmnor/end") == nil)
    }

    @Test func caseInsensitiveLiteralsMatchInAnyCase() async {
        await propertyCheck(input: Self.segment, Self.flips) { text, flips in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let router = Router(configuration: .init(caseSensitivePaths: false))
                try router.add("/x/\(text)") { _ in .handled }
                #expect(router.match("/X/\(Self.flipped(text, flips))")?.route.pattern == "/x/\(text)")
                #expect(router.match("shop://x/\(Self.flipped(text, flips))") != nil, "a custom scheme falls back to global routes")
            } catch {
                Issue.record(error)
            }
        }
    }

    @Test func percentEncodedLiteralsMatch() async {
        await propertyCheck(input: Self.segment, Self.flips) { text, encodes in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let router = Router()
                try router.add("/x/\(text)/:id") { _ in .handled }
                var encoded = ""
                for (character, encode) in zip(text, encodes + Array(repeating: true, count: text.count)) {
                    encoded += encode
                        ? String(character).utf8.map { String(format: "%%%02X", $0) }.joined()
                        : String(character)
                }
                #expect(router.match("/x/\(encoded)/7")?["id"] == "7")
            } catch {
                Issue.record(error)
            }
        }
    }

    @Test func customSchemeHostsFoldCase() async {
        await propertyCheck(input: Self.segment, Self.flips) { text, flips in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let host = text.filter(\.isASCII).lowercased()
                guard !host.isEmpty, host.first?.isLetter == true else { return }
                let router = Router()
                try router.add("shop://\(host)/item") { _ in .handled }
                #expect(router.match("SHOP://\(Self.flipped(host, flips))/item") != nil)
                #expect(router.match("shop://\(host)/ITEM") == nil)
            } catch {
                Issue.record(error)
            }
        }
    }
}
