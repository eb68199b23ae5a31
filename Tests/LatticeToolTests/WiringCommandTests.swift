import Foundation
@_spi(LatticeInternals) import LatticeTool
import Testing

/// `lattice check --wiring` as the build plugin runs it: the package's own files, read from
/// its root (the sources of every linked target, `components.yml`).
@Suite struct WiringCommandTests {
    @Test func aComponentManifestAtTheRootIsComparedWithTheCode() throws {
        let package = try FixturePackage("Wired")
        defer { package.remove() }
        // The fixture is not a whole app (it has other findings): compare the two runs.
        let before = package.run("check", ["--wiring", "--root", "Catalog"])
        #expect(!before.output.contains("[manifestMismatch]"), "\(before.output)")

        // The code says Catalog 1.2.0; the manifest says 1.3.0.
        try package.write("components.yml", """
            components:
              - name: Payments
                version: 3.0.1
              - name: Catalog
                version: 1.3.0
            """)
        let after = package.run("check", ["--wiring", "--root", "Catalog"])
        #expect(after.exitCode == 1)
        let version = after.output.split(separator: "\n").filter { $0.contains("The configuration expects Catalog 1.3.0") }
        #expect(version.count == 1, "\(after.output)")
        // At the manifest's line, named from the package root as the sources are.
        #expect(version.first?.hasPrefix("components.yml:4:11: error: The configuration expects Catalog 1.3.0, but the app links Catalog 1.2.0.") == true)
        #expect(version.first?.hasSuffix("[manifestMismatch]") == true)
    }
}
