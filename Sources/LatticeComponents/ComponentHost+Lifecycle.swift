import LatticeCore
import LatticeServices
import Logging

extension ComponentHost {
    /// Registers every component, then starts them in dependency order, and returns the
    /// start-up report.
    ///
    /// Registration comes first, for every component, in dependency order, before any
    /// component starts: a duplicate service, a route pattern that does not parse or an
    /// ambiguous route stops the boot while nothing is running. After each component's
    /// ``Component/register(in:)`` the host compares what it registered with the
    /// ``Component/providedServices`` it declares (when it declares any) and refuses a
    /// difference (``ComponentError/Code/undeclaredServices``).
    ///
    /// Then wave by wave: the components of a wave whose dependencies all started start
    /// concurrently (a task group). When a component fails to register or start:
    /// - if it is optional, the app runs degraded: components that depend on it (directly
    ///   or not) are skipped, and the report says so;
    /// - otherwise the boot stops: the components of that wave finish, then every started
    ///   component is stopped in reverse start order (never the failed one), the state
    ///   becomes ``State/failed`` and the error is thrown.
    ///
    /// A component skipped after it registered (a dependency failed to start) keeps its
    /// registrations. Each component's registration and start is timed with
    /// `ContinuousClock`; a ``StartupBudget`` that is exceeded is reported, not enforced.
    ///
    /// - Throws: ``ComponentError/Code/startFailed`` (with ``ComponentError/report``) when a
    ///   required component fails to register or start; ``ComponentError/Code/invalidState``
    ///   unless ``state`` is ``State/ready``.
    ///
    /// It runs off the caller's actor (`@concurrent`): called from the main actor (an app
    /// delegate, a SwiftUI task), every component's registration and start run on the
    /// concurrent executor, not on the main thread; a component that sets up UI hops to the
    /// main actor itself.
    @discardableResult
    @concurrent
    public func boot(budget: StartupBudget = .unlimited, fileID: String = #fileID, line: Int = #line) async throws(ComponentError) -> StartupReport {
        try transition(from: .ready, to: .starting, action: "boot", fileID: fileID, line: line)
        try registerStandIns(fileID: fileID, line: line)
        let clock = ContinuousClock()
        let bootStart = clock.now
        let count = validated.members.count
        var outcomes = [StartupReport.Outcome](repeating: .notReached, count: count)
        var durations = [Duration](repeating: .zero, count: count)
        var waveOf = [Int](repeating: 0, count: count)
        for (waveNumber, wave) in validated.waves.enumerated() {
            for index in wave { waveOf[index] = waveNumber }
        }
        var fatal: Int?
        // Every component registers before any starts.
        var registered = [Bool](repeating: false, count: count)
        for index in order {
            if let blocker = validated.members[index].dependencies.first(where: { !registered[$0] }) {
                outcomes[index] = .skipped(because: validated.members[blocker].identity.name)
                continue
            }
            let start = clock.now
            do {
                try validated.members[index].component.register(in: contexts[index])
                registered[index] = true
            } catch {
                outcomes[index] = .failed(error)
                if !validated.members[index].isOptional { fatal = index }
            }
            durations[index] = clock.now - start
            if fatal != nil { break }
        }
        // Still before anything starts: what each component registered against what it
        // declares, from one pass over the registry.
        if fatal == nil {
            let byComponent = environment.services.registeredServicesByComponent()
            for index in order where registered[index] {
                do {
                    try checkDeclaredServices(index, registered: byComponent[validated.members[index].identity.name] ?? [], fileID: fileID, line: line)
                } catch {
                    outcomes[index] = .failed(error)
                    registered[index] = false
                    if !validated.members[index].isOptional { fatal = index; break }
                }
            }
        }
        // The implementations chosen by configuration, then the registry made current.
        if fatal == nil { try prepareServices(fileID: fileID, line: line) }
        for wave in validated.waves where fatal == nil {
            var ready: [Int] = []
            for index in wave where registered[index] {
                if let blocker = validated.members[index].dependencies.first(where: { !isStarted(outcomes[$0]) }) {
                    outcomes[index] = .skipped(because: validated.members[blocker].identity.name)
                } else {
                    ready.append(index)
                }
            }
            for (index, duration, error) in await startWave(ready, clock: clock) {
                durations[index] += duration
                if let error {
                    outcomes[index] = .failed(error)
                    if !validated.members[index].isOptional, fatal == nil { fatal = index }
                } else {
                    outcomes[index] = .started
                    runtime.withLock { $0.started.append(index); $0.running[index] = true }
                }
            }
        }
        let report = makeReport(outcomes: outcomes, durations: durations, waves: waveOf, total: clock.now - bootStart, budget: budget)
        guard let fatal else {
            runtime.withLock { $0.state = .running(degraded: report.isDegraded) }
            // An optional component's failure is not thrown, so it is logged, once, at info:
            // the app runs without it and nothing else tells the user.
            for entry in report.entries {
                guard case .failed(let error) = entry.outcome else { continue }
                logger.info(
                    "'\(entry.name)' failed to start: \(error)",
                    metadata: ["component": "\(entry.name)", "optional": "true", "error": "\(error)"])
            }
            // One line, at info when the app runs degraded or over budget, else at debug (a
            // boot that went well is not news); the table at debug.
            logger.log(
                level: report.isDegraded || report.isOverBudget ? .info : .debug,
                "\(report.summary)\(report.runningAlone.map { ". \($0)" } ?? "")",
                metadata: [
                    "components": "\(report.entries.count)", "notStarted": .array(report.notStarted.map { .string($0) }),
                    "degraded": "\(report.isDegraded)",
                ])
            logger.debug("\(report)")
            return report
        }
        // Stop failures are part of the startFailed thrown below.
        let stopFailures = await stopStarted(failureLevel: .debug)
        runtime.withLock { $0.state = .failed }
        let name = validated.members[fatal].identity.name
        var underlying: (any Error)?
        if case .failed(let error) = outcomes[fatal] { underlying = error }
        let failedToRegister = !registered[fatal]
        let rolledBack = report.entries.filter(\.didStart).map(\.name).reversed()
        throw ComponentError.startFailed(
            name, underlying: underlying, report: report,
            message: "'\(name)' failed to \(failedToRegister ? "register" : "start"): \(underlying.map(LatticeErrorText.clause) ?? "unknown error"). The boot was stopped and "
                + (rolledBack.isEmpty ? "nothing had started" : "the started components were stopped in reverse order (\(rolledBack.joined(separator: ", ")))")
                + (stopFailures.isEmpty ? "" : "; stopping failed for \(stopFailures.joined(separator: "; "))") + ".",
            fileID: fileID, line: line)
    }

