internal import LatticeCore
internal import LatticeGraph
internal import LatticeRouting
internal import SwiftParser
internal import SwiftSyntax

/// One pass over one file's syntax tree: annotations, hand-written wiring calls, the
/// members of components, imports, `#if` conditions. No regular expressions; every check
/// starts from a cheap look at a token's text.
final class FileVisitor: SyntaxVisitor {
    /// The annotation attributes the scan reads.
    static let annotationNames: Set<String> = ["Provides", "Route", "RoutePath", "MediatorTarget", "Action", "LatticeComponent"]

    private enum Scope {
        case type(String)
        case code
    }

    private struct OpenRoute {
        var id: SyntaxIdentifier
        var index: Int
        var requestNames: Set<String>
        var queries: [String]
    }

    let file: String
    let converter: SourceLocationConverter
    var result = FileScan()

    private var scopes: [Scope] = []
    private var conditions: [String] = []
    private var openRegistrations: [(id: SyntaxIdentifier, index: Int)] = []
    private var openRoutes: [OpenRoute] = []
    /// For each enclosing initializer, its type when it is an `init(resolver:)` (what an
    /// annotated type's generated factory calls), innermost last.
    private var resolverInitializers: [String?] = []
    /// The parameter names of each enclosing function, innermost last.
    private var functionParameters: [Set<String>] = []
    private var openMediators: [(id: SyntaxIdentifier, index: Int)] = []
    private var dependencyProperty: SyntaxIdentifier?
    /// The type the enclosing extension extends, as written.
    private var extensionBase: String?
    /// The simple names of the enclosing type declarations, outermost first.
    private var typePath: [String] = []
    /// The generic parameters of each enclosing declaration that has some, innermost last.
    private var genericNames: [[String]] = []
    private var cachedScope: ScannedScope?

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Helpers

    func location(_ node: some SyntaxProtocol) -> FileLocation {
        let place = node.startLocation(converter: converter)
        return FileLocation(file: file, line: place.line, column: place.column)
    }

    private var enclosingType: String? {
        for scope in scopes.reversed() { if case .type(let name) = scope { return name } }
        return nil
    }

    private var atMemberLevel: Bool {
        if case .type? = scopes.last { return true }
        return false
    }

    private func error(_ rule: String, _ message: String, at node: some SyntaxProtocol, severity: ScanDiagnostic.Severity = .error) {
        result.diagnostics.append(ScanDiagnostic(rule: rule, severity: severity, message: message, location: location(node)))
    }

    private func facts(_ name: String) -> TypeFacts {
        result.types[name] ?? TypeFacts(name: name)
    }

    private func update(_ name: String, _ change: (inout TypeFacts) -> Void) {
        var value = facts(name)
        change(&value)
        result.types[name] = value
    }

    /// Where the current node is, for name lookup by the link.
    private var scope: ScannedScope {
        if let cachedScope { return cachedScope }
        let made = ScannedScope(file: file, extendedType: extensionBase, types: typePath, genericParameters: genericNames.flatMap { $0 })
        cachedScope = made
        return made
    }

    private func pushGenerics(_ clause: GenericParameterClauseSyntax?) {
        genericNames.append(clause.map { $0.parameters.map(\.name.text) } ?? [])
        cachedScope = nil
    }

    private func popGenerics() {
        genericNames.removeLast()
        cachedScope = nil
    }

    private func declare(_ kind: ScannedDeclaration.Kind, _ name: String, value: String? = nil, reference: String? = nil, parameters: [String] = [], at node: some SyntaxProtocol) {
        result.declarations.append(ScannedDeclaration(kind: kind, name: name, scope: scope, value: value, reference: reference, parameters: parameters, location: location(node)))
    }

    /// `Outer.Inner` for a type declared inside `Outer`.
    private func qualified(_ name: String) -> String {
        enclosingType.map { "\($0).\(name)" } ?? name
    }

