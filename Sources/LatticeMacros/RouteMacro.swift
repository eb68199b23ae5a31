import LatticeCore
import LatticeRouting
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Route(pattern, …)` on a static or global function: checks the pattern and the
/// function's parameters, and generates `latticeRoute_<name>(_ request:)`, which reads
/// the parameters from the request and calls the function.
struct RouteMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            context.error(
                "routePlacement",
                "@Route is attached to \(describe(declaration)); it belongs on the function that handles the route. To fix, move it to a static function (or a global function).",
                at: node)
            return []
        }
        let isMember = AnnotationRecordDecl.isMember(context)
        let isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        if isMember && !isStatic {
            context.error(
                "routeInstanceMethod",
                "The route handler '\(function.name.text)' is an instance method, but a route is registered without an instance. To fix, make it static.",
                at: function.name)
            return []
        }
        let arguments = MacroArguments(node)
        guard let patternArgument = arguments.first,
              let pattern = MacroArguments.literal(patternArgument, what: "route pattern", in: context)
        else { return [] }
        var method: String?
        if let methodArgument = arguments["method"], !methodArgument.expression.is(NilLiteralExprSyntax.self) {
            guard let value = MacroArguments.literal(methodArgument, what: "method", in: context) else { return [] }
            method = value
        }
        let shape: RouteShape
        do {
            shape = try RouteShape(parsing: pattern, method: method, customTypes: nil)
        } catch {
            context.error("invalidPattern", error.explanation, at: patternArgument.expression)
            return []
        }

        // Match the function's parameters with the pattern's.
        var callArguments: [String] = []
        var used: Set<String> = []
        var failed = false
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text
            let internalName = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            let prefix = label == "_" ? "" : "\(label): "
            if RouteTypes.isRequest(type) {
                callArguments.append(prefix + "request")
                continue
            }
            guard let routeParameter = shape.parameters.first(where: { $0.name == label || (label == "_" && $0.name == internalName) }) else {
                if parameter.defaultValue == nil {
                    context.error(
                        "routeExtraParameter",
                        "The parameter '\(internalName)' of '\(function.name.text)' is not a parameter of '\(pattern)'. To fix, add ':\(internalName)' to the pattern, give the parameter a default value, or remove it.",
                        at: parameter)
                    failed = true
                }
                continue
            }
            if label != routeParameter.name {
                context.error(
                    "routeUnlabelledParameter",
                    "The path parameter '\(routeParameter.name)' is passed by label, but '\(function.name.text)' takes it without one. To fix, label the parameter '\(routeParameter.name)'.",
                    at: parameter,
                    fixIts: [FixIt(message: LatticeFixIt("Label it '\(routeParameter.name)'"), changes: [
                        .replace(oldNode: Syntax(parameter), newNode: Syntax(parameter.with(\.firstName, .identifier(routeParameter.name)).with(\.secondName, nil)))
                    ])])
                used.insert(routeParameter.name)
                failed = true
                continue
            }
            used.insert(routeParameter.name)
            let (base, isOptional) = RouteTypes.unwrapOptional(type)
            if let expected = RouteTypes.swiftType(for: routeParameter), !RouteTypes.matches(base, expected) {
                context.error(
                    "routeParameterType",
                    "The path parameter '\(routeParameter.name)' is <\(routeParameter.type)> in '\(pattern)', so '\(function.name.text)' must take it as \(expected)\(isOptional ? "?" : ""), not \(type). To fix, change the parameter's type to \(expected)\(isOptional ? "?" : "") or the pattern's <type>.",
                    at: parameter.type,
                    fixIts: [FixIt(message: LatticeFixIt("Change the type to \(expected)\(isOptional ? "?" : "")"), changes: [
                        .replace(oldNode: Syntax(parameter.type), newNode: Syntax(TypeSyntax(stringLiteral: expected + (isOptional ? "?" : "")).with(\.leadingTrivia, parameter.type.leadingTrivia).with(\.trailingTrivia, parameter.type.trailingTrivia)))
                    ])])
                failed = true
                continue
            }
            if routeParameter.isOptional && !isOptional {
                context.error(
                    "routeOptionalParameter",
                    "The path parameter '\(routeParameter.name)' is in an optional group of '\(pattern)', so some URLs lack it. To fix, make the parameter optional: \(type)?.",
                    at: parameter.type,
                    fixIts: [FixIt(message: LatticeFixIt("Make it \(type)?"), changes: [
                        .replace(oldNode: Syntax(parameter.type), newNode: Syntax(OptionalTypeSyntax(wrappedType: parameter.type.trimmed).with(\.leadingTrivia, parameter.type.leadingTrivia).with(\.trailingTrivia, parameter.type.trailingTrivia)))
                    ])])
                failed = true
                continue
            }
            let read = isOptional
                ? "request.value(\(literal(routeParameter.name)), as: \(base).self)"
                : "request.requiredValue(\(literal(routeParameter.name)), as: \(base).self)"
            callArguments.append(prefix + read)
        }
        for routeParameter in shape.parameters where !used.contains(routeParameter.name) && routeParameter.name != "*" {
            let expected = RouteTypes.swiftType(for: routeParameter) ?? "some RouteParameterValue type"
            context.error(
                "routeMissingParameter",
                "'\(function.name.text)' has no parameter for the path parameter '\(routeParameter.name)' of '\(pattern)'. To fix, add the parameter '\(routeParameter.name): \(expected)\(routeParameter.isOptional ? "?" : "")'.",
                at: function.name)
            failed = true
        }
        if failed { return [] }

        let effects = function.signature.effectSpecifiers
        let isAsync = effects?.asyncSpecifier != nil
        let returnType = function.signature.returnClause?.type.trimmedDescription
        guard returnType == nil || returnType == "Void" || returnType == "()" || RouteTypes.isResponse(returnType ?? "") else {
            context.error(
                "routeReturnType",
                "The route handler '\(function.name.text)' returns \(returnType ?? ""); a route handler returns RouteResponse (or nothing, which answers .handled). To fix, return a RouteResponse.",
                at: Syntax(function.signature.returnClause?.type) ?? Syntax(function.signature))
            return []
        }
        let needsTry = callArguments.contains { $0.contains("requiredValue") } || effects?.throwsClause != nil
        var call = "\(function.name.text)(\(callArguments.joined(separator: ", ")))"
        if isAsync { call = "await " + call }
        if needsTry { call = "try " + call }
        let body = RouteTypes.isResponse(returnType ?? "") ? "return \(call)" : "\(call)\nreturn .handled"
        let staticKeyword = isMember ? "static " : ""
        let handler = "latticeRoute_\(function.name.text)"
        return [
            """
            \(raw: staticKeyword)func \(raw: handler)(_ request: LatticeRouting.RouteRequest) \(raw: isAsync ? "async " : "")throws -> LatticeRouting.RouteResponse {
                \(raw: body)
            }
            """,
            AnnotationRecordDecl.registration(
                named: "latticeRecord_\(function.name.text)",
                body: registration(arguments, handler: handler, isAsync: isAsync, place: AnnotationRecordDecl.place(of: node, in: context)),
                isMember: isMember),
        ]
    }

    /// `try context.router.add(…)` with the annotation's arguments as written; the owner is the
    /// registering component's name unless the annotation names one.
    private static func registration(_ arguments: MacroArguments, handler: String, isAsync: Bool, place: String) -> String {
        var written = [arguments.first?.expression.trimmedDescription ?? ""]
        for label in ["method", "name", "summary"] {
            if let argument = arguments[label] { written.append("\(label): \(argument.expression.trimmedDescription)") }
        }
        written.append("owner: " + (arguments["owner"]?.expression.trimmedDescription ?? "context.component.name"))
        if let exposure = arguments["exposure"] {
            written.append("exposure: \(exposure.expression.trimmedDescription)")
        } else if let exposed = arguments["exposed"] {
            written.append("exposure: \(exposed.expression.trimmedDescription) ? LatticeCore.Exposure.external : .app")
        }
        written.append(place)
        // A synchronous handler has the annotated type's isolation, which the code may not say:
        // passed twice, the router reads it. An asynchronous one runs wherever it is isolated.
        written.append(isAsync ? "handler: \(handler)" : "annotated: \(handler), \(handler)")
        return "try context.router.add(\(written.joined(separator: ", ")))"
    }

    private static func literal(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).description
    }
}

/// The Swift types of route parameters, as written in code.
enum RouteTypes {
    /// The type a parameter of the pattern's `<type>` must have; `nil` for a custom type
    /// (any `RouteParameterValue`).
    static func swiftType(for parameter: RouteParameter) -> String? {
        if parameter.isWildcard { return "String" }
        switch parameter.type {
        case "int": return "Int"
        case "uint": return "UInt"
        case "double": return "Double"
        case "bool": return "Bool"
        case "uuid": return "UUID"
        case "string", "": return "String"
        default: return nil
        }
    }

    /// Whether `written` names `expected` (`Int`, `Swift.Int`, `Foundation.UUID`).
    static func matches(_ written: String, _ expected: String) -> Bool {
        written == expected || written.hasSuffix("." + expected)
    }

    /// `Int?` / `Optional<Int>` → (`Int`, true).
    static func unwrapOptional(_ type: String) -> (String, Bool) {
        if type.hasSuffix("?") { return (String(type.dropLast()), true) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return (String(type.dropFirst(9).dropLast()), true) }
        return (type, false)
    }

    static func isRequest(_ type: String) -> Bool { matches(type, "RouteRequest") }
    static func isResponse(_ type: String) -> Bool { matches(type, "RouteResponse") }
}
