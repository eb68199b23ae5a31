/// An app event delivered to every running component, in dependency order: the events an
/// iOS or server app delivers (launch, became active, resigned active, background and
/// foreground, opened by a user activity or a shortcut, a push received, memory warning,
/// termination) and custom events with a payload.
///
/// ```swift
/// extension AppEvent.Name { static let userDidLogIn: Self = "userDidLogIn" }
/// await host.send(AppEvent(.userDidLogIn, payload: UserID(42)))
///
/// // in a component
/// func handle(_ event: AppEvent, context: ComponentContext) async {
///     if event.name == .userDidLogIn, let user = event.payload(as: UserID.self) { print(user) }
/// }
/// ```
///
/// The events with a payload carry a ``UserActivity``, a ``ShortcutItem`` or a
/// ``RemoteNotification``; read it with ``userActivity``, ``shortcutItem`` and
/// ``remoteNotification``. The article <doc:AppEvents> shows the bridge from
/// `UIApplicationDelegate` and SwiftUI. Opening a URL is not an event: see
/// ``ComponentHost/open(_:origin:)``.
public struct AppEvent: Sendable, CustomStringConvertible {
    /// An event's name. Extend it with `static let` for custom events.
    public struct Name: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The name's text.
        public let rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a name from a literal.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The name's text.
        public var description: String { rawValue }

        /// The app finished launching.
        public static let didFinishLaunching: Name = "didFinishLaunching"
        /// The app became active (in the foreground, receiving input).
        public static let didBecomeActive: Name = "didBecomeActive"
        /// The app is about to become inactive.
        public static let willResignActive: Name = "willResignActive"
        /// The app entered the background.
        public static let didEnterBackground: Name = "didEnterBackground"
        /// The app is about to enter the foreground.
        public static let willEnterForeground: Name = "willEnterForeground"
        /// The app is about to terminate.
        public static let willTerminate: Name = "willTerminate"
        /// The system is low on memory: release caches.
        public static let memoryWarning: Name = "memoryWarning"
        /// The app was opened to continue a user activity; the payload is a ``UserActivity``.
        public static let continueUserActivity: Name = "continueUserActivity"
        /// The app was opened from a quick action; the payload is a ``ShortcutItem``.
        public static let performShortcut: Name = "performShortcut"
        /// A push notification was received; the payload is a ``RemoteNotification``.
        public static let didReceiveRemoteNotification: Name = "didReceiveRemoteNotification"
    }

    /// The event's name.
    public let name: Name
    /// The event's payload, if any.
    public let payload: (any Sendable)?

    /// Creates an event.
    public init(_ name: Name, payload: (any Sendable)? = nil) {
        self.name = name
        self.payload = payload
    }

    /// The payload as a `Payload`, or `nil` when there is none or it has another type.
    public func payload<Payload: Sendable>(as type: Payload.Type = Payload.self) -> Payload? {
        payload as? Payload
    }

    /// The app finished launching.
    public static let didFinishLaunching = AppEvent(.didFinishLaunching)
    /// The app became active.
    public static let didBecomeActive = AppEvent(.didBecomeActive)
    /// The app is about to become inactive.
    public static let willResignActive = AppEvent(.willResignActive)
    /// The app entered the background.
    public static let didEnterBackground = AppEvent(.didEnterBackground)
    /// The app is about to enter the foreground.
    public static let willEnterForeground = AppEvent(.willEnterForeground)
    /// The app is about to terminate.
    public static let willTerminate = AppEvent(.willTerminate)
    /// The system is low on memory.
    public static let memoryWarning = AppEvent(.memoryWarning)

    /// The app was opened to continue `activity`.
    public static func userActivity(_ activity: UserActivity) -> AppEvent {
        AppEvent(.continueUserActivity, payload: activity)
    }

    /// The app was opened from the quick action `item`.
    public static func shortcutItem(_ item: ShortcutItem) -> AppEvent {
        AppEvent(.performShortcut, payload: item)
    }

    /// The push notification `notification` was received.
    public static func remoteNotification(_ notification: RemoteNotification) -> AppEvent {
        AppEvent(.didReceiveRemoteNotification, payload: notification)
    }

    /// The user activity of a ``Name/continueUserActivity`` event; `nil` for other events.
    public var userActivity: UserActivity? { name == .continueUserActivity ? payload as? UserActivity : nil }
    /// The quick action of a ``Name/performShortcut`` event; `nil` for other events.
    public var shortcutItem: ShortcutItem? { name == .performShortcut ? payload as? ShortcutItem : nil }
    /// The notification of a ``Name/didReceiveRemoteNotification`` event; `nil` for other events.
    public var remoteNotification: RemoteNotification? {
        name == .didReceiveRemoteNotification ? payload as? RemoteNotification : nil
    }

    /// The name, and the payload when there is one.
    public var description: String {
        payload.map { "\(name)(\($0))" } ?? name.rawValue
    }
}
