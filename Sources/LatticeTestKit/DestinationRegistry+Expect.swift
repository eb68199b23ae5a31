internal import LatticeCore
public import LatticeNavigation
public import LatticeRouting

extension DestinationRegistry {
    /// Checks every destination, and with `router` the app's exposed routes, in one line of
    /// a test: `DestinationRegistry.check()`, or `DestinationRegistry.check(against:except:)`
    /// when `router` is given.
    ///
    /// ```swift
    /// registry.expectNoProblems(against: router, except: ["shop://cart/add/:sku"])
    /// ```
    ///
    /// The problems found are recorded as one issue of the running Swift Testing test, at
    /// the caller's line, each with its file, line and fix, and returned.
    ///
    /// - Parameters:
    ///   - router: The app's router, whose exposed routes must each have a destination;
    ///     `nil` checks the destinations alone.
    ///   - except: Patterns of exposed routes that show no screen.
    ///   - fileID: The file of the assertion, where the problems are reported; the caller's by default.
    ///   - filePath: The path of that file, for Swift Testing; the caller's by default.
    ///   - line: The line of the assertion; the caller's by default.
    ///   - column: The column of the assertion; the caller's by default.
    /// - Returns: The problems as one ``NavigationMismatch``, or `nil` when there are none.
    @discardableResult
    public func expectNoProblems(
        against router: Router? = nil, except: Set<String> = [], fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> NavigationMismatch? {
        let problems = router.map { check(against: $0, except: except) } ?? check()
        guard !problems.isEmpty else { return nil }
        let mismatch = NavigationMismatch(
            .problems, subject: "destinations",
            headline: "The destinations have \(problems.count) problem\(problems.count == 1 ? "" : "s"):",
            differences: problems.map(\.description), fix: "fix each problem where it is declared", fileID: fileID, line: line)
        IssueRecording.record(mismatch, fileID: fileID, filePath: filePath, line: line, column: column)
        return mismatch
    }
}
