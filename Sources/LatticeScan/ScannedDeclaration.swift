package import LatticeGraph

/// A declaration the whole-app check needs to resolve names as the compiler does: a type,
/// a typealias, or a string constant, with the scope it is declared in.
///
/// The scan records them per target; ``WiringLink`` joins every target's declarations to
/// resolve a `typealias` declared in one target and used in another, `Interfaces.Storage`
/// against `Storage`, or a registration name given by a `static let` of another target.
package struct ScannedDeclaration: Sendable, Hashable, Codable {
    /// What is declared.
    package enum Kind: String, Sendable, Hashable, Codable {
        /// A struct, class, enum or actor.
        case type
        /// A protocol (inside its extensions, `Self` is whatever conforms).
        case `protocol`
        /// A `typealias`; ``ScannedDeclaration/value`` is the aliased type as written.
        case `typealias`
        /// A `static let` (or a global `let`) holding a string: ``ScannedDeclaration/value``
        /// is the string, or ``ScannedDeclaration/reference`` names the constant it copies.
        case constant
        /// A `static let` (or a global `let`) holding an array of strings or string
        /// constants (`static let all = [home, cart]`): ``ScannedDeclaration/parameters``
        /// holds the elements, each a constant's name or a literal after a `"`.
        case list
    }

    /// What is declared.
    package var kind: Kind
    /// Its simple name (`Pricing`, `Storage`, `disk`).
    package var name: String
    /// Where it is declared: the types and extension around it, the file.
    package var scope: ScannedScope
    /// For a typealias: the aliased type as written (`Interfaces.StorageService`). For a
    /// constant: the string literal it holds (or the first literal argument of the call
    /// that makes it, `route("/product/:id")`). `nil` otherwise.
    package var value: String?
    /// For a constant that copies another: the name it copies (`Names.base` in
    /// `static let disk = Names.base`).
    package var reference: String?
    /// For a generic typealias: its generic parameters, in order (`T` in `typealias Repo<T> = Repository<T>`).
    package var parameters: [String]
    /// Where it is written.
    package var location: FileLocation

    /// Creates a declaration.
    package init(
        kind: Kind, name: String, scope: ScannedScope, value: String? = nil, reference: String? = nil, parameters: [String] = [],
        location: FileLocation
    ) {
        self.kind = kind
        self.name = name
        self.scope = scope
        self.value = value
        self.reference = reference
        self.parameters = parameters
        self.location = location
    }
}
