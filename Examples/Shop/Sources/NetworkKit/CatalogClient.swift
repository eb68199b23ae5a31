public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
public import ShopInterfaces

/// Reads the catalog over HTTP from the catalog server, or from the bundled copy offline.
public final class CatalogClient: CatalogProviding {
    /// Where the catalog comes from.
    public enum Origin: Sendable, Hashable {
        /// A catalog server, such as `http://127.0.0.1:8123`.
        case server(URL)
        /// The copy inside the app (`--offline`).
        case bundled
    }

    /// Where the catalog comes from.
    public let origin: Origin
    private let session: URLSession

    /// Creates a client; each request gives up after `timeout` seconds.
    public init(origin: Origin, timeout: TimeInterval = 5) {
        self.origin = origin
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        session = URLSession(configuration: configuration)
    }

    /// `http://127.0.0.1:PORT` or `bundled (offline)`.
    public var source: String {
        switch origin {
        case .server(let url): url.absoluteString
        case .bundled: "bundled (offline)"
        }
    }

    /// Every product.
    public func products() async throws -> [Product] {
        guard case .server(let base) = origin else { return BundledCatalog.products }
        return try await get([Product].self, base.appendingPathComponent("products")) ?? []
    }

    /// One product, or `nil` when the catalog has no such id.
    public func product(id: Int) async throws -> Product? {
        guard case .server(let base) = origin else { return BundledCatalog.products.first { $0.id == id } }
        return try await get(Product.self, base.appendingPathComponent("products").appendingPathComponent(String(id)))
    }

    /// Commands the server asks the app to run.
    public func remoteCommands() async throws -> [String] {
        guard case .server(let base) = origin else { return BundledCatalog.commands }
        return try await get([String].self, base.appendingPathComponent("commands")) ?? []
    }

    /// GETs `url` and decodes it; `nil` for 404.
    private func get<T: Decodable>(_ type: T.Type, _ url: URL) async throws(ShopError) -> T? {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(from: url)
        } catch {
            throw ShopError(.network, subject: url.absoluteString, message: "The catalog server did not answer GET \(url.absoluteString): \(error.localizedDescription). To fix, start the app without --catalog-url to use its own server, or with --offline.")
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status == 404 { return nil }
        guard status == 200 else {
            throw ShopError(.network, subject: url.absoluteString, message: "GET \(url.absoluteString) answered HTTP \(status). To fix, check the catalog server's log.")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw ShopError(.network, subject: url.absoluteString, message: "GET \(url.absoluteString) sent JSON that is not a \(T.self): \(error). To fix, check that the server serves the shop catalog.")
        }
    }
}
