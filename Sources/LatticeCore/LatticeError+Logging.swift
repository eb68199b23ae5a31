package import Logging

extension LatticeError {
    /// The error as log metadata: `code`, `subject` (its first 512 characters: a URL from
    /// outside may be megabytes long) and the call site (`fileID`, `line`), with `extra`
    /// (an `origin`, a `component`) added.
    package func logMetadata(_ extra: Logger.Metadata = [:]) -> Logger.Metadata {
        var metadata: Logger.Metadata = [
            "code": "\(code)", "subject": "\(LatticeErrorText.clip(subject, to: 512))", "fileID": "\(fileID)", "line": "\(line)",
        ]
        metadata.merge(extra) { _, new in new }
        return metadata
    }

    /// Logs the error at `level`: the text is the ``LatticeError/description``, the
    /// metadata ``logMetadata(_:)``, the source the module that defines the error. Only
    /// called where something failed, so a success never builds a log message.
    package func log(to logger: Logger, level: Logger.Level, _ extra: Logger.Metadata = [:]) {
        guard logger.logLevel <= level else { return }
        logger.log(level: level, "\(description)", metadata: logMetadata(extra), source: ErrorModules.name(of: Self.self))
    }
}

/// The module that defines each error type, worked out once per type: reflecting on a
/// type's name costs more than the rest of a log line, and a flood of refused URLs from
/// outside logs one line each.
enum ErrorModules {
    private static let names = LockedBox<[ObjectIdentifier: String]>([:])

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(reflecting: type).split(separator: ".").first.map(String.init) ?? "Lattice"
        names.withLock { $0[key] = name }
        return name
    }
}
