public import LatticeCore
public import Logging

/// One place through which features call each other by target and action: typed calls
/// through an ``ActionContract``, untyped calls with a parameter dictionary, and remote
/// calls from a URL, each governed, observed and refused in one place.
///
/// ```swift
/// let mediator = Mediator(policy: TrustPolicy(allowedSchemes: ["shop"]))
/// try mediator.register("cart", make: { CartTarget() }) { actions in
///     actions.on(Cart.add) { cart, item in cart.add(item) }
/// }
/// let count = try await mediator.perform(Cart.add, AddToCart(sku: "A1", quantity: 2, gift: false))
/// let same = try await mediator.perform(target: "cart", action: "add", params: ["sku": "A1", "quantity": 2, "gift": false])
/// let remote = try await mediator.perform(url: URL(string: "shop://cart/add?sku=A1&quantity=2&gift=false")!, origin: .push)
/// ```
///
/// Thread-safe: register, release and perform from any thread at any time. A lookup holds
/// a lock only to read one reference; targets' factories, actions, fallbacks and the observer
/// never run under it, so they may call the mediator again.
public final class Mediator: Sendable {
    /// The rules for calls from outside the app; its hook hears every refusal.
    public let policy: TrustPolicy
    /// Where failed performs are logged, at `debug` only (the caller gets the error), with
    /// `target/action`, the code, the origin and the call site as metadata; count refusals
    /// through the policy's `onRefusal` hook. A successful perform logs nothing.
    public let logger: Logger
    let registry = Locked(Registry())

    /// Creates an empty mediator.
    ///
    /// - Parameters:
    ///   - policy: The rules for calls whose origin is outside the app.
    ///   - logger: Where failures are logged; by default `Logger.current`, the logger the
    ///     app binds to the task with swift-log's `withLogger`.
    public init(policy: TrustPolicy = TrustPolicy(), logger: Logger = Logger.current) {
        self.policy = policy
        self.logger = logger
    }

    /// Registers a target whose actions run on an instance made by `make`.
    ///
    /// - Parameters:
    ///   - name: The target's name, the one its contracts carry.
    ///   - lifetime: ``TargetLifetime/cached`` (made on first use, kept until released) or
    ///     ``TargetLifetime/perCall``.
    ///   - make: Makes the instance; runs lazily, never at registration.
    ///   - actions: Adds the target's actions and fallback.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``MediatorError/Code/duplicateRegistration`` if the name is taken;
    ///   ``MediatorError/Code/invalidRegistration`` for a bad name, a contract of another
    ///   target, or an action added twice. Nothing is registered then.
    public func register<Target: Sendable>(
        _ name: String,
        lifetime: TargetLifetime = .cached,
        fileID: String = #fileID,
        line: Int = #line,
        make: @escaping @Sendable () throws -> Target,
        actions: (inout TargetActions<Target>) -> Void
    ) throws(MediatorError) {
        try add(name, TargetCell(lifetime: lifetime, make: make), actions: actions, site: CallSite(fileID: fileID, line: line))
    }

    /// Registers a target whose instance is made on the main actor (a main-actor class, as
    /// in an app target whose code is main-actor by default); its actions are usually
    /// `TargetActions/on(_:onMainActor:)` ones.
    ///
    /// ```swift
    /// try mediator.register("product", onMainActor: { ProductTarget() }) { actions in
    ///     actions.on(Product.screen, onMainActor: { target, id in target.makeScreen(for: id) })
    /// }
    /// ```
    ///
    /// The instance is made on first use, on the main actor: an asynchronous call made
    /// elsewhere makes it there; a synchronous action that is not isolated to the main actor
    /// and is the first to need it away from the main thread fails with
    /// ``MediatorError/Code/targetCreationFailed``, saying so.
    ///
    /// - Throws: As ``register(_:lifetime:fileID:line:make:actions:)``.
    public func register<Target: Sendable>(
        _ name: String,
        lifetime: TargetLifetime = .cached,
        fileID: String = #fileID,
        line: Int = #line,
        onMainActor make: @escaping @MainActor @Sendable () throws -> Target,
        actions: (inout TargetActions<Target>) -> Void
    ) throws(MediatorError) {
        let cell = TargetCell(lifetime: lifetime, makesOnMainActor: true) {
            guard MainQueue.isCurrent else { throw MainActorTargetElsewhere(target: name) }
            return try MainActor.assumeIsolated { try make() }
        }
        try add(name, cell, actions: actions, site: CallSite(fileID: fileID, line: line))
    }

    /// Why a main-actor target was not made: an action not isolated to the main actor needed
    /// it away from the main thread.
    struct MainActorTargetElsewhere: Error, CustomStringConvertible {
        let target: String
        var description: String {
            "the target '\(target)' is made on the main actor, and a synchronous action not isolated to it needed it away from the main thread"
        }
    }

