import LatticeCore
import LatticeRouting
import PropertyBased
import Testing

/// The round trip of `RouteURL`, the one URL builder, over the route tables of real apps
/// and APIs (`Fixtures/`): the URL built from any route's pattern and any values matches
/// that route and gives back the same values; in the whole table it reaches that route, or
/// one the matching order ranks above it.
@Suite struct RealTableRoundTripProperties {
    /// A fixture's table: each line's pattern (the first tab-separated field).
    static func table(_ name: String) throws -> [String] {
        try Fixtures.lines(name).map { String($0.split(separator: "\t")[0]) }
    }

    /// A router with every pattern of the table; the first of two duplicates stays, as in
    /// Artsy's first-match table.
    static func router(_ patterns: [String]) throws -> Router {
        let router = Router(configuration: .init(conflictHandling: .keepFirst))
        for pattern in patterns { try router.add(pattern) { _ in .handled } }
        return router
    }

    /// A wildcard's value: one to three segments, none empty.
    static func rest(_ pieces: [String], count: Int) -> String {
        pieces.prefix(count).map { piece in
            let kept = piece.replacing("/", with: "")
            return kept.isEmpty ? "-" : kept
        }.joined(separator: "/")
    }

    @Test(arguments: ["github-api", "kickstarter", "wordpress", "artsy-eigen"])
    func aBuiltURLMatchesItsRouteWithTheSameValues(_ fixture: String) async throws {
        let patterns = try Self.table(fixture)
        let router = try Self.router(patterns)
        let shapes = try patterns.map { try RouteShape(parsing: $0) }
        let alone = try patterns.map { try Self.router([$0]) }
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...(patterns.count - 1)), RoundTripProperties.nonEmptyString.array(of: 6),
            Gen.int(in: 1...3), RoundTripProperties.anyString
        ) { index, strings, segments, extra in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let (pattern, shape) = (patterns[index], shapes[index])
                var values: [String: String] = [:]
                for (position, parameter) in shape.parameters.enumerated() {
                    values[parameter.name] = parameter.isWildcard ? Self.rest(strings, count: segments) : strings[position]
                }
                let url = try RouteURL.build(pattern, values: values.merging(["lattice_extra": extra]) { first, _ in first })
                // Alone, the route takes its URL and gives back the same values.
                let own = try #require(alone[index].match(url, method: shape.method), "\(pattern) → \(url)")
                #expect(own.pathParameters == values, "\(pattern) → \(url)")
                #expect(own.queryItems.map(\.name) == ["lattice_extra"] && own.queryItems.first?.value == extra, "\(url): \(own.queryItems)")
                // In the whole table, it reaches the same route with the same values, or a route the
                // matching order ranks above it (the router reports the pair with that winner).
                let match = try #require(router.match(url, method: shape.method), "\(pattern) → \(url)")
                let matched = match.route.displayPattern
                if matched == pattern {
                    #expect(match.pathParameters == values, "\(pattern) → \(url)")
                } else {
                    let pair = try Self.router([matched, pattern])
                    #expect(
                        pair.conflicts.contains { $0.winner == matched },
                        "\(pattern) → \(url) reached \(matched), which does not win over it: \(pair.conflicts)")
                }
            } catch {
                Issue.record(error)
            }
        }
    }
}