    // MARK: #if

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        var previous: [String] = []
        if let list = node.parent?.as(IfConfigClauseListSyntax.self) {
            for clause in list {
                if clause.id == node.id { break }
                if let condition = clause.condition { previous.append(condition.trimmedDescription) }
            }
        }
        var added: [String] = []
        if !previous.isEmpty {
            added.append(previous.count == 1 ? "!(\(previous[0]))" : "!(\(previous.joined(separator: " || ")))")
        }
        if let condition = node.condition { added.append(condition.trimmedDescription) }
        conditions.append(added.joined(separator: " && "))
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        conditions.removeLast()
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        // Built from the tokens (no copy of the tree): modifiers, `import`, kind, path.
        var parts = node.modifiers.map(\.name.text)
        parts.append("import")
        if let kind = node.importKindSpecifier { parts.append(kind.text) }
        parts.append(node.path.map { $0.name.text }.joined(separator: "."))
        let statement = parts.joined(separator: " ")
        let exported = node.attributes.contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == "_exported" }
            return false
        }
        result.imports.append(ScannedImport(module: module, statement: statement, isExported: exported, conditions: conditions, location: location(node)))
        return .skipChildren
    }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause, generics: node.genericParameterClause, node: node)
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause, generics: node.genericParameterClause, node: node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause, generics: node.genericParameterClause, node: node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, attributes: node.attributes, modifiers: node.modifiers, inheritance: node.inheritanceClause, generics: node.genericParameterClause, node: node)
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        misplaced(node.attributes, allowed: [], what: "a protocol")
        declare(.protocol, node.name.text, at: node)
        scopes.append(.type(qualified(node.name.text)))
        typePath.append(node.name.text)
        // Inside the protocol, its associated types are as unknown as generic parameters.
        genericNames.append(node.memberBlock.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text })
        cachedScope = nil
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        var name = node.extendedType.trimmedDescription
        if let open = name.firstIndex(of: "<") { name = String(name[..<open]) }
        name = name.filter { !$0.isWhitespace }
        misplaced(node.attributes, allowed: [], what: "an extension")
        let inherits = Self.namesComponent(node.inheritanceClause)
        let place = location(node)
        update(name) { facts in
            if inherits { facts.inheritsComponent = true }
            if facts.location == nil { facts.location = place }
        }
        scopes.append(.type(name))
        extensionBase = name
        cachedScope = nil
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        scopes.removeLast()
        extensionBase = nil
        cachedScope = nil
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(.typealias, node.name.text, value: node.initializer.value.trimmedDescription,
                parameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [], at: node)
        return .skipChildren
    }

    static func namesComponent(_ clause: InheritanceClauseSyntax?) -> Bool {
        guard let clause else { return false }
        for inherited in clause.inheritedTypes {
            if let simple = inherited.type.as(IdentifierTypeSyntax.self) {
                if simple.name.text.hasSuffix("Component") { return true }
                continue
            }
            if let member = inherited.type.as(MemberTypeSyntax.self) {
                if member.name.text.hasSuffix("Component") { return true }
                continue
            }
            var text = inherited.type.trimmedDescription
            if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
            if text.hasSuffix("Component") { return true }
        }
        return false
    }

    private func leaveType() {
        scopes.removeLast()
        typePath.removeLast()
        popGenerics()
    }

    private func enterType(
        name: String, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, inheritance: InheritanceClauseSyntax?,
        generics: GenericParameterClauseSyntax?, node: some DeclSyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        declare(.type, name, at: node)
        let typeName = qualified(name)
        let isPublic = modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
        let inherits = Self.namesComponent(inheritance)
        let place = location(node)
        var annotated = false
        for attribute in Self.annotations(attributes) {
            switch Self.attributeName(attribute) {
            case "LatticeComponent":
                annotated = true
            case "Provides":
                provides(attribute, implementation: typeName)
            case "MediatorTarget":
                mediatorTarget(attribute, implementation: typeName)
            case "RoutePath":
                routePath(attribute)
            case let other:
                error("misusedAnnotation", "@\(other) is attached to the type '\(typeName)'; it belongs on \(other == "Route" ? "a static func handling the route" : "a method of a @MediatorTarget type"). To fix, move it to such a function.", at: attribute)
            }
        }
        update(typeName) { facts in
            facts.isDeclared = true
            facts.isPublic = isPublic
            facts.location = place
            if inherits { facts.inheritsComponent = true }
            if annotated { facts.isAnnotated = true }
        }
        scopes.append(.type(typeName))
        typePath.append(name)
        pushGenerics(generics)
        return .visitChildren
    }

    static func annotations(_ attributes: AttributeListSyntax) -> [AttributeSyntax] {
        var found: [AttributeSyntax] = []
        for element in attributes {
            if case .attribute(let attribute) = element, annotationNames.contains(attributeName(attribute)) { found.append(attribute) }
        }
        return found
    }

    static func attributeName(_ attribute: AttributeSyntax) -> String {
        if let simple = attribute.attributeName.as(IdentifierTypeSyntax.self) { return simple.name.text }
        var text = attribute.attributeName.trimmedDescription
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return text
    }

    private func misplaced(_ attributes: AttributeListSyntax, allowed: Set<String>, what: String) {
        for attribute in Self.annotations(attributes) {
            let name = Self.attributeName(attribute)
            guard !allowed.contains(name) else { continue }
            let place: String
            switch name {
            case "Provides", "MediatorTarget", "LatticeComponent", "RoutePath": place = "a struct, class, enum or actor"
            case "Route": place = "a static func (or a global func) handling the route"
            default: place = "a method of a @MediatorTarget type"
            }
            error("misusedAnnotation", "@\(name) cannot be attached to \(what); it belongs on \(place). To fix, move it there or remove it.", at: attribute)
        }
    }

    private func arguments(_ attribute: AttributeSyntax) -> LabeledExprListSyntax? {
        if case .argumentList(let list)? = attribute.arguments { return list }
        return nil
    }

    // MARK: Annotations on types

    private func provides(_ attribute: AttributeSyntax, implementation: String) {
        guard let list = arguments(attribute), let first = list.first, first.label == nil,
              let spelling = Self.metatypeSpelling(first.expression) else {
            error("misusedAnnotation", "@Provides on '\(implementation)' does not name the service type it provides. To fix, write the protocol first, e.g. @Provides((any CartManaging).self).", at: attribute)
            return
        }
        var name: String?
        var scope = "transient"
        var argumentTypes: [String] = []
        var inArguments = false
        for argument in list.dropFirst() {
            switch argument.label?.text {
            case "name":
                inArguments = false
                guard let literal = Self.stringLiteral(argument.expression) else {
                    error("misusedAnnotation", "@Provides on '\(implementation)' gives a name that is not a string literal ('\(argument.expression.trimmedDescription)'); the scan cannot know it. To fix, write the name as a literal.", at: argument)
                    return
                }
                name = literal
            case "scope":
                inArguments = false
                scope = Self.caseName(argument.expression)
            case "arguments":
                inArguments = true
                argumentTypes.append(Self.metatypeSpelling(argument.expression) ?? argument.expression.trimmedDescription)
            case nil where inArguments:
                argumentTypes.append(Self.metatypeSpelling(argument.expression) ?? argument.expression.trimmedDescription)
            default:
                inArguments = false
            }
        }
        result.registrations.append(ScannedRegistration(
            service: ServiceReference(spelling: spelling, name: name, scope: self.scope), scope: scope, implementation: implementation,
            argumentTypes: argumentTypes, component: implementation, source: .annotation, conditions: conditions, location: location(attribute)))
    }

    private func mediatorTarget(_ attribute: AttributeSyntax, implementation: String) {
        guard let list = arguments(attribute), let first = list.first, first.label == nil,
              let name = Self.stringLiteral(first.expression) else {
            error("misusedAnnotation", "@MediatorTarget on '\(implementation)' does not give the target's name as a string literal. To fix, write it first, e.g. @MediatorTarget(\"cart\").", at: attribute)
            return
        }
        let lifetime = list.first { $0.label?.text == "lifetime" }.map { Self.caseName($0.expression) }
        result.mediatorTargets.append(ScannedMediatorTarget(
            name: name, implementation: implementation, component: implementation, source: .annotation, location: location(attribute), lifetime: lifetime, conditions: conditions))
    }

    private func routePath(_ attribute: AttributeSyntax) {
        guard let list = arguments(attribute), let first = list.first, let pattern = Self.stringLiteral(first.expression) else {
            error("misusedAnnotation", "@RoutePath needs the pattern as a string literal. To fix, write it, e.g. @RoutePath(\"shop://product/:id<int>\").", at: attribute)
            return
        }
        _ = validate(pattern, at: first)
    }

    /// The pattern's shape, or `nil` (and a diagnostic) when it does not parse.
    private func validate(_ pattern: String, method: String? = nil, at node: some SyntaxProtocol) -> RouteShape? {
        do {
            return try RouteShape(parsing: pattern, method: method, customTypes: nil)
        } catch {
            // The router's own words, as the macros and the host say them.
            self.error("invalidRoutePattern", error.explanation, at: node)
            return nil
        }
    }

    // MARK: Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let memberLevel = atMemberLevel
        if memberLevel, let type = enclosingType, node.name.text == "register",
           node.signature.parameterClause.parameters.first?.firstName.text == "in" {
            update(type) { $0.writesRegister = true }
        }
        for attribute in Self.annotations(node.attributes) {
            switch Self.attributeName(attribute) {
            case "Route":
                route(attribute, function: node, memberLevel: memberLevel)
            case "Action":
                action(attribute, function: node)
            default:
                misplaced([.attribute(attribute)], allowed: [], what: "the function '\(node.name.text)'")
            }
        }
        scopes.append(.code)
        functionParameters.append(Set(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }))
        pushGenerics(node.genericParameterClause)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        scopes.removeLast()
        functionParameters.removeLast()
        popGenerics()
        closeRoute(node.id)
    }

    private func route(_ attribute: AttributeSyntax, function node: FunctionDeclSyntax, memberLevel: Bool) {
        let owner = enclosingType
        if owner != nil && !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            error("misusedAnnotation", "@Route is attached to the instance method '\(node.name.text)' of '\(owner!)'; the router calls a handler without an instance. To fix, make it a static func.", at: attribute)
            return
        }
        guard let list = arguments(attribute), let first = list.first, first.label == nil else {
            error("misusedAnnotation", "@Route on '\(node.name.text)' has no pattern. To fix, write it first, e.g. @Route(\"shop://product/:id<int>\").", at: attribute)
            return
        }
        guard let pattern = Self.stringLiteral(first.expression) else {
            error("misusedAnnotation", "@Route on '\(node.name.text)' gives its pattern as '\(first.expression.trimmedDescription)', not a string literal; the scan and the macro cannot read it. To fix, write the pattern as a literal.", at: first)
            return
        }
        var method: String?, summary: String?, routeOwner: String?, exposed = false
        for argument in list.dropFirst() {
            switch argument.label?.text {
            case "method": method = Self.stringLiteral(argument.expression)
            case "summary": summary = Self.stringLiteral(argument.expression)
            case "owner": routeOwner = Self.stringLiteral(argument.expression)
            case "exposure", "exposed": exposed = Self.isExternal(argument)
            default: break
            }
        }
        guard let shape = validate(pattern, method: method, at: first) else { return }
        let parameters = shape.parameters.map(\.name)
        method = method ?? shape.method
        let handler = (owner.map { "\($0)." } ?? "") + "latticeRoute_\(node.name.text)"
        let requestName = node.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "request"
        result.routes.append(ScannedRoute(
            pattern: pattern, method: method, exposed: exposed, owner: routeOwner, summary: summary, component: owner,
            source: .annotation, conditions: conditions, location: location(attribute), handler: handler))
        if node.signature.effectSpecifiers?.asyncSpecifier != nil { result.routes[result.routes.count - 1].handlerIsAsync = true }
        openRoutes.append(OpenRoute(id: node.id, index: result.routes.count - 1, requestNames: [requestName, "request"], queries: []))
        pathParameters[result.routes.count - 1] = Set(parameters)
    }

    private var pathParameters: [Int: Set<String>] = [:]

    private func closeRoute(_ id: SyntaxIdentifier) {
        guard let open = openRoutes.last, open.id == id else { return }
        openRoutes.removeLast()
        let path = pathParameters[open.index] ?? []
        var seen = Set<String>()
        result.routes[open.index].queryParameters = open.queries.filter { !path.contains($0) && seen.insert($0).inserted }
    }

    private func action(_ attribute: AttributeSyntax, function node: FunctionDeclSyntax) {
        guard let type = enclosingType, atMemberLevel else {
            error("misusedAnnotation", "@Action on '\(node.name.text)' is outside a type. To fix, put it on a method of a @MediatorTarget type.", at: attribute)
            return
        }
        guard let list = arguments(attribute), let first = list.first else {
            error("misusedAnnotation", "@Action on '\(node.name.text)' does not name its contract. To fix, write it, e.g. @Action(ShopContracts.cartAdd).", at: attribute)
            return
        }
        let name = Self.stringLiteral(first.expression) ?? first.expression.trimmedDescription
        result.actions.append(PendingAction(typeName: type, action: .init(name: name, location: location(attribute))))
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        misplaced(node.attributes, allowed: [], what: "an initializer")
        let takesResolver = node.signature.parameterClause.parameters.first?.firstName.text == "resolver"
        resolverInitializers.append(takesResolver ? enclosingType : nil)
        scopes.append(.code)
        pushGenerics(node.genericParameterClause)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        scopes.removeLast()
        resolverInitializers.removeLast()
        popGenerics()
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { scopes.append(.code); return .visitChildren }
    override func visitPost(_ node: DeinitializerDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(.code)
        pushGenerics(node.genericParameterClause)
        return .visitChildren
    }
    override func visitPost(_ node: SubscriptDeclSyntax) {
        scopes.removeLast()
        popGenerics()
    }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { scopes.append(.code); return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { scopes.removeLast() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { scopes.append(.code); return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { scopes.removeLast() }

    // MARK: Component members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        misplaced(node.attributes, allowed: [], what: "a property")
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        if atMemberLevel && isStatic || scopes.isEmpty && node.bindingSpecifier.tokenKind == .keyword(.let) {
            for binding in node.bindings { constant(binding) }
        }
        guard atMemberLevel, let type = enclosingType else { return .visitChildren }
        for binding in node.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            switch identifier {
            case "name":
                if let value = Self.propertyValue(binding), let literal = Self.stringLiteral(value) { update(type) { $0.componentName = literal } } else { unread(identifier, of: type) }
            case "version":
                if let value = Self.propertyValue(binding), let version = Self.versionLiteral(value) { update(type) { $0.version = version } } else { unread(identifier, of: type) }
            case "layer":
                if let value = Self.propertyValue(binding), let literal = Self.stringLiteral(value) { update(type) { $0.layer = literal } } else if !Self.isNil(binding) { unread(identifier, of: type) }
            case "dependencies":
                dependencyProperty = node.id
                if !Self.isDependencyList(binding) { unread(identifier, of: type) }
            case "providedServices", "requiredServices":
                let list = serviceList(binding, property: identifier, type: type)
                update(type) { facts in
                    if identifier == "providedServices" { facts.declaredProvided = list } else { facts.declaredRequired = list }
                }
            default:
                break
            }
        }
        return .visitChildren
    }

    /// A string constant: `static let home = "/home"`, `route("/product/:id")`,
    /// `TypedRoute<Int>(deferringErrors: "…")`, `#typedRoute("…")`, or one that copies
    /// another (`static let disk = Names.base`, or a destination's pattern:
    /// `static let order = Destination(ShopRoutes.order, …)`).
    private func constant(_ binding: PatternBindingSyntax) {
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = Self.propertyValue(binding) else { return }
        let arguments = Self.call(value)?.arguments ?? value.as(MacroExpansionExprSyntax.self)?.arguments
        let literal = Self.stringLiteral(value) ?? arguments.flatMap { arguments in
            (arguments.first { $0.label == nil } ?? arguments.first { $0.label?.text == "deferringErrors" })
                .flatMap { Self.stringLiteral($0.expression) }
        }
        if let literal {
            declare(.constant, identifier, value: literal, at: binding)
        } else if let path = Self.namePath(value) {
            declare(.constant, identifier, reference: path, at: binding)
        } else if let call = Self.call(value), destinationPattern(call) != nil, let first = call.arguments.first,
                  let path = Self.patternPath(first.expression) {
            // `static let order = Destination(ShopRoutes.order, …)`: its pattern is the route constant's.
            declare(.constant, identifier, reference: path, at: binding)
        } else if let array = value.as(ArrayExprSyntax.self), !array.elements.isEmpty {
            // `static let all = [home, cart]`: each element a literal or a constant's name.
            let elements = array.elements.map { element in
                Self.stringLiteral(element.expression).map { "\"" + $0 } ?? Self.namePath(element.expression)
            }
            if elements.allSatisfy({ $0 != nil }) { declare(.list, identifier, parameters: elements.compactMap { $0 }, at: binding) }
        }
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if dependencyProperty == node.id { dependencyProperty = nil }
    }

    /// Records that `type` declares the component member `member` with a value the scan
    /// cannot read.
    private func unread(_ member: String, of type: String) {
        update(type) { $0.unreadMembers.insert(member) }
    }

    /// Whether the property's value is the `nil` literal (`var layer: String? { nil }`).
    static func isNil(_ binding: PatternBindingSyntax) -> Bool {
        propertyValue(binding)?.is(NilLiteralExprSyntax.self) == true
    }

    /// Whether a `dependencies` property is a list the scan reads whole: an array literal
    /// of `ComponentDependency("Name", …)` or `.init("Name", …)`, each naming a literal.
    static func isDependencyList(_ binding: PatternBindingSyntax) -> Bool {
        guard let array = propertyValue(binding)?.as(ArrayExprSyntax.self) else { return false }
        return array.elements.allSatisfy { element in
            guard let call = call(element.expression), let first = call.arguments.first, first.label == nil,
                  stringLiteral(first.expression) != nil else { return false }
            let callee = call.calledExpression
            if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "ComponentDependency" }
            if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "init" }
            return false
        }
    }

    /// `ComponentHost(components: …, layers: …)` or `ComponentHost(manifest: …)`: the layer
    /// rules the app's host checks.
    private func componentHost(_ node: FunctionCallExprSyntax) {
        let layers = node.arguments.first { $0.label?.text == "layers" }?.expression.trimmedDescription
        let usesManifest = node.arguments.contains { $0.label?.text == "manifest" }
        result.componentHosts.append(ScannedComponentHost(layers: layers, usesManifest: usesManifest, location: location(node)))
    }

    private func serviceList(_ binding: PatternBindingSyntax, property: String, type: String) -> [ServiceReference] {
        guard let value = Self.propertyValue(binding), let array = value.as(ArrayExprSyntax.self) else {
            error("unreadableList", "'\(type).\(property)' is not an array literal the scan can read; the checks compare what it can read only. To fix, write it as a list, e.g. [ServiceKeyDescriptor((any CartManaging).self)].", at: binding, severity: .warning)
            return []
        }
        var references: [ServiceReference] = []
        for element in array.elements {
            guard let call = Self.call(element.expression), let first = call.arguments.first,
                  let spelling = Self.metatypeSpelling(first.expression) else {
                error("unreadableList", "An element of '\(type).\(property)' ('\(element.expression.trimmedDescription)') does not name a service type the scan can read. To fix, write ServiceKeyDescriptor(Type.self) or key(Type.self).", at: element, severity: .warning)
                continue
            }
            references.append(reference(spelling, name: call.arguments.first { $0.label?.text == "name" }?.expression))
        }
        return references
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String
        var base: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = member.declName.baseName.text
            base = member.base
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else {
            specializedCall(node)
            return .visitChildren
        }
        switch callee {
        case "register":
            registerCall(node, base: base)
        case "resolve", "resolveIfRegistered", "resolveAll":
            resolveCall(node, callee: callee, base: base)
        case "add":
            if let base, Self.lastName(base) == "router" || Self.isRouterParameter(base, of: node) { routeCall(node, base: base) }
        case "addScreen":
            routeCall(node, base: base)
        case "perform", "performSync":
            if Self.isMediator(base) { mediatorPerform(node) }
        case "setFallback":
            if Self.isMediator(base) { result.mediatorFallbacks.append(location(node)) }
        case "fallback":
            if let open = openMediators.last { result.mediatorTargets[open.index].hasFallback = true }
        case "ActionContract":
            if base == nil { actionContract(node) }
        case "on", "flow":
            if let open = openMediators.last, let first = node.arguments.first {
                let name = Self.stringLiteral(first.expression) ?? first.expression.trimmedDescription
                result.mediatorTargets[open.index].actions.append(.init(name: name, location: location(node)))
            }
        case "value", "values":
            if let open = openRoutes.last, let base, let reference = base.as(DeclReferenceExprSyntax.self),
               open.requestNames.contains(reference.baseName.text), let first = node.arguments.first,
               let literal = Self.stringLiteral(first.expression) {
                openRoutes[openRoutes.count - 1].queries.append(literal)
            }
        case "ComponentDependency":
            dependency(node)
        case "ComponentHost":
            if base == nil { componentHost(node) }
        case "TypedRoute":
            if base == nil { typedRoute(node) }
        case "Destination":
            if base == nil || base?.trimmedDescription == "LatticeNavigation" { destination(node) }
        case "DestinationRegistry":
            if base == nil || base?.trimmedDescription == "LatticeNavigation" { destinationRegistry(node) }
        case "init":
            if dependencyProperty != nil, base == nil { dependency(node) }
            if base == nil, Self.isContractInit(node) { actionContract(node) }
            if base == nil { typedRoute(node) }
        case "registerAnnotated":
            if let type = enclosingType { update(type) { $0.callsRegisterAnnotated = true } }
        default:
            patternCall(node, callee: callee)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if let open = openRegistrations.last, open.id == node.id { openRegistrations.removeLast() }
        if let open = openMediators.last, open.id == node.id { openMediators.removeLast() }
        closeRoute(node.id)
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let open = openRoutes.last, let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           open.requestNames.contains(reference.baseName.text), node.arguments.count == 1, let first = node.arguments.first,
           let literal = Self.stringLiteral(first.expression) {
            openRoutes[openRoutes.count - 1].queries.append(literal)
        }
        return .visitChildren
    }

    private func factoryClosure(_ node: FunctionCallExprSyntax, label: String) -> ClosureExprSyntax? {
        if let closure = node.trailingClosure { return closure }
        return node.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
    }

    private func registerCall(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        if let base, Self.lastName(base) == "mediator" {
            mediatorCall(node)
            return
        }
        guard let first = node.arguments.first, first.label == nil, let spelling = Self.metatypeSpelling(first.expression) else { return }
        var name: ExprSyntax?
        var scope = "transient"
        var implementation: String?
        for argument in node.arguments.dropFirst() {
            switch argument.label?.text {
            case "name":
                name = argument.expression
            case "scope":
                scope = Self.caseName(argument.expression)
            case "instance":
                scope = "singleton"
                implementation = Self.builtType(argument.expression)
            case "factory":
                if let reference = argument.expression.as(MemberAccessExprSyntax.self), let type = reference.base {
                    implementation = type.trimmedDescription
                }
            default:
                break
            }
        }
        var argumentTypes: [String] = []
        if let closure = factoryClosure(node, label: "factory") {
            implementation = implementation ?? Self.builtType(closure)
            if case .parameterClause(let clause)? = closure.signature?.parameterClause {
                argumentTypes = clause.parameters.dropFirst().compactMap { $0.type?.trimmedDescription }
            } else if case .simpleInput(let names)? = closure.signature?.parameterClause, names.count > 1 {
                argumentTypes = Array(repeating: "_", count: names.count - 1)
            }
        }
        result.registrations.append(ScannedRegistration(
            service: reference(spelling, name: name), scope: scope, implementation: implementation,
            argumentTypes: argumentTypes, component: enclosingType, source: .call, conditions: conditions, location: location(node)))
        openRegistrations.append((node.id, result.registrations.count - 1))
    }

    private func resolveCall(_ node: FunctionCallExprSyntax, callee: String, base: ExprSyntax?) {
        var spelling: String?
        var undecided: String?
        if let first = node.arguments.first, first.label == nil {
            spelling = Self.metatypeSpelling(first.expression)
            if spelling == nil, isResolver(base) {
                spelling = ServiceReference.inferredType
                undecided = "its type is the value `\(first.expression.trimmedDescription)`, known only at run time"
            }
        } else if node.arguments.first == nil || node.arguments.first?.label != nil {
            spelling = Self.annotatedType(of: node)
            if spelling == nil, isResolver(base) {
                spelling = ServiceReference.inferredType
                undecided = "its type is inferred from where the result goes, which the scan does not read"
            }
        }
        guard let spelling else { return }
        var reference = self.reference(spelling, name: node.arguments.first { $0.label?.text == "name" }?.expression)
        if let undecided { reference.undecided = undecided }
        var kind: ScannedResolve.Kind = callee == "resolveAll" ? .all : callee == "resolveIfRegistered" ? .optional : .required
        if kind == .required, Self.isOptionalTry(node) { kind = .optional }
        result.resolves.append(ScannedResolve(service: reference, kind: kind, component: enclosingType, conditions: conditions, location: location(node)))
        if let open = openRegistrations.last, kind != .all {
            result.registrations[open.index].resolves.append(reference)
        } else if let type = resolverInitializers.last ?? nil, kind != .all {
            result.initResolves[type, default: []].append(reference)
        }
    }

    private func routeCall(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        guard let first = node.arguments.first, first.label == nil else { return }
        // A helper that forwards its own parameter (`func addScreen(_ pattern: String, …)
        // { router.add(pattern, …) }`) declares no route: its callers do.
        if let reference = first.expression.as(DeclReferenceExprSyntax.self),
           functionParameters.last?.contains(reference.baseName.text) == true {
            routeHelper(forwarding: reference.baseName.text, at: node)
            return
        }
        // … or the pattern of its destination parameter (`router.add(destination.pattern, …)`).
        if let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pattern",
           let reference = member.base?.as(DeclReferenceExprSyntax.self), functionParameters.last?.contains(reference.baseName.text) == true {
            routeHelper(forwarding: reference.baseName.text, at: node)
            return
        }
        var method: String?, summary: String?, owner: String?, exposed = false
        for argument in node.arguments.dropFirst() {
            switch argument.label?.text {
            case "method": method = Self.stringLiteral(argument.expression)
            case "summary": summary = Self.stringLiteral(argument.expression)
            case "owner": owner = Self.stringLiteral(argument.expression)
            case "exposure", "exposed": exposed = Self.isExternal(argument)
            default: break
            }
        }
        var pattern = Self.stringLiteral(first.expression)
        var expression = first.expression.trimmedDescription
        var parameters: [String] = []
        var typedParameters: [String]?
        // `addScreen(Destination(ShopRoutes.order, …), …)`: the route is the destination's.
        if let declared = Self.call(first.expression).flatMap(destinationPattern) {
            pattern = declared.literal
            expression = declared.expression ?? expression
        } else if let path = Self.patternPath(first.expression) {
            expression = path
        }
        if let pattern {
            guard let shape = validate(pattern, method: method, at: first) else { return }
            parameters = shape.parameters.map(\.name)
            method = method ?? shape.method
        } else if let typed = Self.call(first.expression).flatMap(typedRouteParts) {
            // `router.add(TypedRoute<Int>("/product/:id"))`: the pattern and its types, checked once, here.
            handledTypedRoutes.insert(typed.call.id)
            guard let shape = validateTyped(typed.pattern, valueTypes: typed.valueTypes, at: typed.literal) else { return }
            pattern = typed.pattern
            parameters = shape.parameters.map(\.name)
            typedParameters = shape.parameters.map(\.type)
        }
        result.routes.append(ScannedRoute(
            pattern: pattern, expression: pattern == nil ? expression : nil, method: method, exposed: exposed,
            owner: owner, summary: summary, component: enclosingType, source: .call, conditions: conditions, location: location(node),
            scope: pattern == nil ? scope : nil))
        result.routes[result.routes.count - 1].typedParameters = typedParameters
        var names: Set<String> = ["request"]
        if let closure = factoryClosure(node, label: "handler") {
            switch closure.signature?.parameterClause {
            case .simpleInput(let list)?: if let name = list.first?.name.text { names.insert(name) }
            case .parameterClause(let clause)?: if let name = clause.parameters.first.map({ ($0.secondName ?? $0.firstName).text }) { names.insert(name) }
            default: break
            }
        }
        pathParameters[result.routes.count - 1] = Set(parameters)
        openRoutes.append(OpenRoute(id: node.id, index: result.routes.count - 1, requestNames: names, queries: []))
    }

    private func mediatorCall(_ node: FunctionCallExprSyntax) {
        guard let first = node.arguments.first, first.label == nil else { return }
        let literal = Self.stringLiteral(first.expression)
        let lifetime = node.arguments.first { $0.label?.text == "lifetime" }.map { Self.caseName($0.expression) }
        result.mediatorTargets.append(ScannedMediatorTarget(
            name: literal ?? first.expression.trimmedDescription, isLiteral: literal != nil, component: enclosingType, source: .call,
            location: location(node), lifetime: lifetime, conditions: conditions))
        openMediators.append((node.id, result.mediatorTargets.count - 1))
    }

    private func dependency(_ node: FunctionCallExprSyntax) {
        guard let first = node.arguments.first, first.label == nil, let name = Self.stringLiteral(first.expression) else { return }
        let requirement = node.arguments.dropFirst().first.flatMap { Self.stringLiteral($0.expression) ?? $0.expression.trimmedDescription }
        var dependency = ScannedComponentDependency(component: enclosingType, name: name, requirement: requirement, location: location(node))
        dependency.isRequirementLiteral = node.arguments.dropFirst().first.map { Self.stringLiteral($0.expression) != nil } ?? true
        result.componentDependencies.append(dependency)
    }

    // MARK: Mediator calls and contracts

    /// `ActionContract<AddItem, Int>(target: "cart", action: "add")` and other calls of a
    /// specialized generic type.
    private func specializedCall(_ node: FunctionCallExprSyntax) {
        guard let generic = node.calledExpression.as(GenericSpecializationExprSyntax.self) else { return }
        switch Self.lastName(generic.expression) {
        case "ActionContract": actionContract(node)
        case "TypedRoute": typedRoute(node)
        default: break
        }
    }

    // MARK: Typed routes and route helpers

    /// `TypedRoute` calls whose pattern a route registration already checked.
    private var handledTypedRoutes: Set<SyntaxIdentifier> = []

    /// The pattern literal and the value types (`int` for `Int`, `nil` for a type the scan
    /// cannot name) of `TypedRoute<Int>("…")`, `TypedRoute<Int>(deferringErrors: "…")`, or
    /// of `TypedRoute(…)` / `.init(…)` initializing a property declared `TypedRoute<Int>`.
    private func typedRouteParts(_ call: FunctionCallExprSyntax) -> (call: FunctionCallExprSyntax, pattern: String, literal: ExprSyntax, valueTypes: [String?])? {
        var arguments: GenericArgumentListSyntax?
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self), Self.lastName(generic.expression) == "TypedRoute" {
            arguments = generic.genericArgumentClause.arguments
        } else if Self.lastName(call.calledExpression) == "TypedRoute" || Self.lastName(call.calledExpression) == "init",
                  let type = Self.binding(of: call)?.typeAnnotation?.type.as(IdentifierTypeSyntax.self), type.name.text == "TypedRoute" {
            arguments = type.genericArgumentClause?.arguments
        } else {
            return nil
        }
        guard let argument = call.arguments.first(where: { $0.label == nil || $0.label?.text == "deferringErrors" }),
              let pattern = Self.stringLiteral(argument.expression) else { return nil }
        let types = arguments.map { $0.map { RouteShape.parameterType(forSwiftType: $0.argument.trimmedDescription) } } ?? []
        return (call, pattern, argument.expression, types)
    }

    /// A typed route written anywhere: its pattern checked as `TypedRoute` checks it, and its
    /// parameter types kept for the catalog.
    private func typedRoute(_ node: FunctionCallExprSyntax) {
        guard !handledTypedRoutes.contains(node.id), let typed = typedRouteParts(node),
              let shape = validateTyped(typed.pattern, valueTypes: typed.valueTypes, at: typed.literal) else { return }
        result.typedRoutes.append(ScannedTypedRoute(key: constantKey(of: node), pattern: typed.pattern, parameterTypes: shape.parameters.map(\.type), location: location(node)))
    }

    /// The typed route's shape, or `nil` (and a diagnostic in the router's words) when the
    /// pattern does not fit the types.
    private func validateTyped(_ pattern: String, valueTypes: [String?], at node: some SyntaxProtocol) -> RouteShape? {
        do {
            return try RouteShape(typedRoute: pattern, valueTypes: valueTypes)
        } catch {
            self.error("invalidRoutePattern", error.explanation, at: node)
            return nil
        }
    }

    /// `r.add(…)` where `r` is a parameter of the enclosing function declared `Router`.
    static func isRouterParameter(_ base: ExprSyntax, of node: some SyntaxProtocol) -> Bool {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) else { return false }
        return function.signature.parameterClause.parameters.contains { parameter in
            (parameter.secondName ?? parameter.firstName).text == name
                && ["Router", "LatticeRouting.Router"].contains(parameter.type.trimmedDescription)
        }
    }

    /// Records the enclosing function as a route helper: it adds a route whose pattern is
    /// its parameter `parameter`.
    private func routeHelper(forwarding parameter: String, at node: FunctionCallExprSyntax) {
        // `add` and `addScreen` wrappers need nothing: the scan reads their calls as routes.
        guard let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
              !["add", "addScreen"].contains(function.name.text),
              let position = function.signature.parameterClause.parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == parameter })
        else { return }
        let declared = function.signature.parameterClause.parameters[position]
        let label = declared.firstName.tokenKind == .wildcard ? nil : declared.firstName.text
        let index = function.signature.parameterClause.parameters.distance(from: function.signature.parameterClause.parameters.startIndex, to: position)
        result.routeHelpers[function.name.text] = RouteHelper(label: label, position: index, parameter: parameter, location: location(node))
    }

    /// A call passing a string literal that may be a route pattern (it has a `/`), or a call
    /// of a function that may be a route helper (one declared so far, or named `add…`), kept
    /// in case the callee turns out to be one of the target's route helpers.
    private func patternCall(_ node: FunctionCallExprSyntax, callee: String) {
        guard !node.arguments.isEmpty else { return }
        let mayBeHelper = result.routeHelpers[callee] != nil || callee.hasPrefix("add")
        guard mayBeHelper || node.arguments.contains(where: { Self.stringLiteral($0.expression)?.contains("/") == true }) else { return }
        let arguments = node.arguments.map { argument in
            // A destination passed to a helper gives the helper its pattern.
            if let declared = Self.call(argument.expression).flatMap(destinationPattern) {
                return (label: argument.label?.text, literal: declared.literal, text: declared.expression ?? argument.expression.trimmedDescription)
            }
            return (label: argument.label?.text, literal: Self.stringLiteral(argument.expression), text: Self.patternPath(argument.expression) ?? argument.expression.trimmedDescription)
        }
        result.patternCalls.append(PatternCall(callee: callee, arguments: arguments, component: enclosingType, conditions: conditions, location: location(node)))
    }

    // MARK: Navigation destinations

    /// The pattern of `Destination(…)`: its first argument as a literal, a typed route
    /// written in the call, or the name of a constant (`ShopRoutes.order`, `.pattern`
    /// dropped) for the link to look up; `nil` when `call` is not a `Destination(…)`.
    private func destinationPattern(_ call: FunctionCallExprSyntax) -> (literal: String?, expression: String?)? {
        let callee = call.calledExpression.trimmedDescription
        guard callee == "Destination" || callee == "LatticeNavigation.Destination",
              let first = call.arguments.first, first.label == nil else { return nil }
        if let literal = Self.stringLiteral(first.expression) { return (literal, nil) }
        if let typed = Self.call(first.expression).flatMap(typedRouteParts) { return (typed.pattern, nil) }
        return (nil, Self.patternPath(first.expression) ?? first.expression.trimmedDescription)
    }

    /// `Destination(pattern, presentation:, tab:, parent:, blocking:, owner:)`.
    private func destination(_ node: FunctionCallExprSyntax) {
        guard let pattern = destinationPattern(node) else { return }
        var declared = ScannedDestination(
            pattern: pattern.literal, expression: pattern.expression, component: enclosingType, scope: scope, conditions: conditions,
            location: location(node))
        for argument in node.arguments.dropFirst() {
            let expression = argument.expression
            switch argument.label?.text {
            case "parent":
                guard expression.trimmedDescription != "nil" else { break }
                if let literal = Self.stringLiteral(expression) {
                    declared.parent = literal
                } else {
                    declared.parentExpression = Self.patternPath(expression) ?? expression.trimmedDescription
                }
            case "tab":
                if let literal = Self.stringLiteral(expression) {
                    declared.tab = literal
                } else if let call = Self.call(expression), ["TabID", ".init"].contains(call.calledExpression.trimmedDescription),
                          let first = call.arguments.first, let literal = Self.stringLiteral(first.expression) {
                    declared.tab = literal
                } else if ["TabID.main", ".main"].contains(expression.trimmedDescription) {
                    declared.tab = "main"
                } else if let path = Self.namePath(expression) {
                    declared.tabExpression = path
                } else if expression.trimmedDescription != "nil" {
                    declared.unreadTab = expression.trimmedDescription
                }
            case "presentation": declared.presentation = Self.caseName(expression)
            case "blocking": declared.blocking = Self.caseName(expression)
            case "owner": declared.owner = Self.stringLiteral(expression)
            default: break
            }
        }
        result.destinations.append(declared)
    }

    /// `DestinationRegistry(tabs: ["home", "orders"], …)`: its tabs when they are literals.
    private func destinationRegistry(_ node: FunctionCallExprSyntax) {
        guard let argument = node.arguments.first(where: { $0.label?.text == "tabs" }) else {
            result.destinationRegistries.append(ScannedDestinationRegistry(tabs: ["main"], location: location(node)))
            return
        }
        var tabs: [String]? = []
        var names: [String?] = []
        if let array = argument.expression.as(ArrayExprSyntax.self) {
            for element in array.elements {
                if let literal = Self.stringLiteral(element.expression) {
                    tabs?.append(literal)
                    names.append(nil)
                } else if ["TabID.main", ".main"].contains(element.expression.trimmedDescription) {
                    tabs?.append("main")
                    names.append(nil)
                } else if let path = Self.namePath(element.expression) {
                    // A tab constant (`ShopTabs.home`): the link reads it.
                    tabs?.append("")
                    names.append(path)
                } else {
                    tabs = nil
                }
            }
            if tabs?.isEmpty == true { tabs = ["main"] }
        } else {
            tabs = nil
        }
        // `tabs: ShopTabs.all`: a list constant the link reads.
        let list = tabs == nil ? Self.namePath(argument.expression) : nil
        var registry = ScannedDestinationRegistry(tabs: tabs, location: location(node))
        if tabs != nil, names.contains(where: { $0 != nil }) {
            registry.tabExpressions = names
            registry.scope = scope
        } else if let list {
            registry.listExpression = list
            registry.scope = scope
        }
        result.destinationRegistries.append(registry)
    }

    /// A name path (``namePath(_:)``) without a last `.pattern`: `ShopRoutes.order.pattern`
    /// names the typed route constant `ShopRoutes.order`, whose pattern the link reads.
    static func patternPath(_ expression: ExprSyntax) -> String? {
        guard let path = namePath(expression) else { return nil }
        return path.hasSuffix(".pattern") && path.count > ".pattern".count ? String(path.dropLast(".pattern".count)) : path
    }

    /// Whether `.init(target: …, action: …)` makes an action contract: the property it
    /// initializes is declared `ActionContract<…>`.
    static func isContractInit(_ node: FunctionCallExprSyntax) -> Bool {
        guard node.arguments.first?.label?.text == "target", let binding = binding(of: node),
              let type = binding.typeAnnotation?.type.trimmedDescription else { return false }
        return type.hasPrefix("ActionContract") || type.contains(".ActionContract")
    }

    private func actionContract(_ node: FunctionCallExprSyntax) {
        func literal(_ label: String) -> String? {
            node.arguments.first { $0.label?.text == label }.flatMap { Self.stringLiteral($0.expression) }
        }
        result.actionContracts.append(ScannedActionContract(key: constantKey(of: node), target: literal("target"), action: literal("action"), location: location(node)))
    }

    /// `mediator.perform(target: "cart", action: "add", …)`, `performSync(target:action:…)`,
    /// or `mediator.perform(ShopContracts.cartAdd, …)`.
    private func mediatorPerform(_ node: FunctionCallExprSyntax) {
        guard let first = node.arguments.first else { return }
        let call: ScannedMediatorCall
        if first.label == nil {
            call = ScannedMediatorCall(contract: first.expression.trimmedDescription, component: enclosingType, conditions: conditions, location: location(node))
        } else if first.label?.text == "target", let action = node.arguments.first(where: { $0.label?.text == "action" }) {
            call = ScannedMediatorCall(
                target: Self.stringLiteral(first.expression), action: Self.stringLiteral(action.expression), component: enclosingType,
                conditions: conditions, location: location(node))
        } else {
            return
        }
        result.mediatorCalls.append(call)
    }

    /// Whether `base` names a mediator (`mediator`, `context.mediator`, `appMediator`).
    static func isMediator(_ base: ExprSyntax?) -> Bool {
        guard let base, let name = lastName(base) else { return false }
        return name.lowercased().hasSuffix("mediator")
    }

    /// `Type.name` for a `static let name = Call(…)` of `Type`, `name` for a global `let`:
    /// how other code names the constant the call makes; `nil` for a local value.
    private func constantKey(of node: FunctionCallExprSyntax) -> String? {
        guard let binding = Self.binding(of: node), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        if declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }), atMemberLevel, let type = enclosingType {
            return "\(type).\(name)"
        }
        return scopes.isEmpty ? name : nil
    }

    /// The property a call initializes: `static let x = Call(…)` (under `try`/`await`).
    static func binding(of node: FunctionCallExprSyntax) -> PatternBindingSyntax? {
        var current: Syntax? = node.parent
        while let parent = current, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { current = parent.parent }
        return current?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
    }

    /// A service as written here: its name a literal, a constant's name for the link to
    /// look up, or an expression no scan can evaluate (then the reference is undecided).
    private func reference(_ spelling: String, name: ExprSyntax?) -> ServiceReference {
        var reference = ServiceReference(spelling: spelling, scope: scope)
        guard let name, name.trimmedDescription != "nil" else { return reference }
        if let literal = Self.stringLiteral(name) {
            reference.name = literal
        } else if let path = Self.namePath(name) {
            reference.nameExpression = path
        } else if let member = name.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil {
            // `.disk`: a static member of String (`extension String { static let disk = "disk" }`).
            reference.nameExpression = "String." + member.declName.baseName.text
        } else {
            reference.undecided = "its name `\(name.trimmedDescription)` is computed at run time"
        }
        return reference
    }

    /// Whether a `resolve` call whose type is not written is Lattice's: inside a factory or
    /// an `init(resolver:)`, or called on something named like a resolver.
    private func isResolver(_ base: ExprSyntax?) -> Bool {
        if !openRegistrations.isEmpty { return true }
        if let innermost = resolverInitializers.last, innermost != nil { return true }
        guard let base, let name = Self.lastName(base) else { return false }
        return ["r", "resolver", "services", "container"].contains(name) || name.hasSuffix("Resolver")
    }

    // MARK: Reading expressions

    /// `Names.disk`, `disk`, `Self.disk`: a name made of names only; `nil` for anything else.
    static func namePath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil,
           let prefix = namePath(base) {
            return prefix + "." + member.declName.baseName.text
        }
        return nil
    }

    /// Whether an `exposure:` argument says `.external` (or `Exposure.external`), or the
    /// deprecated `exposed:` says `true`.
    static func isExternal(_ argument: LabeledExprSyntax) -> Bool {
        let text = argument.expression.trimmedDescription
        return argument.label?.text == "exposed"
            ? text == "true"
            : text == ".external" || text.hasSuffix("Exposure.external")
    }

    /// `"text"` without interpolation.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// `(any P).self` → `(any P)`; `nil` when the expression is not a metatype.
    static func metatypeSpelling(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base else { return nil }
        return base.trimmedDescription
    }

    /// `.singleton`, `Scope.singleton` → `singleton`.
    static func caseName(_ expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expression.trimmedDescription
    }

    /// The last name of `context.router` (`router`).
    static func lastName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// A call, under any `try`/`await`.
    static func call(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while true {
            if let tried = current.as(TryExprSyntax.self) { current = tried.expression; continue }
            if let awaited = current.as(AwaitExprSyntax.self) { current = awaited.expression; continue }
            return current.as(FunctionCallExprSyntax.self)
        }
    }

    /// `Cart` for `Cart(…)` or `Cart.init(…)`, as the factory's last expression.
    static func builtType(_ syntax: some SyntaxProtocol) -> String? {
        var expression: ExprSyntax?
        if let closure = syntax.as(ClosureExprSyntax.self) {
            guard let last = closure.statements.last else { return nil }
            switch last.item {
            case .expr(let value): expression = value
            case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression
            default: return nil
            }
        } else {
            expression = syntax.as(ExprSyntax.self)
        }
        guard let expression, let call = call(expression) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return generic.trimmedDescription }
        return nil
    }

    /// `let x: T = try r.resolve()` → `T`.
    static func annotatedType(of node: FunctionCallExprSyntax) -> String? {
        var current: Syntax? = node.parent
        while let parent = current, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { current = parent.parent }
        guard let clause = current?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
              let type = binding.typeAnnotation?.type else { return nil }
        return type.trimmedDescription
    }

    /// Whether `try?` wraps the call (its failure is tolerated).
    static func isOptionalTry(_ node: FunctionCallExprSyntax) -> Bool {
        var current: Syntax? = node.parent
        while let parent = current {
            if let tried = parent.as(TryExprSyntax.self) { return tried.questionOrExclamationMark?.tokenKind == .postfixQuestionMark }
            guard parent.is(AwaitExprSyntax.self) else { return false }
            current = parent.parent
        }
        return false
    }

    /// The initializer or single-expression getter of a property.
    static func propertyValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value }
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        let statements: CodeBlockItemListSyntax
        switch accessors {
        case .getter(let list):
            statements = list
        case .accessors(let list):
            guard let body = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else { return nil }
            statements = body.statements
        }
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let value): return value
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// `"2.1.0"`, `SemanticVersion(2, 1, 0)`, `SemanticVersion("2.1.0")`.
    static func versionLiteral(_ expression: ExprSyntax) -> String? {
        if let literal = stringLiteral(expression) { return literal }
        guard let call = call(expression) else { return nil }
        if let first = call.arguments.first, let literal = stringLiteral(first.expression) { return literal }
        let numbers = call.arguments.compactMap { $0.expression.as(IntegerLiteralExprSyntax.self)?.literal.text }
        return numbers.count == call.arguments.count && !numbers.isEmpty ? numbers.joined(separator: ".") : nil
    }
}

