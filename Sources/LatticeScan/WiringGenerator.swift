internal import LatticeGraph

/// Writes the one generated file of a target, `<Target>+LatticeWiring.swift`: an extension
/// of its component that registers everything the sources annotate (by calling the
/// helpers the macros generate) and, when the component does not declare them, the
/// provided and required services derived from the code.
///
/// ```swift
/// let scan = SourceScanner.scan(target: "CartService", root: root, files: files)
/// switch WiringGenerator.generate(scan) {
/// case .file(let text): try text.write(toFile: path, atomically: true, encoding: .utf8)
/// case .nothing: break            // no annotation, every component declares its lists
/// case .failed(let diagnostics):  // annotations but no component, or two components and none marked
///     diagnostics.forEach { print($0) }
/// }
/// ```
public enum WiringGenerator {
    /// What a generation gives.
    public enum Output: Sendable, Hashable {
        /// The generated file's text.
        case file(String)
        /// Nothing to generate: the target annotates nothing and every component declares
        /// its service lists.
        case nothing
        /// The annotations cannot be placed; the errors say why and how to fix it.
        case failed([ScanDiagnostic])
    }

    /// The generated file's name for `target`.
    public static func fileName(for target: String) -> String { "\(target)+LatticeWiring.swift" }

    /// The generated text for `target`, `nil` when there is nothing to generate or the
    /// annotations cannot be placed (see ``generate(_:command:)`` for the errors).
    public static func text(for target: ScannedTarget, command: String? = nil) -> String? {
        if case .file(let text) = generate(target, command: command) { return text }
        return nil
    }

    /// Generates the file for `target`.
    ///
    /// - Parameters:
    ///   - target: The scan.
    ///   - command: The command that regenerates the file, written in its header
    ///     (default: `lattice scan --target <name>`).
    public static func generate(_ target: ScannedTarget, command: String? = nil) -> Output {
        let placement = target.diagnostics.filter { $0.rule == "noComponent" || $0.rule == "ambiguousComponent" }
        if !placement.isEmpty { return .failed(placement) }
        let annotatedRegistrations = target.registrations.filter { $0.source == .annotation }
        let annotatedRoutes = target.routes.filter { $0.source == .annotation && $0.handler != nil && $0.pattern != nil }
        let annotatedTargets = target.mediatorTargets.filter { $0.source == .annotation && $0.implementation != nil }
        let home = (annotatedRegistrations.first?.component ?? annotatedRoutes.first?.component ?? annotatedTargets.first?.component)
        let hasAnnotations = !(annotatedRegistrations.isEmpty && annotatedRoutes.isEmpty && annotatedTargets.isEmpty)
        let lacking = target.components.filter { $0.declaredProvided == nil || $0.declaredRequired == nil }
        guard hasAnnotations || !lacking.isEmpty else { return .nothing }

        var out = header(target, command: command)
        // `public import` only when a generated member is public (a public component's lists or register(in:)).
        let anyPublic = target.components.contains { component in
            component.isPublic
                && (component.declaredProvided == nil || component.declaredRequired == nil
                    || (hasAnnotations && component.typeName == home && !component.writesRegister))
        }
        out += anyPublic ? "public import LatticeComponents\n" : "import LatticeComponents\n"
        out += imports(target, annotated: hasAnnotations, routes: !annotatedRoutes.isEmpty)
        for component in target.components {
            let isHome = hasAnnotations && component.typeName == home
            let needsProvided = component.declaredProvided == nil
            let needsRequired = component.declaredRequired == nil
            guard isHome || needsProvided || needsRequired else { continue }
            let access = component.isPublic ? "public " : ""
            var members: [String] = []
            if isHome {
                var body: [String] = []
                for item in annotatedRegistrations { body += wrapped(item.conditions, registration(item)) }
                for item in annotatedRoutes { body += wrapped(item.conditions, route(item)) }
                for item in annotatedTargets { body += wrapped(item.conditions, mediator(item)) }
                members.append("""
                        /// Registers what \(target.name)'s sources annotate (\(summary(annotatedRegistrations.count, annotatedRoutes.count, annotatedTargets.count))).
                        func registerAnnotated(in context: ComponentContext) throws {
                    \(body.map { "        " + $0 }.joined(separator: "\n"))
                        }
                    """)
            }
            if needsProvided {
                let provided = providedServices(of: component.typeName, in: target)
                members.append("""
                        /// The services \(component.typeName) registers, read from its code by `lattice scan`.
                        \(access)var providedServices: [ServiceKeyDescriptor] { \(list(provided)) }
                    """)
            }
            if needsRequired {
                let required = requiredServices(of: component.typeName, in: target)
                members.append("""
                        /// The services \(component.typeName)'s code resolves and does not provide, read by `lattice scan`.
                        \(access)var requiredServices: [ServiceKeyDescriptor] { \(list(required)) }
                    """)
            }
            if isHome && !component.writesRegister {
                members.append("""
                        /// Registers the annotated wiring (the component writes no register(in:) of its own).
                        \(access)func register(in context: ComponentContext) throws { try registerAnnotated(in: context) }
                    """)
            }
            out += "\nextension \(component.typeName) {\n" + members.joined(separator: "\n\n") + "\n}\n"
        }
        return .file(out)
    }

