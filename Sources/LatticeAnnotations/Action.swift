public import LatticeMediator

/// Marks a method of a ``MediatorTarget(_:lifetime:)`` type as the action of `contract`.
///
/// ```swift
/// @MediatorTarget("cart")
/// final class CartTarget: Sendable {
///     @Action(ShopContracts.cartAdd) func add(_ item: AddToCart) async throws -> Int { item.quantity }
/// }
/// ```
///
/// It expands to nothing: the target's macro and `lattice scan` read it. The method takes
/// the contract's input as its only parameter (none for a `NoInput` contract) and
/// returns its output. Outside the body of a `@MediatorTarget` type it is a compile error.
///
/// - Parameter contract: The action's contract, declared once and shared with callers.
@attached(peer)
public macro Action<Input, Output>(
    _ contract: ActionContract<Input, Output>
) = #externalMacro(module: "LatticeMacros", type: "ActionMacro")
