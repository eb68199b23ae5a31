import LatticeServices
import Testing

/// A model no factory builds: it injects what it needs.
private final class CheckoutModel {
    @Injected var cart: any CartService
    @Injected(name: "wechat") var login: any LoginService
    static let cartLine = #line - 2

    func storageLabel() throws(ServiceError) -> String { try $cart.resolve().storage.label }
}

private func servicesWithCart(_ label: String) throws -> ServiceRegistry {
    let services = ServiceRegistry()
    try services.register((any Storage).self, scope: .singleton) { _ in label == "disk" ? DiskStorage() as any Storage : MemoryStorage() }
    try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
    try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
    return services
}

/// Item 4 of issue #13: `inject`, `@Injected`, the current registry and scoped overrides.
/// Every test binds its registry to its task: tests run in parallel, and the process-wide
/// registry is shared by all of them.
@Suite struct InjectionTests {
    @Test func injectResolvesFromTheRegistryBoundToTheTask() throws {
        let services = try servicesWithCart("disk")
        try ServiceRegistry.withCurrent(services) { () throws in
            #expect(ServiceRegistry.current === services)
            #expect(try inject((any CartService).self).storage.label == "disk")
            let login: any LoginService = try inject(name: "wechat")
            #expect(login as AnyObject === (try services.resolve((any LoginService).self, name: "wechat")) as AnyObject)
        }
    }

    @Test func anInjectedPropertyResolvesWhenReadAndItsProjectionThrows() throws {
        let services = try servicesWithCart("memory")
        let model = CheckoutModel()
        #expect(model.$cart.line == CheckoutModel.cartLine)
        #expect(model.$cart.fileID.hasSuffix("InjectionTests.swift"))
        #expect(model.$login.name == "wechat")
        try ServiceRegistry.withCurrent(services) { () throws in
            #expect(model.cart.storage.label == "memory")
            #expect(model.login.provider == "wechat")
            #expect(try model.storageLabel() == "memory")
            // Each read is a resolve: the transient cart is made again, the singleton is not.
            #expect(model.cart as AnyObject !== model.cart as AnyObject)
            #expect(model.login as AnyObject === model.login as AnyObject)
        }
    }

    @Test func withNoRegistryCurrentTheErrorNamesTheDeclarationAndTheRead() throws {
        let model = CheckoutModel()
        try ServiceRegistry.withCurrent(nil) { () throws in
            #expect(ServiceRegistry.current == nil)
            let readLine = #line + 1
            let error = #expect(throws: ServiceError.noCurrentRegistry((any CartService).self)) { try model.$cart.resolve() }
            #expect(error?.line == readLine)
            #expect(error?.message.contains("declared at LatticeServicesTests/InjectionTests.swift:\(CheckoutModel.cartLine)") == true, "\(String(describing: error))")
            #expect(error?.fix.contains("withCurrent") == true)
            let injectLine = #line + 1
            let plain = #expect(throws: ServiceError.noCurrentRegistry((any Storage).self, name: "disk")) { try inject((any Storage).self, name: "disk") }
            #expect(plain?.message == "Storage (name: \"disk\") was injected at LatticeServicesTests/InjectionTests.swift:\(injectLine), but no service registry is current.")
        }
    }

    @Test func aFailedResolveThroughTheProjectionIsTheRegistrysError() throws {
        ServiceRegistry.withCurrent(ServiceRegistry()) {
            #expect(throws: ServiceError.notRegistered((any CartService).self)) { try CheckoutModel().$cart.resolve() }
        }
    }

