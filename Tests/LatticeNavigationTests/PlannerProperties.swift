import LatticeNavigation
import PropertyBased
import Testing

/// The planner on random states of three tabs: its steps always lead from the current
/// state to the target, never remove an entry of the shared prefix or one that blocks,
/// never select a tab under a presentation, and keep to the presentations per update.
@Suite struct PlannerProperties {
    static let tabs: [TabID] = ["a", "b", "c"]
    /// One tab's entries as codes: each code picks a URL among 5 (so prefixes are often
    /// shared), a presentation (1 in 4 presented) and, for the blocking properties, a level.
    static let tab = Gen.int(in: 0...239).array(of: 0...8)
    static let state = zip(tab, tab, tab, Gen.int(in: 0...2))
    static let limit = Gen.int(in: 0...3)

    /// A state from codes; `prefix` keeps identities apart between the two states.
    static func state(_ codes: ([Int], [Int], [Int], Int), prefix: String, blocking: Bool, coverTabs: Bool) -> NavigationState {
        let lists = [codes.0, codes.1, codes.2]
        let selected = tabs[codes.3]
        var tabsOut: [NavigationTab] = []
        for (index, tab) in tabs.enumerated() {
            var entries: [NavigationEntry] = []
            for (position, code) in lists[index].enumerated() {
                let presentation: Presentation = code % 8 == 0 ? .sheet : code % 8 == 4 ? .fullScreenCover : .push
                if coverTabs, tab != selected, presentation.isPresented { break }
                let level: Blocking = !blocking ? .none : [.none, .none, .none, .outsideLinks, .always][(code / 48) % 5]
                let url = "app://screen/\((code / 8) % 5)"
                entries.append(NavigationEntry(url: url, pattern: "app://screen/:n<int>", parameters: ["n": "\((code / 8) % 5)"],
                                               presentation: presentation, blocking: level, id: NavigationEntryID("\(prefix)\(tab)\(position)")))
            }
            tabsOut.append(NavigationTab(tab, entries: entries))
        }
        return NavigationState(tabs: tabsOut, selectedTab: selected)
    }

    /// The number of leading entries two lists share (same URL, same presentation).
    static func shared(_ from: [NavigationEntry], _ to: [NavigationEntry]) -> Int {
        zip(from, to).prefix { $0.url == $1.url && $0.presentation == $1.presentation }.count
    }

    /// Applies the plan step by step, checking what must hold after each step.
    /// The entries a push or a presentation adds are read from `target` (not from the
    /// plan's result), so the plan's positions must fit the target.
    static func walk(
        _ plan: NavigationPlan, from current: NavigationState, to target: NavigationState, keeping kept: [NavigationEntryID], covers: Bool
    ) throws -> NavigationState {
        var state = current
        for step in plan.steps {
            let selected = state.tabs.first { $0.id == state.selectedTab }
            switch step.action {
            case .selectTab where covers:
                #expect(selected?.topPresentedIndex == nil, "a tab is selected under a presentation: \(step)")
            case .present where covers:
                #expect(state.tabs[step.tab].id == state.selectedTab, "a presentation in a tab not selected: \(step)")
            default: break
            }
            try state.apply(step, from: target)
            let ids = Set(state.allEntries.map(\.id))
            #expect(kept.allSatisfy(ids.contains), "an entry that had to stay was removed by \(step)")
        }
        return state
    }

