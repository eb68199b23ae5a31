internal import CShim
public func answer() -> Int { Int(shim_answer()) }
