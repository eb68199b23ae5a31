internal import ArgumentParser
internal import Foundation
internal import LatticeGraph
internal import LatticeScan

/// `lattice services`: every service registered or resolved in the package's targets.
struct ServicesCommand: ParsableCommand, ToolCommand {
    static let configuration = CommandConfiguration(
        commandName: "services",
        abstract: "List every service: protocol, name, scope, provider component and target, who resolves it, where.")

    @OptionGroup var input: WiringOptions

    struct Entry: Encodable {
        var service: String
        var name: String?
        var providers: [Provider]
        var resolvedBy: [Use]
    }

    struct Provider: Encodable {
        var scope: String
        var implementation: String?
        var component: String?
        var target: String
        var source: String
        var resolves: [String]
        var conditions: [String]
        var location: String
    }

    struct Use: Encodable {
        var kind: String
        var component: String?
        var target: String
        var location: String
    }

    func execute(_ output: inout ToolOutput) throws(ToolError) -> Int32 {
        let entries = Self.entries(try input.scan(&output))
        switch input.format {
        case .json:
            output.standard += JSONOutput.encode(entries)
        case .markdown:
            output.standard += WiringOptions.row(["Service", "Name", "Scope", "Provider", "Resolved by", "Where"])
            output.standard += WiringOptions.row(Array(repeating: "---", count: 6))
            for entry in entries {
                let users = entry.resolvedBy.map { "\($0.component ?? $0.target)\($0.kind == "required" ? "" : " (\($0.kind))") at \($0.location)" }
                let resolvedBy = Array(NSOrderedSet(array: users)).compactMap { $0 as? String }.joined(separator: "<br>")
                if entry.providers.isEmpty {
                    output.standard += WiringOptions.row(["`\(entry.service)`", entry.name ?? "", "", "**not registered**", resolvedBy, ""])
                }
                for provider in entry.providers {
                    let who = (provider.component.map { "\($0) (\(provider.target))" } ?? provider.target) + (provider.implementation.map { ": \($0)" } ?? "")
                    let place = provider.location + (provider.conditions.isEmpty ? "" : " (#if \(provider.conditions.joined(separator: " && ")))")
                    output.standard += WiringOptions.row(["`\(entry.service)`", entry.name ?? "", provider.scope, who, resolvedBy, place])
                }
            }
            output.standard += "\n\(entries.count) service\(entries.count == 1 ? "" : "s").\n"
        }
        return ExitCode.success.rawValue
    }

    private struct Key: Hashable, Comparable {
        var type: String
        var name: String
        static func < (a: Key, b: Key) -> Bool { (a.name, a.type) < (b.name, b.type) }
    }

    static func entries(_ scans: [ScannedTarget]) -> [Entry] {
        var entries: [Key: Entry] = [:]
        func entry(_ service: ServiceReference) -> Key {
            // One service however it is spelled (the scans are linked).
            let key = Key(type: service.canonicalType ?? service.type, name: service.name ?? "")
            if entries[key] == nil { entries[key] = Entry(service: service.type, name: service.name, providers: [], resolvedBy: []) }
            return key
        }
        for scan in scans {
            for registration in scan.registrations {
                entries[entry(registration.service)]!.providers.append(Provider(
                    scope: registration.scope, implementation: registration.implementation, component: registration.component, target: scan.name,
                    source: registration.source.rawValue, resolves: registration.resolves.map(\.description), conditions: registration.conditions,
                    location: registration.location.description))
            }
            for resolve in scan.resolves where resolve.service.isTypeWritten {
                entries[entry(resolve.service)]!.resolvedBy.append(Use(
                    kind: resolve.kind.rawValue, component: resolve.component, target: scan.name, location: resolve.location.description))
            }
        }
        return entries.sorted { ($0.value.service, $0.key) < ($1.value.service, $1.key) }.map(\.value)
    }
}
