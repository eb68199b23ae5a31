import LatticeAnnotations

@Provides((any Weather).self)
final class Sunny: Weather {
    func forecast( -> String {
        "sunny"
    }
}

struct AfterTheError {
    func use(_ r: Resolver) throws { _ = try r.resolve((any Weather).self) }
}
