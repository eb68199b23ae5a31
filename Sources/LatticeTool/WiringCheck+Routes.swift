internal import LatticeScan

/// Routes whose pattern the build cannot read, noted with the reason.
extension WiringCheck {
    /// A note for each route pattern the scans saw but could not read: a route added with
    /// a pattern that is neither a literal nor a route constant of a linked target, and a
    /// route helper none of whose calls passes one. Never an error: the router checks them
    /// when the app adds them.
    func reportUnreadPatterns(_ index: WiringIndex, _ report: Report) {
        for target in targets {
            for unread in target.unreadPatterns {
                report(.undecidedWiring, target.name, unread.location, unread.reason, nil, [])
            }
        }
        for (target, route) in index.routes where route.pattern == nil {
            let expression = route.expression.map { "`\($0)`" } ?? "an expression"
            report(.undecidedWiring, target, route.location,
                   "The route added here takes its pattern from \(expression), which is not a string literal, a typed route written here or a route constant of a linked target, so the build does not check its pattern or its overlaps. The router checks them when the app adds it.",
                   nil, [])
        }
    }
}
