import LatticeCore
public import LatticeGraph

/// A dependency of a component on another, by name, with the versions it accepts.
///
/// ```swift
/// ComponentDependency("Log", "~> 1.2")                  // CocoaPods
/// ComponentDependency("Storage", "from: \"2.0.0\"")      // SwiftPM
/// ComponentDependency("Network", .upToNextMajor(from: SemanticVersion(3, 0, 0)))
/// ComponentDependency("Analytics")                       // any version
/// ```
///
/// Requirement text that does not parse does not crash or throw here: the host reports it,
/// with every other problem, when it validates the components.
public struct ComponentDependency: Sendable, Hashable, CustomStringConvertible {
    /// The name of the component depended on.
    public let name: String
    /// The versions accepted (`VersionRequirement/any` when the text did not parse).
    public let requirement: VersionRequirement
    /// Why the requirement text did not parse, if it did not.
    let requirementProblem: String?

    /// A dependency with a requirement value; any version by default.
    public init(_ name: String, _ requirement: VersionRequirement = .any) {
        self.name = name
        self.requirement = requirement
        self.requirementProblem = nil
    }

    /// A dependency with a requirement written as text, in the CocoaPods (`~> 1.2`,
    /// `>= 1.0, < 2.0`) or the SwiftPM (`from: "1.2.0"`, `"1.0.0"..<"2.0.0"`) dialect;
    /// `""` means any version.
    public init(_ name: String, _ requirement: String) {
        self.name = name
        do {
            self.requirement = try VersionRequirement(parsing: requirement)
            self.requirementProblem = nil
        } catch {
            self.requirement = .any
            self.requirementProblem = error.explanation
        }
    }

    /// `Log ~> 1.2`, or just the name for any version.
    public var description: String {
        requirement.constraints.isEmpty ? name : "\(name) \(requirement)"
    }
}
