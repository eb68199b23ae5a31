internal import LatticeGraph

/// The declarations of every linked target, indexed once, and name lookup over them as
/// the compiler does it: the enclosing types innermost first (an extension's members are
/// its type's), then the module's own top level, then the modules the file imports
/// (`@_exported` ones followed); a module-qualified name goes straight to its module.
///
/// Every lookup is a few dictionary reads; results are remembered per scope and spelling,
/// so a link costs time linear in the references it resolves.
struct NameLookup {
    /// What a canonical path (`Interfaces.Checkout.Pricing`) names.
    enum Entry {
        case type(isProtocol: Bool)
        case alias(Int)
    }

    /// A name in its context: a typealias's aliased type or a constant's value.
    struct Declared {
        var declaration: ScannedDeclaration
        var target: Int
    }

    /// Where a name is looked up from.
    struct Context: Hashable {
        /// The module the code is in.
        var module: String
        /// The canonical paths of the enclosing types, innermost first.
        var chain: [String]
        /// Whether the innermost enclosing type is a protocol (or extends one): `Self` is unknown.
        var inProtocol: Bool
        /// The scanned modules the file sees besides its own, in order.
        var visible: [String]
        /// Every module the file imports, scanned or not.
        var imported: Set<String>
        /// Generic parameters around the name.
        var generics: Set<String>
    }

    /// What a lookup gives.
    enum Outcome: Equatable {
        case resolved(TypeSpelling)
        case undecided(String)
    }

    private struct Key: Hashable {
        var target: Int
        var scope: ScannedScope?
    }

    private struct Memo: Hashable {
        var context: Context
        var spelling: String
    }

    let modules: [String]
    private let moduleSet: Set<String>
    private var entries: [String: Entry] = [:]
    private var aliases: [Declared] = []
    private var constants: [String: Declared] = [:]
    /// The list constants (arrays of strings) by canonical path.
    private var lists: [String: Declared] = [:]
    /// Per target, per file: the modules imported.
    private var imports: [[String: [String]]] = []
    /// Per module: the modules its files re-export (`@_exported import`), transitively.
    private var exported: [String: [String]] = [:]
    private var contexts: [Key: Context] = [:]
    private var memo: [Memo: Outcome] = [:]
    private var aliasMemo: [Int: Outcome] = [:]
    private var resolvingAliases: Set<Int> = []
    /// Contexts and lookups are remembered only once every declaration is in.
    private var complete = false

    /// The module name of a target: its name with every character that cannot be in an
    /// identifier replaced by `_`, as SwiftPM names modules.
    static func moduleName(_ target: String) -> String {
        String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    init(_ targets: [ScannedTarget]) {
        modules = targets.map { Self.moduleName($0.name) }
        moduleSet = Set(modules)
        var direct: [String: [String]] = [:]
        for (index, target) in targets.enumerated() {
            var byFile: [String: [String]] = [:]
            for item in target.imports {
                byFile[item.location.file, default: []].append(item.module)
                if item.isExported { direct[modules[index], default: []].append(item.module) }
            }
            imports.append(byFile)
        }
        for module in modules {
            var closure: [String] = []
            var seen: Set<String> = [module]
            var pending = direct[module] ?? []
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                closure.append(next)
                pending += direct[next] ?? []
            }
            exported[module] = closure
        }
        // Declarations at file scope or in type declarations have their paths at once;
        // those in extensions wait for the type they extend, which may itself be declared
        // in an extension: a few rounds settle them.
        var pending: [Declared] = []
        for (index, target) in targets.enumerated() {
            for declaration in target.declarations {
                let item = Declared(declaration: declaration, target: index)
                if declaration.scope.extendedType == nil {
                    add(item, owner: ([modules[index]] + declaration.scope.types).joined(separator: "."))
                } else {
                    pending.append(item)
                }
            }
        }
        while !pending.isEmpty {
            var waiting: [Declared] = []
            var placed = false
            for item in pending {
                let owner = extendedPath(item.declaration.scope, target: item.target)
                if let owner, owner.known {
                    add(item, owner: owner.path)
                    placed = true
                } else {
                    waiting.append(item)
                }
            }
            if !placed {
                // Extensions of types no scanned module declares (`extension String`).
                for item in waiting {
                    let owner = extendedPath(item.declaration.scope, target: item.target)
                    add(item, owner: owner?.path ?? ServiceReference.normalise(item.declaration.scope.extendedType ?? ""))
                }
                break
            }
            pending = waiting
        }
        complete = true
    }

