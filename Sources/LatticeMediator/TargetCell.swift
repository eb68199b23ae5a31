public import LatticeCore

/// What the mediator needs of a target's instance holder without knowing its type.
protocol AnyTargetCell: AnyObject, Sendable {
    var lifetime: TargetLifetime { get }
    /// Drops the cached instance; `true` if there was one.
    func release() -> Bool
    /// Whether a cached instance exists now.
    var isLoaded: Bool { get }
}

/// Holds a target's factory and, for cached targets, its instance.
///
/// The factory never runs under the lock (it may call the mediator). Two first calls racing
/// may therefore both create an instance; the first one stored is kept and returned to both.
@usableFromInline
final class TargetCell<Target: Sendable>: AnyTargetCell {
    @usableFromInline let lifetime: TargetLifetime
    @usableFromInline let make: @Sendable () throws -> Target
    /// Whether `make` must run on the main actor (it fails elsewhere): an asynchronous call
    /// then makes the instance there.
    @usableFromInline let makesOnMainActor: Bool
    @usableFromInline let cached = Locked<Target?>(nil)

    init(lifetime: TargetLifetime, makesOnMainActor: Bool = false, make: @escaping @Sendable () throws -> Target) {
        self.lifetime = lifetime
        self.makesOnMainActor = makesOnMainActor
        self.make = make
    }

    /// The instance for one call: the cached one, or a new one.
    ///
    /// Inlinable so that the handler closures built by `TargetActions.on`, also inlined into
    /// the registering module, are specialized for `Target`: unspecialized, each call would
    /// look up the generic metadata of `Locked<Target?>` at run time.
    @inlinable
    func instance() throws(ActionFailure) -> Target {
        guard lifetime == .cached else { return try create() }
        if let existing = cached.withLock({ $0 }) { return existing }
        let made = try create()
        return cached.withLock { slot in
            if let existing = slot { return existing }
            slot = made
            return made
        }
    }

    /// The instance for an asynchronous call, which may run away from the main thread: a
    /// target made on the main actor is made there.
    @inlinable
    func instanceForAsyncCall() async throws(ActionFailure) -> Target {
        guard makesOnMainActor else { return try instance() }
        return try await instanceOnMainActor()
    }

    @usableFromInline
    func instanceOnMainActor() async throws(ActionFailure) -> Target {
        if MainQueue.isCurrent { return try instance() }
        // Made already: no hop (read once, not checked and then read again).
        if lifetime == .cached, let existing = cached.withLock({ $0 }) { return existing }
        do {
            return try await MainActor.run { try self.instance() }
        } catch let failure as ActionFailure {
            throw failure
        } catch {
            throw .makeTarget(error)
        }
    }

    @inlinable
    func create() throws(ActionFailure) -> Target {
        do { return try make() } catch { throw .makeTarget(error) }
    }

    func release() -> Bool {
        cached.withLock { slot in
            defer { slot = nil }
            return slot != nil
        }
    }

    var isLoaded: Bool { cached.withLock { $0 != nil } }
}
