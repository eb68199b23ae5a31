import LatticeCore

extension ComponentHost {
    /// Registers and starts every component in dependency order and returns the start-up report.
    ///
    /// Wave by wave: the components of a wave whose dependencies all started register and
    /// start concurrently (a task group). When a component fails:
    /// - if it is optional, the app runs degraded: components that depend on it (directly
    ///   or not) are skipped, and the report says so;
    /// - otherwise the boot stops: the components of that wave finish, then every started
    ///   component is stopped in reverse start order (never the failed one), the state
    ///   becomes ``State/failed`` and the error is thrown.
    ///
    /// Each component's registration and start is timed with `ContinuousClock`; a
    /// ``StartupBudget`` that is exceeded is reported, not enforced.
    ///
    /// - Throws: ``ComponentError/Code/startFailed`` (with ``ComponentError/report``) when a
    ///   required component fails; ``ComponentError/Code/invalidState`` unless ``state`` is
    ///   ``State/ready``.
    @discardableResult
    public func boot(budget: StartupBudget = .unlimited, fileID: String = #fileID, line: Int = #line) async throws(ComponentError) -> StartupReport {
        try transition(from: .ready, to: .starting, action: "boot", fileID: fileID, line: line)
        let clock = ContinuousClock()
        let bootStart = clock.now
        let count = validated.members.count
        var outcomes = [StartupReport.Outcome](repeating: .notReached, count: count)
        var durations = [Duration](repeating: .zero, count: count)
        var waveOf = [Int](repeating: 0, count: count)
        var fatal: Int?
        for (waveNumber, wave) in validated.waves.enumerated() {
            var ready: [Int] = []
            for index in wave {
                waveOf[index] = waveNumber
                if let blocker = validated.members[index].dependencies.first(where: { !isStarted(outcomes[$0]) }) {
                    outcomes[index] = .skipped(because: validated.members[blocker].identity.name)
                } else {
                    ready.append(index)
                }
            }
            for (index, duration, error) in await startWave(ready, clock: clock) {
                durations[index] = duration
                if let error {
                    outcomes[index] = .failed(error)
                    if !validated.members[index].isOptional, fatal == nil { fatal = index }
                } else {
                    outcomes[index] = .started
                    runtime.withLock { $0.started.append(index); $0.running[index] = true }
                }
            }
            if fatal != nil { break }
        }
        let report = makeReport(outcomes: outcomes, durations: durations, waves: waveOf, total: clock.now - bootStart, budget: budget)
        guard let fatal else {
            runtime.withLock { $0.state = .running(degraded: report.isDegraded) }
            return report
        }
        let stopFailures = await stopStarted()
        runtime.withLock { $0.state = .failed }
        let name = validated.members[fatal].identity.name
        var underlying: (any Error)?
        if case .failed(let error) = outcomes[fatal] { underlying = error }
        let rolledBack = report.entries.filter(\.didStart).map(\.name).reversed()
        throw ComponentError(
            .startFailed, component: name,
            message: "'\(name)' failed to start: \(underlying.map { "\($0)" } ?? "unknown error"). The boot was stopped and "
                + (rolledBack.isEmpty ? "nothing had started" : "the started components were stopped in reverse order (\(rolledBack.joined(separator: ", ")))")
                + (stopFailures.isEmpty ? "" : "; stopping failed for \(stopFailures.joined(separator: "; "))")
                + ". To fix, correct the failure of '\(name)', or mark it optional so that the app runs without it.",
            report: report, underlying: underlying, fileID: fileID, line: line)
    }

    /// Stops every running component in reverse start order and returns the errors stop
    /// hooks threw (`"Name: error"`), which do not prevent the others from stopping.
    ///
    /// Does nothing unless the host is running.
    @discardableResult
    public func shutdown() async -> [String] {
        let proceed = runtime.withLock { runtime -> Bool in
            guard case .running = runtime.state else { return false }
            runtime.state = .stopping
            return true
        }
        guard proceed else { return [] }
        let failures = await stopStarted()
        runtime.withLock { $0.state = .stopped }
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
            throw ComponentError(
                .invalidState, component: "",
                message: "Cannot \(action): the host is \(current), not \(from). To fix, \(action) a host once, on a fresh host.",
                fileID: fileID, line: line)
        }
    }

    /// Registers and starts each member, concurrently when there are several; results in
    /// member order.
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

    private func startOne(_ index: Int, clock: ContinuousClock) async -> (Int, Duration, (any Error)?) {
        let member = validated.members[index]
        let context = contexts[index]
        let start = clock.now
        do {
            try member.component.register(in: context)
            try await member.component.start(context)
            return (index, clock.now - start, nil)
        } catch {
            return (index, clock.now - start, error)
        }
    }

    /// Stops the started members in reverse start order, one after another.
    private func stopStarted() async -> [String] {
        let started = runtime.withLock { runtime -> [Int] in
            let started = runtime.started
            runtime.started = []
            return started
        }
        var failures: [String] = []
        for index in started.reversed() {
            runtime.withLock { $0.running[index] = false }
            do {
                try await validated.members[index].component.stop(contexts[index])
            } catch {
                failures.append("\(validated.members[index].identity.name): \(error)")
            }
        }
        return failures
    }

    private func makeReport(outcomes: [StartupReport.Outcome], durations: [Duration], waves: [Int], total: Duration, budget: StartupBudget) -> StartupReport {
        var entries: [StartupReport.Entry] = []
        var warnings: [String] = []
        entries.reserveCapacity(order.count)
        for index in order {
            let name = validated.members[index].identity.name
            entries.append(StartupReport.Entry(
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
        return StartupReport(entries: entries, total: total, budget: budget, budgetWarnings: warnings)
    }
}
