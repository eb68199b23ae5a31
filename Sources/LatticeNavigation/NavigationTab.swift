/// One tab of a navigation state and the entries shown in it, bottom first.
///
/// The entries form one flat list: each ``Presentation/push`` entry is pushed onto the
/// stack of the entries before it, and each presented entry (a sheet, a cover) opens a
/// stack of its own over them, which the pushes after it go into. ``stacks`` gives the
/// same entries cut into those stacks, as a UI with one navigation stack per presentation
/// level shows them. The tab's root screen is the UI's own: an empty tab shows it alone.
public struct NavigationTab: Hashable, Sendable, Identifiable {
    /// The tab.
    public var id: TabID
    /// The entries shown in the tab, bottom first.
    public var entries: [NavigationEntry]

    /// A tab showing `entries`.
    public init(_ id: TabID, entries: [NavigationEntry] = []) {
        self.id = id
        self.entries = entries
    }

    /// The entries cut into stacks: the pushes onto the tab's root first (maybe empty),
    /// then one stack per presented entry, starting with it.
    public var stacks: [[NavigationEntry]] {
        var stacks: [[NavigationEntry]] = [[]]
        for entry in entries {
            if entry.isPresented { stacks.append([]) }
            stacks[stacks.count - 1].append(entry)
        }
        return stacks
    }

    /// The position of the topmost presented entry, or `nil` when nothing is presented.
    public var topPresentedIndex: Int? {
        entries.lastIndex { $0.isPresented }
    }
}
