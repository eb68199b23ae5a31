/// Plans the steps from one navigation state to another: a pure function, so a link's
/// effect is tested on values, without a UI.
///
/// For each tab the planner keeps the longest prefix of entries the two states share
/// (same URL, same presentation: ``NavigationEntry/showsSameScreen(as:)``), so a link to
/// a screen beneath which the user already is keeps those screens, as they are (identity
/// included), and their state. Then,
/// in this order:
///
/// 1. in the selected tab, then in the others, it removes what is above the shared prefix
///    from the top: each presented entry with a dismissal (with the stack it opened), then
///    the pushed entries left with one pop;
/// 2. it selects the target's tab;
/// 3. in the other tabs, then in the selected one, it adds the target's entries above the
///    prefix: consecutive pushes in one step, each presentation in its own.
///
/// An entry the plan would remove whose ``Blocking`` level is above
/// ``Options/mayRemove`` (or is ``Blocking/always``) stops it: the plan has no step and
/// names the entries in ``NavigationPlan/blockedBy``. The steps are then grouped into UI
/// updates with at most ``Options/presentationChangesPerUpdate`` presentations and
/// dismissals each.
public enum NavigationPlanner {
    /// What the UI can do in one update, and what the plan may remove.
    public struct Options: Hashable, Sendable {
        /// The most presentations and dismissals one UI update may make; `nil` for no
        /// limit. Default 1: SwiftUI presents one sheet per update, and UIKit animates
        /// one presentation change at a time. Pops, pushes and tab changes join any update.
        public var presentationChangesPerUpdate: Int?
        /// The highest blocking level the plan may remove. Default ``Blocking/none``;
        /// ``Blocking/always`` entries stay whatever this says.
        public var mayRemove: Blocking
        /// Whether a presentation covers the tab bar (UIKit's and SwiftUI's defaults), so
        /// the selected tab's presentations are dismissed before another tab is selected,
        /// and a target may have presentations only in its selected tab. Default `true`.
        public var presentationsCoverTabs: Bool

        /// Options; the defaults suit SwiftUI and UIKit.
        public init(presentationChangesPerUpdate: Int? = 1, mayRemove: Blocking = .none, presentationsCoverTabs: Bool = true) {
            self.presentationChangesPerUpdate = presentationChangesPerUpdate
            self.mayRemove = mayRemove
            self.presentationsCoverTabs = presentationsCoverTabs
        }
    }

    /// The plan from `current` to `target`.
    ///
    /// - Throws: ``NavigationError/Code/unreachableTarget`` when the two states have
    ///   different tabs, the target selects a tab it does not have, or (when presentations
    ///   cover tabs) the target presents something in a tab it does not select.
    public static func plan(
        from current: NavigationState, to target: NavigationState, options: Options = Options(),
        fileID: String = #fileID, line: Int = #line
    ) throws(NavigationError) -> NavigationPlan {
        let (selected, targetSelected) = try checkReachable(current, target, options, fileID: fileID, line: line)
        // The result is the target with each tab's shared prefix as the current state has
        // it; a target built from the current state (`DestinationRegistry.state(for:from:)`)
        // already is, and is not copied.
        var result = target
        var blocked: [NavigationEntry] = []
        // A tab empty in the current state has nothing to keep or remove (most tabs, most
        // of the time), and one empty in the result nothing to add: the loops skip them.
        for index in current.tabs.indices where !current.tabs[index].entries.isEmpty {
            let from = current.tabs[index].entries, to = target.tabs[index].entries
            let count = sharedCount(from, to)
            for position in 0..<count where !from[position].isIdentical(to: to[position]) {
                result.tabs[index].entries[position] = from[position]
            }
            for position in count..<from.count where !removable(from[position], options) { blocked.append(from[position]) }
        }
        guard blocked.isEmpty else {
            return NavigationPlan(steps: [], presentationChangesPerUpdate: options.presentationChangesPerUpdate, result: current, blockedBy: blocked)
        }

        // The shared prefixes are found again below, from the current state to the result:
        // the result's prefix in each tab is the current state's own entries, and the entry
        // after it is not (it shows another screen), so identity finds each prefix without
        // comparing URLs.
        let from = current.tabs, to = result.tabs
        var steps: [NavigationStep] = []
        steps.reserveCapacity(8)
        removals(from[selected].entries, to[selected].entries, tab: selected, into: &steps)
        for index in from.indices where index != selected && !from[index].entries.isEmpty {
            removals(from[index].entries, to[index].entries, tab: index, into: &steps)
        }
        if selected != targetSelected { steps.append(.selectTab(targetSelected)) }
        for index in to.indices where index != targetSelected && !to[index].entries.isEmpty {
            additions(from[index].entries, to[index].entries, tab: index, into: &steps)
        }
        additions(from[targetSelected].entries, to[targetSelected].entries, tab: targetSelected, into: &steps)
        return NavigationPlan(steps: steps, presentationChangesPerUpdate: options.presentationChangesPerUpdate, result: result)
    }

