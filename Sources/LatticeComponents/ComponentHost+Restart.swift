import LatticeCore
import LatticeRouting
import Logging

extension ComponentHost {
    /// How long a component's stop may take when it does not set its own
    /// ``Component/stopTimeout``: 10 seconds.
    public static let defaultStopTimeout: Duration = .seconds(10)

    /// Stops `name` and the running components that depend on it (dependents first, in
    /// reverse start order); the app keeps running. Returns the names stopped, in order.
    ///
    /// ```swift
    /// let stopped = try await host.stop("Payments")      // ["Checkout", "Payments"]
    /// try await host.start("Payments")                    // Checkout stays stopped
    /// ```
    ///
    /// The components stopped receive no event and are offered no URL, their routes refuse
    /// to open (`RoutingError.intercepted`, naming the component, through an interceptor
    /// named ``stoppedRouteGuard`` that the first stop adds), and their entry points leave
    /// ``entryPoints``, until they start again; what they registered stays registered
    /// (services resolve, mediator actions answer). Each stop is bounded by the component's ``Component/stopTimeout``: when a stop
    /// throws or takes longer, the others are stopped all the same, and the call then
    /// throws (and logs the failure at `debug` only). Stopping a component that is not running returns `[]`.
    ///
    /// - Throws: ``ComponentError/Code/unknownComponent`` when no component of the host is
    ///   named `name`; ``ComponentError/Code/invalidState`` unless the host is running, or
    ///   while another stop, start or restart of one of these components is under way;
    ///   ``ComponentError/Code/stopFailed`` when a stop threw or timed out (every one of them
    ///   is stopped all the same).
    @discardableResult
    public func stop(_ name: String, fileID: String = #fileID, line: Int = #line) async throws(ComponentError) -> [String] {
        let index = try member(named: name, action: "stop", fileID: fileID, line: line)
        let claim = runtime.withLock { runtime -> Claim in
            guard case .running = runtime.state else { return .hostNotRunning(runtime.state) }
            guard runtime.running[index] else { return runtime.busy[index] ? .busy(index) : .claimed([]) }
            // Its running dependents, directly or not: one pass in dependency order.
            var affected = [Bool](repeating: false, count: runtime.running.count)
            affected[index] = true
            for other in order where runtime.running[other] && !affected[other] {
                if validated.members[other].dependencies.contains(where: { affected[$0] }) { affected[other] = true }
            }
            if let busy = affected.indices.first(where: { affected[$0] && runtime.busy[$0] }) { return .busy(busy) }
            let stopping = runtime.started.reversed().filter { affected[$0] }
            runtime.started.removeAll { affected[$0] }
            for member in stopping {
                runtime.running[member] = false
                runtime.stoppedAlone[member] = true
                runtime.busy[member] = true
                runtime.stoppedNames.insert(validated.members[member].identity.name)
            }
            return .claimed(stopping)
        }
        let stopping = try claimed(claim, action: "stop '\(name)'", fileID: fileID, line: line)
        guard !stopping.isEmpty else { return [] }
        guardRoutesOfStoppedComponents()
        let names = stopping.map { validated.members[$0].identity.name }
        logger.debug(
            "Stopping \(names.count == 1 ? "'\(name)'" : "'\(name)' and its dependents (\(names.dropLast().joined(separator: ", ")))"); the app keeps running.",
            metadata: ["component": "\(name)", "stopping": .array(names.map { .string($0) })])
        var failures: [(name: String, error: any Error)] = []
        for member in stopping {
            if let error = await stopBounded(member, defaultTimeout: Self.defaultStopTimeout, failureLevel: .debug) {
                failures.append((validated.members[member].identity.name, error))
            }
        }
        runtime.withLock { runtime in for member in stopping { runtime.busy[member] = false } }
        if let first = failures.first {
            throw ComponentError.stopFailed(
                first.name, underlying: first.error,
                message: "Stopping \(quotedList(names, conjunction: "and")) left \(failures.count == 1 ? "a failure" : "\(failures.count) failures"): "
                    + failures.map { "'\($0.name)': \(LatticeErrorText.clause($0.error))" }.joined(separator: "; ")
                    + ". Every one of them is stopped all the same.",
                fileID: fileID, line: line)
        }
        return names
    }

