internal import Foundation
internal import LatticeGraph

/// The versions SwiftPM resolved for an Xcode project or workspace
/// (`xcshareddata/swiftpm/Package.resolved`, format 1, 2 or 3), by package identity.
struct PackageResolved: Sendable {
    /// One resolved package.
    struct Pin: Sendable {
        var identity: String
        var location: String?
        var version: SemanticVersion?
        var versionText: String?
    }

    var file: String
    var pins: [String: Pin]

    private struct Document: Decodable {
        struct Object: Decodable { var pins: [RawPin] }
        struct State: Decodable { var version: String?; var revision: String?; var branch: String? }
        struct RawPin: Decodable {
            var identity: String?
            var package: String?
            var location: String?
            var repositoryURL: String?
            var state: State?
        }
        var object: Object?
        var pins: [RawPin]?
    }

    /// The `Package.resolved` of an `.xcodeproj` (inside its `project.xcworkspace`) or of
    /// an `.xcworkspace`, if it has one.
    static func path(beside container: String) -> String {
        let shared = container.hasSuffix(".xcodeproj")
            ? ((container as NSString).appendingPathComponent("project.xcworkspace") as NSString).appendingPathComponent("xcshareddata")
            : (container as NSString).appendingPathComponent("xcshareddata")
        return ((shared as NSString).appendingPathComponent("swiftpm") as NSString).appendingPathComponent("Package.resolved")
    }

    /// Reads the file at `path`; `nil` when there is none.
    ///
    /// - Throws: ``ToolError/Code/malformedProject`` when it exists but is not a
    ///   `Package.resolved`.
    static func load(_ path: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) -> PackageResolved? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw ToolError(
                .malformedProject, subject: path, message: "'\(path)' is not a Package.resolved that SwiftPM writes: \(error).",
                fix: "resolve the packages again (File ▸ Packages ▸ Resolve Package Versions in Xcode) or delete the file",
                location: FileLocation(file: path, line: 1), fileID: fileID, line: line)
        }
        var pins: [String: Pin] = [:]
        for raw in document.pins ?? document.object?.pins ?? [] {
            let location = raw.location ?? raw.repositoryURL
            let identity = raw.identity ?? location.map(XcodeProject.identity(of:)) ?? raw.package?.lowercased() ?? ""
            let text = raw.state?.version
            let version = text.flatMap { (try? SemanticVersion($0)) ?? (try? SemanticVersion(cocoaPods: $0)) }
            pins[identity] = Pin(identity: identity, location: location, version: version, versionText: text)
        }
        return PackageResolved(file: path, pins: pins)
    }
}
