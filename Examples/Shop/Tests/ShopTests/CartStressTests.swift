import Foundation
import Testing
import CartService
import ShopInterfaces
import StorageKit
import LogKit

@Suite("Cart Stress")
struct CartStressTests {
    @Test("Concurrent adds and reads from many tasks lose no item", .timeLimit(.minutes(1)))
    func concurrentAdds() async throws {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let cart = Cart(database: try ShopDatabase(directory: data), log: Log())
        let products = (1...4).map { Product(id: $0, name: "P\($0)", priceCents: 100 * $0, category: "test") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for step in 0..<25 {
                        try cart.add(products[(task + step) % products.count], quantity: 1)
                        _ = try cart.itemCount()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try cart.itemCount() == 200)
        #expect(try cart.lines().map(\.quantity) == [50, 50, 50, 50])
    }
}
