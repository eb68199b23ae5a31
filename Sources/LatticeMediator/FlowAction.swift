import LatticeCore

/// Runs a flow action: starts the flow with a `Reply` and waits for what it sends.
enum FlowAction {
    static func run<Output: Sendable>(
        _ output: Output.Type, _ start: (Reply<Output>) throws -> Void
    ) async throws(ActionFailure) -> Output {
        let slot = ReplySlot()
        do {
            // The flow's reply is its only copy: once `start` returns, only the flow keeps it.
            try start(slot.reply(as: Output.self))
        } catch {
            slot.settle(.ended)
            throw .action(error)
        }
        switch await slot.wait() {
        case .value(let value):
            // `Reply<Output>` only takes an `Output`; a flow that retyped its reply
            // (`Reply.retyped(_:)`) may have sent something else.
            guard let result = value as? Output else {
                throw .unexpectedOutput(sent: "\(type(of: value))", expected: "\(Output.self)")
            }
            return result
        case .failed(let error): throw .action(error)
        case .cancelledByFlow: throw .cancelled(byCaller: false)
        case .cancelledByCaller: throw .cancelled(byCaller: true)
        case .ended: throw .noResult
        }
    }
}
