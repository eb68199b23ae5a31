internal import LatticeCore
internal import LatticeGraph
internal import LatticeMediator
internal import LatticeScan

/// Mediator calls and action contracts against the targets and actions the app registers.
extension WiringCheck {
    /// What the linked targets register on the mediator, with the contracts resolved.
    struct MediatorRegistry {
        /// Each registered target's actions (names, from literals or contracts); `nil` when
        /// one of its actions cannot be read.
        var actions: [String: Set<String>?] = [:]
        /// Targets with a fallback, which handles any action.
        var withFallback: Set<String> = []
        /// A registered target whose name the build cannot read, if any.
        var unreadTarget: ScannedMediatorTarget?
        /// Whether some code sets the mediator's own fallback, which handles any target.
        var hasMediatorFallback = false
        /// Every contract declared, by its place.
        var contracts: [ScannedActionContract] = []
        /// The index in ``contracts`` of the first contract declared with each key.
        private var firstWithKey: [String: Int] = [:]

        init(_ targets: [ScannedTarget]) {
            contracts = targets.flatMap(\.actionContracts)
            for (index, contract) in contracts.enumerated() {
                if let key = contract.key, firstWithKey[key] == nil { firstWithKey[key] = index }
            }
            hasMediatorFallback = targets.contains { !$0.mediatorFallbacks.isEmpty }
            for target in targets {
                for registered in target.mediatorTargets {
                    guard let name = self.name(of: registered) else {
                        unreadTarget = unreadTarget ?? registered
                        continue
                    }
                    if registered.hasFallback { withFallback.insert(name) }
                    var names: Set<String>? = actions[name] ?? []
                    for action in registered.actions {
                        // Actions are added by contract only: one the build cannot find leaves the
                        // target's actions unknown.
                        if let actionName = contract(named: action.name)?.action { names?.insert(actionName) } else { names = nil }
                    }
                    actions[name] = names
                }
            }
        }

        /// The contract an expression names, if one is declared with a key: the first
        /// declared that `isNamed(by:)` the expression. Looked up by key, for the
        /// expression and each of its qualified tails (`ShopInterfaces.ShopContracts.cartAdd`,
        /// `ShopContracts.cartAdd`, `cartAdd`), rather than compared with every contract:
        /// an app has a contract or more per feature, and a call or action per contract.
        func contract(named expression: String) -> ScannedActionContract? {
            var tail = Substring(expression.filter { !$0.isWhitespace })
            var first: Int?
            while true {
                if let index = firstWithKey[String(tail)], index < first ?? .max { first = index }
                guard let dot = tail.firstIndex(of: ".") else { break }
                tail = tail[tail.index(after: dot)...]
            }
            return first.map { contracts[$0] }
        }

        /// A registered target's name: the literal, or the target of the contract its
        /// expression names (`ShopContracts.cartAdd.target`).
        func name(of registered: ScannedMediatorTarget) -> String? {
            if registered.isLiteral { return registered.name }
            guard registered.name.hasSuffix(".target") else { return nil }
            return contract(named: String(registered.name.dropLast(7)))?.target
        }
    }

    /// A contract registered on a target of another name; a call by names (or by a contract)
    /// to a target or action that no linked target registers, with "did you mean". Each is
    /// reported in the words the mediator uses when it meets it, at the place the names are
    /// written: the call, or the contract's declaration. What the build cannot read (a
    /// target's name or action that is not a literal or a known contract) makes a finding
    /// a note; a fallback makes it none.
    func checkMediatorCalls(_ report: Report) {
        let registry = MediatorRegistry(targets)
        var reportedContracts: Set<FileLocation> = []
        // Contracts registered on another target: the contract is likely misspelt.
        for target in targets {
            for registered in target.mediatorTargets {
                guard let name = registry.name(of: registered) else { continue }
                for action in registered.actions {
                    guard let contract = registry.contract(named: action.name), let contractTarget = contract.target,
                          contractTarget != name, let actionName = contract.action,
                          reportedContracts.insert(contract.location).inserted else { continue }
                    let words = MediatorWords.contractOfAnotherTarget(action: actionName, contractTarget: contractTarget, registeredOn: name)
                    report(.unknownMediatorTarget, owner(of: contract.location), contract.location,
                           LatticeErrorText.sentence(message: "\(words.message) It is registered on '\(name)' at \(action.location)", fix: words.fix),
                           contractTarget, [])
                }
            }
        }
        // Calls by names, and by contracts (reported once per contract, at its declaration).
        for target in targets {
            for call in target.mediatorCalls {
                var place = call.location
                var names = (target: call.target, action: call.action)
                if let expression = call.contract {
                    guard let contract = registry.contract(named: expression), !reportedContracts.contains(contract.location) else { continue }
                    names = (contract.target, contract.action)
                    place = contract.location
                }
                guard let targetName = names.target, let actionName = names.action else { continue }
                guard let actions = registry.actions[targetName] else {
                    guard !registry.hasMediatorFallback else { continue }
                    if let unread = registry.unreadTarget {
                        report(.undecidedWiring, owner(of: place), place,
                               "No target the build can read is named '\(targetName)' (asked for '\(targetName)/\(actionName)'); the target registered at \(unread.location) is named by `\(unread.name)`, which the build cannot read, so it may be '\(targetName)'. The mediator checks it on the call.",
                               targetName, [])
                    } else {
                        let words = MediatorWords.targetNotFound(target: targetName, action: actionName, targets: Array(registry.actions.keys))
                        report(.unknownMediatorTarget, owner(of: place), place, LatticeErrorText.sentence(message: words.message, fix: words.fix), targetName, [])
                    }
                    if call.contract != nil { reportedContracts.insert(place) }
                    continue
                }
                guard !registry.withFallback.contains(targetName) else { continue }
                if let actions, !actions.contains(actionName) {
                    let words = MediatorWords.actionNotFound(target: targetName, action: actionName, actions: Array(actions))
                    report(.unknownMediatorTarget, owner(of: place), place, LatticeErrorText.sentence(message: words.message, fix: words.fix), targetName, [])
                    if call.contract != nil { reportedContracts.insert(place) }
                } else if actions == nil {
                    report(.undecidedWiring, owner(of: place), place,
                           "The target '\(targetName)' has an action the build cannot read (not a contract declared with literal names), so it cannot tell whether '\(actionName)' is one. The mediator checks it on the call.",
                           targetName, [])
                    if call.contract != nil { reportedContracts.insert(place) }
                }
            }
        }
    }

    /// The target whose files hold `location`.
    private func owner(of location: FileLocation) -> String {
        targets.first { $0.files.contains(location.file) }?.name ?? ""
    }
}
