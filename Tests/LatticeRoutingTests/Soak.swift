import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the soak and memory tests of this target need from the process: how long to run,
/// which sanitizer the tests were built with, and how much heap is in use.
enum Soak {
    /// How long a soak test hammers the router: `LATTICE_SOAK_SECONDS` if set (for a long
    /// run by hand), else 2 s, or 1 s under ThreadSanitizer, where every operation is many
    /// times slower and CI runs the `.stress` suites.
    static var seconds: Double {
        if let text = ProcessInfo.processInfo.environment["LATTICE_SOAK_SECONDS"], let seconds = Double(text), seconds > 0 {
            return seconds
        }
        return isLinked("__tsan_init") ? 1 : 2
    }

    /// Whether the tests run under AddressSanitizer, whose allocator (and quarantine of
    /// freed blocks) the C library's heap statistics do not see.
    static var underAddressSanitizer: Bool { isLinked("__asan_init") }

    /// Whether the process exports `symbol` (the sanitizers' runtimes export their entry points).
    private static func isLinked(_ symbol: String) -> Bool {
        #if canImport(Glibc)
        return dlsym(nil, symbol) != nil
        #else
        return false
        #endif
    }

    /// Bytes of heap in use (glibc's `mallinfo2()`, small blocks plus the large ones
    /// mapped on their own); `nil` where that figure is not read: under AddressSanitizer,
    /// whose allocator glibc's figures do not see, off glibc, and off x86-64.
    static func liveHeapBytes() -> Int? {
        #if canImport(Glibc) && arch(x86_64)
        // Swift's Glibc module leaves out <malloc.h>: `mallinfo2` is found by name and, as the
        // x86-64 System V convention has it for a returned struct of ten words, called with
        // the address of the struct to fill as its first argument.
        guard !underAddressSanitizer, let mallinfo2 = dlsym(nil, "mallinfo2") else { return nil }
        var info = [Int](repeating: 0, count: 10)
        info.withUnsafeMutableBufferPointer { words in
            unsafeBitCast(mallinfo2, to: (@convention(c) (UnsafeMutablePointer<Int>) -> Void).self)(words.baseAddress!)
        }
        return info[7] + info[4]  // uordblks + hblkhd
        #else
        return nil
        #endif
    }
}

/// A small pseudo-random generator (xorshift), one per thread: deterministic picks
/// without a lock.
struct SoakRandom {
    private var state: UInt64

    init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
}

/// Runs `body(index)` on `count` real threads (the cooperative pool has as many threads as
/// cores, so tasks that loop would not all run at once) and waits for all of them.
func soakThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
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
