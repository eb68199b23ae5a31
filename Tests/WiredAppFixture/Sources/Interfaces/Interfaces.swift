@_exported public import LatticeAnnotations

/// Tells the time as text.
public protocol Clock: Sendable {
    var now: String { get }
}

/// Greets someone.
public protocol Greeting: Sendable {
    func greet(_ name: String) -> String
}

/// What the app calls on the greeter through the mediator, by contract.
public enum GreeterContracts {
    /// `greeter/greet`: the greeting for a name.
    public static let greet = ActionContract<String, String>(target: "greeter", action: "greet")
}

/// The greeting page's URL, built without writing the string.
@RoutePath("wired://greet/:name")
public enum GreetPage {}
