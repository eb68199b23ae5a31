public import LatticeCore

/// An error from the service registry: what went wrong, for which service, how to fix it,
/// and where in your code the failing call was made.
///
/// Every failure of ``ServiceRegistry/resolve(_:name:fileID:line:)`` and of registration
/// is a `ServiceError`; nothing fails with a silent `nil` or a crash. Compare ``code``
/// to branch on the kind of failure; print the error (its ``description``) to read it.
/// Two errors are equal when their code and ``subject`` are, so a test can build the one
/// it expects with a factory:
///
/// ```swift
/// #expect(throws: ServiceError.notRegistered((any Storage).self)) { try services.resolve((any Storage).self) }
/// ```
public struct ServiceError: LatticeError {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: String, Hashable, Sendable {
            case notRegistered, circularDependency, factoryFailed, duplicateRegistration
            case argumentMismatch, notAnObject, ownerRequired, sealed
            case unknownImplementation, noCurrentRegistry, requiresMainActor
        }

        private let kind: Kind
        private init(_ kind: Kind) { self.kind = kind }

        /// No registration exists for the type, name and argument types asked for.
        public static let notRegistered = Code(.notRegistered)
        /// Resolving the service needed the service itself; ``ServiceError/cycle`` has the path.
        public static let circularDependency = Code(.circularDependency)
        /// The service's factory threw; ``ServiceError/underlying`` has its error.
        public static let factoryFailed = Code(.factoryFailed)
        /// A registration for the same type and name exists and the policy is to reject.
        public static let duplicateRegistration = Code(.duplicateRegistration)
        /// The service is registered, but with other argument types than those passed.
        public static let argumentMismatch = Code(.argumentMismatch)
        /// A weak or owner-bound service's factory returned a value that is not a class instance.
        public static let notAnObject = Code(.notAnObject)
        /// An owner-bound service was resolved without a living owner.
        public static let ownerRequired = Code(.ownerRequired)
        /// The registry is sealed and the policy forbids registering after sealing.
        public static let sealed = Code(.sealed)
        /// A configuration chooses an implementation (``ServiceRegistry/setDefault(_:to:fileID:line:)``)
        /// that nobody registered: no registration of the type has that name, or nothing
        /// registers the type at all.
        public static let unknownImplementation = Code(.unknownImplementation)
        /// ``inject(_:name:fileID:line:)`` or an ``Injected`` property was read where no
        /// registry is current (``ServiceRegistry/current`` is `nil`).
        public static let noCurrentRegistry = Code(.noCurrentRegistry)
        /// A service whose factory is isolated to the main actor was resolved away from it.
        public static let requiresMainActor = Code(.requiresMainActor)

        /// The code's name, such as `notRegistered`.
        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// The service concerned, as `Type`, `Type (name: "key")` or `Type (arguments: Int)`.
    public let subject: String
    /// What happened, in full sentences.
    public let message: String
    /// How to fix it: the clause after "To fix, ".
    public let fix: String
    /// The chain of resolves that led to the failure, outermost first: `["Checkout",
    /// "Payment", "Network"]` when resolving `Checkout` needed `Payment`, which needed the
    /// failing `Network`.
    public let path: [String]
    /// For ``Code/factoryFailed``: the error the factory threw.
    public let underlying: (any Error)?
    /// The file of the `resolve` or `register` call that failed (`#fileID`).
    public let fileID: String
    /// The line of that call.
    public let line: Int
    /// The column, for an error placed in a configuration file (a choice of
    /// ``Code/unknownImplementation`` written in `components.yml`); `nil` for a call in code.
    public let column: Int?

