public import LatticeCore

/// Who may call an action: `LatticeCore.Exposure`, the type the router's routes use
/// too, named here so that code importing only `LatticeMediator` can write `Exposure`.
public typealias Exposure = LatticeCore.Exposure
