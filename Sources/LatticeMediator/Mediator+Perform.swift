public import LatticeCore

extension Mediator {
    /// Calls a typed action: the input goes to the handler as it is, nothing is encoded.
    ///
    /// If the contract's action is not registered, the fallbacks run in order (the target's,
    /// then the mediator's) and must return an `Output`.
    ///
    /// - Parameters:
    ///   - contract: The action to call.
    ///   - input: Its input.
    ///   - origin: Where the call comes from; from outside the app only actions whose
    ///     contract is `Exposure.external` run.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Returns: The action's result.
    /// - Throws: A ``MediatorError``: not found, refused, the action's or the factory's
    ///   error, or a contract registered with other types.
    /// - Complexity: O(1): one array index under a lock held for one read, no hashing.
    @inlinable
    public func perform<Input, Output>(
        _ contract: ActionContract<Input, Output>, _ input: Input, origin: Origin = .app,
        fileID: String = #fileID, line: Int = #line
    ) async throws(MediatorError) -> Output {
        // The fast path, inlined into the caller so it is specialized for its types: one
        // lookup, two identity compares, the handler. Everything else is out of line.
        let (slot, observed) = lookup(contract.id)
        if !observed, let slot, let action = typed(slot, contract), !origin.isExternal || slot.exposure == .external {
            do throws(ActionFailure) {
                return try await action.call(input)
            } catch {
                throw failure(error, slot, origin: origin, fileID: fileID, line: line)
            }
        }
        return try await performObserved(contract, input, slot, origin, CallSite(fileID: fileID, line: line))
    }

    /// Calls a typed action that was registered with a synchronous body, without `await`.
    ///
    /// - Throws: As ``perform(_:_:origin:fileID:line:)``, and ``MediatorError/Code/asyncAction``
    ///   if the action is asynchronous.
    /// - Complexity: O(1), as ``perform(_:_:origin:fileID:line:)``.
    @inlinable
    public func performSync<Input, Output>(
        _ contract: ActionContract<Input, Output>, _ input: Input, origin: Origin = .app,
        fileID: String = #fileID, line: Int = #line
    ) throws(MediatorError) -> Output {
        let (slot, observed) = lookup(contract.id)
        if !observed, let slot, let action = typed(slot, contract), !origin.isExternal || slot.exposure == .external {
            do throws(ActionFailure) {
                return try action.callSync(input)
            } catch {
                throw failure(error, slot, origin: origin, fileID: fileID, line: line)
            }
        }
        return try performObservedSync(contract, input, slot, origin, CallSite(fileID: fileID, line: line))
    }

    /// The typed call when an observer is set, or the action is missing, refused or mismatched.
    @usableFromInline
    func performObserved<Input, Output>(
        _ contract: ActionContract<Input, Output>, _ input: Input, _ slot: (any ErasedAction)?,
        _ origin: Origin, _ site: CallSite
    ) async throws(MediatorError) -> Output {
        let observer = registry.withLock { $0.observer }
        guard let observer else { return try await runTyped(contract, input, slot, origin, site).output }
        let watch = CallWatch(observer: observer, target: contract.target, action: contract.action, origin: origin)
        do {
            let result = try await runTyped(contract, input, slot, origin, site)
            return watch.end(result)
        } catch {
            throw watch.fail(error)
        }
    }

    /// The synchronous twin of ``performObserved(_:_:_:_:_:)``.
    @usableFromInline
    func performObservedSync<Input, Output>(
        _ contract: ActionContract<Input, Output>, _ input: Input, _ slot: (any ErasedAction)?,
        _ origin: Origin, _ site: CallSite
    ) throws(MediatorError) -> Output {
        let observer = registry.withLock { $0.observer }
        guard let observer else { return try runTypedSync(contract, input, slot, origin, site).output }
        let watch = CallWatch(observer: observer, target: contract.target, action: contract.action, origin: origin)
        do {
            let result = try runTypedSync(contract, input, slot, origin, site)
            return watch.end(result)
        } catch {
            throw watch.fail(error)
        }
    }

    /// The action in slot `id`, and whether an observer is set.
    @usableFromInline
    func lookup(_ id: Int) -> ((any ErasedAction)?, Bool) {
        registry.withLock { registry in
            (id < registry.slots.count ? registry.slots[id] : nil, registry.observer != nil)
        }
    }

    /// A typed handler's failure as the caller's error.
    @usableFromInline
    func failure(_ failure: ActionFailure, _ action: any ErasedAction, origin: Origin, fileID: String, line: Int) -> MediatorError {
        self.failure(failure, action.descriptor, params: [:], origin: origin, subject: nil, site: CallSite(fileID: fileID, line: line))
    }

