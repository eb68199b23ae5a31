public import LatticeRouting
internal import LatticeCore

extension DestinationRegistry {
    /// Every problem of the declarations, at once, each once:
    ///
    /// - a home tab the app lacks;
    /// - a parent chain that does not end: a parent no destination declares, parents in a
    ///   cycle, a parent with a parameter its child lacks, a parent whose URL the child's
    ///   values cannot build (``NavigationError/Code/parentURLInvalid``);
    /// - a destination whose URL does not come back to it: its URL, built from sample
    ///   values of its parameters' types, matched through the registry's router, reaches
    ///   another destination or none (``NavigationError/Code/urlMismatch``); and so must
    ///   the URL a link to it builds for each parent of its chain.
    ///
    /// Empty when every declaration works. A destination with a parameter of a custom
    /// type (`Router.Configuration.parameterTypes`) is not matched again: no value of
    /// such a type can be made up that its validation surely takes.
    ///
    /// ``check(against:except:)`` also checks the app's router.
    public func check() -> [NavigationError] {
        let (order, byPattern) = table.withLock { ($0.order, $0.byPattern) }
        var problems: [NavigationError] = []
        func report(_ problem: NavigationError) {
            if !problems.contains(problem) { problems.append(problem) }
        }
        // The declarations. `broken` collects the destinations a problem is reported for,
        // whose chains are then not built again below.
        var broken: Set<String> = []
        var reported: Set<Set<String>> = []
        for pattern in order {
            guard let destination = byPattern[pattern] else { continue }
            if let tab = destination.tab, !tabs.contains(tab) {
                report(.unknownTab(tab, destination: pattern, known: tabs, fileID: destination.fileID, line: destination.line))
            }
            guard let parentPattern = destination.parent else { continue }
            guard let parent = byPattern[parentPattern] else {
                report(.unknownParent(parentPattern, of: pattern, fileID: destination.fileID, line: destination.line))
                broken.insert(pattern)
                continue
            }
            do throws(NavigationError) {
                _ = try Self.parentValues(parent, Self.preparedURL(of: parent).parameters, of: destination, from: Self.placeholders(destination))
            } catch {
                report(error)
                broken.insert(pattern)
            }
            // Walk up; a pattern met twice closes a cycle.
            var path = [pattern]
            var next = destination.parent
            while let step = next, let declared = byPattern[step] {
                if let start = path.firstIndex(of: step) {
                    let cycle = Array(path[start...])
                    broken.formUnion(cycle)
                    if start == 0, reported.insert(Set(cycle)).inserted {
                        report(.parentCycle(cycle + [step], fileID: destination.fileID, line: destination.line))
                    }
                    break
                }
                path.append(step)
                next = declared.parent
            }
        }
        // The URLs: each destination's own, matched again, then the chain a link to it
        // builds, whose parents' URLs must come back to the parents.
        let parameters = routeParameters()
        var urls: [String: String] = [:]
        for pattern in order {
            guard let destination = byPattern[pattern], let routeParameters = parameters[pattern] else { continue }
            if let url = roundTrip(destination, parameters: routeParameters, report: report) {
                urls[pattern] = url
            } else {
                broken.insert(pattern)
            }
        }
        for pattern in order {
            guard let destination = byPattern[pattern], let url = urls[pattern],
                  !chainPatterns(from: pattern, byPattern).contains(where: { broken.contains($0) }) else { continue }
            do {
                for parent in try chain(for: url, fileID: destination.fileID, line: destination.line).entries.dropLast() {
                    let reached = try? entry(for: parent.url)
                    guard reached?.pattern != parent.pattern else { continue }
                    report(.urlMismatch(
                        pattern, url: parent.url, reached: reached?.pattern, parent: parent.pattern,
                        fileID: destination.fileID, line: destination.line))
                }
            } catch {
                report(error)
            }
        }
        return problems
    }

    /// `pattern` and its parents up the chain, each once (a cycle is walked once).
    private func chainPatterns(from pattern: String, _ byPattern: [String: Destination]) -> [String] {
        var patterns = [pattern]
        var next = byPattern[pattern]?.parent
        while let step = next, !patterns.contains(step) {
            patterns.append(step)
            next = byPattern[step]?.parent
        }
        return patterns
    }

