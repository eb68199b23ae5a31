import LatticeScan
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacros

/// The arguments of an attribute, by label.
struct MacroArguments {
    let attribute: AttributeSyntax
    let list: [LabeledExprSyntax]

    init(_ attribute: AttributeSyntax) {
        self.attribute = attribute
        if case .argumentList(let arguments) = attribute.arguments {
            list = Array(arguments)
        } else {
            list = []
        }
    }

    /// The first unlabelled argument.
    var first: LabeledExprSyntax? { list.first { $0.label == nil } }

    /// The argument labelled `label`.
    subscript(label: String) -> LabeledExprSyntax? { list.first { $0.label?.text == label } }

    /// Every argument from the one labelled `label` to the next labelled one (a variadic
    /// parameter's values).
    func variadic(_ label: String) -> [LabeledExprSyntax] {
        guard let start = list.firstIndex(where: { $0.label?.text == label }) else { return [] }
        var values = [list[start]]
        for argument in list[(start + 1)...] {
            if argument.label != nil { break }
            values.append(argument)
        }
        return values
    }

    /// The argument's string literal value, or an error at it saying to write a literal.
    /// `nil` (with the error reported) when it is not a literal.
    static func literal(
        _ argument: LabeledExprSyntax, what: String, in context: some MacroExpansionContext
    ) -> String? {
        if let literal = argument.expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue {
            return value
        }
        context.error(
            "notLiteral",
            "The \(what) must be a string literal: Lattice reads it at compile time and `lattice scan` reads it from the source. To fix, write the \(what) as a string literal.",
            at: argument.expression)
        return nil
    }

    /// The Bool literal value of the argument labelled `label`, if it is one.
    func bool(_ label: String) -> Bool? {
        self[label]?.expression.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
    }
}

/// Names derived from service types: `lattice scan` writes calls to what the macros
/// generate, so both take the names from LatticeScan's one definition.
enum MemberName {
    /// The factory `@Provides` generates (``WiringGenerator/factoryName(service:)``).
    static func factory(service spelling: String, name: String?) -> String {
        WiringGenerator.factoryName(service: ServiceReference(spelling: spelling, name: name))
    }
}

extension DeclGroupSyntax {
    /// `struct`, `class`, `actor`, `enum` or `nil`.
    var typeKind: String? {
        switch Syntax(self).as(SyntaxEnum.self) {
        case .structDecl: "struct"
        case .classDecl: "class"
        case .actorDecl: "actor"
        case .enumDecl: "enum"
        default: nil
        }
    }

    /// The type's name as written.
    var typeName: String? {
        if let decl = self.as(StructDeclSyntax.self) { return decl.name.trimmedDescription }
        if let decl = self.as(ClassDeclSyntax.self) { return decl.name.trimmedDescription }
        if let decl = self.as(ActorDeclSyntax.self) { return decl.name.trimmedDescription }
        if let decl = self.as(EnumDeclSyntax.self) { return decl.name.trimmedDescription }
        return nil
    }

    /// The initialisers declared in the body.
    var initializers: [InitializerDeclSyntax] {
        memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    }
}

extension InitializerDeclSyntax {
    /// The external labels of its parameters (`_` for none).
    var labels: [String] { signature.parameterClause.parameters.map(\.firstName.text) }
    /// Whether it throws.
    var isThrowing: Bool { signature.effectSpecifiers?.throwsClause != nil }
    /// Whether it is `async`.
    var isAsync: Bool { signature.effectSpecifiers?.asyncSpecifier != nil }
}

/// A short description of a declaration's kind, for messages.
func describe(_ declaration: some SyntaxProtocol) -> String {
    switch Syntax(declaration).as(SyntaxEnum.self) {
    case .protocolDecl: "a protocol"
    case .extensionDecl: "an extension"
    case .functionDecl: "a function"
    case .variableDecl: "a property"
    case .typeAliasDecl: "a type alias"
    case .initializerDecl: "an initializer"
    case .subscriptDecl: "a subscript"
    case .structDecl: "a struct"
    case .classDecl: "a class"
    case .actorDecl: "an actor"
    case .enumDecl: "an enum"
    default: "this declaration"
    }
}
