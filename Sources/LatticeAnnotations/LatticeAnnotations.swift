// The annotations (attached macros) that declare a component's wiring where it is
// written. Declarations are added beside this file, one macro per file.
@_exported public import LatticeComponents