    /// Compares what member `index` registered with the services it declares, when it
    /// declares any.
    private func checkDeclaredServices(
        _ index: Int, registered: [(service: ObjectIdentifier, name: String?, info: RegistrationInfo)], fileID: String, line: Int
    ) throws(ComponentError) {
        let component = validated.members[index].component
        let declared = component.providedServices
        guard !declared.isEmpty else { return }
        let name = validated.members[index].identity.name
        let registeredKeys = Set(registered.map { ServiceKeyDescriptor.Identity(type: $0.service, name: $0.name) })
        let declaredKeys = Set(declared.map(\.identity))
        let missing = declared.filter { !registeredKeys.contains($0.identity) }
        var seen: Set<ServiceKeyDescriptor.Identity> = []
        let undeclared = registered.filter { entry in
            let key = ServiceKeyDescriptor.Identity(type: entry.service, name: entry.name)
            return !declaredKeys.contains(key) && seen.insert(key).inserted
        }
        guard !missing.isEmpty || !undeclared.isEmpty else { return }
        var problems: [String] = []
        if !missing.isEmpty {
            problems.append("it declares \(missing.map { "'\($0)'" }.joined(separator: ", ")) in providedServices but did not register \(missing.count == 1 ? "it" : "them") through its context")
        }
        if !undeclared.isEmpty {
            problems.append("it registered \(undeclared.map { "'\($0.info.service)' (\($0.info.fileID):\($0.info.line))" }.joined(separator: ", ")) without declaring \(undeclared.count == 1 ? "it" : "them")")
        }
        throw ComponentError.undeclaredServices(
            name, message: "'\(name)' does not register what it declares: \(problems.joined(separator: "; and ")).",
            fileID: fileID, line: line)
    }

    /// Stops every running component in reverse start order and returns the errors stop
    /// hooks threw (`"Name: error"`), which do not prevent the others from stopping.
    ///
    /// Does nothing unless the host is running.
    /// Each stop is bounded by the component's ``Component/stopTimeout``, else by
    /// ``defaultStopTimeout``: a stop over it is abandoned and listed among the failures,
    /// and the next component stops. Each failure is also logged at `info`, with the
    /// component and the error as metadata: the result is often dropped, and the app goes on
    /// to exit.
    @discardableResult
    public func shutdown() async -> [String] {
        await shutdown(defaultTimeout: Self.defaultStopTimeout)
    }