    /// Calls an action by name with untyped parameters, decoded into the action's input.
    ///
    /// Parameter values may be of the input's own types or strings (`"2"` for an `Int`).
    ///
    /// - Parameters:
    ///   - target: The target's name.
    ///   - action: The action's name.
    ///   - params: The input's properties by key.
    ///   - origin: Where the call comes from.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Returns: The action's (or a fallback's) result.
    /// - Throws: A ``MediatorError``; ``MediatorError/Code/invalidParameters`` names a
    ///   missing or mistyped key (``MediatorError/Code/refused`` when the call came from outside).
    /// - Complexity: Two dictionary lookups, then decoding the input.
    public func perform(
        target: String, action: String, params: [String: any Sendable] = [:], origin: Origin = .app,
        fileID: String = #fileID, line: Int = #line
    ) async throws(MediatorError) -> any Sendable {
        try await performNamed(
            UntypedCall(target: target, action: action, params: params, origin: origin, subject: nil),
            site: CallSite(fileID: fileID, line: line)
        )
    }

    /// Calls a synchronous action by name with untyped parameters, without `await`.
    ///
    /// - Throws: As ``perform(target:action:params:origin:fileID:line:)``, and
    ///   ``MediatorError/Code/asyncAction`` if the action is asynchronous.
    public func performSync(
        target: String, action: String, params: [String: any Sendable] = [:], origin: Origin = .app,
        fileID: String = #fileID, line: Int = #line
    ) throws(MediatorError) -> any Sendable {
        let call = UntypedCall(target: target, action: action, params: params, origin: origin, subject: nil)
        let site = CallSite(fileID: fileID, line: line)
        let (found, observer) = lookup(call)
        guard let observer else { return try runNamedSync(found, call, site).output }
        let watch = CallWatch(observer: observer, target: target, action: action, origin: origin)
        do {
            let result = try runNamedSync(found, call, site)
            return watch.end(result)
        } catch {
            throw watch.fail(error)
        }
    }

    /// The untyped path shared by ``perform(target:action:params:origin:fileID:line:)`` and remote calls.
    func performNamed(_ call: UntypedCall, site: CallSite) async throws(MediatorError) -> any Sendable {
        let (found, observer) = lookup(call)
        guard let observer else { return try await runNamed(found, call, site).output }
        let watch = CallWatch(observer: observer, target: call.target, action: call.action, origin: call.origin)
        do {
            let result = try await runNamed(found, call, site)
            return watch.end(result)
        } catch {
            throw watch.fail(error)
        }
    }

    // MARK: Lookup and run

    /// The action a call names, with what its fallbacks need, read at one instant.
    private func lookup(_ call: UntypedCall) -> (Found, MediatorObserver?) {
        registry.withLock { registry in
            let entry = registry.targets[call.target]
            return (Found(action: entry?.actions[call.action], entry: entry, fallback: registry.fallback), registry.observer)
        }
    }

    /// The same for a typed call whose slot was empty at the first look.
    private func lookup<Input, Output>(_ contract: ActionContract<Input, Output>) -> Found {
        registry.withLock { registry in
            let slot = contract.id < registry.slots.count ? registry.slots[contract.id] : nil
            return Found(action: slot, entry: registry.targets[contract.target], fallback: registry.fallback)
        }
    }

    /// The slot as the contract's `TypedAction`, if its input and output types are the contract's.
    @inlinable
    func typed<Input, Output>(
        _ slot: (any ErasedAction)?, _ contract: ActionContract<Input, Output>
    ) -> TypedAction<Input, Output>? {
        guard let slot, slot.inputID == ObjectIdentifier(Input.self), slot.outputID == ObjectIdentifier(Output.self) else {
            return nil
        }
        // SAFETY: `TypedAction` is the only type conforming to `ErasedAction`, and its two
        // type identities were just checked, so this is a `TypedAction<Input, Output>`.
        return unsafe unsafeDowncast(slot as AnyObject, to: TypedAction<Input, Output>.self)
    }

    private func runTyped<Input, Output>(
        _ contract: ActionContract<Input, Output>, _ input: Input, _ slot: (any ErasedAction)?,
        _ origin: Origin, _ site: CallSite
    ) async throws(MediatorError) -> (output: Output, outcome: MediatorEvent.Outcome) {
        // Read the slot again with the fallbacks if it was empty, so that a miss and its
        // fallbacks come from one instant even while targets are registered and removed.
        let found = slot == nil ? lookup(contract) : Found(action: slot, entry: nil, fallback: nil)
        guard let action = typed(found.action, contract) else { return try typedMiss(contract, input, found, origin, site) }
        if origin.isExternal { try checkExposure(action.descriptor, origin, subject: nil, site) }
        do {
            return (try await action.call(input), .handled)
        } catch {
            throw failure(error, action.descriptor, params: [:], origin: origin, subject: nil, site: site)
        }
    }

