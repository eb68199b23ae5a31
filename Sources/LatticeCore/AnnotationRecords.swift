/// Reads the ``AnnotationRecord``s of the running process, and writes a record's value for the
/// code the annotation macros generate.
///
/// A record's accessor (in the code a macro generates) calls ``write(_:to:ifTypeAt:)``; a
/// reader asks for every value of one type with ``values(of:)``.
///
/// Where the records are: every image the dynamic linker loaded (Mach-O: the app and its
/// frameworks), or the image that links LatticeCore (ELF and WebAssembly, where SwiftPM links
/// a package's modules statically into its executable: a module linked as a separate shared
/// library keeps its records to itself). On other object formats (Windows' COFF) there are
/// none, and ``isSupported`` is `false`.
public enum AnnotationRecords {
    /// The kind of Lattice's records, `'latt'` as four ASCII bytes.
    public static let kind: UInt32 = 0x6c61_7474

    /// Whether this platform's binaries carry records (Mach-O, ELF and WebAssembly).
    public static var isSupported: Bool { AnnotationSection.isSupported }

    /// The value of every record of Lattice's kind whose accessor writes a `Value`, in the
    /// order the linker placed them.
    public static func values<Value>(of type: Value.Type) -> [Value] {
        var values: [Value] = []
        for section in AnnotationSection.all() {
            let count = section.count / MemoryLayout<AnnotationRecord>.stride
            guard let base = section.baseAddress, count > 0 else { continue }
            let records = UnsafeBufferPointer(start: base.assumingMemoryBound(to: AnnotationRecord.self), count: count)
            for record in records where record.kind == kind {
                let value = withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { slot -> Value? in
                    withUnsafePointer(to: Value.self as Any.Type) { requested in
                        guard let slot = slot.baseAddress, record.accessor(UnsafeMutableRawPointer(slot), UnsafeRawPointer(requested)) else {
                            return nil
                        }
                        return slot.move()
                    }
                }
                if let value { values.append(value) }
            }
        }
        return values
    }

    /// Writes `value` to `destination` when `type` points to `Value`'s type, as a record's
    /// accessor must; returns whether it did.
    ///
    /// - Parameters:
    ///   - value: The record's value, made only when the type matches.
    ///   - destination: The accessor's first argument: uninitialized memory for a `Value`.
    ///   - type: The accessor's second argument: the type the reader asks for.
    public static func write<Value>(
        _ value: @autoclosure () -> Value, to destination: UnsafeMutableRawPointer, ifTypeAt type: UnsafeRawPointer
    ) -> CBool {
        guard type.load(as: Any.Type.self) == Value.self else { return false }
        destination.initializeMemory(as: Value.self, to: value())
        return true
    }
}
