/// How a piece of wiring was written.
public enum WiringSource: String, Sendable, Hashable, Codable {
    /// By an annotation (a macro attribute); the generated file registers it.
    case annotation
    /// By a call written by hand.
    case call
}
