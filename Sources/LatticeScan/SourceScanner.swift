internal import Foundation
internal import LatticeCore
internal import LatticeGraph
internal import LatticeRouting
internal import SwiftParser
internal import SwiftSyntax

/// Reads a target's Swift sources with swift-syntax, one visitor pass per file, and
/// returns what they wire: components, registrations, resolves, routes, mediator targets,
/// component dependencies, imports and the problems found.
///
/// ```swift
/// let scan = SourceScanner.scan(target: "CartService", root: "/path/to/Shop", files: ["Sources/CartService/Cart.swift"])
/// scan.resolves.map(\.service.type)   // ["ShopDatabase", "EventLogging", …]
/// ```
public enum SourceScanner {
    /// The suffix of generated files, which the scan never reads (they would count twice).
    package static let generatedFileSuffix = "+LatticeWiring.swift"

    /// Scans one target.
    ///
    /// - Parameters:
    ///   - target: The target's name.
    ///   - root: The package root; locations are printed relative to it.
    ///   - files: The target's Swift files, absolute or relative to `root`. Generated
    ///     `…+LatticeWiring.swift` files are skipped.
    /// - Returns: The scan. A file that cannot be read or does not parse is a diagnostic,
    ///   and the other files are still read.
    public static func scan(target: String, root: String, files: [String]) -> ScannedTarget {
        var scanned = ScannedTarget(name: target)
        var scans: [FileScan] = []
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        let paths = files.filter { !$0.hasSuffix(generatedFileSuffix) }
            .map { path -> (absolute: String, shown: String) in
                var absolute = path
                if !path.hasPrefix("/") {
                    // Relative to the package root, else to the current directory.
                    let underRoot = rootURL.appendingPathComponent(path).path
                    absolute = FileManager.default.fileExists(atPath: underRoot) ? underRoot : URL(fileURLWithPath: path).standardizedFileURL.path
                }
                return (absolute, relative(absolute, to: rootURL.path))
            }
            .sorted { $0.shown < $1.shown }
        for (absolute, shown) in paths {
            scanned.files.append(shown)
            guard let data = FileManager.default.contents(atPath: absolute) else {
                var scan = FileScan()
                scan.diagnostics.append(ScanDiagnostic(
                    rule: "unreadableFile", severity: .error,
                    message: "'\(shown)' of target '\(target)' cannot be read. To fix, check that the file exists and is readable.",
                    location: FileLocation(file: shown, line: 1, column: 1)))
                scans.append(scan)
                continue
            }
            scans.append(scanFile(source: String(decoding: data, as: UTF8.self), file: shown))
        }
        assemble(&scanned, from: scans)
        return scanned
    }

