/// The shape every Lattice error has: what kind of failure (``code``), what it is about
/// (``subject``), what happened (``message``), how to fix it (``fix``), and where in your
/// code the failing call was made (``fileID`` and ``line``).
///
/// `ServiceError`-style types in every module adopt it (`ServiceError`, `RoutingError`,
/// `MediatorError`, `ComponentError`, `GraphError`, `ManifestError`, `ToolError`) and so
/// does ``TrustRefusal``. Each keeps its own extensible `Code` struct, so you switch on
/// `error.code` with a `default` case, and each has a public factory per code, so your
/// tests can build the error they expect and compare:
///
/// ```swift
/// #expect(throws: ServiceError.notRegistered((any Storage).self)) {
///     try services.resolve((any Storage).self)
/// }
/// ```
///
/// Two errors are equal when their ``code`` and ``subject`` are equal: the message, the
/// fix and the call site are for people and may change between releases, the code and
/// subject are what a program matches on.
///
/// The ``description`` is one consistent text: `ServiceError.notRegistered at
/// Feature/Screen.swift:12: <message> To fix, <fix>.` — the message always ends with one
/// sentence mark, "To fix," appears once, and no punctuation is doubled.
public protocol LatticeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The kind of failure: an extensible struct of static constants, such as
    /// `ServiceError.Code.notRegistered`.
    associatedtype Code: Hashable, Sendable, CustomStringConvertible

    /// The kind of failure. New codes may be added; switch with a `default` case.
    var code: Code { get }
    /// What the error is about, named as the user wrote it: a service (`Storage` or
    /// `Storage (name: "disk")`), a URL or pattern, a `target/action`, a component, a node,
    /// a manifest key, a path.
    var subject: String { get }
    /// What happened, in full sentences, never empty. It does not say how to fix it: that is ``fix``.
    var message: String { get }
    /// How to fix it, as the clause that follows "To fix, " (`register it before
    /// resolving`); empty when there is nothing to change in the code (an error a handler threw).
    var fix: String { get }
    /// The file of the call that failed (`#fileID`).
    var fileID: String { get }
    /// The line of that call.
    var line: Int { get }
}

extension LatticeError {
    /// Equal when the ``code`` and the ``subject`` are equal; the message, the fix and the
    /// call site are not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.subject == rhs.subject
    }

    /// The ``message`` and the ``fix`` as one text: `<message> To fix, <fix>.`
    public var explanation: String {
        LatticeErrorText.sentence(message: message, fix: fix)
    }

    /// `TypeName.code at File.swift:12: <message> To fix, <fix>.`
    public var description: String {
        "\(Self.self).\(code) at \(fileID):\(line): \(explanation)"
    }
}
