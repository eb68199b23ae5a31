/// A property that resolves its service from the ``ServiceRegistry/current`` registry
/// each time it is read: injection for screens and view models, which no factory builds.
///
/// ```swift
/// final class CheckoutModel {
///     @Injected var cart: any CartService
///     @Injected(name: "wechat") var login: any LoginService
///
///     func total() throws -> Int {
///         try $cart.resolve().total       // a failure is a ServiceError
///     }
///     var itemCount: Int { cart.count }   // a failure stops the program
/// }
/// ```
///
/// - Every read is a resolve, so the registration's scope decides what it gives: a
///   singleton is the same instance each time, a transient service a new one (keep it in
///   a local if you need one instance). Reading a created singleton costs the registry's
///   lock-free lookup and two atomic loads.
/// - The registry is the one bound to the reading task
///   (``ServiceRegistry/withCurrent(_:operation:)``, ``ServiceRegistry/withOverrides(_:operation:)``),
///   (unless the property was created where a child of that registry was bound: a model
///   made inside `withOverrides` keeps its overrides when read later), else the one bound
///   where the property was created, else the process-wide one
///   (``ServiceRegistry/makeCurrent()``; the component host's once it has booted).
/// - A property's getter cannot throw. When the resolve fails (no registry is current,
///   nothing is registered, a factory throws), reading `cart` stops the program with the
///   ``ServiceError``'s description, which names the property's declaration. Read
///   `try $cart.resolve()` wherever a failure is expected or must be handled: it throws
///   that same error, with your call site too.
@propertyWrapper
public struct Injected<Service: Sendable>: Sendable {
    /// The key resolved, built once.
    @usableFromInline let key: ServiceKey
    /// The registry bound to the task that created the property, if one was.
    @usableFromInline let captured: ServiceRegistry?
    /// The file the property is declared in.
    public let fileID: String
    /// The line the property is declared on.
    public let line: Int

    /// Declares a property that resolves `Service` (named `name`) when read.
    ///
    /// - Parameters:
    ///   - name: The registration's name; `nil` for the default one.
    ///   - fileID: The file of the declaration, for messages; the declaration's by default.
    ///   - line: The line of the declaration, for messages; the declaration's by default.
    public init(name: String? = nil, fileID: String = #fileID, line: Int = #line) {
        self.key = ServiceKey(noArguments: Service.self, name: name)
        self.captured = ServiceRegistry.bound
        self.fileID = fileID
        self.line = line
    }

    /// The name of the registration resolved; `nil` for the default one.
    public var name: String? { key.name }

    /// The service, resolved now. Stops the program if it cannot be resolved; read
    /// `try $property.resolve()` to get the ``ServiceError`` instead.
    @inlinable
    public var wrappedValue: Service {
        do {
            return try ServiceRegistry.resolveCurrent(key, captured: captured, declaredAt: (fileID, line), fileID: fileID, line: line)
        } catch {
            fatalError("\(error) (An @Injected property cannot throw: read it as `try $property.resolve()` to handle this error.)")
        }
    }

    /// The property wrapper itself: `$cart.resolve()`.
    public var projectedValue: Injected<Service> { self }

    /// Resolves the service now, throwing instead of stopping the program.
    ///
    /// - Parameters:
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``ServiceError/Code/noCurrentRegistry`` (naming the declaration and this
    ///   call) when no registry is current, and every failure of a resolve.
    @inlinable
    public func resolve(fileID: String = #fileID, line: Int = #line) throws(ServiceError) -> Service {
        try ServiceRegistry.resolveCurrent(key, captured: captured, declaredAt: (self.fileID, self.line), fileID: fileID, line: line)
    }
}
