import Foundation

/// What happened at boot: each component's wave, outcome and time (a time profiler), the
/// total, and whatever went over the budget.
///
/// ```text
/// Start-up: 1 of 3 components started in 3 waves, 12 ms (budget 10 ms: exceeded)
///   wave 0  Log       0.02 ms  started
///   wave 1  Payment   11 ms  failed (optional): PaymentError.offline
///   wave 2  Checkout  0.01 ms  skipped: depends on Payment, which did not start
/// Degraded: running without Payment, Checkout.
/// Over budget: the boot took 12 ms, more than 10 ms. The slowest component is 'Payment' (11 ms). To fix, make the slowest starts lazy, or raise the budget.
/// ```
public struct StartupReport: Sendable, CustomStringConvertible {
    /// How one component's start ended.
    public enum Outcome: Sendable {
        /// It started.
        case started
        /// Its registration or start threw this error.
        case failed(any Error)
        /// It was not started because a component it depends on failed or was skipped;
        /// the associated value names that component.
        case skipped(because: String)
        /// The boot stopped (a required component failed) before its turn.
        case notReached
    }

    /// One component's line in the report.
    public struct ComponentStart: Sendable {
        /// The component's name.
        public let name: String
        /// Its wave: 0 for components without dependencies.
        public let wave: Int
        /// Whether it is optional.
        public let isOptional: Bool
        /// How its start ended.
        public let outcome: Outcome
        /// The time its registration and start took (zero when not started).
        public let duration: Duration

        /// Whether it started.
        public var didStart: Bool {
            if case .started = outcome { return true }
            return false
        }
    }

    /// The old name of ``ComponentStart``.
    @available(*, deprecated, renamed: "ComponentStart")
    public typealias Entry = ComponentStart

    /// Every component, in start order (wave by wave, declaration order within a wave).
    public let entries: [ComponentStart]
    /// The time from the start of the boot to its end.
    public let total: Duration
    /// The budget the boot ran under.
    public let budget: StartupBudget
    /// One sentence per budget exceeded (the total, or a component's).
    public let budgetWarnings: [String]
    /// What runs alone and what stands in for the rest, when the host runs some components
    /// alone; `nil` when it runs the whole app.
    public internal(set) var runningAlone: RunningAlone? = nil

    /// Whether the app runs without some components (optional ones failed, or were skipped).
    public var isDegraded: Bool { entries.contains { !$0.didStart } }
    /// The names of the components that did not start.
    public var notStarted: [String] { entries.filter { !$0.didStart }.map(\.name) }
    /// Whether a budget was exceeded.
    public var isOverBudget: Bool { !budgetWarnings.isEmpty }

    /// The report's first line: how many components started, in how many waves, how long it
    /// took and whether that exceeded the budget. What the host logs: at `info` when the
    /// app runs degraded or over budget, at `debug` otherwise.
    var summary: String {
        let started = entries.filter(\.didStart).count
        let waves = (entries.map(\.wave).max() ?? -1) + 1
        return "Start-up: \(started) of \(entries.count) components started in \(waves) waves, \(Self.format(total))"
            + (budget.total.map { " (budget \(Self.format($0))\(total > $0 ? ": exceeded" : ""))" } ?? "")
    }

    /// A table of the waves, times and outcomes, then the degraded components and budget warnings.
    public var description: String {
        var lines = [summary]
        if let runningAlone { lines.append("\(runningAlone)") }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            let name = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let outcome: String = switch entry.outcome {
            case .started: "started"
            case .failed(let error): "failed\(entry.isOptional ? " (optional)" : ""): \(error)"
            case .skipped(let blocker): "skipped: depends on \(blocker), which did not start"
            case .notReached: "not started: the boot stopped first"
            }
            lines.append("  wave \(entry.wave)  \(name)  \(entry.didStart || entry.duration > .zero ? Self.format(entry.duration) : "—")  \(outcome)")
        }
        if isDegraded, !entries.contains(where: { if case .notReached = $0.outcome { true } else { false } }) {
            lines.append("Degraded: running without \(notStarted.joined(separator: ", ")).")
        }
        lines += budgetWarnings
        return lines.joined(separator: "\n")
    }

    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return milliseconds >= 10 ? "\(Int(milliseconds.rounded())) ms" : "\(Double(Int(milliseconds * 100)) / 100) ms"
    }
}

/// Time limits for the boot; exceeding one is reported in ``StartupReport/budgetWarnings``,
/// never enforced (nothing is cancelled).
public struct StartupBudget: Sendable, Hashable {
    /// The limit for the whole boot, if any.
    public var total: Duration?
    /// The limit for any one component's registration and start, if any.
    public var perComponent: Duration?

    /// Creates a budget; `nil` means no limit.
    public init(total: Duration? = nil, perComponent: Duration? = nil) {
        self.total = total
        self.perComponent = perComponent
    }

    /// No limits.
    public static let unlimited = StartupBudget()
}
