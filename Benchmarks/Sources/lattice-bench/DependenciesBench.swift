import Dependencies

/// swift-dependencies' way of reaching a service: a key with a live value, read through
/// the `@Dependency` property wrapper.
private enum SettingsKey: DependencyKey {
    static let liveValue: any Settings = AppSettings()
}

extension DependencyValues {
    fileprivate var settings: any Settings {
        get { self[SettingsKey.self] }
        set { self[SettingsKey.self] = newValue }
    }
}

private struct SettingsReader {
    @Dependency(\.settings) var settings
}

func dependenciesCases(into suite: inout Suite, iterations n: Int) {
    let reader = SettingsReader()
    check(reader.settings is AppSettings, "swift-dependencies live value")
    suite.time("dependencies.read", operations: n / 20) { n in
        for _ in 0..<n { blackHole(reader.settings) }
    }
}
