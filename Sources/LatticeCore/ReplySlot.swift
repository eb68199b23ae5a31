/// How an awaited flow ended: what ``ReplySlot/wait()`` returns.
package enum ReplyOutcome: Sendable {
    /// The flow sent this value.
    case value(any Sendable)
    /// The flow failed with this error.
    case failed(any Error)
    /// The flow cancelled itself (the user closed the picker).
    case cancelledByFlow
    /// The caller's task was cancelled while it waited.
    case cancelledByCaller
    /// Every ``Reply`` to the flow was released without a result.
    case ended
}

/// The awaiting side of a result a flow sends later: the caller makes a slot, hands the
/// flow a ``Reply`` from it and waits.
///
/// The slot does not keep its replies alive: once every copy of every ``Reply`` made from it
/// is gone without a result, the wait ends with ``ReplyOutcome/ended``, so a flow that is
/// dismissed and forgets to answer never leaves its caller hanging.
package final class ReplySlot: Sendable {
    private enum State {
        case pending(waiter: CheckedContinuation<ReplyOutcome, Never>?, onCancel: [@Sendable () -> Void])
        case done(ReplyOutcome)
    }

    private let state = Locked<State>(.pending(waiter: nil, onCancel: []))
    /// Whether ``reply(as:)`` made the reply whose release ends the flow.
    private let handedOut = Locked(false)

    /// Creates a pending slot.
    package init() {}

    /// A reply to this slot. Call it once and copy the result (or ``Reply/retyped(_:)`` it):
    /// the release of that reply's last copy ends the flow; replies made by later calls
    /// can answer but do not keep the flow alive.
    package func reply<Value: Sendable>(as type: Value.Type = Value.self) -> Reply<Value> {
        let first = handedOut.withLock { handedOut -> Bool in
            defer { handedOut = true }
            return !handedOut
        }
        return Reply(lifetime: ReplyLifetime(slot: self, counts: first))
    }

    /// Whether the flow has answered, failed or been cancelled.
    package var isSettled: Bool {
        state.withLock { state in
            if case .done = state { return true }
            return false
        }
    }

    /// Whether the caller stopped waiting or the flow cancelled itself.
    var isCancelled: Bool {
        state.withLock { state in
            switch state {
            case .done(.cancelledByCaller), .done(.cancelledByFlow): true
            default: false
            }
        }
    }

    /// Settles the slot with `outcome` unless it is settled already. Returns whether it did.
    @discardableResult
    package func settle(_ outcome: ReplyOutcome) -> Bool {
        let (settled, waiter, handlers) = state.withLock { state -> (Bool, CheckedContinuation<ReplyOutcome, Never>?, [@Sendable () -> Void]) in
            guard case .pending(let waiter, let handlers) = state else { return (false, nil, []) }
            state = .done(outcome)
            return (true, waiter, handlers)
        }
        guard settled else { return false }
        if case .cancelledByCaller = outcome { handlers.forEach { $0() } }
        waiter?.resume(returning: outcome)
        return true
    }

    /// Runs `body` when the caller stops waiting (at once if it already has).
    func onCancel(_ body: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            switch state {
            case .pending(let waiter, var handlers):
                handlers.append(body)
                state = .pending(waiter: waiter, onCancel: handlers)
                return false
            case .done(.cancelledByCaller): return true
            case .done: return false
            }
        }
        if runNow { body() }
    }

    /// Waits for the flow's outcome. Cancelling the waiting task settles the slot with
    /// ``ReplyOutcome/cancelledByCaller`` and runs the flow's ``Reply/onCancel(_:)`` handlers.
    package func wait() async -> ReplyOutcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<ReplyOutcome, Never>) in
                let settled = state.withLock { state -> ReplyOutcome? in
                    switch state {
                    case .done(let outcome): return outcome
                    case .pending(_, let handlers):
                        state = .pending(waiter: continuation, onCancel: handlers)
                        return nil
                    }
                }
                if let settled { continuation.resume(returning: settled) }
            }
        } onCancel: {
            settle(.cancelledByCaller)
        }
    }
}

/// What every copy of a slot's replies shares: when the last copy goes, the flow can no
/// longer answer, and the slot ends with ``ReplyOutcome/ended``.
final class ReplyLifetime: Sendable {
    let slot: ReplySlot?
    private let counts: Bool

    init(slot: ReplySlot?, counts: Bool = true) {
        self.slot = slot
        self.counts = counts
    }

    deinit {
        if counts { slot?.settle(.ended) }
    }
}
