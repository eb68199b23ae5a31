import Foundation
import LatticeScan
import Testing

/// An annotated type is made by its `init(resolver:)`: what that initializer resolves is
/// what its factory resolves, which the cycle check follows.
@Suite struct AnnotatedFactoryTests {
    @Test func theResolvesOfInitResolverBelongToTheAnnotatedRegistration() throws {
        let root = try FixtureScan.temporaryPackage([
            "Sources/Alarms/Alarms.swift": """
                @LatticeComponent
                struct AlarmsComponent: Component {}

                @Provides((any Alarm).self)
                struct RingingAlarm: Alarm {
                    init(resolver: Resolver) throws { snooze = try resolver.resolve((any Snooze).self) }
                    init(other: Int) { _ = try? resolver.resolve((any Clock).self) }
                }

                @Provides((any Snooze).self)
                struct FiveMinutes: Snooze {
                    init() {}
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = try #require(SourceScanner.scanPackage(root: root, targets: ["Alarms"]).first)
        let registrations = Dictionary(uniqueKeysWithValues: scan.registrations.map { ($0.service.type, $0.resolves.map(\.type)) })
        #expect(registrations == ["Alarm": ["Snooze"], "Snooze": []])
    }
}
