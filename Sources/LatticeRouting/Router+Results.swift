public import LatticeCore

extension Router {
    /// Opens `url` and waits for the result the opened flow sends back (QFRouter's "go to B,
    /// do something there, come back to A with a result"): an address picker's address, a
    /// login screen's user.
    ///
    /// The handler gets a `Reply` in ``RouteRequest/reply``. It may return
    /// `.value(result)` at once, or return `.handled` and keep the reply until the flow
    /// ends, then call `Reply.send(_:)`. Interceptors, redirects and the trust policy
    /// apply as for `open(_:method:origin:attachments:fileID:line:)`.
    ///
    /// ```swift
    /// try router.add("shop://address/pick") { request in
    ///     let reply = request.reply(as: Address.self)
    ///     present(AddressPicker(onPick: { reply.send($0) }, onClose: { reply.cancel() }))
    ///     return .handled
    /// }
    /// let address = try await router.open("shop://address/pick", expecting: Address.self)
    /// ```
    ///
    /// Cancelling the awaiting task ends the wait at once with ``RoutingError/Code/cancelled``
    /// and runs the flow's `Reply.onCancel(_:)` handlers, so the flow can close itself.
    ///
    /// - Throws: The errors of `open`, and ``RoutingError/Code/noResult`` (every handler
    ///   declined, or the flow released its reply without answering),
    ///   ``RoutingError/Code/cancelled``, ``RoutingError/Code/unexpectedResult`` (the flow
    ///   sent another type) or ``RoutingError/Code/handlerFailed`` (the flow called
    ///   `Reply.fail(_:)`; ``RoutingError/underlying`` has its error).
    public func open<Result: Sendable>(
        _ url: String, expecting type: Result.Type, method: String? = nil, origin: Origin = .app,
        attachments: [String: any Sendable] = [:], fileID: String = #fileID, line: Int = #line
    ) async throws(RoutingError) -> Result {
        let slot = ReplySlot()
        let outcome: ReplyOutcome
        do {
            // The call's reply is its only copy: once the handlers have run and let go of it,
            // a flow that did not keep it ends the wait.
            var call = Call(method: method, origin: origin, attachments: attachments, accepts: .handled, fileID: fileID, line: line)
            call.reply = slot.reply(as: (any Sendable).self)
            let response = try await dispatch(url, call)
            switch response {
            case .value(let value)?:
                slot.settle(.value(value))
            case nil:
                slot.settle(.ended)
                throw logged(
                    .noResult(url, message: "Every handler for '\(url)' declined, so no flow sent a result.",
                              fix: "open a URL whose route handles it", fileID: fileID, line: line),
                    origin: origin)
            case .handled?, .declined?:
                break
            }
        }
        outcome = await slot.wait()
        switch outcome {
        case .value(let value):
            guard let result = value as? Result else {
                throw logged(.unexpectedResult(url, value: value, expected: "\(Result.self)", fileID: fileID, line: line), origin: origin)
            }
            return result
        case .failed(let error):
            throw logged(
                .handlerFailed(url, underlying: error, message: "The flow opened for '\(url)' failed with \(LatticeErrorText.clause(error)).", fileID: fileID, line: line),
                origin: origin)
        case .cancelledByFlow:
            throw RoutingError.cancelled(url, fileID: fileID, line: line)
        case .cancelledByCaller:
            throw RoutingError.cancelled(url, byCaller: true, fileID: fileID, line: line)
        case .ended:
            throw logged(.noResult(url, fileID: fileID, line: line), origin: origin)
        }
    }
}
