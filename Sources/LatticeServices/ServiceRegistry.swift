import LatticeCore
import Foundation
public import Atomics
public import Logging

/// A thread-safe registry from service protocols to implementations.
///
/// Component B publishes a protocol in a small interface module and registers an
/// implementation; component A resolves the protocol and calls typed methods, without
/// importing B:
///
/// ```swift
/// let services = ServiceRegistry()
/// try services.register((any LoginService).self, name: "wechat", scope: .singleton) { _ in WeChatLogin() }
/// try services.register((any CartService).self) { r in Cart(storage: try r.resolve((any Storage).self)) }
/// let login = try services.resolve((any LoginService).self, name: "wechat")
/// ```
///
/// Register, resolve and remove from any thread. Resolving reads a lock-free table, so
/// resolves on several cores do not wait for each other. The first creation of a
/// singleton takes a lock of that singleton's own, so only threads asking for that same
/// singleton wait for its factory; no factory runs under a lock the registry shares.
/// Failures are ``ServiceError``s that say what is registered
/// instead and how to fix the call.
///
/// Because resolves read without a lock and count no readers, a registration that is
/// replaced (``DuplicatePolicy/replace``) or removed is kept until the registry itself is
/// deinitialized: a resolve on another core may still be reading it. Each replacement or
/// removal keeps about 400 bytes (the entry, its description, its lock: measured on Linux,
/// x86-64), and a replaced singleton also keeps its instance; a lookup table outgrown by
/// new registrations is kept the same way (replacing never outgrows one). A registry
/// replaced without end, such as one set up anew for each test, should be a child
/// registry made for each round: dropping a child frees all it kept.
public final class ServiceRegistry: ServiceResolving {
    /// Settings of a registry.
    public struct Options: Sendable {
        /// What registering an existing type, name and argument types does.
        public var duplicatePolicy: DuplicatePolicy
        /// Receives a line for each registration that replaces another (under
        /// ``DuplicatePolicy/replace``), which the registry's logger also logs at `debug`.
        /// None by default: the policy was asked for, so a replacement is not news.
        public var onDiagnostic: (@Sendable (String) -> Void)?

        /// Creates options.
        public init(duplicatePolicy: DuplicatePolicy = .reject, onDiagnostic: (@Sendable (String) -> Void)? = nil) {
            self.duplicatePolicy = duplicatePolicy
            self.onDiagnostic = onDiagnostic
        }

        /// Writes a diagnostic line to standard error, as the registry did by default before
        /// it logged replacements through its logger.
        @available(*, deprecated, message: "A replaced registration is logged at debug through the registry's logger; pass a closure of your own to onDiagnostic to receive it too")
        public static let standardError: @Sendable (String) -> Void = { message in
            FileHandle.standardError.write(Data("[Lattice] \(message)\n".utf8))
        }
    }

    /// The registry this one falls back to for what it does not register itself.
    public let parent: ServiceRegistry?
    /// Where failed resolves are logged, at `debug` only (the caller gets the error), with
    /// the service, the code and the call site as metadata. A successful resolve logs nothing.
    public let logger: Logger
    let options: Options
    /// The published lookup table, as the bits of an unretained `LookupTable` kept alive by
    /// `state`. Created in `init`, destroyed in `deinit`.
    @usableFromInline let published: UnsafeAtomic<UInt>
    let state: Locked<State>

    /// How deep factories may nest resolves before the chain is reported as a cycle.
    @usableFromInline static let maximumDepth = 64

    struct State {
        var table: LookupTable
        var live: [ServiceKey: AnyRegistration] = [:]
        /// Live keys in registration order (a replacement keeps its place).
        var order: [ServiceKey] = []
        /// Removed and replaced entries and outgrown tables: a lock-free reader may still
        /// hold a pointer to them, so they live as long as the registry (about
        /// 400 bytes a replacement, plus a replaced singleton's instance; see the type's
        /// documentation). Reclaiming them as the router reclaims its snapshots would put an
        /// atomic increment and decrement of a reader count on every resolve.
        var retiredEntries: [AnyRegistration] = []
        var retiredTables: [LookupTable] = []
        var sealed = false
        /// The implementations chosen by configuration (``setDefault(_:to:fileID:line:)``),
        /// in the order made; a later choice for the same type wins.
        var choices: [DefaultChoice] = []
        /// The entries published under an unnamed key because a choice names another
        /// registration: an alias of the chosen entry (or a forwarder to it), with the
        /// identity of the entry it stands for.
        var defaults: [ServiceKey: (entry: AnyRegistration, target: ObjectIdentifier)] = [:]
    }

