/// A description of one registration, for tools, docs and error messages.
///
/// ``ServiceRegistry/registrations`` lists them in registration order.
public struct RegistrationInfo: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The service type as written in code, such as `LoginService`.
    public let serviceType: String
    /// The registration's name, if it has one.
    public let name: String?
    /// The types of the runtime arguments its factory takes, in order; empty for none.
    public let argumentTypes: [String]
    /// How long instances live.
    public let scope: Scope
    /// The component that registered it, when registered through a component.
    public let component: String?
    /// The file of the `register` call (`#fileID`).
    public let fileID: String
    /// The line of the `register` call.
    public let line: Int

    /// Creates a description; registries make these, tools may too.
    public init(
        serviceType: String, name: String?, argumentTypes: [String], scope: Scope,
        component: String?, fileID: String, line: Int
    ) {
        self.serviceType = serviceType
        self.name = name
        self.argumentTypes = argumentTypes
        self.scope = scope
        self.component = component
        self.fileID = fileID
        self.line = line
    }

    /// The service as `Type`, `Type (name: "key")` or `Type (arguments: Int, String)`.
    public var service: String {
        var parts: [String] = []
        if let name { parts.append("name: \"\(name)\"") }
        if !argumentTypes.isEmpty { parts.append("arguments: \(argumentTypes.joined(separator: ", "))") }
        return parts.isEmpty ? serviceType : "\(serviceType) (\(parts.joined(separator: "; ")))"
    }

    /// `Type (name: "key"), singleton, registered at File.swift:12 by Cart`.
    public var description: String {
        var text = "\(service), \(scope), registered at \(fileID):\(line)"
        if let component { text += " by \(component)" }
        return text
    }
}
