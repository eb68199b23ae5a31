@testable import LatticeMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Every annotation macro, by the name it is written with.
let latticeMacros: [String: MacroSpec] = [
    "Provides": MacroSpec(type: ProvidesMacro.self),
    "Route": MacroSpec(type: RouteMacro.self),
    "RoutePath": MacroSpec(type: RoutePathMacro.self),
    "typedRoute": MacroSpec(type: TypedRouteMacro.self),
    "MediatorTarget": MacroSpec(type: MediatorTargetMacro.self),
    "Action": MacroSpec(type: ActionMacro.self),
    "LatticeComponent": MacroSpec(type: LatticeComponentMacro.self),
]

/// `assertMacroExpansion` with the Lattice macros, reporting through Swift Testing.
func assertExpansion(
    _ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
    applyFixIts: [String]? = nil, fixedSource: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertMacroExpansion(
        source, expandedSource: expandedSource, diagnostics: diagnostics, macroSpecs: latticeMacros,
        applyFixIts: applyFixIts, fixedSource: fixedSource,
        failureHandler: { failure in
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: failure.location.fileID, filePath: failure.location.filePath,
                    line: failure.location.line, column: failure.location.column))
        },
        fileID: fileID, filePath: filePath, line: line, column: column)
}
