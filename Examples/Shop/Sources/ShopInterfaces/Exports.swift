// Features depend on ShopInterfaces only; it brings Lattice (services, router, graph) and
// LatticeNavigation (destinations, the navigator).
@_exported public import Lattice
@_exported public import LatticeNavigation
