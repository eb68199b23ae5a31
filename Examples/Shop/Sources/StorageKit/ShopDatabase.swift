public import Foundation
import GRDB
public import ShopInterfaces

/// The shop's SQLite database (GRDB, write-ahead log): the cart, the orders, and whether
/// the first-run welcome is done.
///
/// Every change is one transaction, so a process killed mid-way leaves either the old
/// state or the new one, never half: paying writes the order, its lines and empties the
/// cart together.
public final class ShopDatabase: Sendable {
    /// The database file.
    public let path: String
    private let pool: DatabasePool

    /// Opens (creating if needed) `shop.sqlite` in `directory` and migrates it.
    ///
    /// - Throws: ``ShopError`` with code `storage` when the folder cannot be created or the
    ///   file is not a usable database.
    public init(directory: URL, fileID: String = #fileID, line: Int = #line) throws(ShopError) {
        let file = directory.appendingPathComponent("shop.sqlite").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.foreignKeysEnabled = true
            configuration.busyMode = .timeout(5)
            pool = try DatabasePool(path: file, configuration: configuration)
            try Self.migrator.migrate(pool)
        } catch {
            throw ShopError(
                .storage, subject: file,
                message: "Cannot open the shop database at \(file): \(error). To fix, pass a writable folder with --data DIR, or delete a damaged file there.",
                fileID: fileID, line: line)
        }
        path = file
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: cart and orders") { db in
            try db.execute(sql: """
                CREATE TABLE cart_item (
                    product_id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    price_cents INTEGER NOT NULL,
                    quantity INTEGER NOT NULL CHECK (quantity > 0)
                );
                CREATE TABLE shop_order (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user TEXT NOT NULL,
                    total_cents INTEGER NOT NULL,
                    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
                );
                CREATE TABLE order_line (
                    order_id INTEGER NOT NULL REFERENCES shop_order(id) ON DELETE CASCADE,
                    product_id INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    price_cents INTEGER NOT NULL,
                    quantity INTEGER NOT NULL
                );
                CREATE INDEX order_line_order ON order_line(order_id);
                """)
        }
        migrator.registerMigration("v2: first-run welcome") { db in
            try db.execute(sql: "CREATE TABLE welcome (done_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP)")
        }
        return migrator
    }

    // MARK: Cart

    /// The cart's lines, by product id.
    public func cartLines() throws(ShopError) -> [CartLine] {
        try run("read the cart") {
            try pool.read { db in try Self.fetchCart(db) }
        }
    }

    /// Adds `quantity` of `product` (one transaction); returns the line's new quantity.
    public func addToCart(_ product: Product, quantity: Int) throws(ShopError) -> Int {
        try run("add to the cart") {
            try pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO cart_item (product_id, name, price_cents, quantity) VALUES (?, ?, ?, ?)
                        ON CONFLICT(product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
                            name = excluded.name, price_cents = excluded.price_cents
                        """,
                    arguments: [product.id, product.name, product.priceCents, quantity])
                return try Int.fetchOne(db, sql: "SELECT quantity FROM cart_item WHERE product_id = ?", arguments: [product.id]) ?? quantity
            }
        }
    }

    /// Removes the line of `productID`; returns whether there was one.
    public func removeFromCart(productID: Int) throws(ShopError) -> Bool {
        try run("remove from the cart") {
            try pool.write { db in
                try db.execute(sql: "DELETE FROM cart_item WHERE product_id = ?", arguments: [productID])
                return db.changesCount > 0
            }
        }
    }

    // MARK: Orders

    /// Turns the cart into an order of `user` in one transaction: the order and its lines
    /// are written and the cart emptied together, or nothing changes.
    ///
    /// - Throws: ``ShopError`` `emptyCart` when there is nothing to pay for.
    public func placeOrder(user: String) throws(ShopError) -> Order {
        let result: Result<Order, ShopError> = try run("place the order") {
            try pool.write { db -> Result<Order, ShopError> in
                let lines = try Self.fetchCart(db)
                guard !lines.isEmpty else {
                    return .failure(ShopError(.emptyCart, subject: "cart", message: "The cart is empty. To fix, add a product first (add 42)."))
                }
                let total = lines.reduce(0) { $0 + $1.totalCents }
                try db.execute(sql: "INSERT INTO shop_order (user, total_cents) VALUES (?, ?)", arguments: [user, total])
                let id = db.lastInsertedRowID
                for line in lines {
                    try db.execute(
                        sql: "INSERT INTO order_line (order_id, product_id, name, price_cents, quantity) VALUES (?, ?, ?, ?, ?)",
                        arguments: [id, line.productID, line.name, line.priceCents, line.quantity])
                }
                try db.execute(sql: "DELETE FROM cart_item")
                return .success(Order(id: id, user: user, lines: lines, totalCents: total))
            }
        }
        return try result.get()
    }

    /// The orders of `user`, newest first.
    public func orders(user: String) throws(ShopError) -> [Order] {
        try run("read the orders") {
            try pool.read { db in
                let rows = try Row.fetchAll(db, sql: "SELECT id, user, total_cents FROM shop_order WHERE user = ? ORDER BY id DESC", arguments: [user])
                return try rows.map { row in
                    let id: Int64 = row["id"]
                    let lines = try Row.fetchAll(
                        db, sql: "SELECT product_id, name, price_cents, quantity FROM order_line WHERE order_id = ? ORDER BY rowid",
                        arguments: [id]
                    ).map(Self.line)
                    return Order(id: id, user: row["user"], lines: lines, totalCents: row["total_cents"])
                }
            }
        }
    }

    /// How many orders there are in all.
    public func orderCount() throws(ShopError) -> Int {
        try run("count the orders") {
            try pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM shop_order") ?? 0 }
        }
    }

    // MARK: First run

    /// Whether the first-run welcome was done, in this database.
    public func isWelcomeDone() throws(ShopError) -> Bool {
        try run("read the welcome") {
            try pool.read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM welcome)") ?? false }
        }
    }

    /// Records that the first-run welcome is done.
    public func markWelcomeDone() throws(ShopError) {
        try run("record the welcome") {
            try pool.write { db in
                if try !(Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM welcome)") ?? false) {
                    try db.execute(sql: "INSERT INTO welcome DEFAULT VALUES")
                }
            }
        }
    }

    /// Moves the write-ahead log into the database file (when the app goes to the background).
    public func checkpoint() throws(ShopError) {
        try run("checkpoint the database") {
            _ = try pool.writeWithoutTransaction { db in try db.checkpoint(.passive) }
        }
    }

    // MARK: Internals

    private static func fetchCart(_ db: GRDB.Database) throws -> [CartLine] {
        try Row.fetchAll(db, sql: "SELECT product_id, name, price_cents, quantity FROM cart_item ORDER BY product_id").map(line)
    }

    private static func line(_ row: Row) -> CartLine {
        CartLine(productID: row["product_id"], name: row["name"], priceCents: row["price_cents"], quantity: row["quantity"])
    }

    private func run<T>(_ what: String, fileID: String = #fileID, line: Int = #line, _ body: () throws -> T) throws(ShopError) -> T {
        do {
            return try body()
        } catch let error as ShopError {
            throw error
        } catch {
            throw ShopError(.storage, subject: path, message: "Could not \(what) in \(path): \(error). To fix, check that the folder is writable and not full.", fileID: fileID, line: line)
        }
    }
}
