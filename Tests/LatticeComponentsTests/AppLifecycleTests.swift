@testable import LatticeComponents
import Testing

/// The state machine behind the scene-delegate and `scenePhase` bridges: each app event
/// once, in order, for the app as a whole.
@Suite struct AppLifecycleTests {
    typealias Phase = AppLifecycle.Phase

    /// The events' names, which is what the bridges forward.
    static func names(_ events: [AppEvent]) -> [AppEvent.Name] { events.map(\.name) }

    @Test func aSwiftUIAppGoingToTheBackgroundAndBack() {
        var lifecycle = AppLifecycle()
        #expect(Self.names(lifecycle.update(.active)) == [.willEnterForeground, .didBecomeActive])
        #expect(Self.names(lifecycle.update(.inactive)) == [.willResignActive])
        #expect(Self.names(lifecycle.update(.background)) == [.didEnterBackground])
        // SwiftUI's way back: background → inactive → active. The inactive step is the
        // return to the foreground, not a resignation.
        #expect(Self.names(lifecycle.update(.inactive)) == [.willEnterForeground])
        #expect(Self.names(lifecycle.update(.active)) == [.didBecomeActive])
        #expect(lifecycle.phase == .active)
    }

    @Test func aSceneDelegatesCallbacksInTheOrderUIKitCallsThem() {
        var lifecycle = AppLifecycle()
        let scene = "main"
        // scene(_:willConnectTo:), sceneWillEnterForeground, sceneDidBecomeActive
        #expect(Self.names(lifecycle.update(scene: scene, to: .inactive)) == [.willEnterForeground])
        #expect(Self.names(lifecycle.update(scene: scene, to: .active)) == [.didBecomeActive])
        // sceneWillResignActive, sceneDidEnterBackground
        #expect(Self.names(lifecycle.update(scene: scene, to: .inactive)) == [.willResignActive])
        #expect(Self.names(lifecycle.update(scene: scene, to: .background)) == [.didEnterBackground])
        // sceneDidDisconnect: the app has no scene left, and stays in the background.
        #expect(lifecycle.update(scene: scene, to: nil).isEmpty)
        #expect(lifecycle.phase == .background)
    }

    @Test func everyTransitionOfTheTable() {
        let table: [(from: Phase?, to: Phase, events: [AppEvent.Name])] = [
            (nil, .inactive, [.willEnterForeground]),
            (nil, .active, [.willEnterForeground, .didBecomeActive]),
            (nil, .background, []),
            (.background, .inactive, [.willEnterForeground]),
            (.background, .active, [.willEnterForeground, .didBecomeActive]),
            (.inactive, .active, [.didBecomeActive]),
            (.active, .inactive, [.willResignActive]),
            (.active, .background, [.willResignActive, .didEnterBackground]),
            (.inactive, .background, [.didEnterBackground]),
            (.background, .background, []),
            (.inactive, .inactive, []),
            (.active, .active, []),
        ]
        for row in table {
            var lifecycle = AppLifecycle()
            if let from = row.from { lifecycle.update(from) }
            #expect(Self.names(lifecycle.update(row.to)) == row.events, "\(String(describing: row.from)) → \(row.to)")
            #expect(lifecycle.phase == row.to)
        }
    }

    @Test func theLastSceneDisconnectingSendsTheAppToTheBackground() {
        var lifecycle = AppLifecycle()
        lifecycle.update(scene: "A", to: .active)
        #expect(Self.names(lifecycle.update(scene: "A", to: nil)) == [.willResignActive, .didEnterBackground])
        #expect(Self.names(lifecycle.update(scene: "B", to: .active)) == [.willEnterForeground, .didBecomeActive])
    }

    @Test func theAppIsAsFarForwardAsItsMostActiveScene() {
        var lifecycle = AppLifecycle()
        #expect(Self.names(lifecycle.update(scene: "A", to: .active)) == [.willEnterForeground, .didBecomeActive])
        #expect(lifecycle.update(scene: "B", to: .active).isEmpty)
        // One window goes away: the other is still in front.
        #expect(lifecycle.update(scene: "A", to: .background).isEmpty)
        #expect(lifecycle.update(scene: "A", to: nil).isEmpty)
        #expect(Self.names(lifecycle.update(scene: "B", to: .inactive)) == [.willResignActive])
        #expect(Self.names(lifecycle.update(scene: "B", to: .background)) == [.didEnterBackground])
        // A new window brings the app back.
        #expect(Self.names(lifecycle.update(scene: "C", to: .inactive)) == [.willEnterForeground])
    }

    /// Every sequence of up to five reports from two scenes (37,449 of them) gives a
    /// well-formed stream: each event only where the one before allows it, and the stream
    /// ends in the app's phase.
    @Test func everySequenceOfReportsGivesEachEventOnceInOrder() {
        let reports: [(scene: String, phase: Phase?)] = ["A", "B"].flatMap { scene in
            [nil, Phase.background, .inactive, .active].map { (scene, $0) }
        }
        var sequences: [[Int]] = [[]]
        var checked = 0
        while let sequence = sequences.popLast() {
            var lifecycle = AppLifecycle()
            var replay = EventGrammar()
            for report in sequence.map({ reports[$0] }) {
                for event in lifecycle.update(scene: report.scene, to: report.phase) {
                    let before = replay.phase
                    let accepted = replay.accept(event.name)
                    #expect(accepted, "\(event.name) after \(String(describing: before)) in \(sequence)")
                }
            }
            // Launched into the background, the app says nothing: launching and background
            // are alike to the components.
            #expect((replay.phase ?? .background) == (lifecycle.phase ?? .background), "\(sequence)")
            checked += 1
            if sequence.count < 5 { sequences += reports.indices.map { sequence + [$0] } }
        }
        #expect(checked == 37_449)
    }

    /// What the app events allow after one another.
    struct EventGrammar {
        var phase: Phase?

        mutating func accept(_ name: AppEvent.Name) -> Bool {
            switch (phase, name) {
            case (nil, .willEnterForeground), (.background, .willEnterForeground): phase = .inactive
            case (.inactive, .didBecomeActive): phase = .active
            case (.active, .willResignActive): phase = .inactive
            case (.inactive, .didEnterBackground): phase = .background
            default: return false
            }
            return true
        }
    }
}
