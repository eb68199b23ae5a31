import LatticeCore
import Logging

extension ServiceRegistry {
    /// Makes the registration of `type` named `name` the one a resolve without a name
    /// gives: the implementation chosen by configuration (a feature flag, a staging
    /// backend, the login a project reuses).
    ///
    /// ```swift
    /// try services.register((any LoginService).self, name: "wechat") { _ in WeChatLogin() }
    /// try services.register((any LoginService).self, name: "apple") { _ in AppleLogin() }
    /// try services.setDefault((any LoginService).self, to: "wechat")
    /// let login = try services.resolve((any LoginService).self)   // WeChatLogin
    /// ```
    ///
    /// The choice may come before the registration it names (a configuration is read
    /// before components register); it is checked when registration ends, by ``seal()``
    /// or ``validateDefaults()`` (the component host calls it after every component
    /// registered, before any starts).
    ///
    /// - The chosen registration is published under the unnamed key: resolving without a
    ///   name costs what resolving any registration costs, and gives the same instances
    ///   as resolving with the name (one singleton, whichever way it is asked for).
    /// - When `type` also has a registration without a name, the configuration wins: the
    ///   unnamed registration is kept (``registrations`` and ``resolveAll(_:fileID:line:)``
    ///   list it) but a resolve without a name gives the chosen one. The registry logs
    ///   that at `debug`.
    /// - The choice covers every registration of `type` named `name`, with or without
    ///   arguments. A later choice for the same type replaces the earlier one.
    /// - A child registry follows its parent's choices for what it registers itself
    ///   (a test that registers a fake `wechat` gets it without a name); a registration
    ///   without a name in the child overrides the parent's choice, as any override does.
    ///
    /// - Parameters:
    ///   - type: The service type, usually a protocol.
    ///   - name: The name of the registration to resolve when no name is given.
    ///   - fileID: Where the choice is made, for messages; the caller's by default.
    ///   - line: The line of that call.
    /// - Throws: ``ServiceError/Code/sealed`` after ``seal()``.
    public func setDefault<Service>(
        _ type: Service.Type, to name: String, fileID: String = #fileID, line: Int = #line
    ) throws(ServiceError) {
        try choose(DefaultChoice(
            service: ObjectIdentifier(Service.self), typeName: typeName(Service.self), name: name,
            fileID: fileID, line: line, column: nil))
    }

    /// Makes the registration named `name` the default of the service type named
    /// `typeName`, as a configuration file writes it: `LoginService`, `any LoginService`
    /// or with its module, `Shop.LoginService`. See ``setDefault(_:to:fileID:line:)``.
    ///
    /// ```swift
    /// // components.yml:  services: { LoginService: wechat }
    /// try services.setDefault("LoginService", to: "wechat", fileID: "components.yml", line: 4, column: 17)
    /// ```
    ///
    /// - Parameters:
    ///   - typeName: The service type's name as written in code.
    ///   - name: The name of the registration to resolve when no name is given.
    ///   - fileID: Where the choice is written (a source file, or the configuration
    ///     file); named by the error when nothing is registered under `name`.
    ///   - line: The line it is written on.
    ///   - column: The column, for a configuration file.
    /// - Throws: ``ServiceError/Code/sealed`` after ``seal()``.
    public func setDefault(
        _ typeName: String, to name: String, fileID: String = #fileID, line: Int = #line, column: Int? = nil
    ) throws(ServiceError) {
        try choose(DefaultChoice(service: nil, typeName: typeName, name: name, fileID: fileID, line: line, column: column))
    }

