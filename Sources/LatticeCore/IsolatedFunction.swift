/// A synchronous function whose isolation is known only where it is declared: nonisolated,
/// or isolated to the main actor.
///
/// Code that `lattice scan` generates registers the functions the annotations' macros write
/// (a `@Route` handler, a `@Provides` factory) as members of the user's type, so they have
/// the type's isolation: nonisolated in a package, isolated to the main actor in an app
/// target whose code is main-actor by default (what Xcode 26's app template sets), which a
/// source scan cannot see. The generated call passes the same function twice, once as
/// `@isolated(any)` (which carries its isolation, read here) and once as `@MainActor` (which
/// every synchronous function of the two kinds converts to), and the registration keeps the
/// form that matches: a nonisolated function stays callable from any thread, a main-actor one
/// runs on the main actor.
///
/// The one unusual step: a function found to be nonisolated is given back its nonisolated
/// type with `unsafeBitCast`. Global-actor isolation is not part of a synchronous function's
/// representation, only of its type, and the function was checked to have none.
package enum IsolatedFunction<Argument, Result> {
    /// A function that may run on any thread.
    case nonisolated(@Sendable (Argument) throws -> Result)
    /// A function that must run on the main actor.
    case mainActor(@MainActor @Sendable (Argument) throws -> Result)

    /// Tells the function's isolation from `probe` and keeps `function` in the matching form.
    ///
    /// - Parameters:
    ///   - probe: The function, as `@isolated(any)`.
    ///   - function: The same function, as `@MainActor`.
    package init(
        probe: @escaping @isolated(any) @Sendable (Argument) throws -> Result,
        function: @escaping @MainActor @Sendable (Argument) throws -> Result
    ) {
        guard probe.isolation == nil else {
            // The only isolation a function that converts to `@MainActor` can have.
            self = .mainActor(function)
            return
        }
        // SAFETY: the same function, found nonisolated through `probe`; a synchronous
        // function's global actor is part of its type, not of its representation.
        self = .nonisolated(unsafe unsafeBitCast(function, to: (@Sendable (Argument) throws -> Result).self))
    }
}

/// A synchronous function of two arguments (a mediator action: the target and its input)
/// whose isolation is known only where it is declared; see ``IsolatedFunction``.
@usableFromInline
package enum IsolatedBinaryFunction<First, Second, Result> {
    /// A function that may run on any thread.
    case nonisolated(@Sendable (First, Second) throws -> Result)
    /// A function that must run on the main actor.
    case mainActor(@MainActor @Sendable (First, Second) throws -> Result)

    /// Tells the function's isolation from `probe` and keeps `function` in the matching form.
    ///
    /// - Parameters:
    ///   - probe: The function, as `@isolated(any)`.
    ///   - function: The same function, as `@MainActor`.
    @usableFromInline
    package init(
        probe: @escaping @isolated(any) @Sendable (First, Second) throws -> Result,
        function: @escaping @MainActor @Sendable (First, Second) throws -> Result
    ) {
        guard probe.isolation == nil else {
            self = .mainActor(function)
            return
        }
        // SAFETY: as in `IsolatedFunction`: the same function, found nonisolated. (The cast
        // is written at the concrete types: through generics, each call would pay thunks.)
        self = .nonisolated(unsafe unsafeBitCast(function, to: (@Sendable (First, Second) throws -> Result).self))
    }
}

