import LatticeServices
import Testing

// Item 5 of issue #33: ServiceResolving's requirements are `primitiveResolve…`, not
// underscored; the underscored names of the release before still forward, called from
// a deprecated witness so that this file builds without deprecation warnings.

private protocol OldResolveNames {
    func resolve(_ services: some ServiceResolving, name: String?) throws -> String
    func resolveIfRegistered(_ services: some ServiceResolving, name: String?) throws -> String?
    func resolveAll(_ services: some ServiceResolving) throws -> [String]
}

private struct OldNames: OldResolveNames {
    @available(*, deprecated)
    func resolve(_ services: some ServiceResolving, name: String?) throws -> String {
        try services._resolve(String.self, name: name, arguments: (), fileID: #fileID, line: #line)
    }

    @available(*, deprecated)
    func resolveIfRegistered(_ services: some ServiceResolving, name: String?) throws -> String? {
        try services._resolveIfRegistered(String.self, name: name, fileID: #fileID, line: #line)
    }

    @available(*, deprecated)
    func resolveAll(_ services: some ServiceResolving) throws -> [String] {
        try services._resolveAll(String.self, fileID: #fileID, line: #line).map(\.service)
    }
}

@Suite struct PrimitiveNamesTests {
    func makeRegistry() throws -> ServiceRegistry {
        let registry = ServiceRegistry()
        try registry.register(String.self) { _ in "plain" }
        try registry.register(String.self, name: "named") { _ in "named" }
        try registry.register(String.self) { (_, id: Int) in "argument \(id)" }
        return registry
    }

    @Test("the primitives resolve from the registry and from a factory's resolver")
    func primitives() throws {
        let registry = try makeRegistry()
        for services in [registry as any ServiceResolving, registry.resolver] {
            #expect(try services.primitiveResolve(String.self, name: nil, arguments: (), fileID: #fileID, line: #line) == "plain")
            #expect(try services.primitiveResolve(String.self, name: nil, arguments: (5, ()), fileID: #fileID, line: #line) == "argument 5")
            #expect(try services.primitiveResolveIfRegistered(String.self, name: "named", fileID: #fileID, line: #line) == "named")
            #expect(try services.primitiveResolveIfRegistered(String.self, name: "other", fileID: #fileID, line: #line) == nil)
            #expect(try services.primitiveResolveAll(String.self, fileID: #fileID, line: #line).map(\.service) == ["plain", "named"])
        }
    }

    @Test("the underscored names of the release before forward to the primitives")
    func oldNames() throws {
        let registry = try makeRegistry()
        let old: any OldResolveNames = OldNames()
        for services in [registry as any ServiceResolving, registry.resolver] {
            #expect(try old.resolve(services, name: nil) == "plain")
            #expect(try old.resolve(services, name: "named") == "named")
            #expect(try old.resolveIfRegistered(services, name: "named") == "named")
            #expect(try old.resolveIfRegistered(services, name: "other") == nil)
            #expect(try old.resolveAll(services) == ["plain", "named"])
        }
        let missing = #expect(throws: ServiceError.self) { try old.resolve(registry, name: "other") }
        #expect(missing?.code == .notRegistered)
    }
}
