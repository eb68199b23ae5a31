@testable import LatticeCore
import Testing

@Suite(.tags(.stress), .timeLimit(.minutes(1))) struct ReplyTests {
    @Test func theFirstAnswerWinsAndLaterOnesAreDropped() async {
        let slot = ReplySlot()
        let reply = slot.reply(as: Int.self)
        #expect(reply.isAwaited)
        #expect(reply.send(1))
        #expect(!reply.send(2))
        #expect(!reply.cancel())
        guard case .value(let value) = await slot.wait() else { Issue.record("expected a value"); return }
        #expect(value as? Int == 1)
    }

    @Test func releasingEveryCopyEndsTheWait() async {
        let slot = ReplySlot()
        var reply: Reply<Int>? = slot.reply(as: Int.self)
        var copy = reply
        reply = nil
        #expect(!slot.isSettled, "a copy still holds the flow open")
        copy = nil
        _ = copy
        guard case .ended = await slot.wait() else { Issue.record("expected the wait to end"); return }
    }

    @Test func retypedCopiesShareTheFlow() async {
        let slot = ReplySlot()
        var erased: Reply<any Sendable>? = slot.reply(as: (any Sendable).self)
        let typed = erased!.retyped(String.self)
        erased = nil
        #expect(!slot.isSettled)
        typed.send("done")
        guard case .value(let value) = await slot.wait() else { Issue.record("expected a value"); return }
        #expect(value as? String == "done")
    }

    @Test func laterRepliesAnswerButDoNotHoldTheFlowOpen() async {
        let slot = ReplySlot()
        var first: Reply<Int>? = slot.reply(as: Int.self)
        let second = slot.reply(as: Int.self)
        first = nil
        _ = first
        #expect(slot.isSettled)
        #expect(!second.send(3))
    }

    @Test func cancellingTheWaiterRunsTheFlowsHandlers() async {
        let slot = ReplySlot()
        let reply = slot.reply(as: Int.self)
        let told = LockedBox(0)
        reply.onCancel { told.withLock { $0 += 1 } }
        let waiter = Task { await slot.wait() }
        waiter.cancel()
        guard case .cancelledByCaller = await waiter.value else { Issue.record("expected a cancellation"); return }
        #expect(reply.isCancelled)
        #expect(told.withLock { $0 } == 1)
        reply.onCancel { told.withLock { $0 += 1 } }
        #expect(told.withLock { $0 } == 2, "a handler added after the cancellation runs at once")
        #expect(!reply.send(1))
    }

    @Test func aDiscardingReplyDropsEverything() {
        let reply = Reply<Int>.discarding
        #expect(!reply.isAwaited)
        #expect(!reply.send(1))
        #expect(!reply.isCancelled)
    }

    @Test(.timeLimit(.minutes(1))) func answersRacingCancellationsSettleOnce() async {
        for _ in 0..<500 {
            let slot = ReplySlot()
            let reply = slot.reply(as: Int.self)
            let settled = LockedBox(0)
            reply.onCancel { settled.withLock { $0 += 1 } }
            let waiter = Task { await slot.wait() }
            await withTaskGroup(of: Void.self) { group in
                group.addTask { if reply.send(1) { settled.withLock { $0 += 1 } } }
                group.addTask { waiter.cancel() }
                group.addTask { if reply.cancel() { settled.withLock { $0 += 1 } } }
            }
            let outcome = await waiter.value
            switch outcome {
            case .value, .cancelledByCaller, .cancelledByFlow: break
            default: Issue.record("unexpected outcome \(outcome)")
            }
            #expect(settled.withLock { $0 } == 1, "exactly one of send, cancel and the caller's cancellation wins")
        }
    }
}