    /// Starts `name` again (its dependencies must be running).
    ///
    /// Only a component stopped with ``stop(_:fileID:line:)`` (or ``restart(_:fileID:line:)``)
    /// starts again: its ``Component/start(_:)`` runs, not its ``Component/register(in:)``.
    /// Its dependents stay stopped; start them too, or call ``restart(_:fileID:line:)``.
    /// Starting a component that is running does nothing.
    ///
    /// - Throws: ``ComponentError/Code/unknownComponent`` when no component of the host is
    ///   named `name`; ``ComponentError/Code/invalidState`` unless the host is running, when
    ///   a dependency is not running, when the component did not start at boot, or while
    ///   another stop, start or restart of it is under way; ``ComponentError/Code/startFailed``
    ///   when its start throws (it stays stopped).
    public func start(_ name: String, fileID: String = #fileID, line: Int = #line) async throws(ComponentError) {
        let index = try member(named: name, action: "start", fileID: fileID, line: line)
        let claim = runtime.withLock { runtime -> Claim in
            guard case .running = runtime.state else { return .hostNotRunning(runtime.state) }
            if runtime.busy[index] { return .busy(index) }
            if runtime.running[index] { return .claimed([]) }
            guard runtime.stoppedAlone[index] else { return .neverStarted }
            if let stopped = validated.members[index].dependencies.first(where: { !runtime.running[$0] }) {
                return .dependencyStopped(stopped)
            }
            runtime.busy[index] = true
            return .claimed([index])
        }
        guard try !claimed(claim, action: "start '\(name)'", fileID: fileID, line: line).isEmpty else { return }
        let (_, _, error) = await startOne(index, clock: ContinuousClock())
        let started = runtime.withLock { runtime -> Bool in
            runtime.busy[index] = false
            guard error == nil, case .running = runtime.state else { return false }
            runtime.running[index] = true
            runtime.stoppedAlone[index] = false
            runtime.stoppedNames.remove(validated.members[index].identity.name)
            runtime.started.append(index)
            return true
        }
        if started {
            logger.debug("Started '\(name)' again.", metadata: ["component": "\(name)"])
            return
        }
        guard let error else {
            // The host began to shut down while it started: stop it, as the shutdown would have.
            // Its stop's failure is not thrown (the error below is), so it is logged at info.
            _ = await stopBounded(index, defaultTimeout: Self.defaultStopTimeout, failureLevel: .info)
            throw ComponentError.invalidState(
                message: "'\(name)' started while the host was shutting down, so it was stopped again.",
                fix: "start components while the host is running", fileID: fileID, line: line)
        }
        throw ComponentError.startFailed(
            name, underlying: error,
            message: "'\(name)' failed to start again: \(LatticeErrorText.clause(error)). It stays stopped; the rest of the app keeps running.",
            fix: "correct the failure of '\(name)', then start it again", fileID: fileID, line: line)
    }

    /// Stops `name` and its running dependents, then starts them again in dependency order.
    /// Returns the names started again, in start order.
    ///
    /// ```swift
    /// try await host.restart("Payments")       // ["Payments", "Checkout"]
    /// ```
    ///
    /// A component that was stopped alone (and is stopped) is started alone.
    ///
    /// - Throws: What ``stop(_:fileID:line:)`` throws (nothing is started again then), and
    ///   what ``start(_:fileID:line:)`` throws for the first component that fails to start
    ///   (the components after it stay stopped, and the message names them).
    @discardableResult
    public func restart(_ name: String, fileID: String = #fileID, line: Int = #line) async throws(ComponentError) -> [String] {
        let stopped = try await stop(name, fileID: fileID, line: line)
        guard !stopped.isEmpty else {
            try await start(name, fileID: fileID, line: line)
            return [name]
        }
        let starting = Array(stopped.reversed())
        for (position, member) in starting.enumerated() {
            do {
                try await start(member, fileID: fileID, line: line)
            } catch {
                let left = starting[(position + 1)...]
                guard !left.isEmpty else { throw error }
                throw ComponentError(
                    error.code, subject: error.subject,
                    message: error.message + " Not started again: \(quotedList(Array(left), conjunction: "and")).",
                    fix: error.fix, problems: error.problems, report: error.report, underlying: error.underlying,
                    fileID: error.fileID, line: error.line)
            }
        }
        return starting
    }

    /// Stops every running component in reverse start order, each bounded by its
    /// ``Component/stopTimeout`` or else by `stopTimeout`, and returns the failures
    /// (`"Name: error"`); see ``shutdown()``.
    @discardableResult
    public func shutdown(stopTimeout: Duration) async -> [String] {
        await shutdown(defaultTimeout: stopTimeout)
    }

    /// The name of the interceptor that refuses the routes of components stopped alone.
    public static let stoppedRouteGuard = "lattice.components.stopped"

    /// From the first stop alone on, refuses to open a route whose owner is stopped, with a
    /// reason and a fix, instead of running a handler whose component is not running. A
    /// host that never stops a component alone adds nothing to the open path.
    private func guardRoutesOfStoppedComponents() {
        let install = runtime.withLock { runtime -> Bool in
            defer { runtime.guardsRoutes = true }
            return !runtime.guardsRoutes
        }
        guard install else { return }
        environment.router.addInterceptor(RouteInterceptor(Self.stoppedRouteGuard) { [weak self] request in
            guard let self, let owner = request.match?.route.owner,
                  self.runtime.withLock({ $0.stoppedNames.contains(owner) }) else { return .proceed }
            return .refuse(
                reason: "'\(owner)', which owns this route, is stopped",
                fix: "start it again with host.start(\"\(owner)\") (or host.restart), or open it once it runs")
        })
    }

