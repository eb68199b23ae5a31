/// How `+` is read in URLs. `%2B` is always `+`.
public enum PlusHandling: Sendable {
    /// `+` is always a plus sign.
    case literal
    /// `+` is a space in query values (HTML forms), a plus sign in the path. The default.
    case spaceInQuery
    /// `+` is a space everywhere.
    case spaceEverywhere
}
