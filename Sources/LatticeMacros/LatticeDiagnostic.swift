import LatticeCore
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A diagnostic of one of the annotation macros.
struct LatticeDiagnostic: DiagnosticMessage {
    let message: String
    let diagnosticID: MessageID
    let severity: DiagnosticSeverity

    /// `message` is written `<what is wrong> To fix, <how>.`; it is composed again with the
    /// one wording of every Lattice error (one "To fix,", no doubled punctuation).
    init(_ id: String, _ message: String, severity: DiagnosticSeverity = .error) {
        let (what, fix) = LatticeErrorText.split(message)
        self.message = LatticeErrorText.sentence(message: what, fix: fix)
        self.diagnosticID = MessageID(domain: "LatticeMacros", id: id)
        self.severity = severity
    }
}

/// The text of a fix-it.
struct LatticeFixIt: FixItMessage {
    let message: String
    var fixItID: MessageID { MessageID(domain: "LatticeMacros", id: message) }

    init(_ message: String) { self.message = message }
}

extension MacroExpansionContext {
    /// Reports an error at `node`.
    func error(_ id: String, _ message: String, at node: some SyntaxProtocol, fixIts: [FixIt] = []) {
        diagnose(Diagnostic(node: Syntax(node), message: LatticeDiagnostic(id, message), fixIts: fixIts))
    }
}