    /// What a claim on members under the lock found.
    enum Claim {
        case claimed([Int])
        case hostNotRunning(State)
        case busy(Int)
        case neverStarted
        case dependencyStopped(Int)
    }

    /// The members claimed, or the error that says why none could be.
    private func claimed(_ claim: Claim, action: String, fileID: String, line: Int) throws(ComponentError) -> [Int] {
        switch claim {
        case .claimed(let members):
            return members
        case .hostNotRunning(let state):
            throw ComponentError.invalidState(
                message: "Cannot \(action): the host is \(state), not running.",
                fix: "stop, start and restart components after boot() and before shutdown()", fileID: fileID, line: line)
        case .busy(let member):
            let name = validated.members[member].identity.name
            throw ComponentError.invalidState(
                message: "Cannot \(action): another call is stopping or starting '\(name)'.",
                fix: "await that call before this one", fileID: fileID, line: line)
        case .neverStarted:
            throw ComponentError.invalidState(
                message: "Cannot \(action): it did not start at boot (it failed or was skipped), so it has nothing to start again.",
                fix: "correct its failure and boot the app again; start(_:) starts components stopped with stop(_:)",
                fileID: fileID, line: line)
        case .dependencyStopped(let member):
            let dependency = validated.members[member].identity.name
            throw ComponentError.invalidState(
                message: "Cannot \(action): its dependency '\(dependency)' is not running.",
                fix: "start '\(dependency)' first, or restart '\(dependency)', which starts its dependents again too",
                fileID: fileID, line: line)
        }
    }

    /// The index of the member named `name`, or an `unknownComponent` error with close names.
    private func member(named name: String, action: String, fileID: String, line: Int) throws(ComponentError) -> Int {
        if let index = validated.members.firstIndex(where: { $0.identity.name == name }) { return index }
        let names = order.map { validated.members[$0].identity.name }
        let close = closestNames(to: name, in: names)
        throw ComponentError.unknownComponent(
            name,
            message: "Cannot \(action) '\(name)': no component of this host has that name."
                + (close.isEmpty ? "" : " Did you mean \(quotedList(close))?"),
            fix: names.isEmpty ? "this host runs no component" : "name one of \(quotedList(names))",
            fileID: fileID, line: line)
    }

    /// Stops member `index`, bounded by its stop timeout (or `defaultTimeout`); returns the
    /// error it threw, or ``StopTimeout`` when it took too long (then abandoned: its task is
    /// cancelled and left to finish on its own).
    /// Stops member `index`, bounded by its stop timeout, and returns what went wrong; a
    /// failure is logged at `failureLevel`: `info` when the caller does not throw it,
    /// `debug` when it does.
    func stopBounded(_ index: Int, defaultTimeout: Duration, failureLevel: Logger.Level) async -> (any Error)? {
        let member = validated.members[index]
        let name = member.identity.name
        let component = member.component
        let context = contexts[index]
        let timeout = component.stopTimeout ?? defaultTimeout
        logger.debug("Stopping '\(name)'.", metadata: ["component": "\(name)"])
        let timer = LockedBox<Task<Void, Never>?>(nil)
        let outcome: StopOutcome = await withCheckedContinuation { continuation in
            let pending = LockedBox<CheckedContinuation<StopOutcome, Never>?>(continuation)
            let finish: @Sendable (StopOutcome) -> Void = { outcome in
                pending.withLock { slot -> CheckedContinuation<StopOutcome, Never>? in
                    defer { slot = nil }
                    return slot
                }?.resume(returning: outcome)
            }
            let stopping = Task {
                do {
                    try await component.stop(context)
                    finish(.stopped)
                } catch {
                    finish(.failed(error))
                }
            }
            timer.withLock {
                $0 = Task {
                    guard (try? await Task.sleep(for: timeout)) != nil else { return }
                    finish(.timedOut)
                    stopping.cancel()
                }
            }
        }
        timer.withLock { $0 }?.cancel()
        switch outcome {
        case .stopped:
            return nil
        case .failed(let error):
            logger.log(level: failureLevel, "'\(name)' failed to stop: \(error)", metadata: ["component": "\(name)", "error": "\(error)"])
            return error
        case .timedOut:
            let error = StopTimeout(component: name, timeout: timeout)
            logger.log(level: failureLevel, "\(error)", metadata: ["component": "\(name)", "timeout": "\(timeout)"])
            return error
        }
    }

    private enum StopOutcome: Sendable {
        case stopped, failed(any Error), timedOut
    }
}
