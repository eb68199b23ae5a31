/// What ``RouteSnapshot/match(_:method:stripe:)`` builds the first match of a URL into:
/// the match itself (`RouteMatch?`, for ``Router/match(_:method:)``) or the request a
/// handler receives (``RouteRequest``, for the hit from the app of every entry that runs
/// handlers: `open`, `canOpen`, `value(for:)`, when the call carries nothing beside the URL).
///
/// The result is built in place, in the caller's slot. A match moved into a request
/// afterwards was copied: about 100 bytes, read back with wide loads right after the
/// search wrote them field by field, which stalls the processor's store forwarding (what
/// building in place saves is in "Design figures" in Benchmarks/README.md).
protocol FirstMatchResult {
    /// The result for `match`, found from the app.
    init(found match: consuming RouteMatch)
    /// The result when nothing matches.
    init(nothingFound: Void)
}

extension Optional: FirstMatchResult where Wrapped == RouteMatch {
    @inline(__always)
    init(found match: consuming RouteMatch) { self = .some(match) }

    @inline(__always)
    init(nothingFound: Void) { self = nil }
}
