/// A weak reference to a weak-scope instance. Only `Sendable` services are stored in it
/// (`Registration` requires `Service: Sendable`), which is why it may cross threads.
struct WeakObject: @unchecked Sendable {
    weak var object: AnyObject?
}
