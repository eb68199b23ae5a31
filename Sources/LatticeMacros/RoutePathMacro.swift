import LatticeCore
import LatticeRouting
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@RoutePath(pattern)`: `static let pattern` and a typed `static func url(...)` with one
/// labelled parameter per path parameter.
struct RoutePathMacro: MemberMacro {
    static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.typeKind != nil else {
            context.error(
                "routePathPlacement",
                "@RoutePath is attached to \(describe(declaration)); it gives a type its URL builder. To fix, attach it to a struct or enum, such as 'enum ProductPage {}'.",
                at: node)
            return []
        }
        let arguments = MacroArguments(node)
        guard let patternArgument = arguments.first,
              let pattern = MacroArguments.literal(patternArgument, what: "route pattern", in: context)
        else { return [] }
        let shape: RouteShape
        do {
            shape = try RouteShape(parsing: pattern, customTypes: nil)
        } catch {
            context.error("invalidPattern", error.explanation, at: patternArgument.expression)
            return []
        }
        if shape.method != nil {
            context.error(
                "routePathMethod",
                "'\(pattern)' starts with a method, but a URL has none. To fix, write the pattern without the method.",
                at: patternArgument.expression)
            return []
        }
        if shape.parameters.contains(where: { $0.name == "*" }) {
            context.error(
                "routePathUnnamedWildcard",
                "'\(pattern)' has an unnamed wildcard, so url(...) cannot take a labelled value for it. To fix, name it, such as '*path'.",
                at: patternArgument.expression)
            return []
        }
        let parameters = shape.parameters.map { parameter -> String in
            let type = RouteTypes.swiftType(for: parameter) ?? "some LatticeRouting.RouteParameterValue"
            return parameter.isOptional ? "\(parameter.name): (\(type))? = nil" : "\(parameter.name): \(type)"
        }
        let assignments = shape.parameters.map { parameter in
            "values[\(StringLiteralExprSyntax(content: parameter.name))] = \(parameter.name)\(parameter.isOptional ? "?" : "").routeParameter"
        }
        let literal = StringLiteralExprSyntax(content: pattern)
        let body = shape.parameters.isEmpty
            ? "LatticeRouting.RouteURL.buildUnchecked(pattern, values: [:])"
            : """
            var values: [String: String] = [:]
            \(assignments.joined(separator: "\n"))
            return LatticeRouting.RouteURL.buildUnchecked(pattern, values: values)
            """
        // The builder is for other modules (an interfaces module declares the route): it has
        // the type's own access level.
        let access = declaration.modifiers.first { ["public", "package"].contains($0.name.text) }.map { "\($0.name.text) " } ?? ""
        return [
            "\(raw: access)static let pattern: String = \(literal)",
            """
            \(raw: access)static func url(\(raw: parameters.joined(separator: ", "))) -> String {
                \(raw: body)
            }
            """,
        ]
    }
}
