/// One record the annotation macros place in the binary: a fixed-size entry of Lattice's
/// own section (`lattice_records` in ELF and WebAssembly, `__DATA_CONST,__lattice_recs` in
/// Mach-O), which ``AnnotationRecords`` finds at run time.
///
/// The macros (`@Provides`, `@Route`, `@MediatorTarget`, `@LatticeComponent`) write one beside
/// the declaration they annotate, so what a module annotates is known to the running app
/// without generated code or a per-target build plugin: the Swift 6.3 attributes `@section`
/// and `@used` keep it in the named section, and the linker gathers every module's records.
/// The layout follows Swift Testing's test content records: a kind, a C function that writes
/// the record's value, and room for later use. Its initializer must be a constant
/// expression: literals and a closure that captures nothing.
///
/// - `kind`: ``AnnotationRecords/kind`` (`'latt'`); a record of another kind is skipped.
/// - `accessor`: writes the record's value to its first argument and returns `true` when its
///   second argument points to the type the caller asks for, else returns `false` and writes
///   nothing (two copies of Lattice in one process do not read each other's records).
/// - `reserved`, `context`: zero.
public typealias AnnotationRecord = (
    kind: UInt32,
    reserved: UInt32,
    accessor: @convention(c) (_ value: UnsafeMutableRawPointer, _ type: UnsafeRawPointer) -> CBool,
    context: UInt
)
