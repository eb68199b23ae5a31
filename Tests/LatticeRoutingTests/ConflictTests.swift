import Foundation
import LatticeCore
import LatticeRouting
import Testing

@Suite struct ConflictTests {
    @Test func duplicatesAreRefusedWithBothLocations() throws {
        let router = Router()
        try router.add("/a/:id") { _ in .handled }
        let error = #expect(throws: RoutingError.self) { try router.add("/a/:id") { _ in .handled } }
        #expect(error?.code == .duplicateRoute)
        let conflict = try #require(error?.conflict)
        #expect(conflict.kind == .duplicate)
        #expect(conflict.existingLocation.hasPrefix("LatticeRoutingTests/ConflictTests.swift:"))
        #expect(conflict.location != conflict.existingLocation)
    }

    @Test func sameShapeWithOtherNamesIsAmbiguous() throws {
        let router = Router()
        try router.add("/u/:a/x") { _ in .handled }
        let error = #expect(throws: RoutingError.self) { try router.add("/u/:b/x") { _ in .handled } }
        #expect(error?.code == .ambiguousRoute)
        #expect(error?.message.contains("'/u/:a/x'") == true)
        #expect(error?.message.contains("'/u/:b/x'") == true)
        try router.add("/u/:b<int>/x") { _ in .handled }
        try router.add("GET /u/:b/x") { _ in .handled }
        try router.add("shop://u/:b/x") { _ in .handled }
    }

    @Test func overlapsAreNoticesNamingTheWinner() throws {
        let router = Router()
        try router.add("/profile/:user_param") { _ in .handled }
        try router.add("/profile/verify_email") { _ in .handled }
        let overlap = try #require(router.conflicts.first)
        #expect(overlap.kind == .overlap)
        #expect(overlap.winner == "/profile/verify_email")
    }

    @Test func keepFirstSkipsAndLists() throws {
        let router = Router(configuration: .init(conflictHandling: .keepFirst))
        let first = try router.add("/a") { _ in .value("first") }
        let second = try router.add("/a") { _ in .value("second") }
        #expect(first == second)
        #expect(try router.valueSync(for: "/a", as: String.self) == "first")
        #expect(router.conflicts.map(\.kind) == [.duplicate])
    }

    @Test func aSkippedDuplicateOutlivesTheRemovalOfTheNextRoute() throws {
        let router = Router(configuration: .init(conflictHandling: .keepFirst))
        try router.add("/a") { _ in .handled }
        try router.add("/a") { _ in .handled }
        let next = try router.add("/b") { _ in .handled }
        #expect(router.remove(next))
        #expect(router.conflicts.map(\.pattern) == ["/a"], "the skipped /a never had the ID /b got")
    }
}

@Suite struct CatalogTests {
    @Test func catalogListsEverythingAsJSONAndMarkdown() throws {
        let router = Router()
        try router.add("shop://product/:id<int>(/tab/:tab)", name: "product", summary: "Product page", owner: "Catalog", exposure: .external) { _ in .handled }
        try router.add("GET /repos/:owner/:repo") { _ in .handled }
        let catalog = router.catalog()
        #expect(catalog.entries.map(\.pattern) == ["GET /repos/:owner/:repo", "shop://product/:id<int>(/tab/:tab)"])
        let product = try #require(catalog.entries.last)
        #expect(product.parameters.map(\.name) == ["id", "tab"])
        #expect(product.parameters.map(\.type) == ["int", "string"])
        #expect(product.parameters.map(\.isOptional) == [false, true])
        #expect(product.exposure == .external && product.owner == "Catalog" && product.summary == "Product page")
        let decoded = try JSONDecoder().decode(RouteCatalog.self, from: catalog.json())
        #expect(decoded == catalog)
        let markdown = catalog.markdown()
        #expect(markdown.contains("| `shop://product/:id<int>(/tab/:tab)` | `id`: int, `tab`: string (optional) | Product page | Catalog | yes |"))
    }
}
