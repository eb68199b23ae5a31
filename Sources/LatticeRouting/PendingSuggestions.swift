import Atomics

/// The "did you mean" of a miss, worked out the first time someone reads it (an error's
/// ``RoutingError/suggestions`` or ``RoutingError/message``), never on the path that
/// throws the error; then kept.
package final class PendingSuggestions: Sendable {
    private final class Names: Sendable {
        let names: [String]
        init(_ names: [String]) { self.names = names }
    }

    private let compute: @Sendable () -> [String]
    private let result = ManagedAtomicLazyReference<Names>()

    /// - Parameter compute: Works the names out; runs at most once per reader that finds
    ///   none yet (two readers at once may both run it; the first result is kept).
    package init(_ compute: @escaping @Sendable () -> [String]) {
        self.compute = compute
    }

    /// Whether the names were worked out (read) already.
    package var isWorkedOut: Bool { result.load() != nil }

    /// The names, worked out on first read.
    package var names: [String] {
        if let names = result.load() { return names.names }
        return result.storeIfNilThenLoad(Names(compute())).names
    }
}