    /// What ``check()`` reports, and every route of `router` (the app's) that links from
    /// outside the app may open (`Exposure.external`) with no destination declared for
    /// its pattern (``NavigationError/Code/missingDestination``, at the route's
    /// registration): a link to it could not build a navigation state.
    ///
    /// - Parameters:
    ///   - router: The app's router, whose routes components added.
    ///   - except: Patterns of exposed routes that show no screen (an action a link
    ///     triggers), written as they were added.
    public func check(against router: Router, except: Set<String> = []) -> [NavigationError] {
        var problems = check()
        let declared = Set(table.withLock { $0.order }.map(Self.normalized))
        let skipped = Set(except.map(Self.normalized))
        for route in router.routes where route.exposure == .external {
            let pattern = Self.normalized(route.pattern)
            guard !declared.contains(pattern), !skipped.contains(pattern) else { continue }
            // What a link to it reaches now, if anything, to say in the message.
            let reached = Self.sampleValues(route.parameters, variant: 0)
                .flatMap { try? RouteURL.build(route.pattern, values: $0) }
                .flatMap { try? entry(for: $0).pattern }
            problems.append(.missingDestination(
                route.pattern, owner: route.owner, reached: reached, fileID: route.fileID, line: route.line))
        }
        return problems
    }

    /// The parameters of each destination's route, by pattern, typed as the registry's
    /// router reads them.
    private func routeParameters() -> [String: [RouteParameter]] {
        let byRoute = table.withLock { $0.byRoute }
        var parameters: [String: [RouteParameter]] = [:]
        for route in matcher.routes {
            if let pattern = byRoute[route.id] { parameters[pattern] = route.parameters }
        }
        return parameters
    }

    /// Matches the URL of `destination` built from sample values again: the URL when it
    /// reaches `destination` (with one sample set or the other, so that a sibling that
    /// takes one sample is no false alarm); otherwise reports what the first reached and
    /// returns `nil`. `nil` too for a parameter of a custom type.
    private func roundTrip(
        _ destination: Destination, parameters: [RouteParameter], report: (NavigationError) -> Void
    ) -> String? {
        var first: (url: String, reached: String?)?
        for variant in 0..<2 {
            guard let values = Self.sampleValues(parameters, variant: variant) else { return nil }
            let url: String
            do {
                url = try RouteURL.build(destination.pattern, values: values, fileID: destination.fileID, line: destination.line)
            } catch {
                report(.invalidPattern(
                    destination.pattern, reason: error.message, fix: error.fix, fileID: destination.fileID, line: destination.line))
                return nil
            }
            let reached = matcher.match(url).flatMap { match in table.withLock { $0.byRoute[match.route.id] } }
            if reached == destination.pattern { return url }
            first = first ?? (url, reached)
        }
        if let first {
            report(.urlMismatch(destination.pattern, url: first.url, reached: first.reached, fileID: destination.fileID, line: destination.line))
        }
        return nil
    }

    /// A value of each parameter's type, by name (two sets, `variant` 0 and 1); `nil`
    /// when a parameter has a custom type.
    static func sampleValues(_ parameters: [RouteParameter], variant: Int) -> [String: String]? {
        var values: [String: String] = [:]
        for parameter in parameters {
            let samples: [String]
            if parameter.isWildcard {
                samples = ["sample", "sample/path"]
            } else {
                switch parameter.type {
                // A uint sibling takes "1" before an int route does; it does not take "-1".
                case "int": samples = ["1", "-1"]
                case "uint": samples = ["1", "2"]
                case "double": samples = ["1.5", "-2.5"]
                case "bool": samples = ["true", "false"]
                case "uuid": samples = ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "0B8C6C2E-5E0A-4B8A-9D1E-7A6F3C2B1D00"]
                case "string", "": samples = ["sample", "sample-2"]
                default: return nil
                }
            }
            values[parameter.name] = samples[variant % samples.count]
        }
        return values
    }

    /// A pattern without its method, as the router keeps it, or as written when it does not parse.
    static func normalized(_ pattern: String) -> String {
        (try? RouteShape(parsing: pattern, customTypes: nil).pattern) ?? pattern
    }

    /// A value for each of `destination`'s parameters, to check a parent's against.
    static func placeholders(_ destination: Destination) -> [String: String] {
        let shape = try? RouteShape(parsing: destination.pattern, customTypes: nil)
        return Dictionary((shape?.parameters ?? []).map { ($0.name, "") }, uniquingKeysWith: { first, _ in first })
    }
}