    /// Scans one file's text, without assembling it into a target (for tests and tools).
    static func scanFile(source: String, file: String) -> FileScan {
        if let excess = BracketDepth.firstExcess(in: source) {
            var scan = FileScan()
            scan.diagnostics.append(ScanDiagnostic(
                rule: "unparsableFile", severity: .error,
                message: "'\(file)' nests '[' more than \(BracketDepth.limit) levels deep; the scan does not parse it (swift-syntax's parser takes time exponential in that depth), so nothing in it is read. To fix, split the nested literal or type into named parts.",
                location: FileLocation(file: file, line: excess.line, column: excess.column)))
            return scan
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let visitor = FileVisitor(file: file, converter: converter)
        if tree.hasError, let diagnostic = firstSyntaxError(tree, visitor: visitor) {
            visitor.result.diagnostics.append(diagnostic)
        }
        visitor.walk(tree)
        return visitor.result
    }

    /// Scans every Swift file below `Sources/<name>` (or the directory given) of each target.
    ///
    /// - Parameters:
    ///   - root: The package root.
    ///   - targets: The targets' names, in the order the scans are returned.
    ///   - sourceDirectories: A target's source directory relative to `root` when it is
    ///     not `Sources/<name>` (the `path:` of its manifest entry).
    /// - Returns: One scan per target, linked (`WiringLink.link(_:)`): services resolved
    ///   across the targets, routes given by a constant given its pattern.
    public static func scanPackage(root: String, targets: [String], sourceDirectories: [String: String] = [:]) -> [ScannedTarget] {
        // Absolute, so the files found are not read as relative to `root` a second time.
        let absoluteRoot = URL(fileURLWithPath: root).standardizedFileURL.path
        let scans = targets.map { name in
            scan(target: name, root: root, files: swiftFiles(in: sourceDirectory(of: name, path: sourceDirectories[name], root: absoluteRoot)))
        }
        return WiringLink.link(scans)
    }

    /// The absolute source directory of a target: its manifest `path` when it has one, else
    /// `Sources/<name>`, below `root`.
    package static func sourceDirectory(of name: String, path: String?, root: String) -> String {
        let absoluteRoot = URL(fileURLWithPath: root).standardizedFileURL.path
        return (absoluteRoot as NSString).appendingPathComponent(path ?? "Sources/\(name)")
    }

    /// Every `.swift` file below `directory`, sorted; empty when it does not exist.
    public static func swiftFiles(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append((directory as NSString).appendingPathComponent(path)) }
        }
        return files.sorted()
    }

    static func relative(_ path: String, to root: String) -> String {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : standard
    }

    /// The first missing or unexpected token, as a diagnostic.
    private static func firstSyntaxError(_ tree: SourceFileSyntax, visitor: FileVisitor) -> ScanDiagnostic? {
        for token in tree.tokens(viewMode: .all) {
            let problem: String
            if token.presence == .missing {
                let text = token.text
                problem = text.isEmpty ? "expected \(describe(token.tokenKind))" : "expected '\(text)'"
            } else if token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil {
                problem = "unexpected '\(token.text)'"
            } else {
                continue
            }
            return ScanDiagnostic(
                rule: "unparsableFile", severity: .error,
                message: "'\(visitor.file)' does not parse: \(problem). The scan read what it could of it. To fix, correct the syntax (the compiler reports the same error).",
                location: visitor.location(token))
        }
        return nil
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "a name"
        case .stringSegment: "a string"
        case .integerLiteral, .floatLiteral: "a number"
        default: "'\(kind)'"
        }
    }

    // MARK: Assembly

    /// The routes added through the target's route helpers (`func addPage(_ pattern: String,
    /// …) { router.add(pattern, …) }`): one per call that passes the pattern, as if the
    /// call added it; a helper no call of which passes one the scan can read is noted.
    static func readRouteHelperCalls(_ target: inout ScannedTarget, from scans: [FileScan], owner: (String?) -> String?) {
        var helpers: [String: RouteHelper] = [:]
        for scan in scans { helpers.merge(scan.routeHelpers) { first, _ in first } }
        guard !helpers.isEmpty else { return }
        var read: Set<String> = []
        for scan in scans {
            for call in scan.patternCalls {
                guard let helper = helpers[call.callee] else { continue }
                let argument = helper.label.map { label in call.arguments.first { $0.label == label } }
                    ?? (helper.position < call.arguments.count && call.arguments[helper.position].label == nil ? call.arguments[helper.position] : nil)
                guard let argument else { continue }
                var route = ScannedRoute(
                    pattern: argument.literal, expression: argument.literal == nil ? argument.text : nil, component: owner(call.component),
                    source: .call, conditions: call.conditions, location: call.location)
                // Each call is a route: a literal checked here, anything else given its pattern
                // by the link (a route constant) or noted by the whole-app check.
                read.insert(call.callee)
                if let pattern = argument.literal {
                    do {
                        route.method = try RouteShape(parsing: pattern, customTypes: nil).method
                    } catch {
                        target.diagnostics.append(ScanDiagnostic(rule: "invalidRoutePattern", severity: .error, message: error.explanation, location: call.location))
                        continue
                    }
                }
                target.routes.append(route)
            }
        }
        for (name, helper) in helpers.sorted(by: { $0.key < $1.key }) where !read.contains(name) {
            target.unreadPatterns.append(ScannedUnread(
                reason: "'\(name)' adds a route whose pattern is its parameter '\(helper.parameter)', and no call of it in '\(target.name)' passes one (calls from other targets are not read), so the routes it adds are not checked here. The router checks each one when the app adds it.",
                location: helper.location))
        }
    }

    /// Merges the files' findings and attributes each item to a component: the enclosing
    /// type when it is one (or is nested in one), else the target's only component.
    static func assemble(_ target: inout ScannedTarget, from scans: [FileScan]) {
        var types: [String: TypeFacts] = [:]
        var order: [String] = []
        for scan in scans {
            for (name, facts) in scan.types.sorted(by: { ($0.value.location?.line ?? 0) < ($1.value.location?.line ?? 0) }) {
                if types[name] == nil { order.append(name) }
                types[name, default: TypeFacts(name: name)].merge(facts)
            }
        }
        let components = order.compactMap { types[$0] }.filter(\.isComponent)
        let names = Set(components.map(\.name))
        target.components = components.map { facts in
            ScannedComponent(
                typeName: facts.name, name: facts.componentName, version: facts.version, layer: facts.layer, isAnnotated: facts.isAnnotated,
                isPublic: facts.isPublic, writesRegister: facts.writesRegister, declaredProvided: facts.declaredProvided,
                declaredRequired: facts.declaredRequired, location: facts.location ?? FileLocation(file: target.files.first ?? "", line: 1, column: 1))
                .with(unreadMembers: facts.unreadMembers)
        }
        .sorted { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }
        let only = components.count == 1 ? components[0].name : nil
        let marked = components.filter(\.isAnnotated)
        let annotationHome = marked.count == 1 ? marked[0].name : (marked.isEmpty ? only : nil)

        func owner(_ enclosing: String?) -> String? {
            guard var name = enclosing else { return only }
            while true {
                if names.contains(name) { return name }
                guard let dot = name.lastIndex(of: ".") else { return only }
                name = String(name[..<dot])
            }
        }

        var initResolves: [String: [ServiceReference]] = [:]
        for scan in scans { initResolves.merge(scan.initResolves) { $0 + $1 } }
        var pending: [PendingAction] = []
        for scan in scans {
            for var item in scan.registrations {
                item.component = item.source == .annotation ? annotationHome : owner(item.component)
                // An annotated type is made by its init(resolver:): what that resolves is the factory's.
                if item.source == .annotation, let type = item.implementation { item.resolves += initResolves[type] ?? [] }
                target.registrations.append(item)
            }
            for var item in scan.resolves {
                item.component = owner(item.component)
                target.resolves.append(item)
            }
            for var item in scan.routes {
                item.component = item.source == .annotation ? annotationHome : owner(item.component)
                if item.owner == nil, let component = item.component { item.owner = types[component]?.componentName }
                target.routes.append(item)
            }
            for var item in scan.mediatorTargets {
                item.component = item.source == .annotation ? annotationHome : owner(item.component)
                target.mediatorTargets.append(item)
            }
            for var item in scan.componentDependencies {
                item.component = owner(item.component)
                target.componentDependencies.append(item)
            }
            target.imports += scan.imports
            target.declarations += scan.declarations
            target.componentHosts += scan.componentHosts
            target.actionContracts += scan.actionContracts
            target.mediatorFallbacks += scan.mediatorFallbacks
            target.typedRoutes += scan.typedRoutes
            target.destinationRegistries += scan.destinationRegistries
            for var item in scan.destinations {
                item.component = owner(item.component)
                if item.owner == nil, let component = item.component { item.owner = types[component]?.componentName }
                target.destinations.append(item)
            }
            for var item in scan.mediatorCalls {
                item.component = owner(item.component)
                target.mediatorCalls.append(item)
            }
            target.diagnostics += scan.diagnostics
            pending += scan.actions
        }
        readRouteHelperCalls(&target, from: scans, owner: owner)
        for action in pending {
            if let index = target.mediatorTargets.firstIndex(where: { $0.source == .annotation && $0.implementation == action.typeName }) {
                target.mediatorTargets[index].actions.append(action.action)
            } else {
                target.diagnostics.append(ScanDiagnostic(
                    rule: "misusedAnnotation", severity: .error,
                    message: "@Action '\(action.action.name)' is in '\(action.typeName)', which is not marked @MediatorTarget; nothing registers it. To fix, mark '\(action.typeName)' @MediatorTarget(\"name\") or remove @Action.",
                    location: action.action.location))
            }
        }
        let annotated = !target.registrations.filter { $0.source == .annotation }.isEmpty
            || !target.routes.filter { $0.source == .annotation }.isEmpty
            || !target.mediatorTargets.filter { $0.source == .annotation }.isEmpty
        if annotated, annotationHome == nil {
            let first = target.registrations.first { $0.source == .annotation }?.location
                ?? target.routes.first { $0.source == .annotation }?.location
                ?? target.mediatorTargets.first { $0.source == .annotation }?.location
                ?? FileLocation(file: target.files.first ?? target.name, line: 1, column: 1)
            if components.isEmpty {
                target.diagnostics.append(ScanDiagnostic(
                    rule: "noComponent", severity: .error,
                    message: "Target '\(target.name)' has annotations but no component to register them. To fix, declare one (a type conforming to Component, marked @LatticeComponent).",
                    location: first))
            } else {
                let list = components.map { "'\($0.name)'" }.joined(separator: ", ")
                target.diagnostics.append(ScanDiagnostic(
                    rule: "ambiguousComponent", severity: .error,
                    message: "Target '\(target.name)' has annotations and \(components.count) components (\(list)), \(marked.isEmpty ? "none" : "\(marked.count)") marked @LatticeComponent; the scan cannot tell which one registers them. To fix, mark exactly one of them @LatticeComponent.",
                    location: first))
            }
        }
        if annotated, let home = annotationHome, let facts = types[home], facts.writesRegister, !facts.callsRegisterAnnotated {
            target.diagnostics.append(ScanDiagnostic(
                rule: "annotationsNotRegistered", severity: .warning,
                message: "'\(home)' writes register(in:) itself but never calls registerAnnotated(in:), so the target's annotations are not registered. To fix, call `try registerAnnotated(in: context)` in it.",
                location: facts.location ?? FileLocation(file: target.name, line: 1, column: 1)))
        }
        target.diagnostics.sort { ($0.location.file, $0.location.line, $0.location.column ?? 0) < ($1.location.file, $1.location.line, $1.location.column ?? 0) }
    }
}
