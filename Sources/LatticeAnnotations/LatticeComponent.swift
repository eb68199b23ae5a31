/// Marks the component that registers its module's annotations (its
/// `registerAnnotated(in:)`, which the default `register(in:)` calls).
///
/// ```swift
/// import LatticeAnnotations
///
/// @LatticeComponent
/// public struct CartComponent: Component {
///     public let name = "Cart"
///     public let version = SemanticVersion(1, 4, 0)
/// }
/// ```
///
/// Needed only when a module declares more than one component: the others then register
/// none of the module's annotations. The macro checks that it is attached to a struct,
/// class, actor or enum, and places a record of the mark beside it.
@attached(peer, names: prefixed(latticeRecord_home_))
public macro LatticeComponent() = #externalMacro(module: "LatticeMacros", type: "LatticeComponentMacro")