    /// Whether a plan with `options` may remove `entry`.
    static func removable(_ entry: NavigationEntry, _ options: Options) -> Bool {
        let rank = entry.blocking.rank
        return rank < Blocking.always.rank && rank <= options.mayRemove.rank
    }

    /// The number of leading entries the two lists share (same URL, same presentation).
    private static func sharedCount(_ from: [NavigationEntry], _ to: [NavigationEntry]) -> Int {
        var count = 0
        let end = min(from.count, to.count)
        while count < end, from[count].showsSameScreen(as: to[count]) { count += 1 }
        return count
    }

    /// The number of leading entries of `result` (a tab of the plan's result) that are
    /// `current`'s own: the prefix the two share.
    private static func keptCount(_ current: [NavigationEntry], _ result: [NavigationEntry]) -> Int {
        var count = 0
        let end = min(current.count, result.count)
        while count < end, current[count].isIdentical(to: result[count]) { count += 1 }
        return count
    }

    /// Appends the dismissals, then the pop, that bring the tab at index `tab` down to the
    /// prefix its entries (`current`) share with the result's (`result`).
    private static func removals(_ current: [NavigationEntry], _ result: [NavigationEntry], tab: Int, into steps: inout [NavigationStep]) {
        let count = keptCount(current, result)
        var end = current.count
        while end > count {
            var top = end - 1
            while top >= count, !current[top].isPresented { top -= 1 }
            if top >= count {
                steps.append(.dismiss(top..<end, tab: tab))
                end = top
            } else {
                steps.append(.pop(count..<end, tab: tab))
                end = count
            }
        }
    }

    /// Appends the pushes and presentations that add the result's entries of the tab at
    /// index `tab` (`result`) above the prefix they share with its entries now (`current`).
    private static func additions(_ current: [NavigationEntry], _ result: [NavigationEntry], tab: Int, into steps: inout [NavigationStep]) {
        let count = keptCount(current, result)
        var pushes = count
        for position in count..<result.count where result[position].isPresented {
            if pushes < position { steps.append(.push(pushes..<position, tab: tab)) }
            steps.append(.present(at: position, tab: tab))
            pushes = position + 1
        }
        if pushes < result.count { steps.append(.push(pushes..<result.count, tab: tab)) }
    }

    /// The indices of the selected tabs of `current` and `target`; throws when no steps
    /// can lead from one to the other.
    private static func checkReachable(
        _ current: NavigationState, _ target: NavigationState, _ options: Options, fileID: String, line: Int
    ) throws(NavigationError) -> (current: Int, target: Int) {
        guard current.tabs.count == target.tabs.count, current.tabs.indices.allSatisfy({ current.tabs[$0].id == target.tabs[$0].id }) else {
            throw NavigationError.unreachableTarget(
                "\(target.tabs.map(\.id))", reason: "its tabs \(target.tabs.map(\.id.rawValue)) are not the current \(current.tabs.map(\.id.rawValue))",
                fix: "build the target from the current state (DestinationRegistry.state(for:from:)), which keeps the tabs",
                fileID: fileID, line: line)
        }
        guard let targetSelected = target.tabs.firstIndex(where: { $0.id == target.selectedTab }),
              let selected = current.tabs.firstIndex(where: { $0.id == current.selectedTab }) else {
            throw NavigationError.unreachableTarget(
                target.selectedTab.rawValue, reason: "the selected tab is not one of the tabs \(current.tabs.map(\.id.rawValue))",
                fix: "select one of the state's tabs", fileID: fileID, line: line)
        }
        guard options.presentationsCoverTabs else { return (selected, targetSelected) }
        for index in target.tabs.indices where index != targetSelected {
            if let position = target.tabs[index].entries.firstIndex(where: { $0.isPresented }) {
                let presented = target.tabs[index].entries[position]
                throw NavigationError.unreachableTarget(
                    presented.url, reason: "'\(presented.url)' is presented in the tab '\(target.tabs[index].id)', which is not selected, and presentations cover the tab bar",
                    fix: "present it in the selected tab, or plan with presentationsCoverTabs false if the UI presents within each tab",
                    fileID: fileID, line: line)
            }
        }
        return (selected, targetSelected)
    }
}
