import Foundation
import Testing

/// `shop --only NAME`: one feature and what it depends on, nothing else.
@Suite("One feature alone (--only)")
struct OnlyTests {
    @Test("--only ProductDetail boots it with its dependencies and nothing else", .timeLimit(.minutes(1)))
    func productDetailAlone() async throws {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let (status, output) = await runShop(
            ["--offline", "--data", data.path, "--only", "ProductDetail"], input: ["product 42", "home", "components"])
        #expect(status == 0)
        #expect(output.contains("Lattice Shop: booted 6 components"))
        #expect(output.contains("Running alone: ProductDetail"))
        #expect(output.contains("The Hitchhiker's Guide to the Galaxy"))
        // Home does not run: its route is not there.
        #expect(output.contains("shop> home\n✗ "))
        for absent in ["Home ", "Orders ", "Profile ", "Account ", "Payment "] {
            #expect(!output.contains("\n  \(absent)"), "\(absent) should not run")
        }
    }

    @Test("--only with a manifest runs the part of the manifest's components", .timeLimit(.minutes(1)))
    func withManifest() async throws {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let (status, output) = await runShop(
            ["--offline", "--data", data.path, "--manifest", shopFile("components.yml"), "--only", "Orders"], input: [])
        #expect(status == 0)
        #expect(output.contains("Lattice Shop: booted 7 components"))
        #expect(output.contains("Running alone: Orders"))
    }

    @Test("a name no component has is refused with the close names", .timeLimit(.minutes(1)))
    func unknownName() async throws {
        let (status, output) = await runShop(["--offline", "--data", temporaryDataDirectory().path, "--only", "ProductDetails"], input: [])
        #expect(status == 2)
        #expect(output.contains("[unknownComponent]"))
        #expect(output.contains("ProductDetail"))
    }
}
