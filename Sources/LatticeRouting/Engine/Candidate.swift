/// A matching route entry with its captures.
struct Candidate: Sendable {
    var entry: RouteTrie.RouteEnd
    var captures: CaptureList
}
