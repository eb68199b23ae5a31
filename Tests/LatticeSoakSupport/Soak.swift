import CLatticeHeapStats
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the soak and memory tests need from the process: how long to run, which sanitizer
/// the tests were built with, and how much heap is in use.
public enum Soak {
    /// How long a soak test hammers what it tests: `LATTICE_SOAK_SECONDS` if set (for a
    /// long run by hand), else 2 s, or 1 s under ThreadSanitizer, where every operation is
    /// many times slower and CI runs the `.stress` suites.
    public static var seconds: Double {
        if let text = ProcessInfo.processInfo.environment["LATTICE_SOAK_SECONDS"], let seconds = Double(text), seconds > 0 {
            return seconds
        }
        return isLinked("__tsan_init") ? 1 : 2
    }

    /// Whether the tests run under AddressSanitizer, whose allocator (and quarantine of
    /// freed blocks) the C library's heap statistics do not see.
    public static var underAddressSanitizer: Bool { isLinked("__asan_init") }

    /// Bytes of heap in use (glibc's `mallinfo2()`); `nil` where that figure is not read:
    /// under AddressSanitizer, and off glibc.
    public static func liveHeapBytes() -> Int? {
        guard !underAddressSanitizer else { return nil }
        let bytes = lattice_heap_in_use()
        return bytes < 0 ? nil : bytes
    }

    /// Whether the process exports `symbol` (the sanitizers' runtimes export their entry points).
    private static func isLinked(_ symbol: String) -> Bool {
        #if canImport(Glibc)
        return dlsym(nil, symbol) != nil
        #else
        return false
        #endif
    }
}
