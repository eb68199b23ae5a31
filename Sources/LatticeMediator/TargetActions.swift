public import LatticeCore

/// The actions of one target, filled in by the closure passed to ``Mediator/register(_:lifetime:fileID:line:make:actions:)``.
///
/// ```swift
/// try mediator.register("cart", make: { CartTarget() }) { actions in
///     actions.on(Cart.add) { cart, item in cart.add(item) }
///     actions.on(Cart.checkout) { cart, order in try await cart.checkout(order) }
///     actions.fallback { cart, call in cart.unknownAction(call.action) }
/// }
/// ```
public struct TargetActions<Target: Sendable> {
    let name: String
    @usableFromInline let cell: TargetCell<Target>
    var actions: [(id: Int, action: any ErasedAction)] = []
    var fallback: Fallback?
    /// Registration mistakes, reported by `register` once the closure returns, each with
    /// the place to report it at when that is not the registration (a contract's declaration).
    var problems: [(text: String, site: CallSite?)] = []

    // `on` is inlinable so that the handler closure it builds is compiled, specialized, in
    // the registering module: the typed call then runs no generic code at all.

    init(name: String, cell: TargetCell<Target>) {
        self.name = name
        self.cell = cell
    }

    /// Registers a synchronous action: `body` gets the target instance and the input.
    ///
    /// The contract's target must be this target.
    @inlinable
    public mutating func on<Input, Output>(
        _ contract: ActionContract<Input, Output>,
        _ body: @escaping @Sendable (Target, Input) throws -> Output
    ) {
        let cell = cell
        add(contract, .sync { input throws(ActionFailure) in
            let target = try cell.instance()
            do { return try body(target, input) } catch { throw .action(error) }
        })
    }

    /// Registers an asynchronous action: `body` gets the target instance and the input.
    ///
    /// The contract's target must be this target.
    @inlinable
    public mutating func on<Input, Output>(
        _ contract: ActionContract<Input, Output>,
        _ body: @escaping @Sendable (Target, Input) async throws -> Output
    ) {
        let cell = cell
        add(contract, .async { input async throws(ActionFailure) in
            let target = try await cell.instanceForAsyncCall()
            do { return try await body(target, input) } catch { throw .action(error) }
        })
    }

    /// Registers an action that runs on the main actor (it makes a screen, reads a view
    /// model): `body` gets the target instance and the input.
    ///
    /// ```swift
    /// actions.on(Product.screen, onMainActor: { target, id in target.makeScreen(for: id) })
    /// ```
    ///
    /// `perform` runs it in place when called on the main thread and hops to the main actor
    /// otherwise; `performSync` runs it on the main thread and throws
    /// ``MediatorError/Code/asyncAction`` elsewhere. The contract's target must be this target.
    @inlinable
    public mutating func on<Input, Output>(
        _ contract: ActionContract<Input, Output>,
        onMainActor body: @escaping @MainActor @Sendable (Target, Input) throws -> Output
    ) {
        let cell = cell
        add(contract, .mainActor { input in
            let target = try cell.instance()
            do { return try body(target, input) } catch { throw ActionFailure.action(error) }
        })
    }

    /// Registers the action an `@Action` method declares: what the code the
    /// `@MediatorTarget` macro writes calls, passing the same member function twice.
    ///
    /// The function is a member of the target's type, so it has that type's isolation: it is
    /// added as a synchronous action when nonisolated, and as an `on(_:onMainActor:)` one
    /// when isolated to the main actor, as in an app target whose code is main-actor by
    /// default. `annotated` is the function, whose isolation is read; `body` is the same
    /// function. Add actions by hand with the other forms.
    @inlinable
    public mutating func on<Input, Output>(
        _ contract: ActionContract<Input, Output>,
        annotated: @escaping @isolated(any) @Sendable (Target, Input) throws -> Output,
        _ body: @escaping @MainActor @Sendable (Target, Input) throws -> Output
    ) {
        switch IsolatedBinaryFunction(probe: annotated, function: body) {
        case .nonisolated(let body): on(contract, body)
        case .mainActor(let body): on(contract, onMainActor: body)
        }
    }