    /// Registers a target without an instance: its actions are plain closures.
    ///
    /// - Throws: As ``register(_:lifetime:fileID:line:make:actions:)``.
    public func register(
        _ name: String,
        fileID: String = #fileID,
        line: Int = #line,
        actions: (inout TargetActions<Void>) -> Void
    ) throws(MediatorError) {
        try add(name, TargetCell(lifetime: .perCall) { () }, actions: actions, site: CallSite(fileID: fileID, line: line))
    }

    /// Fills in the target's actions and registers them with `cell`, or throws the first
    /// registration mistake (nothing is registered then).
    private func add<Target>(
        _ name: String, _ cell: TargetCell<Target>, actions: (inout TargetActions<Target>) -> Void, site: CallSite
    ) throws(MediatorError) {
        var builder = TargetActions(name: name, cell: cell)
        actions(&builder)
        let nameProblem = NameRule.problem(with: name, kind: "target").map { (text: $0, site: CallSite?.none) }
        if let problem = nameProblem ?? builder.problems.first {
            // Each problem is written "<what is wrong>. To fix, <how>.", and reported where the
            // mistake is written: a contract's declaration, else the registration.
            let (message, fix) = LatticeErrorText.split(problem.text)
            let at = problem.site ?? site
            throw MediatorError.invalidRegistration(target: name, message: message, fix: fix, fileID: at.fileID, line: at.line)
        }
        let entry = RegisteredTarget(
            cell: builder.cell,
            actions: Dictionary(builder.actions.map { ($0.action.descriptor.action, $0.action) }) { first, _ in first },
            actionIDs: builder.actions.map(\.id),
            fallback: builder.fallback
        )
        let added = registry.withLock { registry in
            guard registry.targets[name] == nil else { return false }
            registry.targets[name] = entry
            for (id, action) in builder.actions {
                if id >= registry.slots.count {
                    registry.slots.append(contentsOf: repeatElement(nil, count: id + 1 - registry.slots.count))
                }
                registry.slots[id] = action
            }
            return true
        }
        guard added else {
            throw MediatorError.duplicateRegistration(target: name, fileID: site.fileID, line: site.line)
        }
    }

    /// Removes a target and its actions; its cached instance is dropped once running calls end.
    ///
    /// - Returns: Whether a target of that name was registered.
    @discardableResult
    public func unregister(_ name: String) -> Bool {
        registry.withLock { registry in
            guard let entry = registry.targets.removeValue(forKey: name) else { return false }
            for id in entry.actionIDs { registry.slots[id] = nil }
            return true
        }
    }

    /// Drops a cached target's instance; the next call makes a new one.
    ///
    /// - Returns: Whether an instance was cached.
    @discardableResult
    public func release(target name: String) -> Bool {
        let cell = registry.withLock { $0.targets[name]?.cell }
        return cell?.release() ?? false
    }

    /// Drops every cached target instance.
    ///
    /// - Returns: How many instances were dropped.
    @discardableResult
    public func releaseAll() -> Int {
        let cells = registry.withLock { $0.targets.values.map(\.cell) }
        return cells.reduce(0) { $0 + ($1.release() ? 1 : 0) }
    }

    /// Whether the target has a cached instance now (for tests and tools).
    public func isLoaded(target name: String) -> Bool {
        let cell = registry.withLock { $0.targets[name]?.cell }
        return cell?.isLoaded ?? false
    }

    /// Sets or removes the mediator-wide fallback: it handles calls that no action and no
    /// target fallback handled.
    ///
    /// - Parameters:
    ///   - exposure: `Exposure.external` to let it handle calls from outside the app.
    ///   - handler: Gets the call, returns its result; `nil` removes the fallback.
    public func setFallback(exposure: Exposure = .app, _ handler: MediatorFallback?) {
        let fallback = handler.map { Fallback(exposure: exposure, handle: $0) }
        registry.withLock { $0.fallback = fallback }
    }

    /// Sets or removes the observer, which sees every call once it ends.
    ///
    /// Without an observer a call pays one `nil` check; with one, two clock reads.
    public func setObserver(_ observer: MediatorObserver?) {
        registry.withLock { $0.observer = observer }
    }
}

/// Everything registered, read under the mediator's lock.
struct Registry: Sendable {
    /// Actions by contract id (``ActionContract/id``): a typed call indexes, never hashes.
    var slots: [(any ErasedAction)?] = []
    var targets: [String: RegisteredTarget] = [:]
    var fallback: Fallback?
    var observer: MediatorObserver?
}

/// One registered target.
struct RegisteredTarget: Sendable {
    let cell: any AnyTargetCell
    let actions: [String: any ErasedAction]
    let actionIDs: [Int]
    let fallback: Fallback?
}
