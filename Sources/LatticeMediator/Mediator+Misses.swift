import LatticeCore
import Logging

extension Mediator {
    /// Runs the fallbacks in order for a call no action handled, or throws "not found"
    /// naming what was asked and what exists.
    func fallBack(
        _ call: UntypedCall, input: (any Sendable)?, _ found: Found, site: CallSite
    ) throws(MediatorError) -> (output: any Sendable, outcome: MediatorEvent.Outcome) {
        let (entry, mediatorFallback) = (found.entry, found.fallback)
        let reason: UnhandledCall.Reason = entry == nil ? .targetNotFound : .actionNotFound
        let unhandled = UnhandledCall(
            target: call.target, action: call.action, params: call.params, input: input, origin: call.origin, reason: reason
        )
        if let fallback = entry?.fallback, fallback.allows(call.origin) {
            return (try run(fallback, unhandled, site), .fellBack(reason, by: .target))
        }
        if let fallback = mediatorFallback, fallback.allows(call.origin) {
            return (try run(fallback, unhandled, site), .fellBack(reason, by: .mediator))
        }
        throw notFound(unhandled, actions: entry.map { Array($0.actions.keys) }, site: site)
    }

    private func run(_ fallback: Fallback, _ call: UnhandledCall, _ site: CallSite) throws(MediatorError) -> any Sendable {
        do {
            return try fallback.handle(call)
        } catch let ActionFailure.makeTarget(error) {
            throw logged(MediatorError(
                .targetCreationFailed, target: call.target, action: call.action,
                message: "Making the target '\(call.target)' for its fallback failed: \(LatticeErrorText.clause(error)).", fix: "make its factory succeed",
                underlying: error, site: site
            ), origin: call.origin)
        } catch {
            throw logged(MediatorError(
                .actionFailed, target: call.target, action: call.action,
                message: "The fallback for '\(call.target)/\(call.action)' threw: \(LatticeErrorText.clause(error)). See `underlying`.", fix: "",
                underlying: error, site: site
            ), origin: call.origin)
        }
    }

    private func notFound(_ call: UnhandledCall, actions: [String]?, site: CallSite) -> MediatorError {
        guard let actions else {
            let targets = registry.withLock { Array($0.targets.keys) }
            let (message, fix) = MediatorWords.targetNotFound(target: call.target, action: call.action, targets: targets)
            return logged(MediatorError(
                .targetNotFound, target: call.target, action: call.action, message: message, fix: fix, site: site
            ), origin: call.origin)
        }
        let (message, fix) = MediatorWords.actionNotFound(target: call.target, action: call.action, actions: actions)
        return logged(MediatorError(
            .actionNotFound, target: call.target, action: call.action, message: message, fix: fix, site: site
        ), origin: call.origin)
    }

    /// Refuses a call from outside the app to an action that is not exposed.
    func checkExposure(_ action: ActionDescriptor, _ origin: Origin, subject: String?, _ site: CallSite) throws(MediatorError) {
        guard origin.isExternal, action.exposure != .external else { return }
        let refusal = policy.refuse(
            .notExposed("the action '\(action.target)/\(action.action)'"),
            subject: subject ?? "\(action.target)/\(action.action)", origin: origin, fileID: site.fileID, line: site.line
        )
        throw logged(MediatorError(
            .refused, target: action.target, action: action.action, message: refusal.message,
            fix: "declare its contract with `exposure: .external` if outside callers may use it",
            refusal: refusal, site: site
        ), origin: origin)
    }

    /// Turns a handler's failure into the caller's error.
    func failure(
        _ failure: ActionFailure, _ action: ActionDescriptor, params: [String: any Sendable],
        origin: Origin, subject: String?, site: CallSite
    ) -> MediatorError {
        let asked = "'\(action.target)/\(action.action)'"
        switch failure {
        case .decoding(let error):
            return parameterFailure(error, action, params: params, origin: origin, subject: subject, site: site)
        case .makeTarget(let error):
            return logged(MediatorError(
                .targetCreationFailed, target: action.target, action: action.action,
                message: "Making the target '\(action.target)' for \(asked) failed: \(LatticeErrorText.clause(error)). The action did not run.",
                fix: error is Mediator.MainActorTargetElsewhere
                    ? "call it with `try await perform`, which makes the target on the main actor, or register the action with 'on(_:onMainActor:)'"
                    : "make the target's factory succeed",
                underlying: error, site: site
            ), origin: origin)
        case .action(let error):
            return logged(MediatorError(
                .actionFailed, target: action.target, action: action.action,
                message: "The action \(asked) threw: \(LatticeErrorText.clause(error)). See `underlying`.", fix: "", underlying: error, site: site
            ), origin: origin)
        case .noResult:
            return logged(MediatorError(
                .noResult, target: action.target, action: action.action,
                message: "The flow started by \(asked) ended without a result: every copy of its Reply was released.",
                fix: "call reply.send(_:), reply.fail(_:) or reply.cancel() before the flow goes away", site: site
            ), origin: origin)
        case .unexpectedOutput(let sent, let expected):
            return logged(MediatorError(
                .outputMismatch, target: action.target, action: action.action,
                message: "The flow started by \(asked) sent a value of type \(sent), but the action returns \(expected).",
                fix: "send a \(expected) through the flow's Reply (retype it only to the action's output type)", site: site
            ), origin: origin)
        case .cancelled(let byCaller):
            return logged(MediatorError(
                .cancelled, target: action.target, action: action.action,
                message: byCaller
                    ? "The task awaiting \(asked) was cancelled; the flow was told through Reply.onCancel."
                    : "The flow started by \(asked) was cancelled before it sent a result.",
                fix: "treat it as the user's choice, or call the action again", site: site
            ), origin: origin)
        case .isAsync:
            return logged(MediatorError(
                .asyncAction, target: action.target, action: action.action,
                message: "The action \(asked) is asynchronous, so performSync cannot run it.", fix: "call it with `try await perform`",
                site: site
            ), origin: origin)
        case .requiresMainActor:
            return logged(MediatorError(
                .asyncAction, target: action.target, action: action.action,
                message: "The action \(asked) runs on the main actor, and performSync was called away from the main thread.",
                fix: "call it with `try await perform`, which hops to the main actor, or call performSync on the main thread",
                site: site
            ), origin: origin)
        }
    }

