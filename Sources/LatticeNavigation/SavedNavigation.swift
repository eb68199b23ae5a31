/// A navigation state as it is saved: URLs, presentation names, identities and tab
/// names, all strings.
///
/// ``NavigationState/saved`` makes one and ``DestinationRegistry/restore(_:)`` reads it
/// back against the destinations the app has then, dropping (and reporting) the entries
/// whose route is gone. Its `Codable` form is plain JSON with no Swift type name in it:
/// `{"selectedTab":"orders","tabs":[{"id":"orders","entries":[{"id":"…","url":"shop://orders","presentation":"push"}]}]}`.
/// An entry's pattern, parameters and blocking level are not saved: restoration reads
/// them again from the URL and its destination, so they follow the app's current declarations.
public struct SavedNavigation: Hashable, Sendable, Codable {
    /// A saved tab.
    public struct Tab: Hashable, Sendable, Codable {
        /// The tab's name.
        public var id: TabID
        /// Its entries, bottom first.
        public var entries: [Entry]

        /// A saved tab.
        public init(id: TabID, entries: [Entry]) {
            self.id = id
            self.entries = entries
        }
    }

    /// A saved entry.
    public struct Entry: Hashable, Sendable, Codable {
        /// The entry's identity.
        public var id: NavigationEntryID
        /// The URL that opens it.
        public var url: String
        /// How it was shown.
        public var presentation: Presentation

        /// A saved entry.
        public init(id: NavigationEntryID, url: String, presentation: Presentation) {
            self.id = id
            self.url = url
            self.presentation = presentation
        }
    }

    /// The selected tab.
    public var selectedTab: TabID
    /// The tabs, in order.
    public var tabs: [Tab]

    /// A saved state.
    public init(selectedTab: TabID, tabs: [Tab]) {
        self.selectedTab = selectedTab
        self.tabs = tabs
    }
}
