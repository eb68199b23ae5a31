/// The public protocols components publish and resolve through the service registry.
/// A feature sees only these; the business components implement them.

/// How loud a log line is.
public enum LogLevel: String, Sendable, Comparable, CaseIterable {
    case debug, info, warning, error

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rank < rhs.rank }
}

/// One log line.
public struct LogEntry: Sendable, Hashable {
    /// How loud.
    public var level: LogLevel
    /// The component that wrote it.
    public var component: String
    /// The text.
    public var message: String

    /// Creates an entry.
    public init(level: LogLevel, component: String, message: String) {
        self.level = level
        self.component = component
        self.message = message
    }
}

/// The app's log (foundation: Log).
public protocol EventLogging: Sendable {
    /// Records a line.
    func log(_ level: LogLevel, _ component: String, _ message: String)
    /// The lines kept in memory, oldest first.
    var entries: [LogEntry] { get }
}

/// Where products come from (foundation: Network).
public protocol CatalogProviding: Sendable {
    /// Where the catalog is read from: `http://127.0.0.1:PORT` or `bundled (offline)`.
    var source: String { get }
    /// Every product, by id.
    func products() async throws -> [Product]
    /// One product, or `nil` when the catalog has no such id.
    func product(id: Int) async throws -> Product?
    /// Commands the server wants the app to run (URLs such as `shop://mediator/...`).
    func remoteCommands() async throws -> [String]
}

/// The number shown on the cart badge: the narrow service features use.
public protocol CartCounting: Sendable {
    /// How many items (quantities summed) are in the cart.
    func itemCount() throws -> Int
}

/// The cart (shared business: Cart), persisted.
public protocol CartManaging: CartCounting {
    /// The lines, by product id.
    func lines() throws -> [CartLine]
    /// Adds `quantity` of `product`; returns the new quantity of that line.
    @discardableResult
    func add(_ product: Product, quantity: Int) throws -> Int
    /// Removes the line of `productID`; returns whether there was one.
    @discardableResult
    func remove(productID: Int) throws -> Bool
}

/// Who is logged in: the narrow service features use.
public protocol CurrentUserProviding: Sendable {
    /// The user, or `nil` when nobody is logged in.
    var currentUser: User? { get }
}

/// Logging in and out (shared business: Account).
public protocol AccountManaging: CurrentUserProviding {
    /// Logs in; throws ``ShopError`` with a message a person can act on.
    @discardableResult
    func login(name: String, password: String) throws -> User
    /// Logs out.
    func logout()
}

/// Paying for the cart (shared business: Payment).
public protocol PaymentProcessing: Sendable {
    /// Pays for the whole cart of `user` in one transaction: the order is written and the
    /// cart emptied together, or nothing happens.
    func checkout(user: User) throws -> Order
}

/// Past orders (shared business: Payment writes them, Orders shows them).
public protocol OrderHistory: Sendable {
    /// The orders of `user`, newest first.
    func orders(of user: User) throws -> [Order]
}

/// Usage events (shared business: Analytics).
public protocol AnalyticsTracking: Sendable {
    /// Records an event with properties.
    func track(_ event: String, _ properties: [String: String])
    /// Every event so far, oldest first, as `name k=v ...`.
    var events: [String] { get }
}
