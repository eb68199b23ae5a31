import LatticeServices
import Testing

// Only `import LatticeServices`: a user's test target builds and matches errors this way.
@Suite struct ServiceErrorFactoryTests {
    @Test func aFactoryBuildsTheErrorTheRegistryThrows() throws {
        let services = ServiceRegistry()
        #expect(throws: ServiceError.notRegistered((any Storage).self)) { try services.resolve((any Storage).self) }
        #expect(throws: ServiceError.notRegistered((any Storage).self, name: "disk")) {
            try services.resolve((any Storage).self, name: "disk")
        }
        try services.register((any Storage).self) { _ in DiskStorage() }
        #expect(throws: ServiceError.duplicateRegistration((any Storage).self)) {
            try services.register((any Storage).self) { _ in MemoryStorage() }
        }
        try services.seal()
        #expect(throws: ServiceError.sealed((any CartService).self)) {
            try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        }
    }

    @Test func errorsAreEqualByCodeAndSubjectOnly() {
        let one = ServiceError.notRegistered((any Storage).self, message: "One text.", fileID: "A.swift", line: 1)
        let two = ServiceError.notRegistered((any Storage).self, message: "Another text.", fileID: "B.swift", line: 2)
        #expect(one == two)
        #expect(one != ServiceError.notRegistered((any CartService).self))
        #expect(one != ServiceError.factoryFailed((any Storage).self, underlying: CancellationError()))
        #expect(ServiceError.subject(Int.self, name: "n", arguments: [String.self]) == "Int (name: \"n\"; arguments: String)")
    }

    @Test func everyFactoryWritesAMessageAndAFix() {
        let errors: [ServiceError] = [
            .notRegistered(Int.self), .argumentMismatch(Int.self, arguments: [String.self]),
            .circularDependency(path: ["A", "B", "A"]), .factoryFailed(Int.self, underlying: CancellationError()),
            .duplicateRegistration(Int.self), .notAnObject(Int.self), .ownerRequired(Int.self), .sealed(Int.self),
            .unknownImplementation(Int.self, name: "n"), .noCurrentRegistry(Int.self, declaredAt: ("A.swift", 3)),
        ]
        #expect(Set(errors.map(\.code)).count == errors.count)
        for error in errors {
            #expect(!error.message.isEmpty)
            #expect(!error.fix.isEmpty)
            #expect(!error.message.contains("To fix"))
            #expect(error.description.ranges(of: "To fix,").count == 1, "\(error)")
        }
    }
}
