/// Where screens write: the terminal session, with colours when it is a terminal, or a
/// buffer in tests.
public protocol Display: Sendable {
    /// A plain line.
    func line(_ text: String)
    /// A screen title.
    func heading(_ text: String)
    /// Something that went well (green).
    func success(_ text: String)
    /// A refusal or a hint (yellow).
    func warning(_ text: String)
    /// A failure (red).
    func failure(_ text: String)
    /// A dimmed detail line.
    func detail(_ text: String)
    /// A table with aligned columns.
    func table(_ headers: [String], _ rows: [[String]])
}

/// What a route builds: the router decides which screen a URL opens, the app presents it.
public protocol Screen: Sendable {
    /// Its title.
    var title: String { get }
    /// The URL to open once this screen's task is done (the login screen's `next`), if any.
    var continuation: String? { get }
    /// Writes the screen; may fetch (the catalog) and change state (add to cart, pay).
    func render(on display: any Display) async throws
}

extension Screen {
    /// Most screens lead nowhere by themselves.
    public var continuation: String? { nil }
}
