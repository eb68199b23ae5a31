internal import Foundation
internal import LatticeGraph

/// What a graph read from an app, rather than from a package, carries besides its nodes and
/// dependencies: which modules are third-party and where they come from, and the findings
/// made while reading it (a package requirement that `Package.resolved` does not meet, a
/// component manifest or a local podspec that disagrees with the graph).
///
/// Third-party modules are the pods that are not the app's own (trunk, private spec
/// repositories, git, remote podspecs; `:path:` pods are the app's) and the products of
/// remote Swift packages. ``ModuleGraph/placingThirdParty(in:)`` puts them in the layer
/// `thirdParty`, and the drawings group them by source
/// (``ModuleGraph/groupingThirdParty(_:)``).
package struct AppModules: Sendable {
    /// What was read.
    package enum Input: String, Sendable {
        /// A CocoaPods `Podfile.lock`: nodes are pods.
        case podfileLock
        /// An Xcode project or workspace: nodes are targets and package products.
        case xcode
    }

    /// What was read.
    package var input: Input
    /// The third-party modules by name, each with the group it is drawn in: `trunk`, a
    /// private spec repository's URL, `git`, `podspec`, `spec repo` (a lock file that does
    /// not say) or `Swift packages`.
    package var thirdParty: [String: String]
    /// Findings made while reading, with their rule; the check gives each the severity
    /// the configuration sets for its rule.
    package var findings: [Diagnostic]

    /// Creates the description of an app graph.
    package init(input: Input, thirdParty: [String: String] = [:], findings: [Diagnostic] = []) {
        self.input = input
        self.thirdParty = thirdParty
        self.findings = findings
    }

    /// The layer third-party modules are placed in unless the configuration lists them.
    package static let thirdPartyLayer = "thirdParty"

    /// What a node is called in summaries: `pods` or `targets`.
    package var noun: String { input == .podfileLock ? "pods" : "targets" }

    /// The text of `name` inside the directory `path` (an `.xcodeproj` or `.xcworkspace`),
    /// or of `path` itself when it names that file; with the directory.
    static func read(
        _ name: String, of path: String, what: String, extension: String, fileID: String, line: Int
    ) throws(ToolError) -> (directory: String, text: String) {
        let directory = path.hasSuffix(name) ? (path as NSString).deletingLastPathComponent : path
        let file = (directory as NSString).appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ToolError(
                .unreadableFile, subject: file, message: "The \(what) '\(file)' cannot be read.",
                fix: "pass an .\(`extension`) directory that contains \(name)", fileID: fileID, line: line)
        }
        return (directory, String(decoding: data, as: UTF8.self))
    }
}
