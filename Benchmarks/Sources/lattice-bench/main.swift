import Foundation

// lattice-bench [--json FILE] [--quick]
// Runs every case in interleaved rounds and prints a table; --json writes
// {"cases": {"NAME": {"ns": X}}} (or "ops_per_s" / "bytes_per_route").
var arguments = Array(CommandLine.arguments.dropFirst())
var jsonPath: String?
var quick = false
var filter: String?
var iterationsOverride: Int?
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--json":
        guard let path = arguments.first else {
            FileHandle.standardError.write(Data("--json needs a file path, e.g. --json bench.json\n".utf8))
            exit(2)
        }
        jsonPath = path
        arguments.removeFirst()
    case "--quick":
        quick = true
    case "--filter":
        filter = arguments.first
        arguments.removeFirst()
    case "--iterations":
        iterationsOverride = arguments.first.flatMap(Int.init)
        arguments.removeFirst()
    case "--help", "-h":
        print("usage: lattice-bench [--json FILE] [--quick] [--filter NAME|PREFIX*[,…]] [--iterations N]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown argument '\(argument)'; usage: lattice-bench [--json FILE] [--quick]\n".utf8))
        exit(2)
    }
}

if let root = ProcessInfo.processInfo.environment["LATTICE_BENCH_SCAN_PACKAGE"] {
    scanRealPackage(root)
    exit(0)
}
let iterations = iterationsOverride ?? (quick ? 2_000 : 400_000)
var suite = Suite(rounds: quick ? 1 : 9)
floorCases(into: &suite, iterations: iterations)
servicesCases(into: &suite, iterations: iterations)
dependenciesCases(into: &suite, iterations: iterations)
routingCases(into: &suite)
typedRouteCases(into: &suite, iterations: iterations)
mediatorCases(into: &suite, iterations: iterations)
navigationCases(into: &suite, iterations: iterations)
coldLinkCases(into: &suite, iterations: iterations)
componentsCases(into: &suite, quick: quick)
// --filter NAME keeps one case; --filter 'PREFIX*' keeps every case whose name starts with
// PREFIX; several, comma-separated, keep the cases any of them keeps.
let patterns = filter.map { $0.split(separator: ",").map(String.init) }
let kept = { (name: String) -> Bool in
    guard let patterns else { return true }
    return patterns.contains { pattern in
        pattern.hasSuffix("*") ? name.hasPrefix(String(pattern.dropLast())) : name == pattern
    }
}
// The scan cases write their files first: only when the filter keeps them. 1,000 files in
// 100 targets, and an app of 300 feature targets of 5 files.
var scanRoots: [String] = []
for (label, targets, files) in [("1000files", 100, 10), ("300targets", 300, 5)] where kept("lattice.scan.\(label)") || kept("swiftc.parse.\(label)") {
    scanRoots.append(scanCases(into: &suite, label: label, targets: targets, filesPerTarget: files))
}
appCases(into: &suite)
suite.cases.removeAll { !kept($0.name) }
let results = suite.run()
let width = results.map(\.0.count).max() ?? 10
print("case".padding(toLength: width, withPad: " ", startingAt: 0) + "  figure")
for (name, figure) in results {
    print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + figure.text)
}
let figures = Dictionary(results.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
for label in ["1000files", "300targets"] {
    if case .nanoseconds(let scan)? = figures["lattice.scan.\(label)"], case .nanoseconds(let parse)? = figures["swiftc.parse.\(label)"] {
        print(String(format: "scan + check / swiftc -frontend -parse, %@: %.2f× (limit: 3×)", label, scan / parse))
    }
}
// The routing ratios issue #14 sets limits on, from this run's figures (a ratio whose two
// cases did not both run is left out).
/// The figures of two cases, when both ran.
func both(_ first: String, _ second: String) -> (Double, Double)? {
    guard let one = figures[first]?.value, let other = figures[second]?.value else { return nil }
    return (one, other)
}
func ratio(_ label: String, _ numerator: String, _ denominator: String, limit: String = "") {
    guard case let (top, bottom)? = both(numerator, denominator), bottom > 0 else { return }
    print(String(format: "%@: %.2f× (%@ / %@)%@", label, top / bottom, numerator, denominator, limit.isEmpty ? "" : " (limit: \(limit))"))
}
ratio("plan10 / open, GitHub", "lattice.navigation.plan10", "lattice.router.open.github203", limit: "1×")
ratio("coldlink4 / open, GitHub", "lattice.navigation.coldlink4", "lattice.router.open.github203", limit: "5×")
ratio("plan10 to a target of new entries / open, GitHub", "lattice.navigation.plan10.fresh", "lattice.router.open.github203")
ratio("typed open / the same URL opened as a string", "lattice.router.open.typed", "lattice.router.open.typed.string")
ratio("open / match, GitHub", "lattice.router.open.github203", "lattice.router.github203", limit: "1.2×")
ratio("open from no actor / match, GitHub", "lattice.router.open.github203.nonisolated", "lattice.router.github203")
ratio("open / match, synthetic", "lattice.router.open.synthetic10k", "lattice.router.synthetic10k", limit: "1.2×")
ratio("open from no actor / match, synthetic", "lattice.router.open.synthetic10k.nonisolated", "lattice.router.synthetic10k")
// What `open` adds to a match, in nanoseconds: the ratio's limit moves with the match
// (1 + difference / match), this does not.
func difference(_ label: String, _ minuend: String, _ subtrahend: String) {
    guard case let (top, bottom)? = both(minuend, subtrahend) else { return }
    print(String(format: "%@: %.1f ns (%@ - %@)", label, top - bottom, minuend, subtrahend))
}
difference("open - match, GitHub", "lattice.router.open.github203", "lattice.router.github203")
difference("open from no actor - match, GitHub", "lattice.router.open.github203.nonisolated", "lattice.router.github203")
difference("open - match, synthetic", "lattice.router.open.synthetic10k", "lattice.router.synthetic10k")
difference("open from no actor - match, synthetic", "lattice.router.open.synthetic10k.nonisolated", "lattice.router.synthetic10k")
ratio("open reading every path parameter / open, GitHub", "lattice.router.open.github203.parameters", "lattice.router.open.github203")
ratio("open with an attachment / open, GitHub", "lattice.router.open.github203.attachment", "lattice.router.open.github203")
ratio("open through an interceptor / open, GitHub", "lattice.router.open.github203.intercepted", "lattice.router.open.github203")
ratio("miss from outside / hit from the app", "lattice.router.open.miss", "lattice.router.open.github203", limit: "2×")
ratio("miss from outside / hit from outside (like for like)", "lattice.router.open.miss", "lattice.router.open.github203.outside", limit: "2×")
ratio("wide / GitHub match", "lattice.router.wide10k", "lattice.router.github203", limit: "1.3×")
for set in ["github203", "synthetic10k", "wide10k"] {
    ratio("RoutingKit / Lattice match, \(set)", "routingkit.\(set)", "lattice.router.\(set)", limit: "at least 20×")
    ratio("Hummingbird trie lookup / Lattice match, \(set)", "hummingbird.trie.\(set)", "lattice.router.\(set)", limit: "above 1×")
    ratio("Hummingbird respond / Lattice open, \(set)", "hummingbird.\(set)", "lattice.router.open.\(set)")
}
for (name, _, _) in appInputs.dropLast() {
    if case .nanoseconds(let value)? = figures[name] { print(String(format: "%@: %.1f ms (issue #34's limit: 100 ms)", name, value / 1e6)) }
    ratio("\(name) / the package baseline", name, "lattice.check.dump-package.swiftpm")
}
for root in scanRoots { try? FileManager.default.removeItem(atPath: root) }
if let jsonPath {
    var cases: [String: [String: Double]] = [:]
    for (name, figure) in results { cases[name] = figure.json }
    let data = try JSONSerialization.data(withJSONObject: ["cases": cases], options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath))
    print("wrote \(jsonPath)")
}
