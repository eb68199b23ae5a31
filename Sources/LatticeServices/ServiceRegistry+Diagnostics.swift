import Foundation
import LatticeCore
import Logging

extension ServiceRegistry {
    /// Every live registration here and in ancestors, nearest registry first.
    var visibleEntries: [AnyRegistration] {
        let own = state.withLock { state in state.order.compactMap { state.live[$0] } }
        return own + (parent?.visibleEntries ?? [])
    }

    /// "Not registered", or "registered with other arguments", with what is registered
    /// for the type and the closest names.
    func notRegistered(
        _ key: ServiceKey, type: Any.Type, arguments: Any.Type, fileID: String, line: Int
    ) -> ServiceError {
        let entries = visibleEntries
        let wanted = typeName(type)
        let asked = RegistrationInfo(
            serviceType: wanted, name: key.name,
            argumentTypes: arguments == Void.self ? [] : [argumentList(arguments)],
            scope: .transient, component: nil, fileID: fileID, line: line
        ).service
        let sameType = entries.filter { $0.key.service == key.service }
        if let other = sameType.first(where: { $0.key.name == key.name }) {
            let registered = other.info.argumentTypes.isEmpty ? "no arguments" : "arguments (\(other.info.argumentTypes.joined(separator: ", ")))"
            let passed = arguments == Void.self ? "no arguments" : "arguments (\(argumentList(arguments)))"
            return logged(ServiceError(
                .argumentMismatch, subject: asked,
                message: "\(wanted) is registered at \(other.info.fileID):\(other.info.line) with \(registered), "
                    + "but was resolved with \(passed).",
                fix: "pass arguments of the registered types in the same order",
                fileID: fileID, line: line))
        }
        var message = "No registration for \(asked)."
        if !sameType.isEmpty {
            let names = sameType.map { $0.key.name ?? "(no name)" }
            message += " \(wanted) is registered under \(quotedList(names, conjunction: "and"))."
            if let name = key.name, let near = closestNames(to: name, in: sameType.compactMap(\.key.name)).first {
                message += " Did you mean '\(near)'?"
            }
        } else {
            let near = closestNames(to: wanted, in: Set(entries.map(\.info.serviceType)))
            if !near.isEmpty { message += " Did you mean \(quotedList(near))?" }
            message += " \(entries.count) registration\(entries.count == 1 ? "" : "s") in all."
        }
        let fix = "register it before resolving: registry.register(\(wanted).self"
            + (key.name.map { ", name: \"\($0)\"" } ?? "") + ") { resolver in /* make it */ }"
        return logged(ServiceError(.notRegistered, subject: asked, message: message, fix: fix, fileID: fileID, line: line))
    }

    func notAnObject(_ entry: AnyRegistration, value: Any, fileID: String, line: Int) -> ServiceError {
        logged(ServiceError(
            .notAnObject, subject: entry.info.service,
            message: "\(entry.info.service) has the weak scope, but its factory returned a \(typeName(type(of: value))), "
                + "which is not a class instance and cannot be held weakly.",
            fix: "register it as transient or singleton",
            fileID: fileID, line: line))
    }

    func ownerMissing(_ entry: AnyRegistration, ownerGone: Bool, fileID: String, line: Int) -> ServiceError {
        let reason = ownerGone
            ? "its owner no longer exists (a factory kept its Resolver past the owner's life)"
            : "no owner was given"
        return logged(ServiceError(
            .ownerRequired, subject: entry.info.service,
            message: "\(entry.info.service) is owner-bound, but \(reason).",
            fix: "resolve it with resolve(\(entry.info.serviceType).self, owner: someOwner)",
            fileID: fileID, line: line))
    }

    /// Logs a failed resolve where it is thrown (once: the levels further out only add
    /// to its path), at `debug` only: the caller gets the error and reports it, so the line
    /// is a trail, not a second report. Returns it.
    func logged(_ error: ServiceError) -> ServiceError {
        error.log(to: logger, level: .debug)
        return error
    }
}

/// `Int, String` for the stored arguments type `(Int, (String))`: registrations store
/// their arguments as the first one and a tuple of the rest.
private func argumentList(_ type: Any.Type) -> String {
    typeName(type)
        .split(separator: ",")
        .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ()")) }
        .filter { !$0.isEmpty }
        .joined(separator: ", ")
}
