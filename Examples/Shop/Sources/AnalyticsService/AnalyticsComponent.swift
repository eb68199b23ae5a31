public import ShopInterfaces
import LatticeAnnotations
import Logging

/// Shared component Analytics: ``Analytics`` as ``AnalyticsTracking`` and the exposed
/// mediator target `analytics`, both annotated; it writes no registration of its own.
@LatticeComponent
public struct AnalyticsComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    public var name: String { "Analytics" }
    public var version: SemanticVersion { SemanticVersion(0, 9, 0) }
    public var layer: String? { "shared" }
    public var summary: String { "Usage events" }
    public var dependencies: [ComponentDependency] { [.init("Log", "~> 1.0")] }

    /// Records every app event. An event has no caller to tell when the tracker cannot be
    /// made, so the failure is logged (swift-log, the app's logger).
    public func handle(_ event: AppEvent, context: ComponentContext) async {
        do {
            try context.services.resolve((any AnalyticsTracking).self).track("app_\(event.name)", [:])
        } catch {
            Logger.current.info("Analytics did not record an app event", metadata: ["event": "\(event.name)", "error": "\(error)"])
        }
    }
}

/// The mediator target `analytics`: `track` is exposed, so a campaign link from the
/// catalog server can record an event.
@MediatorTarget("analytics")
struct AnalyticsTarget {
    let analytics: any AnalyticsTracking

    init(resolver: Resolver) throws {
        analytics = try resolver.resolve((any AnalyticsTracking).self)
    }

    @Action(ShopContracts.track)
    func track(_ input: ShopContracts.TrackEvent) -> Int {
        analytics.track(input.event, input.campaign.map { ["campaign": $0] } ?? [:])
        return analytics.events.count
    }
}
