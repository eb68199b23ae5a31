import LatticeComponents

// An extension of a component belongs to it.
extension CatalogComponent {
    public var layer: String? { "shared" }
}
