import Foundation
import Testing
import CatalogServerKit
import NetworkKit
import ShopInterfaces

@Suite("Catalog over HTTP on 127.0.0.1")
struct NetworkTests {
    @Test("The client reads products and commands from the real local server", .timeLimit(.minutes(1)))
    func realServer() async throws {
        let server = try CatalogServer()
        let base = try await server.start()
        #expect(base.absoluteString.hasPrefix("http://127.0.0.1:"))
        #expect(base.port != 8080 && (base.port ?? 0) > 0)
        let client = CatalogClient(origin: .server(base), timeout: 5)
        let products = try await client.products()
        #expect(products == BundledCatalog.products)
        #expect(try await client.product(id: 42)?.name == "The Hitchhiker's Guide to the Galaxy")
        #expect(try await client.product(id: 999) == nil)
        #expect(try await client.remoteCommands() == BundledCatalog.commands)
        await server.stop()
    }

    @Test("A server that is gone gives a network error that says what to do", .timeLimit(.minutes(1)))
    func serverGone() async throws {
        let server = try CatalogServer()
        let base = try await server.start()
        await server.stop()
        let client = CatalogClient(origin: .server(base), timeout: 2)
        let error = await #expect(throws: ShopError.self) { try await client.products() }
        #expect(error?.code == .network)
        #expect(error?.message.contains("--offline") == true)
    }

    @Test("--catalog-url points the app at a server it did not start", .timeLimit(.minutes(1)))
    func externalServer() async throws {
        let server = try CatalogServer()
        let base = try await server.start()
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let (status, output) = await runShop(["--data", data.path, "--catalog-url", base.absoluteString], input: ["start", "product 64", "remote"])
        await server.stop()
        #expect(status == 0)
        #expect(output.contains("catalog:  \(base.absoluteString)\n"))
        #expect(!output.contains("(local catalog server)"))
        #expect(output.contains("Desk lamp"))
        #expect(output.contains("Server sent 2 command(s) from \(base.absoluteString)."))
    }

    @Test("Offline, the bundled catalog answers without a server")
    func offline() async throws {
        let client = CatalogClient(origin: .bundled)
        #expect(client.source == "bundled (offline)")
        #expect(try await client.products().count == BundledCatalog.products.count)
        #expect(try await client.product(id: 7)?.name == "Espresso cup")
    }
}
