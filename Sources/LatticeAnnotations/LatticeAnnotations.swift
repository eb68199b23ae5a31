// The annotations (attached macros) that declare a component's wiring where it is
// written. Declarations are beside this file, one macro per file. The runtime modules are
// re-exported so that the code the macros generate, and the arguments written in the
// annotations (`Scope`, `TargetLifetime`, `ActionContract`, …), type-check with a single
// `import LatticeAnnotations`, and so does a component (`SemanticVersion` is LatticeGraph's,
// `Exposure` and `Origin` LatticeCore's).
@_exported public import LatticeCore
@_exported public import LatticeComponents
@_exported public import LatticeServices
@_exported public import LatticeRouting
@_exported public import LatticeMediator
@_exported public import LatticeGraph