    private mutating func add(_ item: Declared, owner: String) {
        let path = owner + "." + item.declaration.name
        switch item.declaration.kind {
        case .type, .protocol:
            if entries[path] == nil { entries[path] = .type(isProtocol: item.declaration.kind == .protocol) }
        case .typealias:
            if entries[path] == nil {
                entries[path] = .alias(aliases.count)
                aliases.append(item)
            }
        case .constant:
            if constants[path] == nil { constants[path] = item }
        case .list:
            if lists[path] == nil { lists[path] = item }
        }
    }

    /// The canonical path of the type a scope's extension extends (nested types appended),
    /// and whether a scanned module declares it.
    private mutating func extendedPath(_ scope: ScannedScope, target: Int) -> (path: String, known: Bool)? {
        guard let extended = scope.extendedType else { return nil }
        let outer = ScannedScope(file: scope.file)
        let context = self.context(target: target, scope: outer)
        guard case .resolved(let type) = resolve(extended, in: context), let path = type.path else { return nil }
        return ((([path] + scope.types).joined(separator: ".")), entries[path] != nil)
    }

    // MARK: Contexts

    /// The context of code written in `scope` of target `target` (`nil` for a reference
    /// built by hand: every scanned module is visible).
    mutating func context(target: Int, scope: ScannedScope?) -> Context {
        let key = Key(target: target, scope: scope)
        if complete, let known = contexts[key] { return known }
        let module = modules[target]
        var context = Context(module: module, chain: [], inProtocol: false, visible: [], imported: [], generics: [])
        guard let scope else {
            context.visible = modules.filter { $0 != module }
            context.imported = Set(context.visible)
            if complete { contexts[key] = context }
            return context
        }
        context.generics = Set(scope.genericParameters)
        var seen: Set<String> = [module]
        var imported: [String] = ["Swift"]
        for name in imports[target][scope.file] ?? [] {
            imported.append(name)
            imported += exported[name] ?? []
        }
        // A module sees what its own files re-export.
        imported += exported[module] ?? []
        for name in imported where seen.insert(name).inserted {
            context.imported.insert(name)
            if moduleSet.contains(name) { context.visible.append(name) }
        }
        var base = module
        var isModule = true
        if let extended = scope.extendedType {
            if case .resolved(let type) = resolve(extended, in: context) {
                base = type.path ?? type.text
            } else {
                base = ServiceReference.normalise(extended)
            }
            isModule = false
        }
        var chain: [String] = isModule ? [] : [base]
        var path = base
        for name in scope.types {
            path += "." + name
            chain.append(path)
        }
        context.chain = chain.reversed()
        if let innermost = context.chain.first, case .type(let isProtocol)? = entries[innermost] { context.inProtocol = isProtocol }
        if complete { contexts[key] = context }
        return context
    }

    // MARK: Types

    /// Resolves a type as written (`(any Interfaces.Storage)`) in `context`; parsed and
    /// looked up once per context and spelling.
    mutating func resolve(_ written: String, in context: Context) -> Outcome {
        let memoKey = Memo(context: context, spelling: written)
        if complete, let known = memo[memoKey] { return known }
        let outcome = resolve(TypeSpelling(parsing: written), in: context, substituting: [:])
        if complete { memo[memoKey] = outcome }
        return outcome
    }

    private mutating func resolve(_ spelling: TypeSpelling, in context: Context, substituting: [String: TypeSpelling]) -> Outcome {
        switch spelling {
        case .opaque:
            return .resolved(spelling)
        case .optional(let wrapped):
            return map(resolve(wrapped, in: context, substituting: substituting)) { .optional($0) }
        case .array(let element):
            return map(resolve(element, in: context, substituting: substituting)) { .array($0) }
        case .dictionary(let key, let value):
            let resolvedKey = resolve(key, in: context, substituting: substituting)
            guard case .resolved(let keyType) = resolvedKey else { return resolvedKey }
            return map(resolve(value, in: context, substituting: substituting)) { .dictionary(keyType, $0) }
        case .composition(let members):
            var resolved: [TypeSpelling] = []
            for member in members {
                switch resolve(member, in: context, substituting: substituting) {
                case .undecided(let why): return .undecided(why)
                case .resolved(.composition(let inner)): resolved += inner
                case .resolved(let type): resolved.append(type)
                }
            }
            var seen: Set<String> = []
            return .resolved(.composition(resolved.filter { seen.insert($0.text).inserted }))
        case .nominal(let components):
            return nominal(components, in: context, substituting: substituting)
        }
    }

    private func map(_ outcome: Outcome, _ transform: (TypeSpelling) -> TypeSpelling) -> Outcome {
        if case .resolved(let type) = outcome { return .resolved(transform(type)) }
        return outcome
    }

    private enum First {
        case found(String, Entry)
        case module(String)
        case ambiguous([String])
        case missing
    }

