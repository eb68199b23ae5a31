/// An app event delivered to every running component, in dependency order: the system's
/// lifecycle events and custom events with a payload.
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
/// Opening a URL is not an event: see ``ComponentHost/open(_:origin:)``.
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

    /// The name, and the payload when there is one.
    public var description: String {
        payload.map { "\(name)(\($0))" } ?? name.rawValue
    }
}