    @Test func overridesAreAChildOfTheCurrentRegistryForTheOperationOnly() throws {
        let services = try servicesWithCart("disk")
        try ServiceRegistry.withCurrent(services) { () throws in
            let label = try ServiceRegistry.withOverrides {
                try $0.register((any Storage).self) { _ in MemoryStorage() }
            } operation: { () throws in
                #expect(ServiceRegistry.current?.parent === services)
                // The cart comes from the parent; the storage it resolves is the override.
                return try inject((any CartService).self).storage.label
            }
            #expect(label == "memory")
            #expect(try inject((any CartService).self).storage.label == "disk")
            // Overrides nest.
            try ServiceRegistry.withOverrides { try $0.register((any Storage).self) { _ in MemoryStorage() } } operation: { () throws in
                try ServiceRegistry.withOverrides { try $0.register((any LoginService).self, name: "wechat") { _ in QQLogin() } } operation: { () throws in
                    #expect(try inject((any CartService).self).storage.label == "memory")
                    #expect(try inject((any LoginService).self, name: "wechat").provider == "qq")
                }
                #expect(try inject((any LoginService).self, name: "wechat").provider == "wechat")
            }
        }
    }

    @Test func overridesWithNoRegistryCurrentStartFromAnEmptyOne() throws {
        try ServiceRegistry.withCurrent(nil) { () throws in
            try ServiceRegistry.withOverrides { try $0.register((any Storage).self) { _ in DiskStorage() } } operation: { () throws in
                #expect(ServiceRegistry.current?.parent == nil)
                #expect(try inject((any Storage).self).label == "disk")
            }
        }
    }

    @Test func aPropertyCreatedInsideOverridesKeepsThemWhenReadOutside() throws {
        let services = try servicesWithCart("disk")
        try ServiceRegistry.withCurrent(services) { () throws in
            let model = try ServiceRegistry.withOverrides {
                try $0.register((any Storage).self) { _ in MemoryStorage() }
            } operation: { () throws in
                CheckoutModel()
            }
            #expect(model.cart.storage.label == "memory")
            // So it does where the registry it overrides is bound again.
            ServiceRegistry.withCurrent(services) {
                #expect(model.cart.storage.label == "memory")
            }
            // An unrelated registry bound where it is read wins.
            ServiceRegistry.withCurrent(try servicesWithCart("disk")) {
                #expect(model.cart.storage.label == "disk")
            }
        }
    }

    @Test func asyncScopesReachChildTasksButNotDetachedOnes() async throws {
        let services = try servicesWithCart("disk")
        try await ServiceRegistry.withCurrent(services) { () async throws in
            try await ServiceRegistry.withOverrides {
                try $0.register((any Storage).self) { _ in MemoryStorage() }
            } operation: { () async throws in
                await Task.yield()
                #expect(try inject((any CartService).self).storage.label == "memory")
                async let child = try inject((any CartService).self).storage.label
                #expect(try await child == "memory")
                let labels = try await withThrowingTaskGroup(of: String.self) { group in
                    for _ in 0..<4 { group.addTask { try inject((any CartService).self).storage.label } }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(labels == ["memory", "memory", "memory", "memory"])
                let detached = await Task.detached { ServiceRegistry.current }.value
                #expect(detached !== ServiceRegistry.current)
            }
            await Task.yield()
            #expect(ServiceRegistry.current === services)
            #expect(try await Task { try inject((any CartService).self).storage.label }.value == "disk")
        }
    }

    @Test func aTaskCreatedInsideAScopeKeepsItAfterTheScopeEnds() async throws {
        let services = try servicesWithCart("memory")
        let (gate, open) = AsyncStream<Void>.makeStream()
        let task = ServiceRegistry.withCurrent(services) {
            Task {
                for await _ in gate { break }
                return ServiceRegistry.current
            }
        }
        open.yield()
        #expect(await task.value === services)
    }

    @Test func makeCurrentIsTheProcessWideRegistryUnlessTheTaskBindsAnother() async throws {
        let services = try servicesWithCart("disk")
        // Other tests boot component hosts in parallel, and each makes its registry
        // current: try until one attempt is not interleaved with theirs.
        var observed = false
        for _ in 0..<100 where !observed {
            services.makeCurrent()
            observed = await Task.detached { ServiceRegistry.current === services }.value
        }
        #expect(observed)
        let other = ServiceRegistry()
        ServiceRegistry.withCurrent(other) { #expect(ServiceRegistry.current === other) }
    }
}
