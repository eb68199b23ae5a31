public import LatticeCore

/// One action, declared once: its target, its name, its input and output types and who may
/// call it.
///
/// The same value registers the handler and makes the call, so each name is written once
/// and a wrong parameter is a compile error:
///
/// ```swift
/// enum Cart {
///     static let add = ActionContract<AddToCart, CartCount>(target: "cart", action: "add", exposure: .external)
/// }
/// try mediator.register("cart", make: { CartTarget() }) { actions in
///     actions.on(Cart.add) { cart, item in cart.add(item) }
/// }
/// let count = try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 2, gift: false))
/// ```
///
/// `Input` is `Codable` so untyped calls (a parameter dictionary, a remote URL) can be
/// decoded into it; use ``NoInput`` for an action without parameters.
///
/// Declare contracts as `static let`: creating one records its names in a process-wide
/// table, which is what lets a call find its handler without hashing strings.
public struct ActionContract<Input: Codable & Sendable, Output: Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// The target's name, such as `cart`.
    public let target: String
    /// The action's name within the target, such as `add`.
    public let action: String
    /// Who may call the action.
    public let exposure: Exposure
    /// Dense process-wide number of (`target`, `action`), the index of the handler's slot.
    @usableFromInline let id: Int
    /// Where the contract is declared, so that a mistake in it (a target registered under
    /// another name) is reported at its declaration, not where it is registered.
    let declaration: CallSite

    /// Declares an action.
    ///
    /// - Parameters:
    ///   - target: The target's name: letters, digits, `-`, `_` or `.`.
    ///   - action: The action's name, same characters.
    ///   - exposure: `Exposure.external` to let callers outside the app run it.
    ///   - fileID: The file the contract is declared in, for messages; the caller's by default.
    ///   - line: The line it is declared on, for messages; the caller's by default.
    /// - Complexity: One lock and one hash of the names; declare contracts once.
    public init(target: String, action: String, exposure: Exposure = .app, fileID: String = #fileID, line: Int = #line) {
        self.target = target
        self.action = action
        self.exposure = exposure
        self.id = ActionIDs.id(target: target, action: action)
        self.declaration = CallSite(fileID: fileID, line: line)
    }

    /// `cart/add`.
    public var description: String { "\(target)/\(action)" }

    /// Whether two contracts name the same action with the same exposure (wherever each is declared).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.exposure == rhs.exposure
    }

    /// Hashes the target, the action and the exposure.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(target)
        hasher.combine(action)
        hasher.combine(exposure)
    }
}

/// The input of an action that takes no parameters.
public struct NoInput: Codable, Sendable, Hashable {
    /// Creates the empty input.
    public init() {}
}

/// Process-wide dense numbers for (target, action) name pairs: every contract and every
/// registered action with the same names gets the same number, so a mediator finds a
/// handler by indexing an array.
enum ActionIDs {
    private struct Names: Hashable {
        let target: String
        let action: String
    }

    private static let table = Locked<[Names: Int]>([:])

    static func id(target: String, action: String) -> Int {
        table.withLock { table in
            let names = Names(target: target, action: action)
            if let id = table[names] { return id }
            let id = table.count
            table[names] = id
            return id
        }
    }
}