    /// The file written when there is nothing to generate (a build plugin must still
    /// produce the file it declared): the header and a line saying so.
    public static func placeholder(for target: String, command: String? = nil) -> String {
        header(ScannedTarget(name: target), command: command)
            + "// Nothing to register: \(target) annotates nothing and its components declare their service lists.\n"
    }

    // MARK: Pieces

    private static func header(_ target: ScannedTarget, command: String?) -> String {
        let command = command ?? "lattice scan --target \(target.name)"
        return """
            // Generated by `lattice scan` from the sources of \(target.name). Do not edit: changes are
            // lost when it is generated again. Change the annotations in the sources instead.
            // Regenerate with: \(command)


            """
    }

    /// Every module the target's files import: the derived service lists name types from
    /// any file, not only the annotated ones.
    /// A route's `exposure: .external` is LatticeCore's `Exposure`: where
    /// `MemberImportVisibility` is on, its cases are visible only in a file that imports
    /// LatticeCore (or `Lattice`, which re-exports it), so a file with routes imports it.
    private static func imports(_ target: ScannedTarget, annotated: Bool, routes: Bool) -> String {
        var seen: Set<String> = ["LatticeComponents", "LatticeAnnotations", target.name]
        var lines: [String] = []
        for item in target.imports where seen.insert(item.module).inserted {
            let statement = plainImport(item.statement)
            lines += wrapped(item.conditions, statement)
        }
        if routes, !seen.contains("LatticeCore"), !seen.contains("Lattice") { lines.insert("import LatticeCore", at: 0) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `public import X` → `import X`: the generated file needs the names, not re-export.
    private static func plainImport(_ statement: String) -> String {
        for prefix in ["public ", "package ", "internal ", "fileprivate ", "private "] where statement.hasPrefix(prefix) {
            return String(statement.dropFirst(prefix.count))
        }
        return statement
    }

    private static func wrapped(_ conditions: [String], _ line: String) -> [String] {
        guard !conditions.isEmpty else { return [line] }
        let condition = conditions.count == 1 ? conditions[0] : conditions.map { "(\($0))" }.joined(separator: " && ")
        return ["#if \(condition)", line, "#endif"]
    }

    private static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// `latticeMake_CartCounting_badge`: the member `@Provides` generates.
    public static func factoryName(service: ServiceReference) -> String {
        "latticeMake_" + identifier(service.type) + (service.name.map { "_" + identifier($0) } ?? "")
    }

    /// Every character that cannot be in an identifier replaced by `_`.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    private static func registration(_ item: ScannedRegistration) -> String {
        let implementation = item.implementation ?? "_"
        let factory = "\(implementation).\(factoryName(service: item.service))"
        let name = item.service.name.map { ", name: \(literal($0))" } ?? ""
        if !item.argumentTypes.isEmpty {
            return "try context.services.register(\(item.service.spelling).self\(name), component: name, factory: \(factory))"
        }
        let scope = item.scope == "transient" ? "" : ", scope: .\(item.scope)"
        // The factory has the annotated type's isolation, which the sources may not say (an
        // app target can make every type main-actor by default): passed twice, the
        // registration reads it.
        return "try context.register(\(item.service.spelling).self\(name)\(scope), annotated: \(factory), \(factory))"
    }

    private static func route(_ item: ScannedRoute) -> String {
        var arguments = [literal(item.pattern ?? "")]
        if let method = item.method, !(item.pattern ?? "").hasPrefix(method + " ") { arguments.append("method: \(literal(method))") }
        if let summary = item.summary { arguments.append("summary: \(literal(summary))") }
        arguments.append("owner: " + (item.owner.map(literal) ?? "name"))
        arguments.append("exposure: .\(item.exposed ? "external" : "app")")
        // A synchronous handler has the annotated type's isolation, which the sources may not
        // say: passed twice, the router reads it. An asynchronous one runs wherever it is isolated.
        let handler = item.handler ?? ""
        arguments.append(item.handlerIsAsync == true ? "handler: \(handler)" : "annotated: \(handler), \(handler)")
        return "try context.router.add(\(arguments.joined(separator: ", ")))"
    }

    private static func mediator(_ item: ScannedMediatorTarget) -> String {
        let type = item.implementation ?? ""
        let lifetime = item.lifetime.map { ", lifetime: .\($0)" } ?? ""
        // `latticeMakeTarget` has the annotated type's isolation: passed twice, the context reads it.
        return "try context.registerTarget(\(literal(item.name))\(lifetime), annotated: \(type).latticeMakeTarget, \(type).latticeMakeTarget) { \(type).latticeActions(&$0) }"
    }

    private static func summary(_ services: Int, _ routes: Int, _ targets: Int) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return [count(services, "service"), count(routes, "route"), count(targets, "mediator target")].joined(separator: ", ")
    }

