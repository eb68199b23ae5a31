public import LatticeCore

/// An error from the mediator: what went wrong, for which target and action, how to fix
/// it, and where in your code the failing call was made.
///
/// Every failure of a `perform` or a registration is a `MediatorError`; nothing fails with
/// a silent `nil` or a crash. Compare ``code`` to branch on the kind of failure; print the
/// error (its ``description``) to read it. Two errors are equal when their code and
/// ``subject`` (`target/action`) are: `#expect(throws: MediatorError.actionNotFound(target: "cart", action: "add")) { … }`.
public struct MediatorError: LatticeError {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
            case targetNotFound, actionNotFound, invalidParameters, refused, actionFailed
            case targetCreationFailed, contractMismatch, outputMismatch, asyncAction
            case duplicateRegistration, invalidRegistration
            case noResult, cancelled
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
        /// A fallback returned a value that is not the contract's output type, or a flow
        /// action's flow sent one through a retyped `Reply`.
        public static let outputMismatch = Code(.outputMismatch)
        /// `performSync` reached an action registered as `async`.
        public static let asyncAction = Code(.asyncAction)
        /// A target with the same name is already registered.
        public static let duplicateRegistration = Code(.duplicateRegistration)
        /// A registration is inconsistent: a bad name, a contract of another target, an
        /// action registered twice.
        public static let invalidRegistration = Code(.invalidRegistration)
        /// A flow action's flow ended without sending a result (its `Reply` was
        /// released unanswered).
        public static let noResult = Code(.noResult)
        /// A flow action's flow was cancelled: by itself (`Reply.cancel()`) or
        /// because the caller's task was cancelled.
        public static let cancelled = Code(.cancelled)

        /// The code's name, such as `actionNotFound`.
        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// The target asked for, such as `cart`.
    public let target: String
    /// The action asked for, such as `add` (empty for errors about a whole target).
    public let action: String
    /// What happened, in full sentences.
    public let message: String
    /// How to fix it: the clause after "To fix, "; empty when the failure is the action's own error.
    public let fix: String
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

    package init(
        _ code: Code, target: String, action: String, message: String, fix: String, parameter: String? = nil,
        refusal: TrustRefusal? = nil, underlying: (any Error)? = nil, fileID: String, line: Int
    ) {
        self.code = code
        self.target = target
        self.action = action
        self.message = message
        self.fix = fix
        self.parameter = parameter
        self.refusal = refusal
        self.underlying = underlying
        self.fileID = fileID
        self.line = line
    }

    init(
        _ code: Code, target: String, action: String, message: String, fix: String, parameter: String? = nil,
        refusal: TrustRefusal? = nil, underlying: (any Error)? = nil, site: CallSite
    ) {
        self.init(
            code, target: target, action: action, message: message, fix: fix, parameter: parameter,
            refusal: refusal, underlying: underlying, fileID: site.fileID, line: site.line)
    }

    /// What the error is about: `target/action`, or `target` for errors about a whole target.
    public var subject: String { action.isEmpty ? target : "\(target)/\(action)" }

    /// `MediatorError.code at File.swift:12: <message> To fix, <fix>.`
    public var description: String {
        "MediatorError.\(code) at \(fileID):\(line): \(explanation)"
    }
}

// MARK: Factories, one per code

