import LatticeGraph
@_spi(LatticeInternals) import LatticeTool
import Testing

/// Finding target and dependency lines in Package.swift text.
@Suite struct ManifestLocatorTests {
    @Test func findsDeclarationsAndDependencyStrings() {
        let text = """
            let package = Package(
                targets: [
                    // .target(name: "Commented", dependencies: ["Nope"]),
                    /* .target(name: "Block") */
                    .target(
                        name: "A",
                        dependencies: [
                            "B", .product(name: "Yams", package: "Yams"),
                            .target(name: "C", condition: .when(platforms: [.linux])),
                        ],
                        exclude: ["B"]
                    ),
                    .testTarget(name: "ATests", dependencies: ["A"]),
                    .target(name: "B", path: "Sources/\\"B\\""),
                ]
            )
            """
        let locator = ManifestLocator(text: text, file: "Package.swift")
        #expect(Set(locator.targets.keys) == ["A", "ATests", "B"])
        #expect(locator.targets["A"]?.location == FileLocation(file: "Package.swift", line: 5, column: 9))
        #expect(locator.targets["A"]?.dependencies["B"] == FileLocation(file: "Package.swift", line: 8, column: 17))
        #expect(locator.targets["A"]?.dependencies["Yams"] == FileLocation(file: "Package.swift", line: 8, column: 37))
        #expect(locator.targets["A"]?.dependencies["C"] == FileLocation(file: "Package.swift", line: 9, column: 31))
        #expect(locator.targets["ATests"]?.dependencies["A"] == FileLocation(file: "Package.swift", line: 13, column: 52))
        #expect(locator.targets["B"]?.location.line == 14)
        #expect(locator.targets["B"]?.dependencies.isEmpty == true)
    }

    @Test func dependenciesBuiltInCodeFallBackToTheTarget() {
        let text = """
            let deps: [Target.Dependency] = ["B"]
            let package = Package(targets: [.target(name: "A", dependencies: deps), .target(name: "B")])
            """
        var manifest = PackageManifest(name: "P", targets: [
            .init(name: "A", type: "regular", dependencies: [.init(name: "B", kind: .byName)]),
            .init(name: "B", type: "regular", dependencies: []),
        ], file: "Package.swift")
        ManifestLocator(text: text, file: "Package.swift").locate(&manifest)
        #expect(manifest.targets[0].location == FileLocation(file: "Package.swift", line: 2, column: 33))
        #expect(manifest.targets[0].dependencies[0].location == manifest.targets[0].location)
        #expect(manifest.targets[1].location == FileLocation(file: "Package.swift", line: 2, column: 73))
    }

    @Test func multilineStringsAndUnterminatedInputDoNotConfuseIt() {
        let text = "let s = \"\"\"\n.target(name: \"Fake\")\n\"\"\"\nlet p = [.target(name: \"Real\", dependencies: [\"X"
        let locator = ManifestLocator(text: text, file: "P.swift")
        #expect(Set(locator.targets.keys) == ["Real"])
        #expect(locator.targets["Real"]?.dependencies["X"]?.line == 4)
    }
}
