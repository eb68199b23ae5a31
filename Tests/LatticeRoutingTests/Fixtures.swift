import Foundation
import LatticeCore
import LatticeRouting
import Testing

/// Loads a route table from `Fixtures/`: non-empty lines that are not `#` comments.
enum Fixtures {
    static func lines(_ name: String) throws -> [String] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n")
            .map { String($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

/// The error a synchronous `open` of `url` from `origin` throws; `nil` when it opens or
/// every handler declines. Isolated to no actor: it runs on whatever thread or actor calls it.
func openError(_ router: Router, _ url: String, origin: Origin = .app) -> RoutingError? {
    do {
        try router.openSync(url, origin: origin)
        return nil
    } catch {
        return error
    }
}

/// The reason of the refusal `router` throws when `url` is opened from `origin`, checking
/// the error is a ``RoutingError/Code/refused``; `nil` when it opens.
func refusal(_ router: Router, _ url: String, origin: Origin = .push) -> TrustRefusal.Reason? {
    guard let error = openError(router, url, origin: origin) else { return nil }
    #expect(error.code == .refused, "\(error)")
    return error.refusal?.reason
}