extension MediatorError {
    /// ``Code/targetNotFound``: no target is named `target`.
    public static func targetNotFound(
        target: String, action: String = "", message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .targetNotFound, target: target, action: action, message: message ?? "No target named '\(target)' is registered.",
            fix: fix ?? "register the target before calling it, or correct the name", fileID: fileID, line: line)
    }

    /// ``Code/actionNotFound``: the target has no action `action` and no fallback handled the call.
    public static func actionNotFound(
        target: String, action: String, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .actionNotFound, target: target, action: action,
            message: message ?? "The target '\(target)' has no action '\(action)' and no fallback handled it.",
            fix: fix ?? "register the action on the target, or correct the name", fileID: fileID, line: line)
    }

    /// ``Code/invalidParameters``: the parameters do not decode into the action's input; `parameter` is the key.
    public static func invalidParameters(
        target: String, action: String, parameter: String? = nil, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .invalidParameters, target: target, action: action,
            message: message ?? "The parameters of '\(target)/\(action)' do not fit its input\(parameter.map { " ('\($0)')" } ?? "").",
            fix: fix ?? "pass parameters of the input's types", parameter: parameter, fileID: fileID, line: line)
    }

    /// ``Code/refused``: a call from outside the app was refused for `refusal`.
    public static func refused(
        target: String, action: String, refusal: TrustRefusal, parameter: String? = nil, message: String? = nil,
        fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .refused, target: target, action: action, message: message ?? refusal.message, fix: fix ?? refusal.fix,
            parameter: parameter, refusal: refusal, fileID: fileID, line: line)
    }

    /// ``Code/actionFailed``: the action (or a fallback) threw `underlying`. It has no fix:
    /// the action's error is the app's own.
    public static func actionFailed(
        target: String, action: String, underlying: any Error, message: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .actionFailed, target: target, action: action,
            message: message ?? "The action '\(target)/\(action)' threw: \(LatticeErrorText.clause(underlying)).",
            fix: "", underlying: underlying, fileID: fileID, line: line)
    }

    /// ``Code/targetCreationFailed``: the target's factory threw `underlying`.
    public static func targetCreationFailed(
        target: String, action: String = "", underlying: any Error, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .targetCreationFailed, target: target, action: action,
            message: message ?? "Making the target '\(target)' failed: \(LatticeErrorText.clause(underlying)).",
            fix: fix ?? "make the target's factory succeed", underlying: underlying, fileID: fileID, line: line)
    }

    /// ``Code/contractMismatch``: the action is registered with other types than the contract called.
    public static func contractMismatch(
        target: String, action: String, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .contractMismatch, target: target, action: action,
            message: message ?? "The action '\(target)/\(action)' is registered with other input or output types than the contract called.",
            fix: fix ?? "declare the contract once and use it on both sides", fileID: fileID, line: line)
    }

    /// ``Code/outputMismatch``: a fallback returned a value that is not the contract's output
    /// (or a flow sent one).
    public static func outputMismatch(
        target: String, action: String, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .outputMismatch, target: target, action: action,
            message: message ?? "A fallback handled '\(target)/\(action)' but returned a value of another type than the contract's output.",
            fix: fix ?? "return the contract's output from the fallback or throw", fileID: fileID, line: line)
    }

    /// ``Code/asyncAction``: `performSync` reached an asynchronous action.
    public static func asyncAction(
        target: String, action: String, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .asyncAction, target: target, action: action,
            message: message ?? "The action '\(target)/\(action)' is asynchronous, so performSync cannot run it.",
            fix: fix ?? "call it with `try await perform`", fileID: fileID, line: line)
    }

    /// ``Code/duplicateRegistration``: a target named `target` is already registered.
    public static func duplicateRegistration(
        target: String, message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .duplicateRegistration, target: target, action: "",
            message: message ?? "A target named '\(target)' is already registered.",
            fix: fix ?? "unregister it first or pick another name", fileID: fileID, line: line)
    }

    /// ``Code/invalidRegistration``: the registration of `target` is inconsistent.
    public static func invalidRegistration(
        target: String, action: String = "", message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .invalidRegistration, target: target, action: action,
            message: message ?? "The registration of '\(target)' is inconsistent.",
            fix: fix ?? "correct the registration", fileID: fileID, line: line)
    }

    /// ``Code/noResult``: the flow a flow action started ended without a result.
    public static func noResult(
        target: String, action: String, message: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .noResult, target: target, action: action,
            message: message ?? "The flow started by '\(target)/\(action)' ended without a result.",
            fix: "call reply.send(_:), reply.fail(_:) or reply.cancel() before the flow goes away", fileID: fileID, line: line)
    }

    /// ``Code/cancelled``: the flow a flow action started was cancelled.
    public static func cancelled(
        target: String, action: String, message: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> MediatorError {
        MediatorError(
            .cancelled, target: target, action: action,
            message: message ?? "The flow started by '\(target)/\(action)' was cancelled before it sent a result.",
            fix: "treat it as the user's choice, or call the action again", fileID: fileID, line: line)
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
