public import LatticeCore

/// An error from the mediator: what went wrong, for which target and action, how to fix
/// it, and where in your code the failing call was made.
///
/// Every failure of a `perform` or a registration is a `MediatorError`; nothing fails with
/// a silent `nil` or a crash. Compare ``code`` to branch on the kind of failure; print the
/// error (its ``description``) to read it.
public struct MediatorError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case targetNotFound, actionNotFound, invalidParameters, refused, actionFailed
            case targetCreationFailed, contractMismatch, outputMismatch, asyncAction
            case duplicateRegistration, invalidRegistration
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// No target has the name asked for, and no fallback handled the call.
        public static let targetNotFound = Code(.targetNotFound)
        /// The target exists but has no such action, and no fallback handled the call.
        public static let actionNotFound = Code(.actionNotFound)
        /// The parameters could not be decoded into the action's input; ``MediatorError/parameter``
        /// names the key.
        public static let invalidParameters = Code(.invalidParameters)
        /// A call from outside the app was refused; ``MediatorError/refusal`` says why.
        public static let refused = Code(.refused)
        /// The action ran and threw; ``MediatorError/underlying`` has its error.
        public static let actionFailed = Code(.actionFailed)
        /// The target's factory threw; ``MediatorError/underlying`` has its error.
        public static let targetCreationFailed = Code(.targetCreationFailed)
        /// The action is registered with other input or output types than the contract called.
        public static let contractMismatch = Code(.contractMismatch)
        /// A fallback returned a value that is not the contract's output type.
        public static let outputMismatch = Code(.outputMismatch)
        /// `performSync` reached an action registered as `async`.
        public static let asyncAction = Code(.asyncAction)
        /// A target with the same name is already registered.
        public static let duplicateRegistration = Code(.duplicateRegistration)
        /// A registration is inconsistent: a bad name, a contract of another target, an
        /// action registered twice.
        public static let invalidRegistration = Code(.invalidRegistration)

        /// The code's name, such as `actionNotFound`.
        public var description: String { "\(kind)" }
    }

    /// The kind of failure.
    public let code: Code
    /// The target asked for, such as `cart`.
    public let target: String
    /// The action asked for, such as `add` (empty for errors about a whole target).
    public let action: String
    /// What happened and how to fix it, in full sentences.
    public let message: String
    /// For ``Code/invalidParameters``: the key that failed, as a path (`address.city`).
    public let parameter: String?
    /// For ``Code/refused``: the refusal, also reported to the trust policy's hook.
    public let refusal: TrustRefusal?
    /// For ``Code/actionFailed`` and ``Code/targetCreationFailed``: the error thrown.
    public let underlying: (any Error)?
    /// The file of the `perform` or `register` call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int

    init(
        _ code: Code, target: String, action: String, message: String, parameter: String? = nil,
        refusal: TrustRefusal? = nil, underlying: (any Error)? = nil, site: CallSite
    ) {
        self.code = code
        self.target = target
        self.action = action
        self.message = message
        self.parameter = parameter
        self.refusal = refusal
        self.underlying = underlying
        self.fileID = site.fileID
        self.line = site.line
    }

    /// `MediatorError.actionNotFound at Feature/Screen.swift:12: <message>`.
    public var description: String {
        "MediatorError.\(code) at \(fileID):\(line): \(message)"
    }
}

/// Where a public entry point was called from, for errors.
@usableFromInline
struct CallSite: Sendable {
    let fileID: String
    let line: Int

    @usableFromInline
    init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }
}
