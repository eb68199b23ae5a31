package import LatticeGraph

/// One `ActionContract<Input, Output>(target: "cart", action: "add")` declared in code:
/// the names every call and registration by that contract use, and where they are written.
package struct ScannedActionContract: Sendable, Hashable, Codable {
    /// The constant that holds it, by `Type.name` (`ShopContracts.cartAdd`), or the global
    /// name; `nil` for a contract written inline.
    package var key: String?
    /// The target's name when a literal gives it.
    package var target: String?
    /// The action's name when a literal gives it.
    package var action: String?
    /// Where it is declared.
    package var location: FileLocation

    /// Creates a contract.
    package init(key: String?, target: String?, action: String?, location: FileLocation) {
        self.key = key
        self.target = target
        self.action = action
        self.location = location
    }

    /// Whether `expression`, as a call or registration writes it, names this contract:
    /// `ShopContracts.cartAdd`, or qualified by its module (`ShopInterfaces.ShopContracts.cartAdd`).
    package func isNamed(by expression: String) -> Bool {
        key.map { Self.names($0, expression) } ?? false
    }
}

extension ScannedActionContract {
    /// Whether `expression` names the constant `key` (`Type.name`), qualified by its module or not.
    static func names(_ key: String, _ expression: String) -> Bool {
        let text = expression.filter { !$0.isWhitespace }
        return text == key || text.hasSuffix("." + key)
    }
}
