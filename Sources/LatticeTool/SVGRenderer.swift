internal import Foundation

/// Turns DOT into SVG with Graphviz's `dot`, when it is installed.
package enum SVGRenderer {
    /// Whether Graphviz's `dot` is on the `PATH`.
    package static var isGraphvizInstalled: Bool {
        #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD) || os(OpenBSD)
        CommandRun.isInstalled("dot")
        #else
        false
        #endif
    }

    /// Runs `dot -Tsvg` on `dot`.
    ///
    /// - Throws: ``ToolError/Code/graphvizMissing`` (naming the Debian package `graphviz`)
    ///   or ``ToolError/Code/renderingFailed``.
    package static func render(dot: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) -> String {
        guard isGraphvizInstalled else {
            throw ToolError(
                .graphvizMissing, subject: "dot",
                message: "Graphviz's `dot` is not installed, so --format svg cannot draw.", fix: "install Graphviz (Debian/Ubuntu: `apt-get install graphviz`; macOS: `brew install graphviz`), or use --format dot and render it elsewhere",
                fileID: fileID, line: line)
        }
        #if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD) || os(OpenBSD)
        do {
            let run = try CommandRun(executable: "dot", arguments: ["-Tsvg"], input: Data(dot.utf8))
            guard run.status == 0 else {
                throw ToolError(
                    .renderingFailed, subject: "dot",
                    message: "Graphviz's `dot` failed with status \(run.status): \(run.errorOutput).", fix: "report this with the output of --format dot",
                    fileID: fileID, line: line)
            }
            return String(decoding: run.output, as: UTF8.self)
        } catch let error as ToolError {
            throw error
        } catch {
            throw ToolError(.renderingFailed, subject: "dot", message: "Graphviz's `dot` could not be started: \(error).", fix: "check the Graphviz installation", fileID: fileID, line: line)
        }
        #else
        throw ToolError(.graphvizMissing, subject: "dot", message: "This platform cannot run Graphviz.", fix: "use --format dot", fileID: fileID, line: line)
        #endif
    }
}
