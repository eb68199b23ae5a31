import Foundation
import Testing
import ShopInterfaces
import StorageKit

@Suite("SQLite storage")
struct StorageTests {
    let product = Product(id: 42, name: "Guide", priceCents: 1042, category: "books")

    @Test("Adding accumulates and survives reopening the file")
    func persistence() throws {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let database = try ShopDatabase(directory: data)
        #expect(try database.addToCart(product, quantity: 1) == 1)
        #expect(try database.addToCart(product, quantity: 2) == 3)
        let reopened = try ShopDatabase(directory: data)
        #expect(try reopened.cartLines() == [CartLine(productID: 42, name: "Guide", priceCents: 1042, quantity: 3)])
        #expect(try reopened.removeFromCart(productID: 42))
        #expect(try !reopened.removeFromCart(productID: 42))
    }

    @Test("Paying writes the order and empties the cart together; an empty cart writes nothing")
    func checkoutIsTransactional() throws {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let database = try ShopDatabase(directory: data)
        let empty = #expect(throws: ShopError.self) { try database.placeOrder(user: "alice") }
        #expect(empty?.code == .emptyCart)
        #expect(try database.orderCount() == 0)

        _ = try database.addToCart(product, quantity: 2)
        let order = try database.placeOrder(user: "alice")
        #expect(order.totalCents == 2084)
        #expect(try database.cartLines().isEmpty)
        #expect(try database.orders(user: "alice") == [order])
        #expect(try database.orders(user: "bob").isEmpty)
    }

    @Test("A folder that cannot be created is a storage error naming it")
    func badFolder() throws {
        let file = temporaryDataDirectory()
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = #expect(throws: ShopError.self) { try ShopDatabase(directory: file) }
        #expect(error?.code == .storage)
        #expect(error?.message.contains("--data") == true)
    }
}
