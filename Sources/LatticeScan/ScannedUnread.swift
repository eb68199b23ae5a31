package import LatticeGraph

/// Wiring the scan saw but could not read, with the reason: the whole-app check reports it
/// as a note (never an error), and the host checks it when the app runs.
package struct ScannedUnread: Sendable, Hashable, Codable {
    /// Why it cannot be read, in a full sentence.
    package var reason: String
    /// Where it is written.
    package var location: FileLocation

    /// Creates one.
    package init(reason: String, location: FileLocation) {
        self.reason = reason
        self.location = location
    }
}
