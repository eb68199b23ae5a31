package import LatticeGraph
internal import Foundation

/// An Xcode workspace (`contents.xcworkspacedata`): the projects it lists, each with the
/// line it is listed at.
///
/// The file is XML: `<FileRef location = "group:App.xcodeproj">` entries, possibly inside
/// `<Group location = "container:Modules">` elements. A location is resolved as Xcode does:
/// `group:` against the enclosing groups, `container:` against the workspace's directory,
/// `absolute:` as is, `self:` as the project that holds the workspace (the
/// `project.xcworkspace` inside an `.xcodeproj`). Entries that are not projects (folders,
/// playgrounds, files) are left out.
package struct XcodeWorkspace: Sendable {
    /// One project the workspace lists.
    package struct Project: Sendable, Hashable {
        /// Its `.xcodeproj` path: the workspace's directory joined with the location.
        package var path: String
        /// Where its `<FileRef` is written.
        package var location: FileLocation

        /// Creates a listed project.
        package init(path: String, location: FileLocation) {
            self.path = path
            self.location = location
        }
    }

    /// The workspace file as printed in diagnostics (`App.xcworkspace/contents.xcworkspacedata`).
    package var file: String
    /// The `.xcworkspace` directory as given.
    package var path: String
    /// The projects, in the order listed.
    package var projects: [Project]

    /// Reads the workspace at `path`: an `.xcworkspace` directory, or its `contents.xcworkspacedata`.
    ///
    /// - Throws: ``ToolError/Code/unreadableFile`` or ``ToolError/Code/malformedProject``.
    package init(path: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) {
        let (directory, text) = try AppModules.read("contents.xcworkspacedata", of: path, what: "Xcode workspace", extension: "xcworkspace", fileID: fileID, line: line)
        try self.init(text: text, path: directory, fileID: fileID, line: line)
    }

    /// Reads the text of a `contents.xcworkspacedata`; `path` is its `.xcworkspace` directory.
    ///
    /// - Throws: ``ToolError/Code/malformedProject`` at the line of the first problem (a
    ///   tag or quote left open, a `</Group>` without its `<Group>`, no `<Workspace>`).
    /// - Complexity: O(size of the text).
    package init(text: String, path: String, fileID: String = #fileID, line: Int = #line) throws(ToolError) {
        let file = (path as NSString).appendingPathComponent("contents.xcworkspacedata")
        self.file = file
        self.path = path
        let container = (path as NSString).deletingLastPathComponent
        func fail(_ at: Int, _ problem: String) -> ToolError {
            ToolError(
                .malformedProject, subject: file, message: "'\(file)' is not an Xcode workspace: \(problem).",
                fix: "restore the file from version control, or open and save the workspace in Xcode",
                location: FileLocation(file: file, line: at), fileID: fileID, line: line)
        }
        let bytes = Array(text.utf8)
        var index = 0
        var lineNumber = 1
        var groups: [String] = []
        var projects: [Project] = []
        var sawWorkspace = false
        while index < bytes.count {
            if bytes[index] == 0x0A { lineNumber += 1 }
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let tagLine = lineNumber
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let end = Self.find(Array("-->".utf8), in: bytes, from: index) else { throw fail(tagLine, "a comment is never closed with '-->'") }
                lineNumber += bytes[index..<end].count { $0 == 0x0A }
                index = end + 3
                continue
            }
            // The tag runs to the first '>' outside quotes.
            var end = index + 1
            var quote: UInt8?
            while end < bytes.count {
                let byte = bytes[end]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                end += 1
            }
            guard end < bytes.count else { throw fail(tagLine, "the tag that starts here is never closed with '>'") }
            let tag = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            lineNumber += bytes[index..<end].count { $0 == 0x0A }
            index = end + 1
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }
            let attributes = Self.attributes(tag)
            let selfClosing = tag.hasSuffix("/")
            switch name {
            case "Workspace": sawWorkspace = true
            case "Group":
                var resolved = groups.last ?? container
                if let location = attributes["location"], let groupPath = Self.resolve(location, group: resolved, container: container, workspace: path) {
                    resolved = groupPath
                }
                if !selfClosing { groups.append(resolved) }
            case "":
                if tag.hasPrefix("/Group") {
                    guard !groups.isEmpty else { throw fail(tagLine, "'</Group>' closes no '<Group>'") }
                    groups.removeLast()
                }
            case "FileRef":
                guard let location = attributes["location"],
                      let resolved = Self.resolve(location, group: groups.last ?? container, container: container, workspace: path),
                      resolved.hasSuffix(".xcodeproj")
                else { continue }
                projects.append(Project(path: resolved, location: FileLocation(file: file, line: tagLine)))
            default: break
            }
        }
        guard sawWorkspace else { throw fail(1, "it has no <Workspace> element") }
        self.projects = projects
    }

    /// The path a `location` attribute names, or `nil` for one outside the source tree.
    static func resolve(_ location: String, group: String, container: String, workspace: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let rest = String(location[location.index(after: colon)...])
        func join(_ base: String) -> String { rest.isEmpty ? base : (base.isEmpty ? rest : (base as NSString).appendingPathComponent(rest)) }
        switch kind {
        case "group": return join(group)
        case "container": return join(container)
        case "absolute": return rest
        case "self": return (workspace as NSString).deletingLastPathComponent
        default: return nil
        }
    }

    /// `name = "value"` pairs of a tag, entities decoded.
    static func attributes(_ tag: String) -> [String: String] {
        var result: [String: String] = [:]
        let characters = Array(tag)
        var index = 0
        while index < characters.count {
            guard characters[index] == "=" else { index += 1; continue }
            var nameEnd = index - 1
            while nameEnd >= 0 && characters[nameEnd].isWhitespace { nameEnd -= 1 }
            var nameStart = nameEnd
            while nameStart > 0 && !characters[nameStart - 1].isWhitespace { nameStart -= 1 }
            var valueStart = index + 1
            while valueStart < characters.count && characters[valueStart].isWhitespace { valueStart += 1 }
            guard nameEnd >= 0, valueStart < characters.count, characters[valueStart] == "\"" || characters[valueStart] == "'" else { index += 1; continue }
            let quote = characters[valueStart]
            var valueEnd = valueStart + 1
            while valueEnd < characters.count && characters[valueEnd] != quote { valueEnd += 1 }
            let name = String(characters[nameStart...nameEnd])
            result[name] = decodeEntities(String(characters[(valueStart + 1)..<min(valueEnd, characters.count)]))
            index = valueEnd + 1
        }
        return result
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacing("&quot;", with: "\"").replacing("&apos;", with: "'").replacing("&lt;", with: "<")
            .replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
