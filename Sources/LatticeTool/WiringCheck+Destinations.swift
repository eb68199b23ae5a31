internal import LatticeCore
internal import LatticeGraph
internal import LatticeNavigation
internal import LatticeRouting
@_spi(LatticeInternals) internal import LatticeScan

/// The navigation destinations of an app, checked before it runs by LatticeNavigation's own
/// check (`DestinationRegistry.check(against:)`) on a registry and a router built from
/// what the scan read.
extension WiringCheck {
    /// Reports, for an app that declares destinations, what the registry's check finds:
    /// a parent no destination declares, parents in a cycle, a parent with a parameter its
    /// child lacks, a home tab the app's registry lacks (when its tabs are literals), a URL
    /// that does not come back to its destination, and an exposed route with no
    /// destination. An app that declares none is not checked. What the scan cannot read (a
    /// pattern, a parent or a tab that is not a literal or a constant of a linked target)
    /// is a note; and while one destination's pattern cannot be read, a parent nobody
    /// declares and an exposed route with no destination are notes too, as that one may be it.
    func checkDestinations(_ index: WiringIndex, _ report: Report) {
        guard !index.destinations.isEmpty else { return }
        // Where each declaration and exposed route is written, to report at it.
        var places: [String: (target: String, location: FileLocation)] = [:]
        func place(_ target: String, _ location: FileLocation) {
            places["\(location.file):\(location.line)"] = places["\(location.file):\(location.line)"] ?? (target, location)
        }
        let tabs = appTabs(index, report)
        let registry = DestinationRegistry(tabs: tabs.map { $0.map { TabID($0) } } ?? [])
        // Why some destination cannot be read, if one cannot.
        var unread: String?
        var added: [String: ScannedDestination] = [:]
        for (target, destination) in index.destinations {
            guard let pattern = destination.pattern else {
                let expression = destination.expression.map { "`\($0)`" } ?? "an expression"
                unread = unread ?? "the destination at \(destination.location) takes its pattern from \(expression)"
                report(.undecidedWiring, target, destination.location,
                       "The destination declared here takes its pattern from \(expression), which is not a string literal, a typed route written here or a route constant of a linked target, so the build does not check it, nor the parents and exposed routes that may name it. The registry checks them when the app runs (`DestinationRegistry.check(against:)`).",
                       nil, [])
                continue
            }
            var parent = destination.parent
            if parent == nil, let expression = destination.parentExpression {
                report(.undecidedWiring, target, destination.location,
                       "The destination '\(pattern)' takes its parent from `\(expression)`, which is not a string literal or a route constant of a linked target, so the build does not check its parent chain. The registry checks it when the app runs.",
                       nil, [])
                parent = nil
            }
            var tab = destination.tab
            if let expression = destination.unreadTab {
                report(.undecidedWiring, target, destination.location,
                       "The destination '\(pattern)' takes its home tab from `\(expression)`, which is not a string literal, so the build does not check it. The registry checks it when a link opens it.",
                       nil, [])
                tab = nil
            }
            if tabs == nil { tab = nil }
            if let first = added[pattern] {
                // The same declaration read twice (a value reused) is one; two that differ would throw.
                if first.parent == parent, first.tab == tab || tabs == nil { continue }
                if !first.conditions.isEmpty, !destination.conditions.isEmpty, first.conditions != destination.conditions { continue }
            }
            place(target, destination.location)
            do throws(NavigationError) {
                try registry.add(Destination(
                    pattern, tab: tab.map { TabID($0) }, parent: parent, owner: destination.owner,
                    fileID: destination.location.file, line: destination.location.line))
                added[pattern] = destination
            } catch {
                if error.code == .invalidPattern, (try? RouteShape(parsing: pattern, customTypes: nil)) != nil {
                    // A parameter type of the app's own (`Router.Configuration.parameterTypes`).
                    unread = unread ?? "the destination '\(pattern)' names a parameter type of the app's own"
                    report(.undecidedWiring, target, destination.location,
                           "The destination '\(pattern)' names a parameter type of the app's own, which the build cannot match, so it does not check it. The registry checks it when the app runs.",
                           nil, [])
                } else {
                    report(.destinationWiring, target, destination.location, error.explanation, nil, [])
                }
            }
        }
        let router = Router(configuration: .init(conflictHandling: .keepFirst))
        for (target, route) in index.routes where route.exposed {
            guard let pattern = route.pattern else { continue }
            let owner = route.component.map(index.componentName) ?? route.owner
            guard (try? router.add(
                pattern, method: route.method, owner: owner, exposure: .external, fileID: route.location.file, line: route.location.line,
                handler: { _ in .handled })) != nil else { continue }
            place(target, route.location)
        }
        for problem in registry.check(against: router) {
            let (target, location) = places["\(problem.fileID):\(problem.line)"] ?? (index.destinations[0].target, FileLocation(file: problem.fileID, line: problem.line))
            if let unread, problem.code == .missingDestination || problem.code == .unknownParent {
                report(.undecidedWiring, target, location,
                       "\(problem.message) The build cannot be sure, as \(unread), which it cannot read; the registry checks it when the app runs.",
                       nil, [])
                continue
            }
            report(.destinationWiring, target, location, problem.explanation, nil, problem.cycle)
        }
    }

    /// The app's tabs, when every `DestinationRegistry(…)` it makes gives the same tabs the
    /// scan reads (literals, string constants, a constant list of them); `nil` (home tabs
    /// unchecked) otherwise, with a note when they cannot be read.
    private func appTabs(_ index: WiringIndex, _ report: Report) -> [String]? {
        guard !index.destinationRegistries.isEmpty else { return nil }
        for (target, registry) in index.destinationRegistries where registry.tabs == nil {
            report(.undecidedWiring, target, registry.location,
                   "The registry made here takes its tabs from an expression that is not an array of string literals or string constants, nor a constant list of them, so the build does not check the destinations' home tabs. The registry checks each one when a link opens it.",
                   nil, [])
            return nil
        }
        let all = Set(index.destinationRegistries.compactMap(\.registry.tabs))
        return all.count == 1 ? all.first : nil
    }
}
