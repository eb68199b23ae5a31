public import LatticeGraph

/// One problem the host found while validating the components, with how to fix it.
///
/// ``ComponentHost`` reports every problem at once, in one ``ComponentError`` of code
/// ``ComponentError/Code/invalidComponents``.
public struct ComponentProblem: Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem. New kinds may be added; switch with a `default` case.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable {
            case missingDependency, versionMismatch, cycle, layerViolation, duplicateName
            case missingService, malformedRequirement, unknownComponent, missingStandIn
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// A dependency on a component that is not in the app.
        public static let missingDependency = Kind(.missingDependency)
        /// A component's version does not meet a dependent's requirement; the message names
        /// every requirer of that component.
        public static let versionMismatch = Kind(.versionMismatch)
        /// Components that depend on each other in a loop; the message has the whole path.
        public static let cycle = Kind(.cycle)
        /// A dependency the layer rules forbid, or a component in no layer.
        public static let layerViolation = Kind(.layerViolation)
        /// Two components with the same name.
        public static let duplicateName = Kind(.duplicateName)
        /// A required service that neither the component, its dependencies nor the app provide.
        public static let missingService = Kind(.missingService)
        /// A dependency's requirement text that does not parse.
        public static let malformedRequirement = Kind(.malformedRequirement)
        /// A component named to run alone or to replace that no component has; the message
        /// suggests close names.
        public static let unknownComponent = Kind(.unknownComponent)
        /// A service that a component run alone requires and that nothing running, no
        /// stand-in and no external service provides; the message names the component that
        /// would have provided it.
        public static let missingStandIn = Kind(.missingStandIn)

        /// The kind's name, such as `versionMismatch`.
        public var description: String { "\(value)" }
    }

    /// The kind of problem.
    public let kind: Kind
    /// The component concerned (the one that depends or requires).
    public let component: String
    /// The other components involved: the dependency, the other requirers, the cycle's path.
    public let related: [String]
    /// Where it was declared, when known (from a manifest).
    public let location: FileLocation?
    /// What is wrong and "To fix, …".
    public let message: String

    /// Creates a problem.
    public init(kind: Kind, component: String, related: [String] = [], location: FileLocation? = nil, message: String) {
        self.kind = kind
        self.component = component
        self.related = related
        self.location = location
        self.message = message
    }

    /// `location: message`, or the message alone.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
