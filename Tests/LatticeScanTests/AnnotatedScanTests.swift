import LatticeGraph
import LatticeScan
import Testing

/// `Fixtures/Annotated`: every annotation, extensions in other files, nested and generic
/// types, `#if` branches, typed resolves.
@Suite struct AnnotatedScanTests {
    let scan = FixtureScan.scan("Annotated", target: "Catalog")

    @Test func generatesTheGoldenFile() {
        FixtureScan.expectGolden(WiringGenerator.text(for: scan) ?? "<nil>", "Annotated", "Catalog+LatticeWiring.swift.golden")
        FixtureScan.expectGolden(FixtureScan.diagnosticsText(scan), "Annotated", "diagnostics.golden")
    }

    @Test func readsTheComponentFromItsDeclarationAndExtension() throws {
        let component = try #require(scan.components.first)
        #expect(scan.components.count == 1)
        #expect(component.typeName == "CatalogComponent")
        #expect(component.name == "Catalog")
        #expect(component.version == "1.2.0")
        #expect(component.layer == "shared")            // from the extension in another file
        #expect(component.isAnnotated && component.isPublic && !component.writesRegister)
        #expect(component.declaredProvided == nil && component.declaredRequired == nil)
        #expect(component.location == FileLocation(file: "Sources/Catalog/CatalogComponent.swift", line: 5, column: 1))
        #expect(scan.componentDependencies.map { "\($0.name) \($0.requirement ?? "")" } == ["Log ~> 1.2", "Storage "])
        #expect(scan.componentDependencies.allSatisfy { $0.component == "CatalogComponent" })
    }

    @Test func readsProvidesWithNamesScopesArgumentsNestedTypesAndConditions() {
        let annotated = scan.registrations.filter { $0.source == .annotation }
        #expect(annotated.map(\.service.description) == [
            "CartManaging", "CartCounting (name: \"badge\")", "Stores.Disk", "ProductDetail", "Haptics", "Haptics", "Haptics",
        ])
        #expect(annotated.map(\.scope) == ["singleton", "transient", "weak", "transient", "transient", "transient", "transient"])
        #expect(annotated.map { $0.implementation ?? "" } == ["Cart", "Cart", "Stores.Disk", "ProductDetailModel", "PhoneHaptics", "MacHaptics", "SilentHaptics"])
        #expect(annotated[3].argumentTypes == ["Int", "String"])
        #expect(annotated[4].conditions == ["os(iOS)"])
        #expect(annotated[5].conditions == ["!(os(iOS)) && os(macOS)"])
        #expect(annotated[6].conditions == ["!(os(iOS) || os(macOS))"])
        #expect(annotated.allSatisfy { $0.component == "CatalogComponent" })
        #expect(WiringGenerator.factoryName(service: annotated[1].service) == "latticeMake_CartCounting_badge")
        #expect(WiringGenerator.factoryName(service: annotated[2].service) == "latticeMake_Stores_Disk")
    }

    @Test func readsResolvesWithTheirKinds() {
        let resolves = scan.resolves.map { "\($0.service.type) \($0.kind.rawValue)" }
        #expect(resolves == [
            "CartManaging required",                                  // CartTarget.swift
            "EventLogging required", "FeatureFlags optional", "CartObserver all", "ShopDatabase required", // Services.swift
        ])
        #expect(scan.resolves.allSatisfy { $0.component == "CatalogComponent" })
    }

    @Test func readsRoutesAndTheQueryParametersTheirHandlersRead() {
        let routes = scan.routes
        #expect(routes.map { $0.pattern ?? "" } == ["shop://product/:id<int>", "GET shop://search/:term", "shop://about"])
        #expect(routes.map(\.method) == [nil, "GET", nil])
        #expect(routes.map { $0.handler ?? "" } == ["ProductRoutes.latticeRoute_show", "ProductRoutes.latticeRoute_search", "latticeRoute_about"])
        #expect(routes[0].queryParameters == ["qty", "ref"])   // `id` is a path parameter
        #expect(routes[1].queryParameters == ["page"])          // read through `req`
        #expect(routes[0].exposed && !routes[1].exposed)
        #expect(routes.map { $0.owner ?? "" } == ["Catalog", "Search", "Catalog"])
        #expect(routes[0].summary == "Product page")
    }

    @Test func readsMediatorTargetsAndActionsFromExtensions() {
        #expect(scan.mediatorTargets.map(\.name) == ["cart", "tools"])
        #expect(scan.mediatorTargets[0].actions.map(\.name) == ["ShopContracts.cartCount", "ShopContracts.cartAdd"])  // files in order
        #expect(scan.mediatorTargets[0].lifetime == "cached" && scan.mediatorTargets[1].lifetime == nil)
    }

    @Test func recordsImportsWithTheirConditions() {
        let uikit = scan.imports.first { $0.module == "UIKit" }
        #expect(uikit?.conditions == ["os(iOS)"])
        #expect(scan.imports.contains { $0.statement == "public import ShopInterfaces" })
        #expect(scan.files.count == 6 && scan.files.first == "Sources/Catalog/CartTarget+Count.swift")
    }
}
