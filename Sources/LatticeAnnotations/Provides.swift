public import LatticeServices

/// Declares that the attached type implements `service`, so that its module's component
/// registers it: the annotation says, the macro checks and places a record in the binary,
/// the component's `registerAnnotated(in:)` registers it.
///
/// Repeat the attribute for each protocol (or name) the type provides:
///
/// ```swift
/// import LatticeAnnotations
///
/// @Provides((any CartManaging).self, scope: .singleton)
/// @Provides((any CartCounting).self, name: "badge")
/// final class Cart: CartManaging, CartCounting {
///     init(resolver: Resolver) throws { /* resolve what it needs */ }
/// }
/// ```
///
/// Each attribute generates one static factory in the type:
///
/// ```swift
/// static func latticeMake_CartManaging(_ resolver: Resolver) throws -> any CartManaging { try Cart(resolver: resolver) }
/// static func latticeMake_CartCounting_badge(_ resolver: Resolver) throws -> any CartCounting { try Cart(resolver: resolver) }
/// ```
///
/// The factory's return type makes the compiler reject a type that does not conform to
/// the service it claims. The factory calls `init(resolver:)` when the type's body
/// declares one, else `init()`.
///
/// With runtime arguments, the factory takes them after the resolver and calls
/// `init(resolver:arguments:)` when the body declares it, else `init(arguments:)`; a
/// wrong argument type is a compile error:
///
/// ```swift
/// @Provides((any ProductDetail).self, arguments: Int.self)
/// struct ProductDetailModel: ProductDetail { let id: Int; init(arguments id: Int) { self.id = id } }
/// // static func latticeMake_ProductDetail(_ resolver: Resolver, _ a0: Int) throws -> any ProductDetail
/// ```
///
/// - Parameters:
///   - service: The service type, usually a protocol existential: `(any CartManaging).self`.
///   - name: The registration name, as a string literal (it is part of the factory's name).
///   - scope: How long an instance lives. A service with `arguments` is made for each
///     resolve, so it takes no scope.
///   - arguments: The types of the runtime arguments a resolve passes, in order.
@attached(member, names: arbitrary)
public macro Provides<Service>(
    _ service: Service.Type, name: String? = nil, scope: Scope = .transient, arguments: Any.Type...
) = #externalMacro(module: "LatticeMacros", type: "ProvidesMacro")
