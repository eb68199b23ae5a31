/// An error of the sample shop: what happened and how to fix it.
public struct ShopError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure.
    public enum Code: String, Sendable {
        case notFound, invalidInput, loginFailed, loginRequired, emptyCart, storage, network
    }

    /// The kind.
    public let code: Code
    /// The thing concerned.
    public let subject: String
    /// What happened and "To fix, ...".
    public let message: String
    /// The caller's file.
    public let fileID: String
    /// The caller's line.
    public let line: Int

    /// Creates an error.
    public init(_ code: Code, subject: String, message: String, fileID: String = #fileID, line: Int = #line) {
        self.code = code
        self.subject = subject
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    /// `message` alone: what a person at the terminal reads.
    public var description: String { message }
}
