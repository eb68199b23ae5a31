/// The payload of ``AppEvent/Name/didReceiveRemoteNotification``: a push notification the
/// app received, as its `userInfo` dictionary says, in a form any platform can send.
///
/// ```swift
/// await host.send(.remoteNotification(RemoteNotification(
///     userInfo: ["order": "1234"], title: "Shipped", body: "Your order is on its way")))
/// ```
public struct RemoteNotification: Sendable, Hashable, CustomStringConvertible {
    /// The notification's custom keys, with their values as strings (nested values as JSON).
    public var userInfo: [String: String]
    /// The alert's title, if any.
    public var title: String?
    /// The alert's body, if any.
    public var body: String?
    /// Whether the user opened the app by tapping it, rather than it arriving while the
    /// app runs (or in the background).
    public var wasTapped: Bool

    /// Creates a remote notification.
    public init(userInfo: [String: String] = [:], title: String? = nil, body: String? = nil, wasTapped: Bool = false) {
        self.userInfo = userInfo
        self.title = title
        self.body = body
        self.wasTapped = wasTapped
    }

    /// The title, or the keys of the user info.
    public var description: String {
        title ?? "[\(userInfo.keys.sorted().joined(separator: ", "))]"
    }
}
