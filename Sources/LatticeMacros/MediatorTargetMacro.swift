import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@MediatorTarget(name, lifetime:)`: `latticeMakeTarget(_:)` and `latticeActions(_:)`,
/// which adds each `@Action` method of the body with its contract; a synchronous action is
/// added through a `latticeAction_<method>` member, which keeps the type's isolation.
struct MediatorTargetMacro: MemberMacro {
    static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.typeKind != nil, let typeName = declaration.typeName else {
            context.error(
                "mediatorTargetPlacement",
                "@MediatorTarget is attached to \(describe(declaration)); it belongs on the type whose methods are the target's actions. To fix, attach it to a class, struct or actor.",
                at: node)
            return []
        }
        let arguments = MacroArguments(node)
        guard let nameArgument = arguments.first,
              let name = MacroArguments.literal(nameArgument, what: "target name", in: context)
        else { return [] }
        let allowed = !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) || "-_.".unicodeScalars.contains(scalar)
        }
        guard allowed else {
            context.error(
                "mediatorTargetName",
                "The target name '\(name)' is empty or has characters a URL would change. To fix, use only letters, digits, '-', '_' or '.'.",
                at: nameArgument.expression)
            return []
        }

        let initializers = declaration.initializers
        let initializer = initializers.first { $0.labels == ["resolver"] }
        var make = initializer != nil ? "\(typeName)(resolver: resolver)" : "\(typeName)()"
        if let used = initializer ?? initializers.first(where: { $0.labels.isEmpty }) {
            if used.isAsync {
                context.error(
                    "mediatorTargetAsyncInit",
                    "\(typeName)'s initializer is async, but the mediator makes a target synchronously. To fix, make the initializer synchronous.",
                    at: used.initKeyword)
                return []
            }
            if used.isThrowing { make = "try " + make }
        }

        var lines: [String] = []
        var actionFunctions: [DeclSyntax] = []
        var usedNames: Set<String> = []
        var failed = false
        for member in declaration.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                  let attribute = function.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: ActionMacro.isAction)
            else { continue }
            guard let contract = MacroArguments(attribute).first?.expression.trimmedDescription else { continue }
            if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
                context.error(
                    "actionStatic",
                    "The action '\(function.name.text)' is static, but actions run on the target's instance. To fix, make it an instance method.",
                    at: function.name)
                failed = true
                continue
            }
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count <= 1 else {
                context.error(
                    "actionParameters",
                    "The action '\(function.name.text)' takes \(parameters.count) parameters; an action takes its contract's input as its only parameter. To fix, take one parameter of the contract's Input type.",
                    at: function.signature.parameterClause)
                failed = true
                continue
            }
            let effects = function.signature.effectSpecifiers
            var call = "target.\(function.name.text)"
            let inputType: String
            if let parameter = parameters.first {
                let label = parameter.firstName.text
                call += "(\(label == "_" ? "" : label + ": ")input)"
                inputType = parameter.type.trimmedDescription
            } else {
                call += "()"
                inputType = "LatticeMediator.NoInput"
            }
            if effects?.asyncSpecifier != nil { call = "await " + call }
            if effects?.throwsClause != nil { call = "try " + call }
            guard effects?.asyncSpecifier == nil else {
                // An asynchronous action runs wherever it is isolated: the closure awaits it.
                let closureParameters = parameters.isEmpty ? "(target: \(typeName), _: LatticeMediator.NoInput)" : "target, input"
                lines.append("actions.on(\(contract)) { \(closureParameters) in \(call) }")
                continue
            }
            // A synchronous action is called through a member function, which has the type's
            // isolation (main-actor in an app target whose code is main-actor by default,
            // which the macro cannot see): passed twice, the mediator reads it.
            var member = "latticeAction_\(function.name.text)"
            if usedNames.contains(member) { member += "_\(usedNames.count + 1)" }
            usedNames.insert(member)
            let output = function.signature.returnClause?.type.trimmedDescription ?? "Void"
            let throwsWord = effects?.throwsClause != nil ? " throws" : ""
            actionFunctions.append(
                """
                static func \(raw: member)(_ target: \(raw: typeName), _ input: \(raw: inputType))\(raw: throwsWord) -> \(raw: output) {
                    \(raw: call)
                }
                """)
            lines.append("actions.on(\(contract), annotated: \(typeName).\(member), \(typeName).\(member))")
        }
        if failed { return [] }
        let body = lines.isEmpty ? "_ = actions" : lines.joined(separator: "\n")
        return [
            """
            static func latticeMakeTarget(_ resolver: LatticeServices.Resolver) throws -> \(raw: typeName) {
                \(raw: make)
            }
            """,
            """
            nonisolated static func latticeActions(_ actions: inout LatticeMediator.TargetActions<\(raw: typeName)>) {
                \(raw: body)
            }
            """,
        ] + actionFunctions + [
            AnnotationRecordDecl.registration(
                named: "latticeRecord_target",
                body: """
                    try context.registerTarget(\(nameArgument.expression.trimmedDescription)\(arguments["lifetime"].map { ", lifetime: \($0.expression.trimmedDescription)" } ?? ""), \(AnnotationRecordDecl.place(of: node, in: context)), annotated: \(typeName).latticeMakeTarget, \(typeName).latticeMakeTarget) { \(typeName).latticeActions(&$0) }
                    """,
                isMember: true)
        ]
    }
}
