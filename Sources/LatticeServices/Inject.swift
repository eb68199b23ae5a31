/// Resolves `Service` from the ``ServiceRegistry/current`` registry: for code that is not
/// built by a factory and is not handed a registry (a screen, a view model, a script).
///
/// ```swift
/// let cart = try inject((any CartService).self)
/// let login: any LoginService = try inject(name: "wechat")
/// ```
///
/// The current registry is the one bound to the task by
/// ``ServiceRegistry/withCurrent(_:operation:)`` or ``ServiceRegistry/withOverrides(_:operation:)``,
/// else the one made current with ``ServiceRegistry/makeCurrent()`` (the component host's,
/// once it has booted). Each call is a resolve: a transient service is made again.
///
/// - Parameters:
///   - type: The service type, usually a protocol.
///   - name: The registration's name; `nil` for the default one.
///   - fileID: The file the call is made from, for messages; the caller's by default.
///   - line: The line the call is made from, for messages; the caller's by default.
/// - Throws: ``ServiceError/Code/noCurrentRegistry`` (naming this call) when no registry
///   is current, and every failure of ``ServiceResolving/resolve(_:name:fileID:line:)``.
/// - Complexity: O(1) for a created singleton, with no lock: the registry's own lookup
///   and two atomic loads.
@inlinable @inline(__always)
public func inject<Service: Sendable>(
    _ type: Service.Type = Service.self, name: String? = nil, fileID: String = #fileID, line: Int = #line
) throws(ServiceError) -> Service {
    try ServiceRegistry.resolveCurrent(
        ServiceKey(noArguments: Service.self, name: name), captured: nil, declaredAt: nil, fileID: fileID, line: line)
}