    /// Creates an empty registry.
    ///
    /// - Parameters:
    ///   - parent: A registry to fall back to. A child overrides what it registers and
    ///     resolves everything else from its parent: transient, weak and owned services
    ///     built through the child see the child's overrides; singletons belong to the
    ///     registry that registered them and never see a child's overrides.
    ///   - options: Duplicate policy and diagnostics.
    ///   - logger: Where failures are logged; by default the parent's logger, or for a
    ///     registry without a parent `Logger.current`, the logger the app binds to the task
    ///     with swift-log's `withLogger`.
    public init(parent: ServiceRegistry? = nil, options: Options = Options(), logger: Logger? = nil) {
        self.parent = parent
        self.options = options
        self.logger = logger ?? parent?.logger ?? Logger.current
        let table = LookupTable(capacity: 16)
        // SAFETY: the table is kept alive by `state` as long as the registry.
        self.published = UnsafeAtomic.create(UInt(bitPattern: unsafe Unmanaged.passUnretained(table).toOpaque()))
        self.state = Locked(State(table: table))
    }

    deinit {
        // SAFETY: the registry is being destroyed, so no one reads `published` any more.
        published.destroy()
    }

    /// A child registry for tests and previews: overrides what it registers, falls back to
    /// this registry for the rest.
    public func child(options: Options? = nil) -> ServiceRegistry {
        ServiceRegistry(parent: self, options: options ?? self.options)
    }

    /// Every registration of this registry (not its parent's), in registration order.
    public var registrations: [RegistrationInfo] {
        state.withLock { state in state.order.compactMap { state.live[$0]?.info } }
    }

    /// The service types (and names) each component registered in this registry, whatever
    /// their arguments, in registration order: one pass, for the component host to compare
    /// with what every component declares.
    package func registeredServicesByComponent() -> [String: [(service: ObjectIdentifier, name: String?, info: RegistrationInfo)]] {
        state.withLock { state in
            var byComponent: [String: [(service: ObjectIdentifier, name: String?, info: RegistrationInfo)]] = [:]
            for key in state.order {
                guard let info = state.live[key]?.info, let component = info.component else { continue }
                byComponent[component, default: []].append((key.service, key.name, info))
            }
            return byComponent
        }
    }

    /// Whether ``seal()`` has been called.
    public var isSealed: Bool { state.withLock { $0.sealed } }

    // MARK: Lookup

    /// The entry for `key` in this registry's table, unretained.
    @inlinable @inline(__always)
    func findOwn(_ key: ServiceKey) -> Unmanaged<AnyRegistration>? {
        // SAFETY: `published` always holds a table kept alive by `state` (the current one,
        // or a retired one, kept as long as the registry), so the table is valid at +0
        // for as long as `self` is, which the caller guarantees.
        let bits = published.load(ordering: .acquiring)
        return unsafe Unmanaged<LookupTable>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
            ._withUnsafeGuaranteedRef { unsafe $0.find(key) }
    }

    /// The entry for `key` here or in an ancestor, with the registry that holds it.
    @usableFromInline
    func find(_ key: ServiceKey) -> (entry: AnyRegistration, holder: ServiceRegistry)? {
        // SAFETY: the entry is kept alive by `state` (live or retired) as long as `self`.
        if let entry = unsafe findOwn(key) { return (unsafe entry.takeUnretainedValue(), self) }
        return parent?.find(key)
    }

    /// Publishes `table` as the one readers use. Call under the state lock.
    func publish(_ table: LookupTable, in state: inout State) {
        state.retiredTables.append(state.table)
        state.table = table
        // SAFETY: `state.table` keeps `table` alive, and `retiredTables` the one it replaces.
        published.store(UInt(bitPattern: unsafe Unmanaged.passUnretained(table).toOpaque()), ordering: .releasing)
    }
}

/// The name of a type as written in code, for messages and introspection.
func typeName(_ type: Any.Type) -> String {
    String(describing: type)
}
