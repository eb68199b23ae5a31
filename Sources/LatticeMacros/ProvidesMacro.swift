import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Provides(Service.self, name:scope:arguments:)`: a static factory per provided service,
/// `latticeMake_<Service>[_<name>]`, whose return type makes the compiler check conformance.
struct ProvidesMacro: MemberMacro {
    static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.typeKind != nil, let typeName = declaration.typeName else {
            context.error(
                "providesPlacement",
                "@Provides is attached to \(describe(declaration)); it belongs on the struct, class, actor or enum that implements the service. To fix, move it to the implementing type's declaration.",
                at: node)
            return []
        }
        let arguments = MacroArguments(node)
        guard let serviceArgument = arguments.first else { return [] }
        let serviceExpression = serviceArgument.expression.trimmed
        guard let member = serviceExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base
        else {
            context.error(
                "providesService",
                "@Provides takes the service type as 'Type.self', found '\(serviceExpression)'. To fix, write the service like (any CartManaging).self.",
                at: serviceArgument.expression)
            return []
        }
        var name: String?
        if let nameArgument = arguments["name"] {
            if nameArgument.expression.is(NilLiteralExprSyntax.self) {
                name = nil
            } else {
                guard let value = MacroArguments.literal(nameArgument, what: "service name", in: context) else { return [] }
                name = value
            }
        }
        let argumentTypes = arguments.variadic("arguments").map { argument -> String in
            let text = argument.expression.trimmedDescription
            return text.hasSuffix(".self") ? String(text.dropLast(5)) : text
        }
        if !argumentTypes.isEmpty, let scope = arguments["scope"], scope.expression.trimmedDescription != ".transient" {
            context.error(
                "providesScopeWithArguments",
                "A service with arguments is made anew for each resolve, so it cannot have the scope \(scope.expression.trimmedDescription). To fix, remove 'scope:'.",
                at: scope.expression,
                fixIts: [FixIt(message: LatticeFixIt("Remove 'scope:'"), changes: [.replace(oldNode: Syntax(node), newNode: Syntax(removing(scope, from: node)))])])
            return []
        }

        let serviceType = base.trimmedDescription
        let returnType = serviceType.hasPrefix("(") && serviceType.hasSuffix(")") ? String(serviceType.dropFirst().dropLast()) : serviceType
        let memberName = MemberName.factory(service: serviceType, name: name)
        let initializers = declaration.initializers
        var parameters = "_ resolver: LatticeServices.Resolver"
        var call: String
        var initializer: InitializerDeclSyntax?
        if argumentTypes.isEmpty {
            initializer = initializers.first { $0.labels == ["resolver"] }
            call = initializer != nil ? "\(typeName)(resolver: resolver)" : "\(typeName)()"
            if initializer == nil { initializer = initializers.first { $0.labels.isEmpty } }
        } else {
            let values = argumentTypes.indices.map { "a\($0)" }
            parameters += argumentTypes.enumerated().map { ", _ a\($0.offset): \($0.element)" }.joined()
            let passed = values.joined(separator: ", ")
            if let found = initializers.first(where: { $0.labels.count == argumentTypes.count + 1 && $0.labels.prefix(2) == ["resolver", "arguments"] }) {
                initializer = found
                call = "\(typeName)(resolver: resolver, arguments: \(passed))"
            } else {
                initializer = initializers.first { $0.labels.first == "arguments" && $0.labels.count == argumentTypes.count }
                call = "\(typeName)(arguments: \(passed))"
            }
        }
        if let initializer, initializer.isAsync {
            context.error(
                "providesAsyncInit",
                "\(typeName)'s initializer is async, but a service factory runs synchronously. To fix, make the initializer synchronous and start the asynchronous work later.",
                at: initializer.initKeyword)
            return []
        }
        if initializer?.isThrowing ?? false { call = "try " + call }
        let factory = "\(typeName).\(memberName)"
        let nameArgument = name.map { ", name: \(StringLiteralExprSyntax(content: $0))" } ?? ""
        let place = AnnotationRecordDecl.place(of: node, in: context)
        let registration: String
        if argumentTypes.isEmpty {
            let scope = arguments["scope"].map { ", scope: \($0.expression.trimmedDescription)" } ?? ""
            // The factory has the annotated type's isolation, which the code may not say (an app
            // target can make every type main-actor by default): passed twice, the registration reads it.
            registration = "try context.register(\(serviceType).self\(nameArgument)\(scope), \(place), annotated: \(factory), \(factory))"
        } else {
            registration = "try context.services.register(\(serviceType).self\(nameArgument), component: context.component.name, \(place), factory: \(factory))"
        }
        return [
            """
            static func \(raw: memberName)(\(raw: parameters)) throws -> \(raw: returnType) {
                \(raw: call)
            }
            """,
            AnnotationRecordDecl.registration(named: "latticeRecord" + memberName.dropFirst("latticeMake".count), body: registration, isMember: true),
        ]
    }

    /// `node` without `argument`.
    private static func removing(_ argument: LabeledExprSyntax, from node: AttributeSyntax) -> AttributeSyntax {
        guard case .argumentList(let list) = node.arguments else { return node }
        var kept = Array(list.filter { $0.id != argument.id })
        if let last = kept.popLast() { kept.append(last.with(\.trailingComma, nil)) }
        return node.with(\.arguments, .argumentList(LabeledExprListSyntax(kept)))
    }
}
