import LatticeCore
import Testing

/// `IsolatedFunction`: a function passed twice (as `@isolated(any)` and as `@MainActor`) is
/// kept in the form that matches its isolation, and a nonisolated one stays callable from
/// any thread.
@Suite struct IsolatedFunctionTests {
    enum Plain {
        static func double(_ value: Int) throws -> Int { value * 2 }
    }
    @MainActor enum OnMain {
        static func double(_ value: Int) throws -> Int { value * 2 }
    }

    @Test func aNonisolatedFunctionStaysNonisolatedAndRunsAnywhere() async throws {
        let kept = IsolatedFunction(probe: Plain.double, function: Plain.double)
        guard case .nonisolated(let body) = kept else {
            Issue.record("a nonisolated function was kept as a main-actor one")
            return
        }
        #expect(try await Task.detached { try body(21) }.value == 42)
    }

    @Test func aMainActorFunctionIsKeptForTheMainActor() async throws {
        let kept = IsolatedFunction(probe: OnMain.double, function: OnMain.double)
        guard case .mainActor(let body) = kept else {
            Issue.record("a main-actor function was kept as a nonisolated one")
            return
        }
        #expect(try await body(21) == 42)
    }

    enum PlainPair {
        static func add(_ first: Int, _ second: Int) throws -> Int { first + second }
    }
    @MainActor enum OnMainPair {
        static func add(_ first: Int, _ second: Int) throws -> Int { first + second }
    }

    @Test func aNonisolatedBinaryFunctionStaysNonisolatedAndRunsAnywhere() async throws {
        let kept = IsolatedBinaryFunction(probe: PlainPair.add, function: PlainPair.add)
        guard case .nonisolated(let body) = kept else {
            Issue.record("a nonisolated function was kept as a main-actor one")
            return
        }
        #expect(try await Task.detached { try body(40, 2) }.value == 42)
    }

    @Test func aMainActorBinaryFunctionIsKeptForTheMainActor() async throws {
        let kept = IsolatedBinaryFunction(probe: OnMainPair.add, function: OnMainPair.add)
        guard case .mainActor(let body) = kept else {
            Issue.record("a main-actor function was kept as a nonisolated one")
            return
        }
        #expect(try await body(40, 2) == 42)
    }
}