    private static func list(_ references: [ServiceReference]) -> String {
        "[" + references.map { reference in
            "ServiceKeyDescriptor(\(reference.spelling).self" + nameArgument(reference) + ")"
        }.joined(separator: ", ") + "]"
    }

    /// `, name: "disk"`; `, name: Names.disk` for a qualified constant (it reads the same
    /// from the generated extension); empty otherwise.
    private static func nameArgument(_ reference: ServiceReference) -> String {
        if let name = reference.name { return ", name: \(literal(name))" }
        if let expression = reference.nameExpression, expression.contains(".") { return ", name: \(expression)" }
        return ""
    }

    private struct Key: Hashable, Comparable {
        var type: String
        var name: String
        static func < (a: Key, b: Key) -> Bool { (a.type, a.name) < (b.type, b.name) }
    }

    /// The services a component registers (annotated or by hand), sorted, once each.
    public static func providedServices(of component: String, in target: ScannedTarget) -> [ServiceReference] {
        unique(target.registrations.filter { $0.component == component }.map(\.service))
    }

    private static func key(_ reference: ServiceReference) -> Key {
        Key(type: reference.type, name: reference.name ?? reference.nameExpression.map { "=" + $0 } ?? "")
    }

    /// The services a component's code resolves (required, not optional), minus those it provides.
    public static func requiredServices(of component: String, in target: ScannedTarget) -> [ServiceReference] {
        let provided = Set(providedServices(of: component, in: target).map(key))
        return unique(target.resolves.filter { $0.component == component && $0.kind == .required }.map(\.service))
            .filter { !provided.contains(key($0)) }
    }

    private static func unique(_ references: [ServiceReference]) -> [ServiceReference] {
        var seen: [Key: ServiceReference] = [:]
        // A service whose type is only inferred cannot be listed.
        for reference in references where reference.isTypeWritten {
            let key = Self.key(reference)
            if seen[key] == nil { seen[key] = reference }
        }
        return seen.keys.sorted().compactMap { seen[$0] }
    }
}