    package init(
        _ code: Code, subject: String, message: String, fix: String, path: [String] = [],
        underlying: (any Error)? = nil, fileID: String, line: Int, column: Int? = nil
    ) {
        self.code = code
        self.subject = subject
        self.message = message
        self.fix = fix
        self.path = path
        self.underlying = underlying
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// For ``Code/circularDependency``: the services on the cycle, the first repeated last
    /// (`["A", "B", "C", "A"]`); empty for other codes.
    public var cycle: [String] {
        guard code == .circularDependency else { return [] }
        return Self.cycle(in: path)
    }

    /// `ServiceError.notRegistered at Feature/Screen.swift:12: <message> To fix, <fix>. (while resolving A → B)`;
    /// `at components.yml:4:17` for an error placed in a configuration file.
    public var description: String {
        var text = "ServiceError.\(code) at \(fileID):\(line)\(column.map { ":\($0)" } ?? ""): \(explanation)"
        if path.count > 1 && code != .circularDependency {
            text += " (while resolving \(path.joined(separator: " → ")))"
        }
        return text
    }

    /// The same error seen one resolve further out: `outer` prepended to the path. A
    /// cycle's message is written again at every level, from the chain known so far, so
    /// that it is complete wherever the resolve started (a resolver a factory kept and
    /// used after returning starts deeper than the registry).
    func resolving(_ outer: String) -> ServiceError {
        let path = [outer] + self.path
        guard code == .circularDependency else {
            return ServiceError(
                code, subject: subject, message: message, fix: fix, path: path, underlying: underlying,
                fileID: fileID, line: line, column: column)
        }
        return .circularDependency(path: path, fileID: fileID, line: line)
    }

    /// The first repeated stretch of `path`, first repeated last; empty if none repeats.
    private static func cycle(in path: [String]) -> [String] {
        var firstIndex: [String: Int] = [:]
        for (index, service) in path.enumerated() {
            if let start = firstIndex[service] { return Array(path[start...index]) }
            firstIndex[service] = index
        }
        return []
    }
}

// MARK: Factories, one per code

extension ServiceError {
    /// The subject the registry writes for `type`: `Type`, `Type (name: "key")`,
    /// `Type (arguments: Int, String)`.
    public static func subject(_ type: Any.Type, name: String? = nil, arguments: [Any.Type] = []) -> String {
        RegistrationInfo(
            serviceType: String(describing: type), name: name, argumentTypes: arguments.map { String(describing: $0) },
            scope: .transient, component: nil, fileID: "", line: 0
        ).service
    }

    /// ``Code/notRegistered``: nothing is registered for `type` (with `name` and `arguments`).
    public static func notRegistered(
        _ type: Any.Type, name: String? = nil, arguments: [Any.Type] = [],
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        let subject = Self.subject(type, name: name, arguments: arguments)
        return ServiceError(
            .notRegistered, subject: subject, message: message ?? "No registration for \(subject).",
            fix: fix ?? "register it before resolving", fileID: fileID, line: line)
    }

    /// ``Code/argumentMismatch``: `type` is registered, but not for the `arguments` passed.
    public static func argumentMismatch(
        _ type: Any.Type, name: String? = nil, arguments: [Any.Type] = [],
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        let subject = Self.subject(type, name: name, arguments: arguments)
        return ServiceError(
            .argumentMismatch, subject: subject,
            message: message ?? "\(subject) is registered with other argument types than those passed.",
            fix: fix ?? "pass arguments of the registered types in the same order", fileID: fileID, line: line)
    }

    /// ``Code/circularDependency``: resolving the services on `path` (outermost first)
    /// came back to one of them. The ``subject`` is the outermost service.
    public static func circularDependency(path: [String], fileID: String = #fileID, line: Int = #line) -> ServiceError {
        let found = cycle(in: path)
        let cycle = found.isEmpty ? path : found
        let shown = cycle.isEmpty ? "a service that needs itself" : cycle.joined(separator: " → ")
        return ServiceError(
            .circularDependency, subject: path.first ?? "",
            message: "Circular dependency: \(shown). Each of these services needs the next to be created.",
            fix: "break the cycle: let one of them resolve the other when first used (keep the Resolver its "
                + "factory receives) instead of in its factory, or move what they share into a new service",
            path: path, fileID: fileID, line: line)
    }

    /// ``Code/factoryFailed``: the factory of `type` threw `underlying`.
    public static func factoryFailed(
        _ type: Any.Type, name: String? = nil, arguments: [Any.Type] = [], underlying: any Error,
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        let subject = Self.subject(type, name: name, arguments: arguments)
        return ServiceError(
            .factoryFailed, subject: subject, message: message ?? "The factory of \(subject) threw: \(LatticeErrorText.clause(underlying)).",
            fix: fix ?? "handle that error in the factory or make what it needs available",
            path: [subject], underlying: underlying, fileID: fileID, line: line)
    }

    /// ``Code/duplicateRegistration``: `type` (with `name` and `arguments`) is registered twice.
    public static func duplicateRegistration(
        _ type: Any.Type, name: String? = nil, arguments: [Any.Type] = [],
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        let subject = Self.subject(type, name: name, arguments: arguments)
        return ServiceError(
            .duplicateRegistration, subject: subject, message: message ?? "\(subject) is already registered.",
            fix: fix ?? "remove one of the two registrations, give them different names, or create the registry with duplicatePolicy: .replace",
            fileID: fileID, line: line)
    }

