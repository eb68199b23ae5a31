// `import Lattice` brings every runtime module of the toolkit.
@_exported public import LatticeCore
@_exported public import LatticeServices
@_exported public import LatticeGraph
@_exported public import LatticeComponents
