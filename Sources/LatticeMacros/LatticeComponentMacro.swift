import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@LatticeComponent`: marks the component the scan's generated registration completes.
/// Checks it is attached to a type; generates nothing.
struct LatticeComponentMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let isType = declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
            || declaration.is(ActorDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
        if !isType {
            context.error(
                "latticeComponentPlacement",
                "@LatticeComponent is attached to \(describe(declaration)); it marks the type that conforms to Component. To fix, attach it to that struct, class, actor or enum.",
                at: node)
        }
        return []
    }
}
