public import LatticeCore

/// Why an action's handler did not return a value.
@usableFromInline
enum ActionFailure: Error {
    /// The untyped parameters did not decode into the input.
    case decoding(DecodingError)
    /// The target's factory threw.
    case makeTarget(any Error)
    /// The action threw.
    case action(any Error)
    /// A synchronous call reached an asynchronous action.
    case isAsync
    /// A main-actor action was called synchronously away from the main thread.
    case requiresMainActor
    /// A flow action's flow ended without a result (its `Reply` was released).
    case noResult
    /// A flow action's flow sent a value of type `sent` through a retyped reply, where
    /// the action returns an `expected`.
    case unexpectedOutput(sent: String, expected: String)
    /// A flow action's flow was cancelled, by itself or because the caller's task was.
    case cancelled(byCaller: Bool)

    /// `error` as the failure a body threw (bodies throw only failures; anything else is
    /// the action's own error).
    @usableFromInline
    static func wrapping(_ error: any Error) -> ActionFailure {
        error as? ActionFailure ?? .action(error)
    }
}

/// A registered action, seen without its input and output types.
@usableFromInline
protocol ErasedAction: AnyObject, Sendable {
    /// Names, exposure and type names, for lookups, errors and the catalog.
    var descriptor: ActionDescriptor { get }
    /// The input type's identity: a typed call compares it (and ``outputID``) with its own
    /// before an unchecked downcast to `TypedAction<Input, Output>`.
    var inputID: ObjectIdentifier { get }
    /// The output type's identity.
    var outputID: ObjectIdentifier { get }
    /// Who may call it.
    var exposure: Exposure { get }
    /// Decodes `params` into the input and runs the action.
    func run(params: [String: any Sendable]) async throws(ActionFailure) -> any Sendable
    /// The same for a synchronous action; throws ``ActionFailure/isAsync`` for an async one.
    func runSync(params: [String: any Sendable]) throws(ActionFailure) -> any Sendable
}

/// Names, exposure and types of a registered action.
@usableFromInline
struct ActionDescriptor: Sendable {
    let target: String
    let action: String
    let exposure: Exposure
    let inputType: String
    let outputType: String
    let isAsync: Bool
    let parameterKeys: [String]?
}

/// A registered action with its real input and output types: the typed path calls `body`
/// directly with the caller's value, no encoding or decoding in between.
@usableFromInline
final class TypedAction<Input: Codable & Sendable, Output: Sendable>: ErasedAction {
    /// The action's closure. It throws only ``ActionFailure`` values, but is stored with an
    /// untyped `throws`: a stored function type with a typed `throws` needs the Swift 6
    /// runtime (iOS 18 / macOS 15), below the toolkit's OS floor. ``call(_:)`` and
    /// ``callSync(_:)`` give the type back.
    @usableFromInline
    enum Body: Sendable {
        case sync(@Sendable (Input) throws -> Output)
        case async(@Sendable (Input) async throws -> Output)
        /// Runs on the main actor: in place when called there, after a hop otherwise.
        case mainActor(@MainActor @Sendable (Input) throws -> Output)
    }

    @usableFromInline let body: Body
    @usableFromInline let descriptor: ActionDescriptor
    @usableFromInline let inputID = ObjectIdentifier(Input.self)
    @usableFromInline let outputID = ObjectIdentifier(Output.self)
    @usableFromInline let exposure: Exposure

    init(_ contract: ActionContract<Input, Output>, body: Body) {
        self.body = body
        self.exposure = contract.exposure
        let isAsync = if case .sync = body { false } else { true }
        self.descriptor = ActionDescriptor(
            target: contract.target, action: contract.action, exposure: contract.exposure,
            inputType: String(reflecting: Input.self), outputType: String(reflecting: Output.self),
            isAsync: isAsync, parameterKeys: KeyProbe.keys(of: Input.self)
        )
    }

    @inlinable
    func call(_ input: Input) async throws(ActionFailure) -> Output {
        do {
            switch body {
            case .sync(let run): return try run(input)
            case .async(let run): return try await run(input)
            case .mainActor(let run): return try await Self.onMainActor(run, input)
            }
        } catch {
            throw ActionFailure.wrapping(error)
        }
    }

    @inlinable
    func callSync(_ input: Input) throws(ActionFailure) -> Output {
        guard case .sync(let run) = body else { return try callOtherSync(input) }
        do { return try run(input) } catch { throw ActionFailure.wrapping(error) }
    }

    /// ``callSync(_:)`` of an action that is not synchronous: a main-actor one runs in place on
    /// the main thread; any other must be awaited.
    @usableFromInline
    func callOtherSync(_ input: Input) throws(ActionFailure) -> Output {
        guard case .mainActor(let run) = body else { throw .isAsync }
        guard MainQueue.isCurrent else { throw .requiresMainActor }
        do { return try MainActor.assumeIsolated { try run(input) } } catch { throw ActionFailure.wrapping(error) }
    }

    /// Runs a main-actor body on the main actor (no hop when the caller is already on it).
    @usableFromInline
    static func onMainActor(_ run: @escaping @MainActor @Sendable (Input) throws -> Output, _ input: Input) async throws -> Output {
        try await run(input)
    }

    @usableFromInline
    func run(params: [String: any Sendable]) async throws(ActionFailure) -> any Sendable {
        try await call(Self.decode(params))
    }

    @usableFromInline
    func runSync(params: [String: any Sendable]) throws(ActionFailure) -> any Sendable {
        try callSync(Self.decode(params))
    }

    private static func decode(_ params: [String: any Sendable]) throws(ActionFailure) -> Input {
        do { return try ParamsDecoder.decode(Input.self, from: params) } catch { throw .decoding(error) }
    }
}
