import Dispatch

/// Runs asynchronous library calls to the end from a synchronous harness.
public enum Blocking {
    /// Runs `body` in a task and waits for its result.
    public static func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    /// The result, written by the task before it signals and read after the wait.
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
