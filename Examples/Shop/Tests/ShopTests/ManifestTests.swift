import Foundation
import Testing
import ShopApp

@Suite("Component manifests")
struct ManifestTests {
    @Test("components.yml boots the shop, with Analytics optional")
    func shopManifest() async {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let (status, output) = await runShop(["--data", data.path, "--offline", "--manifest", shopFile("components.yml")], input: ["call analytics.track event=x"])
        #expect(status == 0)
        #expect(output.contains("Lattice Shop: booted 11 components in 4 waves"))
        #expect(output.contains("manifest: ") && output.contains("components.yml"))
        #expect(output.contains("→ 2"))
    }

    @Test("The conflicts manifest is refused with file:line:column for each problem")
    func conflictsManifest() async {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let path = shopFile("components-conflicts.yml")
        let (status, output) = await runShop(["--data", data.path, "--offline", "--manifest", path], input: [])
        #expect(status == 2)
        #expect(output.contains("Boot refused by \(path): 2 problem(s)"))
        #expect(output.contains("[layerViolation] \(path):68:11: 'Recommendations' depends on 'ProductDetail'"))
        #expect(output.contains("[versionMismatch] \(path):68:11: Recommendations 0.1.0 requires Cart ~> 3.0, but Cart is 2.1.0"))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("shop.sqlite").path))
    }

    @Test("A manifest that disables a needed component, or disagrees with the code, is refused")
    func disabledAndMismatched() async throws {
        let data = temporaryDataDirectory()
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let original = try String(contentsOfFile: shopFile("components.yml"), encoding: .utf8)

        let disabled = data.appendingPathComponent("disabled.yml")
        try original.replacingOccurrences(of: "    version: 0.9.0\n    optional: true", with: "    version: 0.9.0\n    enabled: false")
            .write(to: disabled, atomically: true, encoding: .utf8)
        let first = await runShop(["--data", data.path, "--offline", "--manifest", disabled.path], input: [])
        #expect(first.status == 2)
        #expect(first.output.contains("ProductDetail"))
        #expect(first.output.contains("Analytics"))

        let mismatched = data.appendingPathComponent("mismatched.yml")
        try original.replacingOccurrences(of: "version: 2.1.0", with: "version: 2.2.0")
            .write(to: mismatched, atomically: true, encoding: .utf8)
        let second = await runShop(["--data", data.path, "--offline", "--manifest", mismatched.path], input: [])
        #expect(second.status == 2)
        #expect(second.output.contains("The configuration expects Cart 2.2.0, but the app links Cart 2.1.0"))
    }
}
