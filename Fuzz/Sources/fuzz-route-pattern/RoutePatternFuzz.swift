import FuzzSupport
import LatticeCore
import LatticeRouting

/// Route pattern parsing: any text is either a pattern or a typed `invalidPattern` error
/// naming it; `RouteShape` and `Router.add` agree; a pattern that parses builds a URL from
/// sample values, and that URL matches the route again with the same values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoutePattern(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let pattern = FuzzInput(data, size).text
    let shape: RouteShape
    do {
        shape = try RouteShape(parsing: pattern)
    } catch {
        Invariant.check(error.code == .invalidPattern, "a pattern that does not parse throws invalidPattern, not \(error.code)", input: pattern)
        Invariant.check(error.subject == pattern, "the error names the pattern (subject '\(error.subject)')", input: pattern)
        Invariant.check(!error.fix.isEmpty, "the error says how to fix it: \(error)", input: pattern)
        do {
            try Router().add(pattern) { _ in .handled }
            Invariant.fail("RouteShape refused the pattern (\(error)) but Router.add took it", input: pattern)
        } catch {}
        return 0
    }
    let router = Router()
    let id: RouteID
    do {
        id = try router.add(pattern) { _ in .handled }
    } catch {
        Invariant.fail("RouteShape parsed the pattern but Router.add refused it: \(error)", input: pattern)
    }
    var values: [String: String] = [:]
    for parameter in shape.parameters {
        values[parameter.name] = parameter.isWildcard ? "a/b" : sample(parameter.type)
    }
    let url: String
    do {
        url = try RouteURL.build(pattern, values: values)
    } catch {
        Invariant.fail("a parsed pattern builds a URL from valid values, but: \(error)", input: pattern)
    }
    guard let match = router.match(url, method: shape.method) else {
        Invariant.fail("the URL built from the pattern, '\(url)', does not match it", input: pattern)
    }
    Invariant.check(match.route.id == id, "'\(url)' matches '\(match.route.pattern)', not the pattern it was built from", input: pattern)
    for parameter in shape.parameters where !parameter.isOptional {
        let expected = values[parameter.name]
        let got = parameter.isWildcard ? match.segments(parameter.name)?.joined(separator: "/") : match[parameter.name]
        Invariant.check(
            got == expected, "'\(url)' gives \(parameter.name) = \(String(describing: got)), built with \(String(describing: expected))",
            input: pattern)
    }
    return 0
}

/// A valid value of a built-in parameter type.
private func sample(_ type: String) -> String {
    switch type {
    case "int", "uint": "7"
    case "double": "1.5"
    case "bool": "true"
    case "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    default: "v"
    }
}
