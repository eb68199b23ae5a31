// Where the linker put Lattice's records, per object format. The one file with
// platform-specific code for records; what it finds is tested in AnnotationRecordsTests
// (records in this package's test modules are found, one value each, the sentinel skipped).
// Swift Testing finds its own records the same way (its _TestDiscovery/SectionBounds.swift).

#if objectFormat(MachO)
internal import MachO
#endif

/// Lattice's record section of every loaded image that has one.
enum AnnotationSection {
    #if objectFormat(MachO)
    static let isSupported = true

    /// Every loaded image's `__DATA_CONST,__lattice_recs`: the app's executable and each of its
    /// frameworks is an image of its own. Images the app loads later with `dlopen` are read
    /// when they are loaded before the first call.
    static func all() -> [UnsafeRawBufferPointer] {
        var sections: [UnsafeRawBufferPointer] = []
        for index in 0..<_dyld_image_count() {
            guard let header = _dyld_get_image_header(index) else { continue }
            var size: UInt = 0
            #if _pointerBitWidth(_64)
            let image = UnsafeRawPointer(header).assumingMemoryBound(to: mach_header_64.self)
            #else
            let image = header
            #endif
            guard let start = getsectiondata(image, "__DATA_CONST", "__lattice_recs", &size), size > 0 else { continue }
            sections.append(UnsafeRawBufferPointer(start: start, count: Int(clamping: size)))
        }
        return sections
    }
    #elseif objectFormat(ELF) || objectFormat(Wasm)
    static let isSupported = true

    /// The `lattice_records` section of the image that links LatticeCore, between the bounds
    /// the linker defines for a section whose name is a C identifier. The sentinel below
    /// makes the section exist even when no module annotates anything.
    static func all() -> [UnsafeRawBufferPointer] {
        withUnsafeMutablePointer(to: &sectionStart) { start in
            withUnsafeMutablePointer(to: &sectionEnd) { end in
                let count = UnsafeRawPointer(end) - UnsafeRawPointer(start)
                return count > 0 ? [UnsafeRawBufferPointer(start: start, count: count)] : []
            }
        }
    }
    #else
    static let isSupported = false

    /// No records on this object format.
    static func all() -> [UnsafeRawBufferPointer] { [] }
    #endif
}

#if objectFormat(ELF) || objectFormat(Wasm)
/// A bound of the section: only its address is used.
private struct SectionBound: ~Copyable {
    private var storage: CChar = 0
}

@_silgen_name(raw: "__start_lattice_records") nonisolated(unsafe) private var sectionStart: SectionBound
@_silgen_name(raw: "__stop_lattice_records") nonisolated(unsafe) private var sectionEnd: SectionBound

/// A record of no kind, so that the section and its bounds exist in every image that links
/// LatticeCore (an undefined `__start_lattice_records` would fail the link).
@section("lattice_records") @used
private let sentinel: AnnotationRecord = (0, 0, { _, _ in false }, 0)
#endif
