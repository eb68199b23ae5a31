import Foundation

/// Runs `body(index)` on `count` real threads (the cooperative pool has as many threads as
/// cores, so tasks that loop would not all run at once) and waits for all of them.
public func soakThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }.start()
    }
    group.wait()
}
