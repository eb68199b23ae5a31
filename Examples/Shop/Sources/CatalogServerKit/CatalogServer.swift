public import Foundation
import FlyingFox
import FlyingSocks
import NetworkKit
import ShopInterfaces

/// The small catalog server the sample starts on 127.0.0.1 (FlyingFox), so that the
/// Network component talks real HTTP.
///
/// `GET /products`, `GET /products/ID` (404 when unknown), `GET /commands`.
public actor CatalogServer {
    private let server: HTTPServer
    private var task: Task<Void, any Error>?

    /// Creates a server for 127.0.0.1 on `port` (0: any free port).
    public init(port: UInt16 = 0) throws {
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 5, logger: .disabled)
    }

    /// Starts listening; returns the base URL, such as `http://127.0.0.1:40123`.
    ///
    /// - Throws: when the socket cannot listen within five seconds.
    public func start() async throws -> URL {
        await server.appendRoute("GET /products") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: try BundledCatalog.productsJSON())
        }
        await server.appendRoute("GET /products/:id") { request in
            guard let id = request.path.split(separator: "/").last.flatMap({ Int($0) }),
                  let product = BundledCatalog.products.first(where: { $0.id == id }) else {
                return HTTPResponse(statusCode: .notFound)
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: try JSONEncoder().encode(product))
        }
        await server.appendRoute("GET /commands") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: try JSONEncoder().encode(BundledCatalog.commands))
        }
        let server = self.server
        task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 5)
        guard case .ip4(let host, port: let port) = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        guard let url = URL(string: "http://\(host):\(port)") else { throw URLError(.badURL) }
        return url
    }

    /// Stops listening and closes connections.
    public func stop() async {
        await server.stop(timeout: 1)
        task?.cancel()
        task = nil
    }
}
