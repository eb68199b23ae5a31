import LatticeCore
import LatticeRouting
import Testing

/// The route tables of real apps and APIs, from `Fixtures/` (sources in their `#` lines).
@Suite struct RealTableTests {
    /// A concrete URL for a pattern: each `:name` becomes `v-name`.
    static func concrete(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(":") ? "v-" + $0.dropFirst() : String($0) }
            .joined(separator: "/")
    }

    @Test func everyGitHubRouteReachesItselfWithItsParameters() throws {
        let lines = try Fixtures.lines("github-api")
        #expect(lines.count == 203)
        let router = Router()
        for line in lines { try router.add(line) { _ in .handled } }
        #expect(router.conflicts.allSatisfy { $0.kind == .overlap })
        for line in lines {
            let parts = line.split(separator: " ")
            let (method, path) = (String(parts[0]), String(parts[1]))
            let match = try #require(router.match(Self.concrete(path), method: method), "\(line)")
            #expect(match.route.displayPattern == line)
            let names = path.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
            #expect(match.pathParameters == Dictionary(uniqueKeysWithValues: names.map { ($0, "v-" + $0) }), "\(line)")
            #expect(router.match("https://api.github.com" + Self.concrete(path), method: method) == nil, "host not listed")
        }
        let web = Router(configuration: .init(webHosts: ["api.github.com"]))
        for line in lines { try web.add(line) { _ in .handled } }
        #expect(web.match("https://api.github.com/repos/apple/swift/issues/1/labels", method: "DELETE")?.route.pattern == "/repos/:owner/:repo/issues/:number/labels")
    }

    @Test func kickstarterVerifyEmailBeatsTheProfileParameter() throws {
        let router = Router()
        for line in try Fixtures.lines("kickstarter") { try router.add(line) { _ in .handled } }
        #expect(router.match("/profile/verify_email")?.route.pattern == "/profile/verify_email")
        #expect(router.match("/profile/ada")?["user_param"] == "ada")
        let overlap = try #require(router.conflicts.first { $0.existingPattern == "/profile/:user_param" })
        #expect(overlap.winner == "/profile/verify_email")
        #expect(router.match("/projects/c/p/pledge/edit")?.route.pattern == "/projects/:creator_param/:project_param/pledge/edit")
    }

    @Test func kickstarterDeepLinksAreTheExposedSubset() throws {
        let deepLinks = Set(try Fixtures.lines("kickstarter-deeplinks"))
        let router = Router(policy: .init(allowedSchemes: ["ksr"]))
        for line in try Fixtures.lines("kickstarter") {
            try router.add(line, exposure: deepLinks.contains(line) ? .external : .app) { _ in .handled }
        }
        #expect(router.canOpen("ksr://projects/c/p/comments", origin: .otherApp(nil)))
        #expect(!router.canOpen("ksr://projects/c/p/pledge/edit", origin: .otherApp(nil)))
        #expect(router.canOpen("ksr://projects/c/p/pledge/edit", origin: .app))
        #expect(router.canOpen("ksr://profile/verify_email", origin: .push))
        #expect(!router.canOpen("ksr://profile/ada", origin: .push))
    }

    @Test func artsyDuplicatesAreReportedWhenTheTableIsBuilt() throws {
        let router = Router(configuration: .init(conflictHandling: .keepFirst))
        var duplicates: [String] = []
        let strict = Router()
        for line in try Fixtures.lines("artsy-eigen") {
            let pattern = String(line.split(separator: "\t")[0])
            try router.add(pattern, summary: String(line.split(separator: "\t")[1])) { _ in .handled }
            do {
                try strict.add(pattern) { _ in .handled }
            } catch {
                #expect(error.code == .duplicateRoute)
                duplicates.append(pattern)
            }
        }
        #expect(duplicates == ["/my-account", "/price-database"])
        #expect(router.conflicts.filter { $0.kind == .duplicate }.map(\.pattern) == ["/my-account", "/price-database"])
        // The first registration stays, as in Artsy's first-match table.
        #expect(router.match("/price-database")?.route.summary == "PriceDatabase")
        // Catch-alls come last whatever their place in the table.
        #expect(router.match("/artist/banksy")?.route.pattern == "/artist/:artistID")
        #expect(router.match("/artist/banksy/auction-results")?.route.pattern == "/artist/:artistID/auction-results")
        #expect(router.match("/artist/banksy/anything/else")?.route.pattern == "/artist/:artistID/*")
        #expect(router.match("/some-vanity-slug")?.route.pattern == "/:slug")
        #expect(router.match("/no/such/page")?.route.pattern == "/*")
        #expect(router.conflicts.contains { $0.kind == .overlap && $0.pattern == "/:slug" && $0.winner != "/:slug" })
    }

    @Test func wordpressAmbiguitiesAreReportedWhenTheTableIsBuilt() throws {
        let router = Router()
        for line in try Fixtures.lines("wordpress") { try router.add(line) { _ in .handled } }
        let overlaps = router.conflicts.filter { $0.kind == .overlap }
        let dated = "/:post_year/:post_month/:post_day/:post_name"
        func reported(_ a: String, _ b: String) -> Bool {
            overlaps.contains { Set([$0.pattern, $0.existingPattern]) == Set([a, b]) }
        }
        #expect(reported(dated, "/read/list/:username/:list_name"))
        #expect(reported(dated, "/stats/day/:category/:domain"))
        #expect(router.match("/read/list/ann/favs")?.route.pattern == "/read/list/:username/:list_name")
        #expect(router.match("/2024/05/01/hello")?.route.pattern == dated)
        #expect(router.match("/stats/day/views/example.com")?["category"] == "views")
    }
}
