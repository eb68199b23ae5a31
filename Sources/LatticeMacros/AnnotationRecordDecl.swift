import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The record an annotation places in the binary (LatticeCore's `AnnotationRecord`): a
/// constant in Lattice's section whose accessor writes an `AnnotatedRegistration`, which the
/// component of the module registers at run time. No generated file, no build plugin.
enum AnnotationRecordDecl {
    /// A record whose registration runs `body` with `context` (a `ComponentContext`).
    ///
    /// - Parameters:
    ///   - name: The record's name, unique where it is declared (`latticeRecord_<what>`).
    ///   - body: The statement that registers; `context` is the component's context, and
    ///     `fileID` / `line` (``place(of:in:)``) the annotation's place.
    ///   - isMember: Whether the record is declared in a type (a `static let`).
    static func registration(named name: String, body: String, isMember: Bool) -> DeclSyntax {
        record(
            named: name, isMember: isMember,
            write: "LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID) { context in \(body) }")
    }

    /// The mark of the component that registers its module's annotations.
    static func home(named name: String, type: String, isMember: Bool) -> DeclSyntax {
        record(
            named: name, isMember: isMember,
            write: "LatticeComponents.AnnotatedRegistration.write(to: value, ifTypeAt: type, fileID: #fileID, home: \(type).self)")
    }

    /// `fileID: "Module/File.swift", line: 12`: where the annotation is written, so that a
    /// registration's error names the declaration, not the expansion.
    static func place(of node: some SyntaxProtocol, in context: some MacroExpansionContext) -> String {
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            return "fileID: #fileID, line: #line"
        }
        return "fileID: \(location.file.trimmedDescription), line: \(location.line.trimmedDescription)"
    }

    /// Whether the macro's declaration is inside a type (or an extension).
    static func isMember(_ context: some MacroExpansionContext) -> Bool {
        context.lexicalContext.contains { $0.asProtocol((any DeclGroupSyntax).self) != nil }
    }

    /// The section per object format, as Swift Testing places its records; `@used` keeps a
    /// record the code never reads.
    private static func record(named name: String, isMember: Bool, write: String) -> DeclSyntax {
        let text = """
            #if objectFormat(MachO)
            @section("__DATA_CONST,__lattice_recs")
            #elseif objectFormat(ELF) || objectFormat(Wasm)
            @section("lattice_records")
            #endif
            @used
            private nonisolated \(isMember ? "static " : "")let \(name): LatticeCore.AnnotationRecord = (0x6c61_7474, 0, { value, type in
                \(write)
            }, 0)
            """
        return DeclSyntax(stringLiteral: text)
    }
}
