/// How strongly a screen holds its place: what may remove it without the screen itself
/// finishing.
///
/// A destination declares it (onboarding, a payment in progress) and every entry of that
/// destination carries it, so the planner, which sees only states, can refuse to skip the
/// screen: a plan that would remove an entry whose level it may not remove reports itself
/// blocked (``NavigationPlan/blockedBy``) and changes nothing. The levels are ordered:
/// ``none`` < ``outsideLinks`` < ``always``.
public struct Blocking: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level's rank; higher blocks more (and the level is a plain number, copied
    /// without reference counting).
    let rank: Int

    private init(rank: Int) {
        self.rank = rank
    }

    /// Any plan may remove it.
    public static let none = Blocking(rank: 0)
    /// A link from outside the app (a push notification, a web page) does not remove it;
    /// the app's own navigation may (a plan whose ``NavigationPlanner/Options/mayRemove``
    /// is at least this level).
    public static let outsideLinks = Blocking(rank: 1)
    /// No plan removes it, whatever ``NavigationPlanner/Options/mayRemove`` says: only the
    /// screen finishing does (onboarding, a mandatory update).
    public static let always = Blocking(rank: 2)

    /// Whether `lhs` blocks less than `rhs`.
    public static func < (lhs: Blocking, rhs: Blocking) -> Bool { lhs.rank < rhs.rank }

    /// The level's name, such as `always`.
    public var description: String {
        switch rank {
        case 0: "none"
        case 1: "outsideLinks"
        default: "always"
        }
    }
}
