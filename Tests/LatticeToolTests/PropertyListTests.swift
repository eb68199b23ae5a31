import Foundation
import LatticeCore
import LatticeGraph
@_spi(LatticeInternals) import LatticeTool
import Testing

/// The old-style property list reader behind `--xcodeproj`: the same values as Foundation's
/// `PropertyListSerialization` on real projects, plus the line and column of each value.
@Suite struct PropertyListTests {
    /// Every `project.pbxproj` of the app fixtures.
    static let projects: [String] = {
        guard let root = Bundle.module.url(forResource: "Apps", withExtension: nil, subdirectory: "Fixtures") else { return [] }
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix("project.pbxproj") }.sorted().map { root.appendingPathComponent($0).path }
    }()

    /// Whether `mine` holds the same values as what Foundation read (`Any`).
    func same(_ mine: PropertyList, _ theirs: Any) -> Bool {
        switch mine.value {
        case .string(let text): return (theirs as? String) == text
        case .data(let bytes): return (theirs as? Data).map { Array($0) == bytes } ?? false
        case .array(let elements):
            guard let other = theirs as? [Any], other.count == elements.count else { return false }
            return zip(elements, other).allSatisfy { same($0, $1) }
        case .dictionary(let entries):
            guard let other = theirs as? [String: Any], other.count == entries.count else { return false }
            return entries.allSatisfy { entry in other[entry.key].map { same(entry.value, $0) } ?? false }
        }
    }

    @Test func everyProjectFixtureReadsAsFoundationReadsIt() throws {
        #expect(Self.projects.count >= 8)
        for path in Self.projects {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let mine = try PropertyList(parsing: String(decoding: data, as: UTF8.self), file: path)
            let theirs = try PropertyListSerialization.propertyList(from: data, format: nil)
            #expect(same(mine, theirs), "\(path)")
        }
    }

    @Test func valuesKnowTheirLineAndColumn() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tAB12 /* App */ = {isa = PBXNativeTarget; name = "My App"; };
            \t};
            \tlist = (a, "b c", );
            \tbytes = <0fbd 77>;
            }
            """
        let plist = try PropertyList(parsing: text, file: "p.pbxproj")
        let objects = try #require(plist["objects"]?.entries)
        #expect(objects.map(\.key) == ["AB12"])
        #expect(objects[0].line == 4 && objects[0].column == 3)
        #expect(objects[0].value["name"]?.string == "My App")
        #expect(objects[0].value.line == 4)
        #expect(plist["list"]?.array?.map(\.string) == ["a", "b c"])
        #expect(plist["list"]?.array?[1].column == 13)
        guard case .data(let bytes)? = plist["bytes"]?.value else {
            Issue.record("<0fbd 77> is not data")
            return
        }
        #expect(bytes == [0x0F, 0xBD, 0x77])
    }

    @Test func escapesAndCommentsReadAsFoundationReadsThem() throws {
        let text = #"{ a = "line\nnext \"q\" \U00e9 \101 tab\t"; /* c { */ b = 'single'; // end"# + "\n}"
        let mine = try PropertyList(parsing: text, file: "x")
        let theirs = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        #expect(same(mine, theirs))
        #expect(mine["a"]?.string == "line\nnext \"q\" é A tab\t")
        #expect(mine["b"]?.string == "single")
    }

    @Test(arguments: [
        ("{ a = b; ", 1, 1, "the dictionary that starts here is never closed with '}'"),
        ("{\n  a = \"open;\n}", 2, 7, "the string that starts here is never closed"),
        ("{\n  a b;\n}", 2, 5, "the key 'a' is not followed by '='"),
        ("{\n  a = b\n  c = d;\n}", 3, 3, "the value of 'a' is not followed by ';'"),
        ("( a b )", 1, 5, "an array element is not followed by ',' or ')'"),
        ("{ a = b; } extra", 1, 12, "there is text after the end of the list ('extra')"),
        ("{ a = <0g>; }", 1, 9, "'g' is not a hexadecimal digit"),
        ("/* never closed", 1, 1, "the comment that starts here is never closed with '*/'"),
        ("", 1, 1, "it is empty"),
        ("{ a = ; }", 1, 7, "'; }' is not a value (a string, '{', '(' or '<')"),
    ])
    func malformedTextIsATypedErrorAtItsLine(_ text: String, _ line: Int, _ column: Int, _ problem: String) {
        let error = #expect(throws: ToolError.self) { try PropertyList(parsing: text, file: "App.xcodeproj/project.pbxproj") }
        #expect(error?.code == .malformedProject)
        #expect(error?.location == FileLocation(file: "App.xcodeproj/project.pbxproj", line: line, column: column))
        #expect(error?.message == "'App.xcodeproj/project.pbxproj' is not a property list Xcode can read: \(problem).")
        let problems = LatticeErrorText.problems(in: error?.description ?? "")
        #expect(problems.isEmpty)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let text = String(repeating: "(", count: 100_000)
        #expect(throws: ToolError.self) { try PropertyList(parsing: text, file: "deep") }
    }
}
