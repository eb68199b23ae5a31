import LatticeMediator
import Testing

/// `TargetActions.on(_:annotated:_:)`, what the `@MediatorTarget` macro writes: the action
/// keeps the isolation of the member function it is given.
@Suite struct AnnotatedActionTests {
    final class Calculator: Sendable {
        static func double(_ target: Calculator, _ value: Int) -> Int { value * 2 }
        @MainActor static func triple(_ target: Calculator, _ value: Int) -> Int { value * 3 }
    }

    static let double = ActionContract<Int, Int>(target: "calculator", action: "double")
    static let triple = ActionContract<Int, Int>(target: "calculator", action: "triple")

    func mediator() throws -> Mediator {
        let mediator = Mediator()
        try mediator.register("calculator", make: { Calculator() }) { actions in
            actions.on(Self.double, annotated: Calculator.double, Calculator.double)
            actions.on(Self.triple, annotated: Calculator.triple, Calculator.triple)
        }
        return mediator
    }

    @Test func aNonisolatedActionRunsInPlaceOnAnyThread() async throws {
        let mediator = try mediator()
        let doubled = try await Task.detached { try mediator.performSync(Self.double, 21) }.value
        #expect(doubled == 42)
    }

    @Test func aMainActorActionRunsOnTheMainActorOnly() async throws {
        let mediator = try mediator()
        let failure = await Task.detached { () -> MediatorError.Code? in
            do { _ = try mediator.performSync(Self.triple, 1); return nil } catch let error as MediatorError { return error.code } catch { return nil }
        }.value
        #expect(failure == .asyncAction, "a main-actor action ran away from the main thread")
        #expect(try await Task.detached { try await mediator.perform(Self.triple, 5) }.value == 15)
        #expect(try await MainActor.run { try mediator.performSync(Self.triple, 2) } == 6)
    }
}
