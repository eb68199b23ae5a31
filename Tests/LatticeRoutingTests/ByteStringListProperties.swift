@testable import LatticeRouting
import PropertyBased
import Testing

/// The lists of schemes and hosts that URLs from outside are looked up in: an entry of any
/// length (compared eight bytes at a time) is found at any place in a URL's bytes, in any
/// case, and nothing else is.
@Suite struct ByteStringListProperties {
    static let alphabet = Array("aAzZmM09-.:")
    static let text = Gen.int(in: 0...(alphabet.count - 1)).map { alphabet[$0] }.array(of: 0...30).map { String($0) }
    static let flips = Gen.bool.array(of: 30...30)

    /// Whether `list` finds `probe`, read in place between other bytes.
    static func finds(_ list: ByteStringList, _ probe: String, after prefix: String, before suffix: String) -> Bool {
        let bytes = Array((prefix + probe + suffix).utf8)
        let start = prefix.utf8.count
        // SAFETY: the range is the probe's bytes, inside the buffer.
        return unsafe bytes.withUnsafeBufferPointer { unsafe list.contains($0, lowercasedIn: start..<(start + probe.utf8.count)) }
    }

    /// `text` with the letters at `flips` upper-cased.
    static func upperCased(_ text: String, _ flips: [Bool]) -> String {
        String(zip(text, flips + Array(repeating: false, count: text.count)).map { $1 ? Character($0.uppercased()) : $0 })
    }

    @Test func findsExactlyTheEntriesInAnyCase() async {
        await propertyCheck(input: Self.text.array(of: 0...4), Self.text, Self.flips, Self.text) { entries, other, flips, around in
            let lowered = entries.map { $0.lowercased() }
            let list = ByteStringList(lowered)
            for entry in lowered {
                let probe = Self.upperCased(entry, flips)
                #expect(Self.finds(list, probe, after: "", before: ""), "\(probe) in \(lowered)")
                #expect(Self.finds(list, probe, after: around, before: around), "\(probe) between \(around)")
                // One byte more or less is another string.
                #expect(Self.finds(list, probe + "x", after: "", before: around) == lowered.contains(entry + "x"))
                #expect(Self.finds(list, String(probe.dropLast()), after: around, before: "") == lowered.contains(String(entry.dropLast())))
            }
            #expect(Self.finds(list, other, after: around, before: around) == lowered.contains(other.lowercased()))
        }
    }

    @Test func entriesSharingTheirFirstWordsStayApart() {
        let entries = ["api.github.com", "api.github.org", "api.github.co", "api.githu", "api.git", "api.github.com.example.org", ""]
        let list = ByteStringList(entries)
        for entry in entries {
            #expect(Self.finds(list, entry.uppercased(), after: "https://", before: "/path"))
        }
        for absent in ["api.github.con", "api.github.comm", "api.githuc", "api.github.com.example.orh", "b", "api.gi"] {
            #expect(!Self.finds(list, absent, after: "https://", before: "/path"), "\(absent)")
        }
        #expect(!Self.finds(ByteStringList([String]()), "", after: "", before: ""))
        #expect(ByteStringList([String]()).isEmpty && !list.isEmpty)
    }
}
