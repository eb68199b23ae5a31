import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Action(contract)`: a marker the `@MediatorTarget` macro and `lattice scan` read.
/// Expands to nothing; checks it is on a method in the body of a `@MediatorTarget` type.
struct ActionMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(FunctionDeclSyntax.self) else {
            context.error(
                "actionPlacement",
                "@Action is attached to \(describe(declaration)); it marks the method that performs an action. To fix, attach it to a method of the @MediatorTarget type.",
                at: node)
            return []
        }
        let enclosing = context.lexicalContext.first { $0.asProtocol((any DeclGroupSyntax).self) != nil }?.asProtocol((any DeclGroupSyntax).self)
        let isInTarget = enclosing.map { group in
            group.attributes.contains { element in
                element.as(AttributeSyntax.self).map { $0.attributeName.trimmedDescription.hasSuffix("MediatorTarget") } ?? false
            }
        } ?? false
        if !isInTarget {
            let place = enclosing?.typeName.map { "'\($0)'" }
                ?? (enclosing?.is(ExtensionDeclSyntax.self) == true ? "an extension" : "no type")
            context.error(
                "actionOutsideTarget",
                "@Action is in \(place), not in the body of a type marked @MediatorTarget, so no target registers it. To fix, mark the type @MediatorTarget(\"name\") and declare the method in its body.",
                at: node)
        }
        return []
    }

    /// Whether `attribute` is `@Action` (or `@LatticeAnnotations.Action`).
    static func isAction(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "Action" || name == "LatticeAnnotations.Action"
    }
}
