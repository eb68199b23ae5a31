import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@LatticeComponent`: marks the component that registers its module's annotations, with a
/// record beside the type (the component of a module that declares several).
struct LatticeComponentMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let isType = declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
            || declaration.is(ActorDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
        guard isType, let type = declaration.asProtocol((any DeclGroupSyntax).self)?.typeName else {
            context.error(
                "latticeComponentPlacement",
                "@LatticeComponent is attached to \(describe(declaration)); it marks the type that conforms to Component. To fix, attach it to that struct, class, actor or enum.",
                at: node)
            return []
        }
        return [AnnotationRecordDecl.home(named: "latticeRecord_home_\(type)", type: type, isMember: AnnotationRecordDecl.isMember(context))]
    }
}
