/// How a flow opened by a route or an action sends its result back to the caller that
/// awaits it: an address picker sends the address, a login screen the user.
///
/// The router and the mediator hand a reply to the handler; the handler keeps it while the
/// flow runs (a screen holds it) and calls ``send(_:)`` once when the flow finishes. The
/// caller's `await` returns that value.
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
/// - Only the first of ``send(_:)``, ``fail(_:)`` and ``cancel()`` counts; later calls do
///   nothing and return `false`.
/// - When every copy of a reply is released without any of them (the screen was dismissed
///   and forgot), the caller's `await` throws a "no result" error at once; it never hangs.
/// - When the caller's task is cancelled, ``isCancelled`` becomes `true` and the handlers
///   given to ``onCancel(_:)`` run, so the flow can close itself.
/// - A reply that nobody awaits (the route was opened with a plain `open`) accepts and
///   drops what it is sent: ``isAwaited`` is `false`.
public struct Reply<Value: Sendable>: Sendable {
    let lifetime: ReplyLifetime

    init(lifetime: ReplyLifetime) {
        self.lifetime = lifetime
    }

    /// A reply that nobody awaits: what it is sent is dropped.
    public static var discarding: Reply<Value> { Reply(lifetime: ReplyLifetime(slot: nil)) }

    /// Whether a caller awaits the result.
    public var isAwaited: Bool { lifetime.slot != nil }

    /// Whether the caller stopped waiting (its task was cancelled) or the flow cancelled.
    public var isCancelled: Bool { lifetime.slot?.isCancelled ?? false }

    /// Sends the flow's result to the caller.
    ///
    /// - Returns: `true` if this was the first answer, `false` if the reply was already
    ///   answered, failed or cancelled (the value is dropped).
    @discardableResult
    public func send(_ value: Value) -> Bool {
        lifetime.slot?.settle(.value(value)) ?? false
    }

    /// Ends the flow with an error, which the caller's `await` throws (wrapped in the
    /// module's error type).
    @discardableResult
    public func fail(_ error: any Error) -> Bool {
        lifetime.slot?.settle(.failed(error)) ?? false
    }

    /// Ends the flow without a result because the user cancelled it; the caller's `await`
    /// throws a "cancelled" error.
    @discardableResult
    public func cancel() -> Bool {
        lifetime.slot?.settle(.cancelledByFlow) ?? false
    }

    /// Runs `body` when the caller stops waiting, at once if it already has. Use it to close
    /// a screen nobody waits for any more.
    public func onCancel(_ body: @escaping @Sendable () -> Void) {
        lifetime.slot?.onCancel(body)
    }

    /// The same reply, for a flow that sends another static type: the caller checks the
    /// value's type when it arrives.
    public func retyped<Other: Sendable>(_ type: Other.Type = Other.self) -> Reply<Other> {
        Reply<Other>(lifetime: lifetime)
    }
}