    @Test func applyingTheStepsToAnyStateGivesTheTarget() async {
        // propertyCheck (swift-property-based 2.0.1) discards what its body throws, so
        // each body reports a thrown error as an issue itself.
        await propertyCheck(count: 500, input: Self.state, Self.state, Self.limit, Gen.bool) { from, to, limit, covers in
            #expect(throws: Never.self) {
                let current = Self.state(from, prefix: "c", blocking: false, coverTabs: false)
                let target = Self.state(to, prefix: "t", blocking: false, coverTabs: covers)
                let options = NavigationPlanner.Options(presentationChangesPerUpdate: limit == 0 ? nil : limit, presentationsCoverTabs: covers)
                let plan = try NavigationPlanner.plan(from: current, to: target, options: options)
                #expect(!plan.isBlocked)
                var prefix: [NavigationEntryID] = []
                var removed = 0
                for (index, tab) in current.tabs.enumerated() {
                    let count = Self.shared(tab.entries, target.tabs[index].entries)
                    prefix += tab.entries.prefix(count).map(\.id)
                    removed += tab.entries.count - count
                    // The result is the target, with the shared prefix kept as it is now.
                    let result = plan.result.tabs[index].entries
                    #expect(Array(result.prefix(count)) == Array(tab.entries.prefix(count)))
                    #expect(Array(result.dropFirst(count)) == Array(target.tabs[index].entries.dropFirst(count)))
                    #expect(result.map(\.url) == target.tabs[index].entries.map(\.url))
                }
                #expect(plan.result.selectedTab == target.selectedTab)
                let end = try Self.walk(plan, from: current, to: target, keeping: prefix, covers: covers)
                #expect(end == plan.result)
                // Only what is above the shared prefix is removed.
                let removedBySteps = plan.steps.reduce(0) { sum, step in
                    switch step.action {
                    case .pop: return sum + step.positions.count
                    case .dismiss: return sum + Self.removedByDismissal(step, current)
                    default: return sum
                    }
                }
                #expect(removedBySteps == removed)
                #expect(plan.updates.flatMap { $0 } == Array(plan.steps.indices), "the updates cover the steps, in order")
                for update in plan.updates {
                    #expect(!update.isEmpty)
                    if limit > 0 { #expect(plan.steps[update].filter(\.changesPresentation).count <= limit, "\(plan.steps[update])") }
                }
            }
        }
    }

    /// How many entries `dismissal` removes: the presented entry it names and the pushes
    /// above it in `current` up to the next presented entry (dismissed by an earlier step,
    /// as the planner dismisses from the top).
    static func removedByDismissal(_ dismissal: NavigationStep, _ current: NavigationState) -> Int {
        guard current.tabs.indices.contains(dismissal.tab) else { return 0 }
        let entries = current.tabs[dismissal.tab].entries
        guard dismissal.positions.lowerBound < entries.count,
              entries[dismissal.positions.lowerBound].presentation.isPresented else { return 0 }
        let above = entries[(dismissal.positions.lowerBound + 1)...].prefix { !$0.presentation.isPresented }
        return 1 + above.count
    }

    @Test func aBlockingEntryIsNeverRemoved() async {
        let mayRemove = Gen.element(of: [Blocking.none, .outsideLinks, .always])
        await propertyCheck(count: 500, input: Self.state, Self.state, mayRemove, Gen.bool) { from, to, mayRemove, covers in
            #expect(throws: Never.self) {
                let current = Self.state(from, prefix: "c", blocking: true, coverTabs: false)
                let target = Self.state(to, prefix: "t", blocking: true, coverTabs: covers)
                let options = NavigationPlanner.Options(mayRemove: mayRemove ?? .none, presentationsCoverTabs: covers)
                let plan = try NavigationPlanner.plan(from: current, to: target, options: options)
                let holding = current.allEntries.filter { $0.blocking == .always || $0.blocking > (mayRemove ?? .none) }
                var beyondPrefix: [NavigationEntry] = []
                for (index, tab) in current.tabs.enumerated() {
                    beyondPrefix += tab.entries.dropFirst(Self.shared(tab.entries, target.tabs[index].entries))
                }
                let blocking = beyondPrefix.filter { holding.contains($0) }
                #expect(plan.blockedBy == blocking)
                if plan.isBlocked {
                    #expect(plan.steps.isEmpty && plan.result == current)
                } else {
                    let end = try Self.walk(plan, from: current, to: target, keeping: holding.map(\.id), covers: covers)
                    #expect(end == plan.result)
                }
            }
        }
    }
}
