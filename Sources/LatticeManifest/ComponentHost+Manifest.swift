public import LatticeComponents
import LatticeCore
import LatticeGraph
import LatticeServices
public import Logging

extension ComponentHost {
    /// Makes the components a manifest enables from `catalog`, in the manifest's order,
    /// and validates them once, with the manifest's layer rules, its optional components
    /// and its locations in every message.
    ///
    /// ```swift
    /// var catalog = ComponentCatalog()
    /// try catalog.register("Log") { LogComponent() }
    /// try catalog.register("Cart") { CartComponent() }
    /// let manifest = try ComponentManifest(contentsOfFile: manifestPath)
    /// let host = try ComponentHost(manifest: manifest, catalog: catalog)
    /// try await host.boot()
    /// ```
    ///
    /// The manifest's `services:` (and, for `environmentName`, that environment's) choose
    /// the registration a resolve without a name gives (`ServiceRegistry.setDefault`):
    ///
    /// ```yaml
    /// services:
    ///   LoginService: wechat
    /// environments:
    ///   staging:
    ///     services:
    ///       APIClient: staging
    /// ```
    ///
    /// The choices are made on the environment's registry here and checked by
    /// `boot(budget:fileID:line:)` once every component has registered, before any starts:
    /// a name nobody registered stops the boot with the manifest's line and column.
    ///
    /// - Parameters:
    ///   - manifest: The decoded `components.yml`.
    ///   - catalog: The factories of the components the app links, by name.
    ///   - names: The components to run, with what they depend on, out of those the
    ///     manifest enables (`shop --only ProductDetail`); all of them when empty.
    ///   - replacing: Components to leave out even when a running one depends on them.
    ///   - standIns: What stands in for the components left out.
    ///   - environment: What components share (the service registry).
    ///   - environmentName: The manifest environment to run in (`staging`), whose
    ///     `services` replace the app's for the same service; `nil` for the app's alone.
    ///   - externalServices: Services the app registers itself, which components may require.
    ///   - logger: Where the host logs (see the host's `logger`);
    ///     `Logger.current` by default (the logger the app binds with swift-log's `withLogger`).
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: `ComponentError` with every problem and its manifest location:
    ///   `unknownComponent` for a name the catalog lacks (with close
    ///   names), `unexpectedVersion` when the manifest describes another
    ///   version than the app links, `factoryFailed` when a factory
    ///   fails, then `invalidComponents` for what
    ///   `init(components:environment:optional:layers:externalServices:locations:fileID:line:)`
    ///   refuses (missing dependencies, versions, cycles, layers, services), or for an
    ///   `environmentName` the manifest does not have (the `ManifestError` as its
    ///   underlying error). Nothing is started.
    public convenience init(
        manifest: ComponentManifest, catalog: ComponentCatalog, running names: [String] = [], replacing: Set<String> = [],
        standIns: StandIns = StandIns(), environment: ComponentEnvironment = ComponentEnvironment(),
        environmentName: String? = nil, externalServices: Set<ServiceKeyDescriptor> = [],
        logger: Logger = Logger.current, fileID: String = #fileID, line: Int = #line
    ) throws(ComponentError) {
        let choices: [ComponentManifest.ServiceChoice]
        do {
            choices = try manifest.serviceChoices(environment: environmentName, fileID: fileID, line: line)
        } catch {
            throw Self.configurationError(error, location: error.location, fileID: fileID, line: line)
        }
        let configuration = manifest.configuration
        let components = try catalog.components(for: configuration, fileID: fileID, line: line)
        if names.isEmpty && replacing.isEmpty && standIns.isEmpty {
            try self.init(
                components: components, environment: environment, optional: configuration.optionalNames, layers: manifest.layerRules,
                externalServices: externalServices, locations: configuration.locations, logger: logger, fileID: fileID, line: line)
        } else {
            // Part of the manifest's components, as `init(running:of:…)` runs part of an app's.
            try self.init(
                running: names.isEmpty ? components.map(\.name) : names, of: components, replacing: replacing, standIns: standIns,
                environment: environment, optional: configuration.optionalNames, layers: manifest.layerRules,
                externalServices: externalServices, locations: configuration.locations, logger: logger, fileID: fileID, line: line)
        }
        for choice in choices {
            do {
                try environment.services.setDefault(
                    choice.service, to: choice.implementation,
                    fileID: choice.location.file, line: choice.location.line, column: choice.location.column)
            } catch {
                throw Self.configurationError(error, location: choice.location, fileID: fileID, line: line)
            }
        }
    }

    /// The manifest's services cannot be chosen: one problem at `location`, the error as
    /// the underlying one.
    private static func configurationError(_ error: some LatticeError, location: FileLocation, fileID: String, line: Int) -> ComponentError {
        let problem = ComponentProblem(
            kind: .missingService, component: "configuration", related: [error.subject], location: location,
            message: error.explanation)
        return ComponentError(
            .invalidComponents, subject: "configuration",
            message: "The manifest's services cannot be chosen: \(error.message)", fix: error.fix,
            problems: [problem], underlying: error, fileID: fileID, line: line)
    }
}
