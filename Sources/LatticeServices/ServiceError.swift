/// An error from the service registry: what went wrong, for which service, how to fix it,
/// and where in your code the failing call was made.
///
/// Every failure of ``ServiceRegistry/resolve(_:name:fileID:line:)`` and of registration
/// is a `ServiceError`; nothing fails with a silent `nil` or a crash. Compare ``code``
/// to branch on the kind of failure; print the error (its ``description``) to read it.
public struct ServiceError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure. New codes may be added; switch with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case notRegistered, circularDependency, factoryFailed, duplicateRegistration
            case argumentMismatch, notAnObject, ownerRequired, sealed
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

        /// The code's name, such as `notRegistered`.
        public var description: String { "\(kind)" }
    }

    /// The kind of failure.
    public let code: Code
    /// The service concerned, as `Type` or `Type (name: "key")`.
    public let service: String
    /// What happened and how to fix it, in full sentences.
    public let message: String
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

    package init(
        _ code: Code, service: String, message: String, path: [String] = [],
        underlying: (any Error)? = nil, fileID: String, line: Int
    ) {
        self.code = code
        self.service = service
        self.message = message
        self.path = path
        self.underlying = underlying
        self.fileID = fileID
        self.line = line
    }

    /// For ``Code/circularDependency``: the services on the cycle, the first repeated last
    /// (`["A", "B", "C", "A"]`); empty for other codes.
    public var cycle: [String] {
        guard code == .circularDependency else { return [] }
        var firstIndex: [String: Int] = [:]
        for (index, service) in path.enumerated() {
            if let start = firstIndex[service] { return Array(path[start...index]) }
            firstIndex[service] = index
        }
        return []
    }

    /// `ServiceError.notRegistered at Feature/Screen.swift:12: <message> (while resolving A → B)`.
    public var description: String {
        var text = "ServiceError.\(code) at \(fileID):\(line): \(message)"
        if path.count > 1 && code != .circularDependency {
            text += " (while resolving \(path.joined(separator: " → ")))"
        }
        return text
    }

    /// The same error seen one resolve further out: `outer` prepended to the path. At the
    /// outermost resolve a cycle's message is written, now that the whole chain is known.
    func resolving(_ outer: String, isOutermost: Bool) -> ServiceError {
        let path = [outer] + self.path
        guard isOutermost, code == .circularDependency else {
            return ServiceError(code, service: service, message: message, path: path, underlying: underlying, fileID: fileID, line: line)
        }
        let partial = ServiceError(code, service: outer, message: "", path: path, fileID: fileID, line: line)
        let cycle = partial.cycle.isEmpty ? path : partial.cycle
        let message = "Circular dependency: \(cycle.joined(separator: " → ")). Each of these services needs the next "
            + "to be created. To fix, break the cycle: let one of them resolve the other when first used "
            + "(keep the Resolver its factory receives) instead of in its factory, or move what they share into a new service."
        return ServiceError(code, service: outer, message: message, path: path, fileID: fileID, line: line)
    }
}
