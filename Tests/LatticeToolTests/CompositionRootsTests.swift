@_spi(LatticeInternals) @testable import LatticeTool
import Testing

/// The build plugin's reading of `interfaces.compositionRoots` without a YAML parser (the
/// tool's copy of the plugin's file), and the loader refusing a list the two read apart.
@Suite struct CompositionRootsTests {
    @Test func readsAListOnTheLineOfTheKey() {
        let text = """
            layers:
              - name: app
                patterns: [App]   # compositionRoots: [Wrong]
            interfaces:
              naming: "{name}API"
              compositionRoots: [ShopApp, "*Host", 'shop']  # the app targets
            severity:
              nodeInNoLayer: error
            """
        #expect(CompositionRoots.patterns(in: text) == ["ShopApp", "*Host", "shop"])
    }

    @Test func readsAListOverSeveralLines() {
        let text = "interfaces:\n  compositionRoots: [ShopApp,\n    shop]\n"
        #expect(CompositionRoots.patterns(in: text) == ["ShopApp", "shop"])
    }

    @Test func readsOneItemPerLine() {
        let text = """
            interfaces:
              compositionRoots:
                - ShopApp
                # a comment between items
                - "*Host"
              naming: "{name}API"
            tests: include
            """
        #expect(CompositionRoots.patterns(in: text) == ["ShopApp", "*Host"])
        // Items at the key's own indentation are YAML too.
        #expect(CompositionRoots.patterns(in: "interfaces:\n  compositionRoots:\n  - App\n  naming: x{name}\n") == ["App"])
    }

    @Test func keysElsewhereAreNotTheList() {
        #expect(CompositionRoots.patterns(in: "compositionRoots: [App]\n") == nil)
        #expect(CompositionRoots.patterns(in: "severity:\n  compositionRoots: [App]\n") == nil)
        #expect(CompositionRoots.patterns(in: "") == nil)
    }

    @Test func executablesAreRootsWhenNothingIsListed() {
        #expect(CompositionRoots.isRoot("App", isExecutable: true, configuration: nil))
        #expect(!CompositionRoots.isRoot("CartFeature", isExecutable: false, configuration: "layers: []\n"))
        let configured = "interfaces:\n  compositionRoots: [\"*App\"]\n"
        #expect(CompositionRoots.isRoot("ShopApp", isExecutable: false, configuration: configured))
        #expect(!CompositionRoots.isRoot("shop", isExecutable: true, configuration: configured))
    }

    @Test(arguments: [
        ("ShopApp", "*App", true), ("App", "*App", true), ("AppKit", "*App", false), ("CartFeature", "Cart*", true),
        ("Cart", "C?rt", true), ("Crt", "C?rt", false), ("abc", "a*b*c", true), ("abcb", "a*b", true), ("ab", "a*b*c", false),
        ("x", "*", true), ("", "*", true), ("Feature12", "Feature*2", true), ("Feature13", "Feature*2", false),
    ])
    func globs(name: String, pattern: String, matches: Bool) {
        #expect(CompositionRoots.matches(name, pattern: pattern) == matches)
    }

    @Test func theLoaderRefusesAListThePluginWouldReadOtherwise() {
        // A flow mapping is YAML, but the plugin reads the list from the key's own line.
        #expect {
            try ConfigurationLoader.parse("interfaces: {compositionRoots: [ShopApp]}\n", file: ".lattice.yml")
        } throws: { error in
            guard let error = error as? ToolError else { return false }
            return error.code == .malformedConfiguration && error.subject == "compositionRoots"
                && error.message.contains("would read []") && error.fix.contains("one name per line")
        }
        #expect(throws: Never.self) {
            try ConfigurationLoader.parse("interfaces:\n  compositionRoots:\n    - ShopApp\n    - shop\n", file: ".lattice.yml")
        }
    }
}
