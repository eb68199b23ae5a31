/// An implementation chosen by configuration: resolving `typeName` without a name
/// resolves the registration named `name`.
struct DefaultChoice: Sendable {
    /// The chosen type, when the choice was made in code with the type itself.
    let service: ObjectIdentifier?
    /// The type as written (`any LoginService`, `LoginService`), for messages.
    let typeName: String
    /// The type as matched: without `any` and parentheses.
    let matchName: String
    /// The name of the chosen registration.
    let name: String
    /// Where the choice was made: a source file and line, or a configuration file's.
    let fileID: String
    let line: Int
    let column: Int?

    init(service: ObjectIdentifier?, typeName: String, name: String, fileID: String, line: Int, column: Int?) {
        self.service = service
        self.typeName = typeName
        self.matchName = Self.normalized(typeName)
        self.name = name
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// `components.yml:4:14`, or `App/Boot.swift:12`.
    var place: String { "\(fileID):\(line)" + (column.map { ":\($0)" } ?? "") }

    /// Whether the choice is about the service type `service`, registered under `names`
    /// (see ``names(of:)``).
    func matches(_ service: ObjectIdentifier, names: [String]) -> Bool {
        if let own = self.service { return own == service }
        return names.contains(matchName)
    }

    /// Whether this choice and `other` are about the same type, as far as can be told
    /// without a registration.
    func sameType(as other: DefaultChoice) -> Bool {
        if let service, let otherService = other.service { return service == otherService }
        return matchName == other.matchName
    }

    /// The names a configuration file may write for the service type of `entry`: as in
    /// code (`LoginService`) and with its module (`Shop.LoginService`).
    static func names(of entry: AnyRegistration) -> [String] {
        [normalized(entry.info.serviceType), normalized(entry.qualifiedServiceType)]
    }

    /// `LoginService` for `any LoginService`, `(any LoginService)` or ` LoginService `.
    static func normalized(_ typeName: String) -> String {
        var text = Substring(typeName).trimmingCharacters(in: " \t")
        while text.hasPrefix("("), text.hasSuffix(")") {
            text = text.dropFirst().dropLast().trimmingCharacters(in: " \t")
        }
        if text.hasPrefix("any ") { text = text.dropFirst(4).trimmingCharacters(in: " \t") }
        return String(text)
    }
}

extension Substring {
    /// The text without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> Substring {
        var text = self
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return text
    }
}
