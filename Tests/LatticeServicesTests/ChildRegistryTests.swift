import LatticeServices
import Testing

@Suite struct ChildRegistryTests {
    @Test func aChildOverridesSomeAndFallsBackForTheRest() throws {
        let app = ServiceRegistry()
        try app.register((any Storage).self) { _ in DiskStorage() }
        try app.register((any LoginService).self) { _ in WeChatLogin() }
        let test = app.child()
        try test.register((any Storage).self) { _ in MemoryStorage() }
        #expect(try test.resolve((any Storage).self).label == "memory")
        #expect(try test.resolve((any LoginService).self).provider == "wechat")
        #expect(try app.resolve((any Storage).self).label == "disk", "the parent is untouched")
    }

    @Test func transientServicesBuiltThroughTheChildSeeItsOverrides() throws {
        let app = ServiceRegistry()
        try app.register((any Storage).self) { _ in DiskStorage() }
        try app.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
        let preview = app.child()
        try preview.register((any Storage).self) { _ in MemoryStorage() }
        #expect(try preview.resolve((any CartService).self).storage.label == "memory")
        #expect(try app.resolve((any CartService).self).storage.label == "disk")
    }

    @Test func singletonsBelongToTheRegistryThatRegisteredThem() throws {
        let app = ServiceRegistry()
        try app.register((any Storage).self) { _ in DiskStorage() }
        try app.register((any CartService).self, scope: .singleton) { r in Cart(storage: try r.resolve((any Storage).self)) }
        let test = app.child()
        try test.register((any Storage).self) { _ in MemoryStorage() }
        let viaChild = try test.resolve((any CartService).self)
        #expect(viaChild.storage.label == "disk", "a parent's singleton never captures a child's override")
        #expect(try app.resolve((any CartService).self) as AnyObject === viaChild as AnyObject)
    }

    @Test func resolveAllMergesParentAndChild() throws {
        let app = ServiceRegistry()
        try app.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try app.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        let child = app.child()
        try child.register((any LoginService).self, name: "wechat") { _ in WeiboLogin() }
        try child.register((any LoginService).self, name: "weibo") { _ in WeiboLogin() }
        let all = try child.resolveAll((any LoginService).self)
        #expect(all.map(\.name) == ["wechat", "qq", "weibo"])
        #expect(all.map(\.service.provider) == ["weibo", "qq", "weibo"])
    }
}
