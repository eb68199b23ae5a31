import LatticeCore

/// The words of the mediator's mistakes, shared by the mediator, which finds them when a
/// call is made or a target registered, and by the build-time check (`lattice check
/// --wiring`), which finds them in the sources: one mistake reads the same wherever it is
/// found.
package enum MediatorWords {
    /// A call to a target no one registered: `No target named 'crat' is registered (asked
    /// for 'crat/add'). Did you mean 'cart'? Registered targets: 'cart' and 'user'.`
    package static func targetNotFound(target: String, action: String, targets: [String]) -> (message: String, fix: String) {
        ("No target named '\(target)' is registered (asked for '\(target)/\(action)')."
            + suggestion(for: target, among: targets, kind: "targets"),
         "register the target before calling it, or correct the name")
    }

    /// A call to an action the target does not have, and that no fallback handles.
    package static func actionNotFound(target: String, action: String, actions: [String]) -> (message: String, fix: String) {
        ("The target '\(target)' has no action '\(action)' and no fallback handled '\(target)/\(action)'."
            + suggestion(for: action, among: actions, kind: "actions"),
         "register the action on the target, or correct the name")
    }

    /// A contract of `contractTarget` registered on the target `registeredOn`. When the
    /// two names are close, the contract's target is most likely misspelt: the fix says to
    /// correct it first, never to register the action on a misspelt target.
    package static func contractOfAnotherTarget(action: String, contractTarget: String, registeredOn target: String) -> (message: String, fix: String) {
        let message = "The action '\(contractTarget)/\(action)' belongs to the target '\(contractTarget)', not '\(target)'."
        if !closestNames(to: contractTarget, in: [target]).isEmpty {
            return (message, "correct the target in the contract's declaration: '\(contractTarget)' looks like a misspelling of '\(target)'")
        }
        return (message, "register the action on the target '\(contractTarget)', or correct the target in the contract's declaration")
    }

    /// ` Did you mean 'cart'? Registered targets: 'cart' and 'user'.`
    static func suggestion(for name: String, among names: [String], kind: String) -> String {
        let sorted = names.sorted()
        let close = closestNames(to: name, in: sorted)
        var text = close.isEmpty ? "" : " Did you mean \(quotedList(close))?"
        if sorted.isEmpty {
            text += " There are no \(kind)."
        } else {
            let shown = Array(sorted.prefix(20))
            let more = sorted.count > shown.count ? " (and \(sorted.count - shown.count) more)" : ""
            text += " Registered \(kind): \(quotedList(shown, conjunction: "and"))\(more)."
        }
        return text
    }
}
