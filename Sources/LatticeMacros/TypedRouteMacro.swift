import LatticeCore
import LatticeRouting
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#typedRoute("/product/:id<int>")`: checks the pattern with the router's own parser at
/// compile time and expands to `TypedRoute<Int>(deferringErrors: "/product/:id<int>")`,
/// which cannot throw: a route constant that builds cannot crash the app.
///
/// The generic arguments come from the pattern (`int` → `Int`, `uint` → `UInt`, `double` → `Double`, `bool`
/// → `Bool`, `uuid` → `UUID`, `string`, untyped or a wildcard → `String`), so the
/// declaration's type must agree with the pattern or the code does not compile. A custom
/// `<type>` leaves the arguments to the declaration's type; the router then checks them
/// when the route is registered.
struct TypedRouteMacro: ExpressionMacro {
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        guard let argument = node.arguments.first(where: { $0.label == nil }),
              let pattern = MacroArguments.literal(argument, what: "route pattern", in: context)
        else { return "()" }
        let literal = StringLiteralExprSyntax(content: pattern)
        let shape: RouteShape
        do {
            shape = try RouteShape(parsing: pattern, customTypes: nil)
        } catch {
            context.error("invalidPattern", error.explanation, at: argument.expression)
            return "LatticeRouting.TypedRoute(deferringErrors: \(literal))"
        }
        if shape.method != nil {
            context.error(
                "typedRouteMethod",
                "'\(pattern)' starts with a method, but a typed route has none. To fix, write the pattern without the method and pass the method to the router's add.",
                at: argument.expression)
        }
        if let optional = shape.parameters.first(where: \.isOptional) {
            context.error(
                "typedRouteOptionalGroup",
                "'\(pattern)' has an optional group (around '\(optional.name)'), but a typed route matches one shape. To fix, declare one typed route per shape, such as one without the group and one with it.",
                at: argument.expression)
        }
        let types = shape.parameters.map { parameter in RouteTypes.swiftType(for: parameter).map(Self.qualified) }
        guard !types.isEmpty, !types.contains(nil) else {
            // No parameter, or a custom type the macro cannot name: the declaration's type says.
            return "LatticeRouting.TypedRoute(deferringErrors: \(literal))"
        }
        return "LatticeRouting.TypedRoute<\(raw: types.compactMap { $0 }.joined(separator: ", "))>(deferringErrors: \(literal))"
    }

    /// `Int` → `Swift.Int`, `UUID` → `Foundation.UUID`: the expansion does not depend on
    /// what the user's file declares.
    static func qualified(_ type: String) -> String {
        type == "UUID" ? "Foundation.UUID" : "Swift." + type
    }
}
