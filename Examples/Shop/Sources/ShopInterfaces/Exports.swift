// Features depend on ShopInterfaces only; it brings Lattice (services, router, graph).
@_exported public import Lattice
