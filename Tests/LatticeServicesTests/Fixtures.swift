import Foundation
import LatticeServices
import Atomics
import Testing

// Service protocols and implementations shared by the tests: the shop of the seeds.

protocol LoginService: Sendable { var provider: String { get } }
final class WeChatLogin: LoginService { let provider = "wechat" }
final class QQLogin: LoginService { let provider = "qq" }
final class WeiboLogin: LoginService { let provider = "weibo" }

protocol Storage: Sendable { var label: String { get } }
final class DiskStorage: Storage { let label = "disk" }
final class MemoryStorage: Storage { let label = "memory" }

protocol CartService: Sendable { var storage: any Storage { get } }
final class Cart: CartService {
    let storage: any Storage
    init(storage: any Storage) { self.storage = storage }
}

protocol ProductDetail: Sendable { var summary: String { get } }
struct ProductDetailModel: ProductDetail {
    let summary: String
}

/// Counts how many times a factory ran.
final class Counter: Sendable {
    private let value = ManagedAtomic<Int>(0)
    @discardableResult func increment() -> Int { value.wrappingIncrementThenLoad(ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

/// A class-bound owner for owner-bound services, like a screen's controller.
final class Screen: ServiceOwner {
    let ownedServices = OwnedServices()
}

/// Something an owner-bound factory makes; reports its own deallocation.
final class ScreenModel: Sendable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// Runs `body` on `count` real threads at once and waits for all of them; `false` (with an
/// issue recorded) when they did not all finish within 60 s.
@discardableResult
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    // A deadlock fails the test here instead of hanging the run (a blocked thread cannot be
    // interrupted by the suite's time limit).
    if group.wait(timeout: .now() + .seconds(60)) == .timedOut {
        Issue.record("\(count) threads did not all finish within 60 s: a deadlock?")
        return false
    }
    return true
}
