internal import ArgumentParser
internal import Foundation
internal import LatticeRouting
internal import LatticeGraph
internal import LatticeScan

/// `lattice routes`: every route the package's targets add, annotated or by hand.
struct RoutesCommand: ParsableCommand, ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "List every route: pattern, typed parameters, query parameters read, exposure, owner, component, where.")

    @OptionGroup var input: WiringOptions

    struct Entry: Encodable {
        var pattern: String?
        var expression: String?
        var method: String?
        var parameters: [Parameter]
        var queryParameters: [String]
        var exposed: Bool
        var owner: String?
        var component: String?
        var target: String
        var source: String
        var conditions: [String]
        var location: String
    }

    struct Parameter: Encodable {
        var name: String
        var type: String
        var optional: Bool
    }

    func execute(_ output: inout ToolOutput) throws(ToolError) -> Int32 {
        let entries = Self.entries(try input.scan(&output))
        switch input.format {
        case .json:
            output.standard += JSONOutput.encode(entries)
        case .markdown:
            output.standard += WiringOptions.row(["Pattern", "Parameters", "Query", "Exposed", "Owner", "Component", "Target", "Where"])
            output.standard += WiringOptions.row(Array(repeating: "---", count: 8))
            for entry in entries {
                let method = entry.method.flatMap { method in (entry.pattern ?? "").hasPrefix(method + " ") ? nil : method }
                let pattern = (method.map { "\($0) " } ?? "") + (entry.pattern.map { "`\($0)`" } ?? "`\(entry.expression ?? "?")`")
                let parameters = entry.parameters.map { "\($0.name): \($0.type)\($0.optional ? "?" : "")" }.joined(separator: ", ")
                output.standard += WiringOptions.row([
                    pattern, parameters, entry.queryParameters.joined(separator: ", "), entry.exposed ? "yes" : "no",
                    entry.owner ?? "", entry.component ?? "", entry.target, entry.location + (entry.conditions.isEmpty ? "" : " (#if \(entry.conditions.joined(separator: " && ")))"),
                ])
            }
            output.standard += "\n\(entries.count) route\(entries.count == 1 ? "" : "s").\n"
        }
        return ExitCode.success.rawValue
    }

    static func entries(_ scans: [ScannedTarget]) -> [Entry] {
        let typedRoutes = scans.flatMap(\.typedRoutes)
        return scans.flatMap { scan in
            scan.routes.map { route in
                let shape = route.pattern.flatMap { try? RouteShape(parsing: $0, method: route.method, customTypes: nil) }
                // A typed route (written in the call, or a constant of any target) keeps the
                // types its generic arguments give: `:id` of a `TypedRoute<Int>` is an int.
                let types = route.typedParameters
                    ?? route.expression.flatMap { expression in typedRoutes.first { $0.isNamed(by: expression) }?.parameterTypes }
                var parameters = shape?.parameters.map { Parameter(name: $0.name, type: $0.type, optional: $0.isOptional) } ?? []
                if let types, types.count == parameters.count {
                    for index in parameters.indices { parameters[index].type = types[index] }
                }
                return Entry(
                    pattern: route.pattern, expression: route.expression, method: shape?.method ?? route.method,
                    parameters: parameters,
                    queryParameters: route.queryParameters, exposed: route.exposed, owner: route.owner, component: route.component,
                    target: scan.name, source: route.source.rawValue, conditions: route.conditions, location: route.location.description)
            }
        }
    }
}