    /// Registers a flow action: `start` begins a flow (presents a picker, a login screen)
    /// and keeps the `Reply` until the flow ends; the call's result is what
    /// the flow sends, as with the router's awaited routes.
    ///
    /// ```swift
    /// actions.flow(AddressBook.pick) { screens, user, reply in
    ///     screens.present(AddressPicker(for: user, onPick: { reply.send($0) }, onClose: { reply.cancel() }))
    /// }
    /// let address = try await mediator.perform(AddressBook.pick, 42)
    /// ```
    ///
    /// The action is asynchronous (call it with `await perform`). A flow that releases its
    /// reply unanswered throws ``MediatorError/Code/noResult``; a cancelled one (by itself,
    /// or because the caller's task was cancelled, which the flow hears through
    /// `Reply.onCancel(_:)`) throws ``MediatorError/Code/cancelled``; one that
    /// calls `Reply.fail(_:)` throws ``MediatorError/Code/actionFailed``.
    public mutating func flow<Input, Output>(
        _ contract: ActionContract<Input, Output>,
        _ start: @escaping @Sendable (Target, Input, Reply<Output>) throws -> Void
    ) {
        let cell = cell
        add(contract, .async { input async throws(ActionFailure) in
            let target = try await cell.instanceForAsyncCall()
            return try await FlowAction.run(Output.self) { reply in try start(target, input, reply) }
        })
    }

    /// Sets the target's fallback: it handles calls to actions this target does not have.
    ///
    /// - Parameters:
    ///   - exposure: `Exposure.external` to let it handle calls from outside the app.
    ///   - body: Gets the target instance and the call; returns the call's result.
    public mutating func fallback(
        exposure: Exposure = .app,
        _ body: @escaping @Sendable (Target, UnhandledCall) throws -> any Sendable
    ) {
        if fallback != nil { problems.append(("The target '\(name)' sets its fallback twice. To fix, set it once.", nil)) }
        let cell = cell
        fallback = Fallback(exposure: exposure) { call in try body(cell.instance(), call) }
    }

    @usableFromInline
    mutating func add<Input, Output>(_ contract: ActionContract<Input, Output>, _ body: TypedAction<Input, Output>.Body) {
        if contract.target != name {
            let words = MediatorWords.contractOfAnotherTarget(action: contract.action, contractTarget: contract.target, registeredOn: name)
            problems.append((LatticeErrorText.sentence(message: words.message, fix: words.fix), contract.declaration))
        } else if actions.contains(where: { $0.id == contract.id }) {
            problems.append(("The action '\(contract)' is registered twice. To fix, register each action once.", nil))
        } else if let problem = NameRule.problem(with: contract.action, kind: "action") {
            problems.append((problem, nil))
        }
        actions.append((contract.id, TypedAction(contract, body: body)))
    }
}

extension TargetActions where Target == Void {
    /// Registers a synchronous action of a target without an instance.
    @inlinable
    public mutating func on<Input, Output>(
        _ contract: ActionContract<Input, Output>,
        _ body: @escaping @Sendable (Input) throws -> Output
    ) {
        on(contract) { (_: Void, input: Input) throws -> Output in try body(input) }
    }

    /// Registers an asynchronous action of a target without an instance.
    @inlinable
    public mutating func on<Input, Output>(
        _ contract: ActionContract<Input, Output>,
        _ body: @escaping @Sendable (Input) async throws -> Output
    ) {
        on(contract) { (_: Void, input: Input) async throws -> Output in try await body(input) }
    }

    /// Registers an action of a target without an instance that runs on the main actor.
    @inlinable
    public mutating func on<Input, Output>(
        _ contract: ActionContract<Input, Output>,
        onMainActor body: @escaping @MainActor @Sendable (Input) throws -> Output
    ) {
        on(contract, onMainActor: { (_: Void, input: Input) throws -> Output in try body(input) })
    }

    /// Registers a flow action of a target without an instance; see
    /// the `flow` of a target with an instance.
    public mutating func flow<Input, Output>(
        _ contract: ActionContract<Input, Output>,
        _ start: @escaping @Sendable (Input, Reply<Output>) throws -> Void
    ) {
        flow(contract) { (_: Void, input: Input, reply: Reply<Output>) throws in try start(input, reply) }
    }

    /// Sets the fallback of a target without an instance.
    public mutating func fallback(exposure: Exposure = .app, _ body: @escaping MediatorFallback) {
        fallback(exposure: exposure) { (_: Void, call: UnhandledCall) in try body(call) }
    }
}

/// Which names a target or action may have: they must survive a URL (`scheme://target/action`).
enum NameRule {
    static func problem(with name: String, kind: String) -> String? {
        if name.isEmpty { return "The \(kind) name is empty. To fix, give it a name of letters, digits, '-', '_' or '.'." }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) || "-_.".unicodeScalars.contains(scalar)
        }
        guard !allowed else { return nil }
        return "The \(kind) name '\(name)' has characters a URL would change. To fix, use only letters, digits, '-', '_' or '.'."
    }
}
