import Foundation
import Logging

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A figure for one case.
enum Figure {
    case nanoseconds(Double)
    case opsPerSecond(Double)
    case bytesPerRoute(Double)

    var json: [String: Double] {
        switch self {
        case .nanoseconds(let value): ["ns": value]
        case .opsPerSecond(let value): ["ops_per_s": value]
        case .bytesPerRoute(let value): ["bytes_per_route": value]
        }
    }

    /// The number itself, whatever its unit.
    var value: Double {
        switch self {
        case .nanoseconds(let value), .opsPerSecond(let value), .bytesPerRoute(let value): value
        }
    }

    var text: String {
        switch self {
        case .nanoseconds(let value): value >= 100_000 ? String(format: "%.2f ms", value / 1e6) : String(format: "%.1f ns", value)
        case .opsPerSecond(let value): String(format: "%.2f M ops/s", value / 1e6)
        case .bytesPerRoute(let value): String(format: "%.0f B/route", value)
        }
    }
}

/// Measures cases in interleaved rounds: every case runs once per round, so the drift of
/// a noisy machine hits all of them alike; each figure is the median of its rounds.
struct Suite {
    struct Case {
        let name: String
        let measure: () -> Double
        let unit: (Double) -> Figure
    }

    var cases: [Case] = []
    let rounds: Int

    /// A case timed as ns per operation: `body(n)` performs `n` operations.
    ///
    /// An eighth of the operations run untimed first, so that a case's figure is its
    /// steady state and not the cost of bringing its data back into the caches the
    /// previous case of the round used (which matters for large tables).
    mutating func time(_ name: String, operations: Int, _ body: @escaping (Int) -> Void) {
        cases.append(Case(name: name, measure: {
            body(max(1, operations / 8))
            let start = DispatchTime.now().uptimeNanoseconds
            body(operations)
            let end = DispatchTime.now().uptimeNanoseconds
            return Double(end - start) / Double(operations)
        }, unit: Figure.nanoseconds))
    }

    /// A case timed as ns per operation, whose operations each need something made
    /// first that is not what the case measures (a navigator for a link from a cold start):
    /// `prepare(n)` makes it for `n` operations, untimed, and `body` performs them, timed;
    /// what `prepare` made is let go after the timing ends.
    mutating func time<Prepared>(
        _ name: String, operations: Int, prepare: @escaping (Int) -> Prepared, _ body: @escaping (Prepared) -> Void
    ) {
        cases.append(Case(name: name, measure: {
            body(prepare(max(1, operations / 8)))
            let prepared = prepare(operations)
            let start = DispatchTime.now().uptimeNanoseconds
            body(prepared)
            let end = DispatchTime.now().uptimeNanoseconds
            withExtendedLifetime(prepared) {}
            return Double(end - start) / Double(operations)
        }, unit: Figure.nanoseconds))
    }

    /// A case measured as total operations per second across `threads` threads.
    ///
    /// Each thread runs 8 × `operations`, so that starting and joining the threads stays
    /// small beside the work.
    mutating func throughput(_ name: String, threads: Int, operations: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let operations = operations * 8
        cases.append(Case(name: name, measure: {
            let group = DispatchGroup()
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<threads {
                group.enter()
                Thread { body(operations); group.leave() }.start()
            }
            group.wait()
            let end = DispatchTime.now().uptimeNanoseconds
            return Double(threads * operations) / (Double(end - start) / 1e9)
        }, unit: Figure.opsPerSecond))
    }

    /// A figure computed once (memory), not timed.
    mutating func fixed(_ name: String, _ figure: Figure) {
        cases.append(Case(name: name, measure: {
            switch figure {
            case .nanoseconds(let v), .opsPerSecond(let v), .bytesPerRoute(let v): v
            }
        }, unit: { _ in figure }))
    }

    func run() -> [(String, Figure)] {
        for item in cases { _ = item.measure() } // warm-up
        var samples = [[Double]](repeating: [], count: cases.count)
        for _ in 0..<rounds {
            for (index, item) in cases.enumerated() { samples[index].append(item.measure()) }
        }
        return cases.enumerated().map { index, item in
            let sorted = samples[index].sorted()
            return (item.name, item.unit(sorted[sorted.count / 2]))
        }
    }
}

/// Stops the run when a peer and Lattice disagree on what the benchmark does.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data("correctness check failed: \(message())\n".utf8))
        exit(1)
    }
}

/// A log handler that builds every message at `.info` and above, as an app's would, and
/// writes it nowhere: a case then counts the router's logging work but not a backend's
/// output (and the run's stderr is not flooded by a line per miss).
struct DiscardingLogHandler: LogHandler {
    var logLevel: Logging.Logger.Level = .info
    var metadata: Logging.Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(
        level: Logging.Logger.Level, message: Logging.Logger.Message, metadata: Logging.Logger.Metadata?,
        source: String, file: String, function: String, line: UInt
    ) {
        blackHole(message.description)
    }
}
