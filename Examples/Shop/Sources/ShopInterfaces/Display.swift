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

/// What an entry of the navigation state shows: the navigator decides which screens are
/// on screen, the app renders the one on top.
public protocol Screen: Sendable {
    /// Its title.
    var title: String { get }
    /// Writes what the screen shows; it may fetch (the catalog) but changes nothing: the
    /// commands do (add to the cart, pay).
    func render(on display: any Display) async throws
}