    /// Finds the first name of a dotted type name as the compiler does.
    private mutating func first(_ name: String, in context: Context) -> First {
        for outer in context.chain {
            let path = outer + "." + name
            if let entry = entries[path] { return .found(path, entry) }
        }
        let own = context.module + "." + name
        if let entry = entries[own] { return .found(own, entry) }
        var found: [(String, Entry)] = []
        for module in context.visible {
            let path = module + "." + name
            if let entry = entries[path] { found.append((path, entry)) }
        }
        if found.count == 1 { return .found(found[0].0, found[0].1) }
        if found.count > 1 {
            // Two modules may both name one type (one re-declares the other's as a typealias).
            let outcomes = found.map { candidate -> String in
                guard case .alias(let index) = candidate.1 else { return candidate.0 }
                if case .resolved(let type) = alias(index, arguments: []) { return type.text }
                return candidate.0
            }
            if Set(outcomes).count == 1 { return .found(found[0].0, found[0].1) }
            return .ambiguous(found.map(\.0))
        }
        if name == context.module || moduleSet.contains(name) { return .module(name) }
        return .missing
    }

    private mutating func nominal(_ components: [TypeSpelling.Component], in context: Context, substituting: [String: TypeSpelling]) -> Outcome {
        let head = components[0]
        if components.count == 1, head.arguments.isEmpty, let substitute = substituting[head.name] { return .resolved(substitute) }
        var arguments: [[TypeSpelling]] = []
        for component in components {
            var resolved: [TypeSpelling] = []
            for argument in component.arguments {
                switch resolve(argument, in: context, substituting: substituting) {
                case .resolved(let type): resolved.append(type)
                case .undecided(let why): return .undecided(why)
                }
            }
            arguments.append(resolved)
        }
        if context.generics.contains(head.name) {
            return .undecided("its type `\(head.name)` is a generic parameter, chosen by each caller")
        }
        var built: [TypeSpelling.Component]
        var path: String
        var next = 1
        if head.name == "Self" {
            guard let innermost = context.chain.first, !context.inProtocol else {
                return .undecided("its type `Self` is whatever type conforms, chosen by each conformance")
            }
            built = innermost.split(separator: ".").map { .init(name: String($0), arguments: []) }
            path = innermost
        } else {
            switch first(head.name, in: context) {
            case .found(let found, let entry):
                // An alias alone stands for whatever it names (a composition stays one).
                if components.count == 1, case .alias(let index) = entry { return map(alias(index, arguments: arguments[0])) { $0.sugared } }
                let start = step(found, entry, arguments: arguments[0])
                if case .undecided(let why) = start.outcome { return .undecided(why) }
                (built, path) = (start.built, start.path)
            case .module(let module):
                guard components.count > 1 else { return .resolved(.opaque(module)) }
                built = [.init(name: module, arguments: [])]
                path = module
            case .ambiguous(let paths):
                let owners = paths.map { "'\($0.split(separator: ".").first.map(String.init) ?? $0)'" }
                let list = owners.count == 2 ? "both \(owners[0]) and \(owners[1])" : owners.dropLast().joined(separator: ", ") + " and " + owners[owners.count - 1]
                return .undecided("the short name `\(head.name)` is declared in \(list), which the file imports")
            case .missing:
                // A module the scan never saw: the name stays as written, less a qualifier
                // naming a module the file imports (`Logging.Logger` is `Logger`).
                var rest = Array(zip(components, arguments).map { TypeSpelling.Component(name: $0.0.name, arguments: $0.1) })
                if rest.count > 1, context.imported.contains(head.name) { rest.removeFirst() }
                return .resolved(TypeSpelling.nominal(rest).sugared)
            }
        }
        while next < components.count {
            let member = path + "." + components[next].name
            if let entry = entries[member] {
                let stepped = step(member, entry, arguments: arguments[next])
                if case .undecided(let why) = stepped.outcome { return .undecided(why) }
                (built, path) = (stepped.built, stepped.path)
            } else {
                built.append(.init(name: components[next].name, arguments: arguments[next]))
                path = member
            }
            next += 1
        }
        return .resolved(TypeSpelling.nominal(built).sugared)
    }

    /// One found name of a dotted name: a type's path, or the nominal type an alias stands
    /// for (an alias of anything else is kept whole: a dotted name cannot continue it).
    private mutating func step(_ path: String, _ entry: Entry, arguments: [TypeSpelling]) -> (built: [TypeSpelling.Component], path: String, outcome: Outcome?) {
        switch entry {
        case .type:
            var built = path.split(separator: ".").map { TypeSpelling.Component(name: String($0), arguments: []) }
            built[built.count - 1].arguments = arguments
            return (built, path, nil)
        case .alias(let index):
            let outcome = alias(index, arguments: arguments)
            switch outcome {
            case .undecided:
                return ([], path, outcome)
            case .resolved(let type):
                guard case .nominal(let components) = type, let aliased = type.path else {
                    return ([.init(name: type.text, arguments: [])], type.text, nil)
                }
                return (components, aliased, nil)
            }
        }
    }

