public import Foundation

/// The payload of ``AppEvent/Name/continueUserActivity``: the app was opened to continue
/// an activity (Handoff, a universal link, Spotlight, a Siri shortcut), as
/// `NSUserActivity` describes it, in a form any platform can send.
///
/// ```swift
/// await host.send(.userActivity(UserActivity(
///     type: "com.example.shop.product", webpageURL: URL(string: "https://shop.example.com/product/42"),
///     userInfo: ["product": "42"])))
/// ```
public struct UserActivity: Sendable, Hashable, CustomStringConvertible {
    /// The activity type, such as `NSUserActivityTypeBrowsingWeb` or `com.example.shop.product`.
    public var type: String
    /// The web page it continues (a universal link), if any.
    public var webpageURL: URL?
    /// The activity's user info, with its keys and values as strings.
    public var userInfo: [String: String]
    /// Its title, if any.
    public var title: String?

    /// Creates a user activity.
    public init(type: String, webpageURL: URL? = nil, userInfo: [String: String] = [:], title: String? = nil) {
        self.type = type
        self.webpageURL = webpageURL
        self.userInfo = userInfo
        self.title = title
    }

    /// The type, and the web page when there is one.
    public var description: String {
        webpageURL.map { "\(type) \($0.absoluteString)" } ?? type
    }
}
