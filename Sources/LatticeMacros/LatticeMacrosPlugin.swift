internal import SwiftCompilerPlugin
internal import SwiftSyntaxMacros

/// The compiler plug-in that provides Lattice's annotation macros.
@main
struct LatticeMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        ProvidesMacro.self,
        RouteMacro.self,
        RoutePathMacro.self,
        TypedRouteMacro.self,
        MediatorTargetMacro.self,
        ActionMacro.self,
        LatticeComponentMacro.self,
    ]
}