    func shutdown(defaultTimeout: Duration) async -> [String] {
        let proceed = runtime.withLock { runtime -> Bool in
            guard case .running = runtime.state else { return false }
            runtime.state = .stopping
            return true
        }
        guard proceed else { return [] }
        logger.debug("Shutting down the components.", metadata: ["components": "\(runningComponents.count)"])
        let failures = await stopStarted(defaultTimeout: defaultTimeout, failureLevel: .info)
        runtime.withLock { $0.state = .stopped }
        logger.debug("The components are stopped.", metadata: ["stopFailures": "\(failures.count)"])
        return failures
    }

    private func isStarted(_ outcome: StartupReport.Outcome) -> Bool {
        if case .started = outcome { return true }
        return false
    }

    private func transition(from: State, to: State, action: String, fileID: String, line: Int) throws(ComponentError) {
        let current = runtime.withLock { runtime -> State in
            let current = runtime.state
            if current == from { runtime.state = to }
            return current
        }
        guard current == from else {
            throw ComponentError.invalidState(
                message: "Cannot \(action): the host is \(current), not \(from).",
                fix: "\(action) a host once, on a fresh host", fileID: fileID, line: line)
        }
    }

    /// Starts each member, concurrently when there are several; results in member order.
    private func startWave(_ wave: [Int], clock: ContinuousClock) async -> [(Int, Duration, (any Error)?)] {
        if wave.count == 1 {
            return [await startOne(wave[0], clock: clock)]
        }
        var results = await withTaskGroup(of: (Int, Duration, (any Error)?).self) { group in
            for index in wave {
                group.addTask { await self.startOne(index, clock: clock) }
            }
            var results: [(Int, Duration, (any Error)?)] = []
            for await result in group { results.append(result) }
            return results
        }
        results.sort { $0.0 < $1.0 }
        return results
    }

    func startOne(_ index: Int, clock: ContinuousClock) async -> (Int, Duration, (any Error)?) {
        let member = validated.members[index]
        let context = contexts[index]
        let start = clock.now
        logger.debug("Starting '\(member.identity.name)'.", metadata: ["component": "\(member.identity.name)"])
        do {
            try await member.component.start(context)
            logger.debug("Started '\(member.identity.name)'.", metadata: ["component": "\(member.identity.name)"])
            return (index, clock.now - start, nil)
        } catch {
            // Reported by the caller, once: a required component's failure is thrown by the
            // boot (startFailed), an optional one's logged by the boot when it goes on, a
            // restart's thrown by start(_:).
            logger.debug(
                "'\(member.identity.name)' failed to start: \(error)", metadata: ["component": "\(member.identity.name)"])
            return (index, clock.now - start, error)
        }
    }

    /// Stops the started members in reverse start order, one after another, each bounded by
    /// its stop timeout; a failure is logged at `failureLevel` (`info` when the caller
    /// does not throw it).
    private func stopStarted(defaultTimeout: Duration = ComponentHost.defaultStopTimeout, failureLevel: Logger.Level) async -> [String] {
        let started = runtime.withLock { runtime -> [Int] in
            let started = runtime.started
            runtime.started = []
            return started
        }
        var failures: [String] = []
        for index in started.reversed() {
            runtime.withLock { $0.running[index] = false }
            if let error = await stopBounded(index, defaultTimeout: defaultTimeout, failureLevel: failureLevel) {
                failures.append("\(validated.members[index].identity.name): \(error)")
            }
        }
        return failures
    }

    private func makeReport(outcomes: [StartupReport.Outcome], durations: [Duration], waves: [Int], total: Duration, budget: StartupBudget) -> StartupReport {
        var entries: [StartupReport.ComponentStart] = []
        var warnings: [String] = []
        entries.reserveCapacity(order.count)
        for index in order {
            let name = validated.members[index].identity.name
            entries.append(StartupReport.ComponentStart(
                name: name, wave: waves[index], isOptional: validated.members[index].isOptional,
                outcome: outcomes[index], duration: durations[index]))
            if let limit = budget.perComponent, durations[index] > limit {
                warnings.append("Over budget: '\(name)' took \(StartupReport.format(durations[index])), more than its \(StartupReport.format(limit)). To fix, move work out of its start (do it lazily or after launch), or raise the budget.")
            }
        }
        if let limit = budget.total, total > limit {
            let slowest = entries.max { $0.duration < $1.duration }.map { " The slowest component is '\($0.name)' (\(StartupReport.format($0.duration)))." } ?? ""
            warnings.insert("Over budget: the boot took \(StartupReport.format(total)), more than \(StartupReport.format(limit)).\(slowest) To fix, make the slowest starts lazy, or raise the budget.", at: 0)
        }
        var report = StartupReport(entries: entries, total: total, budget: budget, budgetWarnings: warnings)
        report.runningAlone = runningAlone
        return report
    }

}
