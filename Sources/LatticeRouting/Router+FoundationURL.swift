public import Foundation
public import LatticeCore

// The router's URLs are strings (see ``Router``, "URLs are strings"): these overloads take
// the Foundation `URL` the system hands an app (`application(_:open:options:)`,
// `onOpenURL`, a user activity's `webpageURL`) and open its `absoluteString`, the same
// text, so a URL opens the same way whichever form it arrives in.

extension Router {
    /// Opens a Foundation `URL`: `open(_:method:origin:attachments:fileID:line:)` with
    /// its `absoluteString`.
    @discardableResult
    public func open(
        _ url: URL, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) async throws(RoutingError) -> Bool {
        try await open(url.absoluteString, method: method, origin: origin, attachments: attachments, fileID: fileID, line: line)
    }

    /// Opens a Foundation `URL` without `await`: ``openSync(_:method:origin:attachments:fileID:line:)-(String,_,_,_,_,_)``
    /// with its `absoluteString`.
    @discardableResult
    public func openSync(
        _ url: URL, method: String? = nil, origin: Origin = .app, attachments: [String: any Sendable] = [:],
        fileID: String = #fileID, line: Int = #line
    ) throws(RoutingError) -> Bool {
        try openSync(url.absoluteString, method: method, origin: origin, attachments: attachments, fileID: fileID, line: line)
    }

    /// Whether opening a Foundation `URL` would run a route's handler:
    /// ``canOpen(_:method:origin:)-(String,_,_)`` with its `absoluteString`.
    public func canOpen(_ url: URL, method: String? = nil, origin: Origin = .app) -> Bool {
        canOpen(url.absoluteString, method: method, origin: origin)
    }
}
