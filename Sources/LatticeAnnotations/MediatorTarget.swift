public import LatticeMediator

/// Declares that the attached type is the mediator target `name`, with the methods marked
/// ``Action(_:)`` as its actions, so that its module's component registers it with the mediator.
///
/// ```swift
/// import LatticeAnnotations
///
/// @MediatorTarget("cart", lifetime: .cached)
/// final class CartTarget: Sendable {
///     init(resolver: Resolver) {}               // or init()
///     @Action(ShopContracts.cartAdd) func add(_ item: AddToCart) async throws -> Int { item.quantity }
///     @Action(ShopContracts.cartCount) func count() throws -> Int { 0 }   // a NoInput contract
/// }
/// ```
///
/// Generates:
///
/// ```swift
/// static func latticeMakeTarget(_ resolver: Resolver) throws -> CartTarget
/// nonisolated static func latticeActions(_ actions: inout TargetActions<CartTarget>)
/// static func latticeAction_count(_ target: CartTarget, _ input: NoInput) throws -> Int
/// ```
///
/// `latticeMakeTarget` calls `init(resolver:)` when the type's body declares it, else
/// `init()`. `latticeActions` adds each action with its contract: a method whose input or
/// output does not match its contract is a compile error there. A method without a
/// parameter serves a contract whose input is `NoInput`.
///
/// A synchronous action is added through a `latticeAction_<method>` member, which has the
/// type's isolation, as `latticeMakeTarget` has: on a main-actor type (`@MainActor`, or any
/// type of an app target whose code is main-actor by default) the target is made and its
/// synchronous actions run on the main actor, so they can build screens; elsewhere they run
/// on the caller's thread. An asynchronous action runs wherever its method is isolated.
///
/// - Parameters:
///   - name: The target's name, as a string literal: the one its contracts carry.
///   - lifetime: `TargetLifetime/cached` (made on first use and kept) or
///     `TargetLifetime/perCall`.
@attached(member, names: named(latticeMakeTarget), named(latticeActions), arbitrary)
public macro MediatorTarget(
    _ name: String, lifetime: TargetLifetime = .cached
) = #externalMacro(module: "LatticeMacros", type: "MediatorTargetMacro")
