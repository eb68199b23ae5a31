import LatticeCore
import Testing

/// `AnnotationRecords`: records placed in Lattice's section by this test module (written as
/// the macros write them) are found at run time, each value once, and a record is read only
/// as the type its accessor writes.
@Suite struct AnnotationRecordsTests {
    /// A value only this suite's records write.
    struct Probe: Equatable {
        let name: String
        let fileID: String
    }

    #if objectFormat(MachO)
    @section("__DATA_CONST,__lattice_recs")
    #elseif objectFormat(ELF) || objectFormat(Wasm)
    @section("lattice_records")
    #endif
    @used
    private nonisolated static let nested: AnnotationRecord = (0x6c61_7474, 0, { value, type in
        AnnotationRecords.write(Probe(name: "nested", fileID: #fileID), to: value, ifTypeAt: type)
    }, 0)

    @Test func findsTheRecordsOfThisModuleOncePerValue() {
        guard AnnotationRecords.isSupported else { return }
        let found = AnnotationRecords.values(of: Probe.self)
        #expect(found.map(\.name).sorted() == ["global", "nested"])
        #expect(found.allSatisfy { $0.fileID == "LatticeCoreTests/AnnotationRecordsTests.swift" })
    }

    @Test func aRecordIsReadOnlyAsTheTypeItWrites() {
        // The probes' accessors refuse any other type, and the record of another kind (below)
        // is skipped though its accessor would write a String for anyone.
        #expect(AnnotationRecords.values(of: Int.self).isEmpty)
        #expect(AnnotationRecords.values(of: String.self).isEmpty)
    }
}

#if objectFormat(MachO)
@section("__DATA_CONST,__lattice_recs")
#elseif objectFormat(ELF) || objectFormat(Wasm)
@section("lattice_records")
#endif
@used
private nonisolated let global: AnnotationRecord = (0x6c61_7474, 0, { value, type in
    AnnotationRecords.write(AnnotationRecordsTests.Probe(name: "global", fileID: #fileID), to: value, ifTypeAt: type)
}, 0)

/// A record of another kind, whose accessor ignores the type it is asked for.
#if objectFormat(MachO)
@section("__DATA_CONST,__lattice_recs")
#elseif objectFormat(ELF) || objectFormat(Wasm)
@section("lattice_records")
#endif
@used
private nonisolated let otherKind: AnnotationRecord = (0x6f74_6872, 0, { value, _ in
    value.initializeMemory(as: String.self, to: "not Lattice's")
    return true
}, 0)