    /// A decoding error as `invalidParameters`, or for a call from outside the app as a
    /// refusal reported to the policy.
    private func parameterFailure(
        _ error: DecodingError, _ action: ActionDescriptor, params: [String: any Sendable],
        origin: Origin, subject: String?, site: CallSite
    ) -> MediatorError {
        let problem = ParameterProblem(error, given: Array(params.keys))
        let message = "The parameters of '\(action.target)/\(action.action)' do not fit its input \(action.inputType): "
            + problem.detail
        guard origin.isExternal else {
            return logged(MediatorError(
                .invalidParameters, target: action.target, action: action.action, message: message, fix: problem.fix,
                parameter: problem.path, site: site
            ), origin: origin)
        }
        let value = problem.path.split(separator: ".").first.flatMap { params[String($0)] }.map { "\($0)" } ?? ""
        let refusal = policy.refuse(
            .invalidParameter(name: problem.path, value: value, expected: problem.expected),
            subject: subject ?? "\(action.target)/\(action.action)", origin: origin, fileID: site.fileID, line: site.line
        )
        return logged(MediatorError(
            .refused, target: action.target, action: action.action, message: message, fix: problem.fix,
            parameter: problem.path, refusal: refusal, site: site
        ), origin: origin)
    }

    /// Logs a failed perform where it is thrown, at `debug` only (the caller gets the error
    /// and reports it: the line is a trail, not a second report), with `target/action`, the
    /// code, the origin and the call site as metadata.
    func logged(_ error: MediatorError, origin: Origin) -> MediatorError {
        error.log(to: logger, level: .debug, ["origin": "\(origin)"])
        return error
    }
}

/// What a `DecodingError` says about the parameters, in words.
struct ParameterProblem {
    /// The key path, `address.city`; empty for the input as a whole.
    let path: String
    let detail: String
    let fix: String
    let expected: String

    init(_ error: DecodingError, given: [String]) {
        switch error {
        case .keyNotFound(let key, let context):
            var keys = context.codingPath.map(\.stringValue)
            if keys.last != key.stringValue { keys.append(key.stringValue) }
            path = keys.joined(separator: ".")
            let givenList = given.isEmpty ? "no parameters were given" : "given: \(quotedList(given.sorted(), conjunction: "and"))"
            detail = "the parameter '\(path)' is missing (\(givenList))."
            let close = keys.count == 1 ? closestNames(to: key.stringValue, in: given) : []
            fix = "pass '\(path)'" + (close.isEmpty ? "" : " (is \(quotedList(close)) a misspelling of it?)")
            expected = "a value"
        case .typeMismatch(let type, let context):
            path = context.codingPath.map(\.stringValue).joined(separator: ".")
            detail = "the parameter '\(path)' has the wrong type. \(context.debugDescription)"
            fix = "pass \(ParamsDecoder.typeName(type)) for '\(path)'"
            expected = "\(type)"
        case .valueNotFound(let type, let context):
            path = context.codingPath.map(\.stringValue).joined(separator: ".")
            detail = "the parameter '\(path)' has no value. \(context.debugDescription)"
            fix = "pass \(ParamsDecoder.typeName(type)) for '\(path)'"
            expected = "\(type)"
        case .dataCorrupted(let context):
            path = context.codingPath.map(\.stringValue).joined(separator: ".")
            detail = (path.isEmpty ? "the input is invalid: " : "the parameter '\(path)' is invalid: ") + context.debugDescription
            fix = "pass a valid value" + (path.isEmpty ? "" : " for '\(path)'")
            expected = "a valid value"
        @unknown default:
            path = ""
            detail = "\(error)"
            fix = "check the parameters"
            expected = "a valid value"
        }
    }
}
