// The LatticeNavigation article "SwiftUI and UIKit bridges", SwiftUI's part. Compiled where
// SwiftUI and UIKit exist (the sample's cover is UIKit's platforms'); the verbatim test reads
// this copy on every platform, Linux included.
#if canImport(SwiftUI) && canImport(UIKit)
// sample: Sources/LatticeNavigation/LatticeNavigation.docc/SwiftUIAndUIKitBridges.md#1
import LatticeNavigation
import SwiftUI

struct AppRoot: View {
    @Bindable var navigation: SwiftUINavigationAdapter

    var body: some View {
        TabView(selection: $navigation.selectedTab) {
            ForEach(navigation.state.tabs) { tab in
                Stack(navigation: navigation, tab: tab.id, level: 0)
                    .tabItem { Text(tab.id.description) }
                    .tag(tab.id)
            }
        }
    }
}

/// One navigation stack of a tab, and the stack presented over it, if any.
struct Stack: View {
    let navigation: SwiftUINavigationAdapter
    let tab: TabID
    let level: Int

    var body: some View {
        NavigationStack(path: navigation.path(in: tab, level: level)) {
            root.navigationDestination(for: NavigationEntry.self) { Screen(entry: $0) }
        }
        .sheet(item: navigation.presented(.sheet, over: level, in: tab)) { _ in
            Stack(navigation: navigation, tab: tab, level: level + 1)
        }
        .fullScreenCover(item: navigation.presented(.fullScreenCover, over: level, in: tab)) { _ in
            Stack(navigation: navigation, tab: tab, level: level + 1)
        }
    }

    @ViewBuilder private var root: some View {
        if level == 0 {
            TabRoot(tab: tab)
        } else if let entry = navigation.state.tabs.first(where: { $0.id == tab })?.stacks[level].first {
            Screen(entry: entry)
        }
    }
}
// end sample

/// The app's screen for an entry (a reader's own view).
struct Screen: View {
    let entry: NavigationEntry
    var body: some View { Text(entry.url) }
}

/// The root screen of a tab (a reader's own view).
struct TabRoot: View {
    let tab: TabID
    var body: some View { Text(tab.description) }
}
#endif