    /// Checks every implementation chosen with ``setDefault(_:to:fileID:line:)``, here and
    /// in ancestors' registrations: one ``ServiceError/Code/unknownImplementation`` per
    /// choice whose type has no registration with that name (naming the names it has and
    /// the closest one), or whose type nothing registers (naming close type names). Each
    /// error is placed where the choice was made (a configuration file's line).
    ///
    /// ``seal()`` throws the first; the component host reports them all before anything
    /// starts.
    ///
    /// - Returns: Every problem, in the order the choices were made; empty when each
    ///   choice names a registration.
    public func validateDefaults() -> [ServiceError] {
        let choices = state.withLock { state in
            state.choices.enumerated().filter { index, choice in
                !state.choices[(index + 1)...].contains { $0.sameType(as: choice) }
            }.map(\.element)
        }
        guard !choices.isEmpty else { return [] }
        let entries = visibleEntries
        var problems: [ServiceError] = []
        for choice in choices {
            let ofType = entries.filter { choice.matches($0.key.service, names: DefaultChoice.names(of: $0)) }
            if ofType.contains(where: { $0.key.name == choice.name }) { continue }
            let subject = RegistrationInfo(
                serviceType: choice.typeName, name: choice.name, argumentTypes: [], scope: .transient,
                component: nil, fileID: "", line: 0
            ).service
            let message: String
            let fix: String
            if ofType.isEmpty {
                let types = Set(entries.map(\.info.serviceType))
                let near = closestNames(to: choice.matchName, in: types.map(DefaultChoice.normalized))
                message = "The configuration chooses '\(choice.name)' as the implementation of \(choice.typeName), "
                    + "but nothing registers \(choice.typeName)."
                    + (near.isEmpty ? "" : " Did you mean \(quotedList(near))?")
                    + " \(types.count) service type\(types.count == 1 ? " is" : "s are") registered."
                fix = "write the type as in code (such as \(near.first ?? "LoginService")), "
                    + "or register an implementation of \(choice.typeName) named '\(choice.name)'"
            } else {
                var names: [String] = []
                for entry in ofType where !names.contains(entry.key.name ?? "(no name)") {
                    names.append(entry.key.name ?? "(no name)")
                }
                let near = closestNames(to: choice.name, in: ofType.compactMap(\.key.name))
                message = "The configuration chooses '\(choice.name)' as the implementation of \(choice.typeName), "
                    + "but no \(choice.typeName) is registered under that name: it is registered under \(quotedList(names, conjunction: "and"))."
                    + (near.isEmpty ? "" : " Did you mean '\(near[0])'?")
                fix = "choose one of those names, or register \(choice.typeName) under the name '\(choice.name)'"
            }
            problems.append(ServiceError(
                .unknownImplementation, subject: subject, message: message, fix: fix,
                fileID: choice.fileID, line: choice.line, column: choice.column))
        }
        return problems
    }

    // MARK: Internals

    private func choose(_ choice: DefaultChoice) throws(ServiceError) {
        // The types the choice is about: its own, or those registered under its name
        // (here, or only in an ancestor: the child then forwards to it).
        var services = choice.service.map { [$0] } ?? []
        for entry in parent?.visibleEntries ?? [] where choice.service == nil && !services.contains(entry.key.service)
            && choice.matches(entry.key.service, names: DefaultChoice.names(of: entry)) {
            services.append(entry.key.service)
        }
        let note = try mutate(fileID: choice.fileID, line: choice.line, subject: choice.typeName) { state in
            state.choices.removeAll { $0.sameType(as: choice) }
            state.choices.append(choice)
            for entry in state.live.values where choice.service == nil && !services.contains(entry.key.service)
                && choice.matches(entry.key.service, names: DefaultChoice.names(of: entry)) {
                services.append(entry.key.service)
            }
            var notes: [String] = []
            for service in services {
                if let note = refreshDefault(of: service, in: &state) { notes.append(note) }
            }
            return notes.isEmpty ? nil : notes.joined(separator: " ")
        }
        if let note { logger.debug("\(note)") }
    }

    /// The choice this registry makes, or inherits, for `service` (registered under `names`).
    private func choice(for service: ObjectIdentifier, names: [String], in state: State) -> (choice: DefaultChoice, own: Bool)? {
        if let own = state.choices.last(where: { $0.matches(service, names: names) }) { return (own, true) }
        return parent?.inheritedChoice(for: service, names: names).map { ($0, false) }
    }

    /// The choice of this registry or its nearest ancestor that makes one for `service`.
    private func inheritedChoice(for service: ObjectIdentifier, names: [String]) -> DefaultChoice? {
        // Locks go from child to parent only, so this cannot deadlock.
        let own = state.withLock { state in state.choices.last { $0.matches(service, names: names) } }
        return own ?? parent?.inheritedChoice(for: service, names: names)
    }