    /// ``Code/notAnObject``: the weak or owner-bound `type`'s factory returned a value.
    public static func notAnObject(
        _ type: Any.Type, name: String? = nil, arguments: [Any.Type] = [],
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        let subject = Self.subject(type, name: name, arguments: arguments)
        return ServiceError(
            .notAnObject, subject: subject,
            message: message ?? "\(subject) is held weakly, but its factory returned a value that is not a class instance.",
            fix: fix ?? "register it as transient or singleton", fileID: fileID, line: line)
    }

    /// ``Code/ownerRequired``: the owner-bound `type` was resolved without a living owner.
    public static func ownerRequired(
        _ type: Any.Type, name: String? = nil, arguments: [Any.Type] = [],
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        let subject = Self.subject(type, name: name, arguments: arguments)
        return ServiceError(
            .ownerRequired, subject: subject, message: message ?? "\(subject) is owner-bound, but no living owner was given.",
            fix: fix ?? "resolve it with resolve(\(type).self, owner: someOwner)", fileID: fileID, line: line)
    }

    /// ``Code/sealed``: `type` was registered or removed after ``ServiceRegistry/seal()``.
    public static func sealed(
        _ type: Any.Type, name: String? = nil, arguments: [Any.Type] = [],
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        let subject = Self.subject(type, name: name, arguments: arguments)
        return ServiceError(
            .sealed, subject: subject, message: message ?? "The registry is sealed, so \(subject) cannot be registered or removed.",
            fix: fix ?? "make every registration before calling seal(), or use a child registry", fileID: fileID, line: line)
    }

    /// ``Code/unknownImplementation``: a configuration chooses the implementation named
    /// `name` for `type`, which nobody registered.
    public static func unknownImplementation(
        _ type: Any.Type, name: String, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        unknownImplementation(typeName: String(describing: type), name: name, message: message, fix: fix, fileID: fileID, line: line)
    }

    /// ``Code/unknownImplementation`` for a type named as a configuration file writes it
    /// (`LoginService`, `any LoginService`).
    public static func unknownImplementation(
        typeName: String, name: String, message: String? = nil, fix: String? = nil,
        fileID: String = #fileID, line: Int = #line, column: Int? = nil
    ) -> ServiceError {
        let subject = RegistrationInfo(
            serviceType: typeName, name: name, argumentTypes: [], scope: .transient, component: nil, fileID: "", line: 0
        ).service
        return ServiceError(
            .unknownImplementation, subject: subject,
            message: message ?? "The configuration chooses '\(name)' as the implementation of \(typeName), but nothing registers \(subject).",
            fix: fix ?? "register \(typeName) under the name '\(name)', or choose a name it is registered under",
            fileID: fileID, line: line, column: column)
    }

    /// ``Code/noCurrentRegistry``: `type` (named `name`) was injected where no registry is
    /// current. `declaredAt` is where the ``Injected`` property is declared, if it was one.
    public static func noCurrentRegistry(
        _ type: Any.Type, name: String? = nil, declaredAt: (fileID: String, line: Int)? = nil,
        message: String? = nil, fix: String? = nil, fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        let subject = Self.subject(type, name: name)
        let read: String
        if let declaredAt, declaredAt.fileID == fileID, declaredAt.line == line {
            read = "was read through the @Injected property declared at \(fileID):\(line)"
        } else if let declaredAt {
            read = "was read at \(fileID):\(line) through the @Injected property declared at \(declaredAt.fileID):\(declaredAt.line)"
        } else {
            read = "was injected at \(fileID):\(line)"
        }
        return ServiceError(
            .noCurrentRegistry, subject: subject,
            message: message ?? "\(subject) \(read), but no service registry is current.",
            fix: fix ?? "boot the ComponentHost first (it makes its registry current), call registry.makeCurrent() at start-up, "
                + "or run this code inside ServiceRegistry.withCurrent(registry) { … }",
            fileID: fileID, line: line)
    }

    /// ``Code/requiresMainActor``: `type` (named `name`), whose factory registered at
    /// `registeredAt` runs on the main actor, was resolved away from the main thread.
    public static func requiresMainActor(
        _ type: Any.Type, name: String? = nil, registeredAt: (fileID: String, line: Int),
        fileID: String = #fileID, line: Int = #line
    ) -> ServiceError {
        let subject = Self.subject(type, name: name)
        return ServiceError(
            .requiresMainActor, subject: subject,
            message: "\(subject) is made on the main actor (its factory, registered at \(registeredAt.fileID):\(registeredAt.line), "
                + "is isolated to it), and it was resolved away from the main thread.",
            fix: "resolve it from the main actor (a view, a @MainActor function), or make its factory nonisolated",
            fileID: fileID, line: line)
    }
}
