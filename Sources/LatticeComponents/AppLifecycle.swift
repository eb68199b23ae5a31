/// The app's phase, followed from what its scenes report, and the app events each change
/// means: the state machine behind the UIKit scene-delegate and SwiftUI `scenePhase` bridges
/// (the article "App events").
///
/// Scene-based apps (every app from iOS 26) no longer receive the app delegate's
/// foreground and background callbacks; each scene reports its own phase instead, and a
/// SwiftUI `scenePhase` goes `background → inactive → active` on the way back, where the
/// app events expect `willEnterForeground` before `didBecomeActive`. Feed every report to
/// one `AppLifecycle` and send what it returns: each event once, in order, for the app as a
/// whole.
///
/// ```swift
/// var lifecycle = AppLifecycle()
/// lifecycle.update(.active)       // [willEnterForeground, didBecomeActive]
/// lifecycle.update(.inactive)     // [willResignActive]
/// lifecycle.update(.background)   // [didEnterBackground]
/// lifecycle.update(.active)       // [willEnterForeground, didBecomeActive]
/// ```
///
/// The app is as far forward as its most active scene: with two windows, one going to the
/// background changes nothing while the other is active; with none left, the app is in the
/// background. The transitions:
///
/// | From → to | Events |
/// |---|---|
/// | launching → `inactive` | `willEnterForeground` |
/// | launching → `active` | `willEnterForeground`, `didBecomeActive` |
/// | launching → `background` | none (launched in the background) |
/// | `background` → `inactive` | `willEnterForeground` |
/// | `background` → `active` | `willEnterForeground`, `didBecomeActive` |
/// | `inactive` → `active` | `didBecomeActive` |
/// | `active` → `inactive` | `willResignActive` |
/// | `active` → `background` | `willResignActive`, `didEnterBackground` |
/// | `inactive` → `background` | `didEnterBackground` |
/// | the same phase again | none |
///
/// A plain value: keep it where the bridge runs (the main actor, in an app).
public struct AppLifecycle: Sendable, Equatable {
    /// How far forward the app (or one scene) is, as UIKit's scene activation states and
    /// SwiftUI's scene phases say it.
    public enum Phase: Int, Sendable, Comparable, CaseIterable {
        /// Not visible (`.background`, `sceneDidEnterBackground`).
        case background
        /// Visible, not receiving events (`.inactive`, `sceneWillEnterForeground`,
        /// `sceneWillResignActive`).
        case inactive
        /// In front, receiving events (`.active`, `sceneDidBecomeActive`).
        case active

        public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Each connected scene's last phase, by the identifier its bridge gives it.
    private var scenes: [String: Phase] = [:]

    /// The app's phase: its most active scene's; `nil` until a scene reports (the app is
    /// launching), and `background` once the last scene has disconnected.
    public private(set) var phase: Phase?

    /// Creates the lifecycle of an app that is launching.
    public init() {}

    /// Records that the app's only scene (a SwiftUI `scenePhase`) is now in `phase`, and
    /// returns the events to send, in order; none when the app's phase did not change.
    @discardableResult
    public mutating func update(_ phase: Phase) -> [AppEvent] {
        update(scene: "", to: phase)
    }

    /// Records that the scene `scene` is now in `phase` (`nil`: it disconnected), and
    /// returns the events to send, in order; none when the app's phase did not change.
    ///
    /// - Parameters:
    ///   - scene: The scene's identifier (`UIScene.session.persistentIdentifier`).
    ///   - phase: Its new phase, or `nil` when it disconnected.
    @discardableResult
    public mutating func update(scene: String, to phase: Phase?) -> [AppEvent] {
        scenes[scene] = phase
        let old = self.phase
        let new = scenes.values.max() ?? old.map { _ in .background }
        self.phase = new
        return Self.events(from: old, to: new)
    }

    /// The events that take the app from `old` to `new`.
    static func events(from old: Phase?, to new: Phase?) -> [AppEvent] {
        guard let new, old != new else { return [] }
        guard let old else {
            // Launching: into the foreground, or into the background with nothing to say.
            return new == .background ? [] : [.willEnterForeground] + (new == .active ? [.didBecomeActive] : [])
        }
        var events: [AppEvent] = []
        if new > old {
            if old == .background { events.append(.willEnterForeground) }
            if new == .active { events.append(.didBecomeActive) }
        } else {
            if old == .active { events.append(.willResignActive) }
            if new == .background { events.append(.didEnterBackground) }
        }
        return events
    }
}
