import LatticeAnnotations
import Synchronization
public import ShopInterfaces

/// Logging in and out, against a small built-in user list (the sample has no server
/// accounts): `alice` / `secret`, `bob` / `hunter2`.
@Provides((any AccountManaging).self, scope: .singleton)
public final class Account: AccountManaging {
    private let users: [String: String]
    private let user = Mutex<User?>(nil)
    private let log: (any EventLogging)?

    /// Creates the account service.
    public init(users: [String: String] = ["alice": "secret", "bob": "hunter2"], log: (any EventLogging)? = nil) {
        self.users = users
        self.log = log
    }

    /// Creates the account service with the app's log (what `@Provides` calls).
    convenience init(resolver: Resolver) throws {
        self.init(log: try resolver.resolve((any EventLogging).self))
    }

    /// The user logged in, or `nil`.
    public var currentUser: User? { user.withLock { $0 } }

    /// Logs `name` in.
    ///
    /// - Throws: ``ShopError`` `loginFailed` for an unknown name or a wrong password.
    @discardableResult
    public func login(name: String, password: String) throws -> User {
        guard let expected = users[name] else {
            throw ShopError(.loginFailed, subject: name, message: "There is no user '\(name)'. To fix, log in as one of \(users.keys.sorted().joined(separator: ", ")) (passwords in the README).")
        }
        guard expected == password else {
            log?.log(.warning, "Account", "wrong password for \(name)")
            throw ShopError(.loginFailed, subject: name, message: "Wrong password for '\(name)'. To fix, try again (the demo password of alice is 'secret').")
        }
        let logged = User(name: name)
        user.withLock { $0 = logged }
        log?.log(.info, "Account", "\(name) logged in")
        return logged
    }

    /// Logs out.
    public func logout() {
        let name = user.withLock { current in
            defer { current = nil }
            return current?.name
        }
        if let name { log?.log(.info, "Account", "\(name) logged out") }
    }
}