    /// The names of `service` registered here or in the nearest ancestor that registers it.
    private func typeNames(of service: ObjectIdentifier) -> [String]? {
        state.withLock { Self.typeNames(of: service, in: $0) } ?? parent?.typeNames(of: service)
    }

    /// The names of `service` if `state` registers it.
    private static func typeNames(of service: ObjectIdentifier, in state: State) -> [String]? {
        guard let key = state.order.first(where: { $0.service == service }), let entry = state.live[key] else { return nil }
        return DefaultChoice.names(of: entry)
    }

    /// Whether this registry or an ancestor has made a choice.
    private var hasChoices: Bool {
        state.withLock { !$0.choices.isEmpty } || (parent?.hasChoices ?? false)
    }

    /// Publishes, under each unnamed key of `service`, what a resolve without a name
    /// should find: the chosen registration (an alias sharing its instances, or a
    /// forwarder when it lives in an ancestor), else the unnamed registration, else
    /// nothing. Call under the state lock after any change to `service`'s registrations
    /// or choices.
    ///
    /// - Returns: A note for the `debug` log when a choice starts to hide an unnamed
    ///   registration.
    func refreshDefault(of service: ObjectIdentifier, in state: inout State) -> String? {
        guard !state.defaults.isEmpty || !state.choices.isEmpty || (parent?.hasChoices ?? false) else { return nil }
        // The type's names, for choices written in a configuration file (only computed
        // once a choice exists: registering stays as cheap as before).
        let names = Self.typeNames(of: service, in: state) ?? parent?.typeNames(of: service) ?? []
        let found = choice(for: service, names: names, in: state)
        var argumentSets: [ObjectIdentifier] = [ObjectIdentifier(Void.self)]
        for key in state.order where key.service == service && !argumentSets.contains(key.arguments) {
            argumentSets.append(key.arguments)
        }
        for key in state.defaults.keys where key.service == service && !argumentSets.contains(key.arguments) {
            argumentSets.append(key.arguments)
        }
        var notes: [String] = []
        for arguments in argumentSets {
            let unnamed = ServiceKey(service: service, arguments: arguments, name: nil)
            var desired: (entry: AnyRegistration, target: ObjectIdentifier)?
            if let (choice, own) = found {
                let chosen = ServiceKey(service: service, arguments: arguments, name: choice.name)
                if let target = state.live[chosen] {
                    // An inherited choice gives way to this registry's own unnamed override.
                    if own || state.live[unnamed] == nil {
                        desired = state.defaults[unnamed].flatMap { $0.target == ObjectIdentifier(target) ? $0 : nil }
                            ?? (target.makeAlias(key: unnamed), ObjectIdentifier(target))
                    }
                } else if own, let (target, _) = parent?.find(chosen) {
                    desired = state.defaults[unnamed].flatMap { $0.target == ObjectIdentifier(target) ? $0 : nil }
                        ?? (target.makeForwarder(key: unnamed, name: choice.name), ObjectIdentifier(target))
                }
                if let desired, state.defaults[unnamed]?.entry !== desired.entry, let hidden = state.live[unnamed] {
                    notes.append("\(desired.entry.info.serviceType) resolves '\(choice.name)', chosen at \(choice.place), "
                        + "instead of its registration without a name at \(hidden.info.fileID):\(hidden.info.line): the configuration wins.")
                }
            }
            let previous = state.defaults[unnamed]
            if let desired {
                guard previous?.entry !== desired.entry else { continue }
                if let previous { state.retiredEntries.append(previous.entry) }
                state.defaults[unnamed] = desired
                place(desired.entry, in: &state)
            } else if let previous {
                state.retiredEntries.append(previous.entry)
                state.defaults[unnamed] = nil
                if let live = state.live[unnamed] { place(live, in: &state) } else { state.table.remove(unnamed) }
            }
        }
        return notes.isEmpty ? nil : notes.joined(separator: " ")
    }
}