    /// What the typealias `index` stands for, with its generic parameters replaced.
    private mutating func alias(_ index: Int, arguments: [TypeSpelling]) -> Outcome {
        let declared = aliases[index]
        let parameters = declared.declaration.parameters
        if parameters.isEmpty, complete, let known = aliasMemo[index] { return known }
        guard resolvingAliases.insert(index).inserted else {
            return .undecided("the typealias `\(declared.declaration.name)` is defined through itself")
        }
        defer { resolvingAliases.remove(index) }
        var substituting: [String: TypeSpelling] = [:]
        if parameters.count == arguments.count {
            for (parameter, argument) in zip(parameters, arguments) { substituting[parameter] = argument }
        }
        var context = self.context(target: declared.target, scope: declared.declaration.scope)
        context.generics.subtract(substituting.keys)
        if !parameters.isEmpty, substituting.isEmpty { context.generics.formUnion(parameters) }
        let outcome = resolve(TypeSpelling(parsing: declared.declaration.value ?? ""), in: context, substituting: substituting)
        if parameters.isEmpty, complete { aliasMemo[index] = outcome }
        return outcome
    }

    // MARK: Constants

    /// The string a constant named `expression` holds (`Names.disk`, `disk`, `Self.disk`)
    /// and where that string is written (the end of a chain of constants), or why it cannot
    /// be known.
    mutating func constant(_ expression: String, in context: Context, depth: Int = 0) -> Result<(value: String, location: FileLocation), ConstantProblem> {
        let parts = expression.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && ($0.first!.isLetter || $0.first == "_") && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return .failure(.notAConstant)
        }
        guard depth < 16 else { return .failure(.notFound) }
        var found: Declared?
        let last = parts[parts.count - 1]
        if parts.count == 1 {
            for outer in context.chain where found == nil { found = constants[outer + "." + last] }
            if found == nil { found = constants[context.module + "." + last] }
            if found == nil {
                let candidates = context.visible.compactMap { constants[$0 + "." + last] }
                if candidates.count > 1, Set(candidates.map { $0.declaration.value ?? $0.declaration.reference ?? "" }).count > 1 {
                    return .failure(.ambiguous)
                }
                found = candidates.first
            }
        } else {
            let owner = parts.dropLast()
            if owner.count == 1, owner[0] != "Self", case .module(let module) = first(owner[0], in: context) {
                found = constants[module + "." + last]
            } else if case .resolved(let type) = resolve(owner.joined(separator: "."), in: context), let path = type.path {
                found = constants[path + "." + last]
            }
        }
        guard let found else { return .failure(.notFound) }
        if let value = found.declaration.value { return .success((value, found.declaration.location)) }
        guard let reference = found.declaration.reference else { return .failure(.notFound) }
        let outer = self.context(target: found.target, scope: found.declaration.scope)
        return constant(reference, in: outer, depth: depth + 1)
    }

    /// The strings a list constant named `expression` holds (`ShopTabs.all`, declared
    /// `static let all = [home, cart]`), each element read as ``constant(_:in:depth:)``
    /// reads a name from where the list is declared; `nil` when it is not such a list or
    /// an element cannot be read.
    mutating func list(_ expression: String, in context: Context) -> [String]? {
        let parts = expression.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        let last = parts[parts.count - 1]
        var found: Declared?
        if parts.count == 1 {
            for outer in context.chain where found == nil { found = lists[outer + "." + last] }
            if found == nil { found = lists[context.module + "." + last] }
            if found == nil { found = context.visible.compactMap { lists[$0 + "." + last] }.first }
        } else if case .resolved(let type) = resolve(parts.dropLast().joined(separator: "."), in: context), let path = type.path {
            found = lists[path + "." + last]
        }
        guard let found else { return nil }
        let outer = self.context(target: found.target, scope: found.declaration.scope)
        var values: [String] = []
        for element in found.declaration.parameters {
            if element.hasPrefix("\"") {
                values.append(String(element.dropFirst()))
            } else if case .success(let constant) = constant(element, in: outer) {
                values.append(constant.value)
            } else {
                return nil
            }
        }
        return values
    }

    /// Why a constant's value cannot be known.
    enum ConstantProblem: Error {
        /// Not a name (a call, an operator, an interpolation).
        case notAConstant
        /// No scanned target declares a string constant by that name.
        case notFound
        /// Two imported modules declare it with different values.
        case ambiguous
    }
}
