import ShopInterfaces
import Synchronization

/// The catalog's stand-in: two books, in memory.
struct TwoBooks: CatalogProviding {
    static let books = [
        Product(id: 42, name: "The Hitchhiker's Guide to the Galaxy", priceCents: 1342, category: "books"),
        Product(id: 64, name: "Gödel, Escher, Bach", priceCents: 2200, category: "books"),
    ]
    var source: String { "two books (stand-in)" }
    func products() async throws -> [Product] { Self.books }
    func product(id: Int) async throws -> Product? { Self.books.first { $0.id == id } }
    func remoteCommands() async throws -> [String] { [] }
}

/// The cart's stand-in: lines in memory.
final class MemoryCart: CartManaging {
    private let stored = Mutex<[CartLine]>([])

    func itemCount() throws -> Int { stored.withLock { $0.reduce(0) { $0 + $1.quantity } } }
    func lines() throws -> [CartLine] { stored.withLock { $0 } }

    func add(_ product: Product, quantity: Int) throws -> Int {
        stored.withLock { lines in
            if let index = lines.firstIndex(where: { $0.productID == product.id }) {
                lines[index].quantity += quantity
                return lines[index].quantity
            }
            lines.append(CartLine(productID: product.id, name: product.name, priceCents: product.priceCents, quantity: quantity))
            return quantity
        }
    }

    func remove(productID: Int) throws -> Bool {
        stored.withLock { lines in
            let before = lines.count
            lines.removeAll { $0.productID == productID }
            return lines.count != before
        }
    }
}

/// The account's stand-in: whoever the test logs in.
final class StandInUser: CurrentUserProviding {
    private let user = Mutex<User?>(nil)

    var currentUser: User? { user.withLock { $0 } }
    func logIn(_ name: String) { user.withLock { $0 = User(name: name) } }
}

/// The order history's stand-in: the orders it was given.
struct StandInOrders: OrderHistory {
    let all: [Order]
    func orders(of user: User) throws -> [Order] { all.filter { $0.user == user.name } }
}

/// A display that keeps what screens write, one line each.
final class RecordingDisplay: Display {
    private let lines = Mutex<[String]>([])
    var text: String { lines.withLock { $0.joined(separator: "\n") } }

    func line(_ text: String) { lines.withLock { $0.append(text) } }
    func heading(_ text: String) { line(text) }
    func success(_ text: String) { line(text) }
    func warning(_ text: String) { line(text) }
    func failure(_ text: String) { line(text) }
    func detail(_ text: String) { line(text) }
    func table(_ headers: [String], _ rows: [[String]]) { for row in [headers] + rows { line(row.joined(separator: "  ")) } }
}