    private func runTypedSync<Input, Output>(
        _ contract: ActionContract<Input, Output>, _ input: Input, _ slot: (any ErasedAction)?,
        _ origin: Origin, _ site: CallSite
    ) throws(MediatorError) -> (output: Output, outcome: MediatorEvent.Outcome) {
        // Read the slot again with the fallbacks if it was empty, so that a miss and its
        // fallbacks come from one instant even while targets are registered and removed.
        let found = slot == nil ? lookup(contract) : Found(action: slot, entry: nil, fallback: nil)
        guard let action = typed(found.action, contract) else { return try typedMiss(contract, input, found, origin, site) }
        if origin.isExternal { try checkExposure(action.descriptor, origin, subject: nil, site) }
        do {
            return (try action.callSync(input), .handled)
        } catch {
            throw failure(error, action.descriptor, params: [:], origin: origin, subject: nil, site: site)
        }
    }

    /// No action with the contract's types: a mismatch if one with other types is there,
    /// otherwise the fallbacks.
    private func typedMiss<Input, Output>(
        _ contract: ActionContract<Input, Output>, _ input: Input, _ found: Found,
        _ origin: Origin, _ site: CallSite
    ) throws(MediatorError) -> (output: Output, outcome: MediatorEvent.Outcome) {
        if let slot = found.action {
            let registered = slot.descriptor
            throw logged(MediatorError.contractMismatch(
                target: contract.target, action: contract.action,
                message: "The action '\(contract)' is registered with input \(registered.inputType) and output "
                    + "\(registered.outputType), but was called with input \(String(reflecting: Input.self)) and output "
                    + "\(String(reflecting: Output.self)).",
                fileID: site.fileID, line: site.line
            ), origin: origin)
        }
        let call = UntypedCall(target: contract.target, action: contract.action, params: [:], origin: origin, subject: nil)
        let result = try fallBack(call, input: input, found, site: site)
        guard let output = result.output as? Output else {
            throw logged(MediatorError.outputMismatch(
                target: contract.target, action: contract.action,
                message: "A fallback handled '\(contract)' but returned \(type(of: result.output)), not "
                    + "\(String(reflecting: Output.self)).",
                fileID: site.fileID, line: site.line
            ), origin: origin)
        }
        return (output, result.outcome)
    }

    private func runNamed(
        _ lookedUp: Found, _ call: UntypedCall, _ site: CallSite
    ) async throws(MediatorError) -> (output: any Sendable, outcome: MediatorEvent.Outcome) {
        guard let found = lookedUp.action else { return try fallBack(call, input: nil, lookedUp, site: site) }
        if call.origin.isExternal { try checkExposure(found.descriptor, call.origin, subject: call.subject, site) }
        do {
            return (try await found.run(params: call.params), .handled)
        } catch {
            throw failure(error, found.descriptor, params: call.params, origin: call.origin, subject: call.subject, site: site)
        }
    }

    private func runNamedSync(
        _ lookedUp: Found, _ call: UntypedCall, _ site: CallSite
    ) throws(MediatorError) -> (output: any Sendable, outcome: MediatorEvent.Outcome) {
        guard let found = lookedUp.action else { return try fallBack(call, input: nil, lookedUp, site: site) }
        if call.origin.isExternal { try checkExposure(found.descriptor, call.origin, subject: call.subject, site) }
        do {
            return (try found.runSync(params: call.params), .handled)
        } catch {
            throw failure(error, found.descriptor, params: call.params, origin: call.origin, subject: call.subject, site: site)
        }
    }
}

/// An untyped call: names, parameters, origin, and the URL it came from if remote.
struct UntypedCall: Sendable {
    let target: String
    let action: String
    let params: [String: any Sendable]
    let origin: Origin
    /// The remote URL as received, for refusals; `nil` for calls made in code.
    let subject: String?
}

/// What a lookup found: the action if any, else its target (if any) and the mediator's
/// fallback, all read under one lock.
struct Found {
    let action: (any ErasedAction)?
    let entry: RegisteredTarget?
    let fallback: Fallback?
}

/// Times one call for the observer and reports how it ended.
struct CallWatch {
    let observer: MediatorObserver
    let target: String
    let action: String
    let origin: Origin
    let start = ContinuousClock.now

    func end<T>(_ result: (output: T, outcome: MediatorEvent.Outcome)) -> T {
        report(result.outcome)
        return result.output
    }

    func fail(_ error: MediatorError) -> MediatorError {
        report(.failed(error))
        return error
    }

    func report(_ outcome: MediatorEvent.Outcome) {
        observer(MediatorEvent(
            target: target, action: action, origin: origin, duration: ContinuousClock.now - start, outcome: outcome
        ))
    }
}
