package import LatticeGraph

extension ComponentHost {
    /// Validates components known only by their declarations, as the host validates the
    /// app's components before anything starts, with the same rules and the same words:
    /// duplicate names, requirement text, missing dependencies, cycles, layers and version
    /// requirements (not services, which declarations do not carry).
    ///
    /// For a build-time check that reads the components from the sources (`lattice check
    /// --wiring`): a problem with one dependency is placed where that dependency is written.
    ///
    /// - Parameters:
    ///   - declarations: The components, in declaration order.
    ///   - layers: The layer rules the app's host checks; `nil` checks none.
    ///   - locations: Where each component is declared, by name.
    ///   - dependencyLocations: Where each component's dependencies are written, by name,
    ///     in the order of its ``ComponentDeclaration/dependencies``.
    /// - Returns: Every problem, as ``init(components:environment:optional:layers:externalServices:locations:logger:fileID:line:)``
    ///   would report it.
    package static func validate(
        declarations: [ComponentDeclaration], layers: LayerRules?, locations: [String: FileLocation],
        dependencyLocations: [String: [FileLocation]]
    ) -> [ComponentProblem] {
        ComponentValidator.validate(
            declarations, optional: [], layers: layers, externalServices: [], locations: locations,
            dependencyLocations: dependencyLocations
        ).problems
    }
}
