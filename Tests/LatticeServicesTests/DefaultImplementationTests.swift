import InMemoryLogging
import LatticeServices
import Logging
import Testing

/// Item 3 of issue #13: the implementation a resolve without a name gives, chosen by
/// configuration (`setDefault`), checked when registration ends.
@Suite struct DefaultImplementationTests {
    @Test func aResolveWithoutANameGivesTheChosenRegistrationAndTheSameSingleton() throws {
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "qq", scope: .singleton) { _ in QQLogin() }
        try services.setDefault((any LoginService).self, to: "wechat")
        let unnamed = try services.resolve((any LoginService).self)
        #expect(unnamed.provider == "wechat")
        #expect(unnamed as AnyObject === (try services.resolve((any LoginService).self, name: "wechat")) as AnyObject)
        #expect(try services.resolveIfRegistered((any LoginService).self)?.provider == "wechat")
        // Choosing again replaces the choice.
        try services.setDefault((any LoginService).self, to: "qq")
        #expect(try services.resolve((any LoginService).self).provider == "qq")
        #expect(services.validateDefaults().isEmpty)
    }

    @Test func theChoiceMayComeBeforeTheRegistrationItNames() throws {
        let services = ServiceRegistry()
        try services.setDefault((any LoginService).self, to: "qq")
        #expect(throws: ServiceError.notRegistered((any LoginService).self)) { try services.resolve((any LoginService).self) }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        #expect(try services.resolve((any LoginService).self).provider == "qq")
        // A transient stays transient through the unnamed key.
        #expect(try services.resolve((any LoginService).self) as AnyObject !== (try services.resolve((any LoginService).self)) as AnyObject)
    }

    @Test func theConfigurationWinsOverARegistrationWithoutANameAndSaysSoAtDebug() throws {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .debug
        let services = ServiceRegistry(logger: logger)
        try services.register((any LoginService).self) { _ in WeiboLogin() }
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        #expect(try services.resolve((any LoginService).self).provider == "weibo")
        try services.setDefault((any LoginService).self, to: "wechat")
        #expect(try services.resolve((any LoginService).self).provider == "wechat")
        // The unnamed registration is still there, for introspection and resolveAll.
        #expect(services.registrations.map(\.name) == [nil, "wechat"])
        #expect(try services.resolveAll((any LoginService).self).map(\.service.provider) == ["weibo", "wechat"])
        let note = try #require(handler.entries.first { $0.level == .debug })
        #expect("\(note.message)".contains("the configuration wins"))
        #expect("\(note.message)".contains("'wechat'"))
        // Registering the unnamed one again (replace policy) does not undo the choice.
        let replacing = ServiceRegistry(options: .init(duplicatePolicy: .replace, onDiagnostic: nil))
        try replacing.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try replacing.setDefault((any LoginService).self, to: "wechat")
        try replacing.register((any LoginService).self) { _ in WeiboLogin() }
        #expect(try replacing.resolve((any LoginService).self).provider == "wechat")
    }

    @Test func removingTheChosenRegistrationUncoversTheUnnamedOneAndRemovingTheUnnamedOneKeepsTheChoice() throws {
        let services = ServiceRegistry()
        try services.register((any LoginService).self) { _ in WeiboLogin() }
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try services.setDefault((any LoginService).self, to: "wechat")
        try services.remove((any LoginService).self)
        #expect(try services.resolve((any LoginService).self).provider == "wechat")
        try services.register((any LoginService).self) { _ in WeiboLogin() }
        #expect(try services.resolve((any LoginService).self).provider == "wechat")
        try services.remove((any LoginService).self, name: "wechat")
        #expect(try services.resolve((any LoginService).self).provider == "weibo")
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        #expect(try services.resolve((any LoginService).self).provider == "wechat")
        try services.removeAll()
        #expect(throws: ServiceError.notRegistered((any LoginService).self)) { try services.resolve((any LoginService).self) }
    }

    @Test func aConfigurationFileNamesTheTypeAsWrittenInCode() throws {
        for written in ["LoginService", "any LoginService", "(any LoginService)", " LoginService ", "LatticeServicesTests.LoginService"] {
            let services = ServiceRegistry()
            try services.setDefault(written, to: "qq", fileID: "components.yml", line: 3, column: 5)
            try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
            try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
            #expect(try services.resolve((any LoginService).self).provider == "qq", "\(written)")
            #expect(services.validateDefaults().isEmpty, "\(written)")
        }
    }

    @Test func aNameNobodyRegisteredIsAnErrorNamingTheTypeTheNamesAndTheClosestOne() throws {
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        try services.setDefault("LoginService", to: "wechta", fileID: "components.yml", line: 4, column: 17)
        let problems = services.validateDefaults()
        try #require(problems.count == 1)
        let error = problems[0]
        #expect(error == ServiceError.unknownImplementation(typeName: "LoginService", name: "wechta"))
        #expect(error.code == .unknownImplementation)
        #expect(error.subject == "LoginService (name: \"wechta\")")
        #expect(error.message.contains("registered under 'wechat' and 'qq'"), "\(error)")
        #expect(error.message.contains("Did you mean 'wechat'?"), "\(error)")
        #expect(error.fix.hasPrefix("choose one of those names"))
        #expect((error.fileID, error.line, error.column) == ("components.yml", 4, 17))
        #expect(error.description.hasPrefix("ServiceError.unknownImplementation at components.yml:4:17: "))
        // Sealing ends registration: it throws the same error.
        #expect(throws: ServiceError.unknownImplementation(typeName: "LoginService", name: "wechta")) { try services.seal() }
    }

    @Test func aTypeNobodyRegisteredIsAnErrorWithCloseTypeNames() throws {
        let services = ServiceRegistry()
        try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try services.register((any Storage).self) { _ in DiskStorage() }
        let line = #line + 1
        try services.setDefault("LoginSevice", to: "wechat")
        try services.setDefault((any CartService).self, to: "big")
        let problems = services.validateDefaults()
        #expect(problems.map(\.code) == [.unknownImplementation, .unknownImplementation])
        #expect(problems.map(\.subject) == ["LoginSevice (name: \"wechat\")", "CartService (name: \"big\")"])
        #expect(problems[0].message.contains("nothing registers LoginSevice. Did you mean 'LoginService'? 2 service types are registered."), "\(problems[0])")
        #expect(problems[0].line == line)
        #expect(problems[0].column == nil)
        #expect(problems[1].message.contains("nothing registers CartService."), "\(problems[1])")
        for problem in problems {
            #expect(problem.description.ranges(of: "To fix,").count == 1, "\(problem)")
        }
    }

    @Test func aChoiceCoversTheRegistrationsWithArgumentsOfThatName() throws {
        let services = ServiceRegistry()
        try services.register((any ProductDetail).self, name: "rich") { (_, id: Int) in ProductDetailModel(summary: "rich \(id)") }
        try services.register((any ProductDetail).self, name: "plain") { (_, id: Int) in ProductDetailModel(summary: "plain \(id)") }
        try services.setDefault((any ProductDetail).self, to: "rich")
        #expect(try services.resolve((any ProductDetail).self, arguments: 7).summary == "rich 7")
    }

    @Test func weakAndOwnedChoicesShareTheirInstancesWithTheNamedRegistration() throws {
        let services = ServiceRegistry()
        try services.register(ScreenModel.self, name: "screen", scope: .owned) { _ in ScreenModel {} }
        try services.register((any LoginService).self, name: "wechat", scope: .weak) { _ in WeChatLogin() }
        try services.setDefault(ScreenModel.self, to: "screen")
        try services.setDefault((any LoginService).self, to: "wechat")
        let screen = Screen()
        #expect(try services.resolve(ScreenModel.self, owner: screen) === (try services.resolve(ScreenModel.self, name: "screen", owner: screen)))
        let login = try services.resolve((any LoginService).self)
        #expect(login as AnyObject === (try services.resolve((any LoginService).self, name: "wechat")) as AnyObject)
    }

    @Test func theChoiceSurvivesTheTableGrowing() throws {
        let services = ServiceRegistry()
        try services.register((any LoginService).self) { _ in WeiboLogin() }
        try services.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        try services.setDefault((any LoginService).self, to: "qq")
        for index in 0..<200 {
            try services.register(Int.self, name: "n\(index)", instance: index)
        }
        #expect(try services.resolve((any LoginService).self).provider == "qq")
        #expect(try services.resolve(Int.self, name: "n199") == 199)
    }

    @Test func aChildFollowsItsParentsChoiceForWhatItRegistersAndItsOwnUnnamedOverrideWins() throws {
        let parent = ServiceRegistry()
        try parent.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
        try parent.register((any LoginService).self, name: "qq") { _ in QQLogin() }
        try parent.setDefault((any LoginService).self, to: "wechat")

        // A fake under the chosen name replaces the chosen implementation, named or not.
        let fake = parent.child()
        try fake.register((any LoginService).self, name: "wechat") { _ in WeiboLogin() }
        #expect(try fake.resolve((any LoginService).self).provider == "weibo")
        // A child that registers nothing of the type sees the parent's choice and singleton.
        let plain = parent.child()
        #expect(try plain.resolve((any LoginService).self) as AnyObject === (try parent.resolve((any LoginService).self)) as AnyObject)
        // An unnamed override in the child wins over the parent's choice.
        let override = parent.child()
        try override.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
        try override.register((any LoginService).self) { _ in WeiboLogin() }
        #expect(try override.resolve((any LoginService).self).provider == "weibo")
        // A child's own choice may name what only its parent registers.
        let chooser = parent.child()
        try chooser.register((any LoginService).self) { _ in WeiboLogin() }
        try chooser.setDefault((any LoginService).self, to: "qq")
        #expect(try chooser.resolve((any LoginService).self).provider == "qq")
        #expect(chooser.validateDefaults().isEmpty)
        try chooser.setDefault((any LoginService).self, to: "apple")
        #expect(chooser.validateDefaults().map(\.subject) == ["LoginService (name: \"apple\")"])
    }

    @Test func aChildsChoiceOfItsParentsSingletonGivesTheParentsInstance() throws {
        let parent = ServiceRegistry()
        try parent.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
        let child = parent.child()
        try child.setDefault((any LoginService).self, to: "wechat")
        try child.register((any Storage).self) { _ in DiskStorage() }
        #expect(try child.resolve((any LoginService).self) as AnyObject === (try parent.resolve((any LoginService).self, name: "wechat")) as AnyObject)
        // The same for a choice written in a configuration file.
        let configured = parent.child()
        try configured.setDefault("LoginService", to: "wechat", fileID: "components.yml", line: 2, column: 3)
        #expect(try configured.resolve((any LoginService).self) as AnyObject === (try parent.resolve((any LoginService).self, name: "wechat")) as AnyObject)
    }

    @Test func aChoiceCannotBeMadeAfterSealing() throws {
        let services = ServiceRegistry()
        try services.seal()
        #expect(throws: ServiceError.sealed((any LoginService).self)) { try services.setDefault((any LoginService).self, to: "qq") }
    }
}
