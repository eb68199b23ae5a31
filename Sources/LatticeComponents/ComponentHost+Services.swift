import LatticeCore
import LatticeGraph
import LatticeServices
import Logging

extension ComponentHost {
    /// What the boot does with the registry once every component has registered, before
    /// any starts: checks the implementations chosen by configuration
    /// (`ServiceRegistry.setDefault`, a manifest's `services:`), then makes the registry
    /// current unless the environment says not to
    /// (``ComponentEnvironment/makesServicesCurrent``).
    ///
    /// - Throws: ``ComponentError/Code/invalidComponents`` with one
    ///   ``ComponentProblem/Kind/missingService`` problem per choice that names no
    ///   registration (placed where the choice is written, a manifest's line and column),
    ///   the first `ServiceError` as ``ComponentError/underlying``. The host is then
    ///   ``State/failed``; nothing was started.
    func prepareServices(fileID: String, line: Int) throws(ComponentError) {
        let services = environment.services
        let unknown = services.validateDefaults()
        guard unknown.isEmpty else {
            runtime.withLock { $0.state = .failed }
            let registrations = services.registrations
            let problems = unknown.map { error in
                // The component concerned: one that registers the type, if any does.
                let type = bareTypeName(error.subject.split(separator: " (").first.map(String.init) ?? error.subject)
                let component = registrations.first { bareTypeName($0.serviceType) == type }?.component ?? "configuration"
                return ComponentProblem(
                    kind: .missingService, component: component, related: [error.subject],
                    location: FileLocation(file: error.fileID, line: error.line, column: error.column),
                    message: error.explanation)
            }
            let count = problems.count == 1 ? "1 implementation" : "\(problems.count) implementations"
            throw ComponentError(
                .invalidComponents, subject: problems[0].component,
                message: "The configuration chooses \(count) that nothing registered; nothing was started.",
                fix: "correct each choice below, or register what it names", problems: problems,
                underlying: unknown[0], fileID: fileID, line: line)
        }
        if environment.makesServicesCurrent { services.makeCurrent() }
    }
}

/// `LoginService` for `any LoginService`.
private func bareTypeName(_ name: String) -> String {
    name.hasPrefix("any ") ? String(name.dropFirst(4)) : name
}
