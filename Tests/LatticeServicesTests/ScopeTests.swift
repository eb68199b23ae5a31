import LatticeServices
import LatticeCore
import Testing

@Suite struct ScopeTests {
    @Test func transientMakesANewInstanceEachTime() throws {
        let services = ServiceRegistry()
        try services.register((any Storage).self) { _ in DiskStorage() }
        #expect(try services.resolve((any Storage).self) as AnyObject !== services.resolve((any Storage).self) as AnyObject)
    }

    @Test func singletonIsCreatedOnceAndShared() throws {
        let services = ServiceRegistry()
        let made = Counter()
        try services.register((any Storage).self, scope: .singleton) { _ in made.increment(); return DiskStorage() }
        #expect(made.count == 0, "singletons are lazy")
        let first = try services.resolve((any Storage).self)
        let second = try services.resolve((any Storage).self)
        #expect(first as AnyObject === second as AnyObject)
        #expect(made.count == 1)
    }

    @Test func singletonIsCreatedExactlyOnceWhenThreadsRace() throws {
        for _ in 0..<20 {
            let services = ServiceRegistry()
            let made = Counter()
            try services.register((any Storage).self, scope: .singleton) { _ in made.increment(); return DiskStorage() }
            let seen = LockedBox<Set<ObjectIdentifier>>([])
            onThreads(8) { _ in
                let storage = try! services.resolve((any Storage).self)
                seen.withLock { _ = $0.insert(ObjectIdentifier(storage as AnyObject)) }
            }
            #expect(made.count == 1)
            #expect(seen.withLock { $0.count } == 1)
        }
    }

    @Test func weakIsSharedWhileHeldThenRemade() throws {
        let services = ServiceRegistry()
        let made = Counter()
        try services.register((any Storage).self, scope: .weak) { _ in made.increment(); return DiskStorage() }
        var held: (any Storage)? = try services.resolve((any Storage).self)
        let heldID = ObjectIdentifier(held! as AnyObject)
        #expect(ObjectIdentifier(try services.resolve((any Storage).self) as AnyObject) == heldID)
        #expect(made.count == 1)
        held = nil
        _ = held
        _ = try services.resolve((any Storage).self)
        #expect(made.count == 2, "once nobody holds it, the next resolve makes a new one")
    }

    @Test func weakNeedsAClassInstance() throws {
        let services = ServiceRegistry()
        try services.register((any ProductDetail).self, scope: .weak) { _ in ProductDetailModel(summary: "value") }
        let error = #expect(throws: ServiceError.self) { try services.resolve((any ProductDetail).self) }
        #expect(error?.code == .notAnObject)
        #expect(error?.fix.contains("register it as transient or singleton") == true)
    }

    @Test func ownedLivesExactlyAsLongAsItsOwner() throws {
        let services = ServiceRegistry()
        let released = Counter()
        try services.register(ScreenModel.self, scope: .owned) { _ in ScreenModel { released.increment() } }
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        let other = Screen()
        let first = try services.resolve(ScreenModel.self, owner: screen!)
        #expect(try services.resolve(ScreenModel.self, owner: screen!) === first, "one instance per owner")
        #expect(try services.resolve(ScreenModel.self, owner: other) !== first, "each owner has its own")
        #expect(screen!.ownedServices.count == 1)
        screen = nil
        #expect(weakScreen == nil, "the registry never retains the owner")
        #expect(released.count == 0, "the test still holds `first`")
        _ = first
    }

    @Test func ownedInstancesAreReleasedWithTheOwner() throws {
        let services = ServiceRegistry()
        let released = Counter()
        try services.register(ScreenModel.self, scope: .owned) { _ in ScreenModel { released.increment() } }
        var screen: Screen? = Screen()
        _ = try services.resolve(ScreenModel.self, owner: screen!)
        #expect(released.count == 0)
        screen = nil
        _ = screen
        #expect(released.count == 1)
    }

    @Test func ownedDependenciesBindToTheSameOwner() throws {
        final class Tracker: Sendable {}
        final class Model: Sendable {
            let tracker: Tracker
            init(tracker: Tracker) { self.tracker = tracker }
        }
        let services = ServiceRegistry()
        try services.register(Tracker.self, scope: .owned) { _ in Tracker() }
        try services.register(Model.self, scope: .owned) { r in Model(tracker: try r.resolve(Tracker.self)) }
        let screen = Screen()
        let model = try services.resolve(Model.self, owner: screen)
        #expect(try services.resolve(Tracker.self, owner: screen) === model.tracker)
        #expect(screen.ownedServices.count == 2)
    }

    @Test func ownedWithoutAnOwnerIsAClearError() throws {
        let services = ServiceRegistry()
        try services.register(ScreenModel.self, scope: .owned) { _ in ScreenModel {} }
        let error = #expect(throws: ServiceError.self) { try services.resolve(ScreenModel.self) }
        #expect(error?.code == .ownerRequired)
        #expect(error?.fix.contains("resolve(ScreenModel.self, owner: someOwner)") == true)
    }
}
