import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process facts the registry's soak and memory tests depend on.
enum SoakSupport {
    /// Seconds the registry soak runs: `LATTICE_SOAK_SECONDS` when set (a long run by hand);
    /// otherwise 2, or 1 when ThreadSanitizer's runtime is linked (CI's `.stress` run, where
    /// each resolve costs many times more).
    static var soakSeconds: Double {
        let configured = ProcessInfo.processInfo.environment["LATTICE_SOAK_SECONDS"].flatMap(Double.init)
        if let configured, configured > 0 { return configured }
        return exports("__tsan_init") ? 1 : 2
    }

    /// `true` under AddressSanitizer: its allocator bypasses glibc's, so glibc's figures
    /// say nothing about what the test allocates.
    static var addressSanitized: Bool { exports("__asan_init") }

    /// Bytes in use on glibc's heap (`mallinfo2()`: small blocks plus the large ones glibc
    /// maps on their own), or `nil` where it is not read: under AddressSanitizer, off glibc,
    /// and off x86-64 (see ``glibcHeapInUse()``).
    static var heapInUse: Int? {
        addressSanitized ? nil : glibcHeapInUse()
    }

    private static func exports(_ symbol: String) -> Bool {
        #if canImport(Glibc)
        dlsym(nil, symbol) != nil
        #else
        false
        #endif
    }
}

/// glibc's `mallinfo2().uordblks + hblkhd`. Swift's Glibc module does not declare
/// `<malloc.h>`, so the function is looked up by name and called by the x86-64 System V
/// convention for a returned struct this large: the caller passes the address to fill as
/// the first argument (on AArch64 that address goes in another register: not read there).
func glibcHeapInUse() -> Int? {
    #if canImport(Glibc) && arch(x86_64)
    guard let symbol = dlsym(nil, "mallinfo2") else { return nil }
    typealias Mallinfo2 = @convention(c) (UnsafeMutablePointer<Int>) -> Void
    // The ten `size_t` fields of `struct mallinfo2`.
    var fields = [Int](repeating: 0, count: 10)
    fields.withUnsafeMutableBufferPointer { unsafeBitCast(symbol, to: Mallinfo2.self)($0.baseAddress!) }
    let (hblkhd, uordblks) = (fields[4], fields[7])
    return uordblks + hblkhd
    #else
    return nil
    #endif
}
