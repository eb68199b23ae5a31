import Foundation

/// Loads a fixture file as text, and its data rows split on tabs (`#` lines skipped).
enum Fixture {
    static func text(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/\(name)"])
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func rows(_ name: String) throws -> [[String]] {
        try text(name).split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }
}
