public import LatticeCore

/// Who may open a route: `LatticeCore.Exposure`, the type the mediator's actions use
/// too, named here so that code importing only `LatticeRouting` can write `Exposure`.
public typealias Exposure = LatticeCore.Exposure
