public import ShopInterfaces

/// Shared component Analytics: registers ``AnalyticsTracking``, the mediator target
/// `analytics` (whose `track` the server may call), and records app events.
public struct AnalyticsComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    public var name: String { "Analytics" }
    public var version: SemanticVersion { SemanticVersion(0, 9, 0) }
    public var layer: String? { "shared" }
    public var summary: String { "Usage events" }
    public var dependencies: [ComponentDependency] { [.init("Log", "~> 1.0")] }
    public var requiredServices: [ServiceKeyDescriptor] { [key((any EventLogging).self)] }
    public var providedServices: [ServiceKeyDescriptor] { [key((any AnalyticsTracking).self)] }

    /// Registers the tracker and its mediator target.
    public func register(in context: ComponentContext) throws {
        try context.register((any AnalyticsTracking).self, scope: .singleton) { r in
            Analytics(log: try r.resolve((any EventLogging).self))
        }
        let services = context.services
        try context.mediator.register(ShopContracts.track.target, make: { try services.resolve((any AnalyticsTracking).self) }) { actions in
            actions.on(ShopContracts.track) { analytics, input in
                analytics.track(input.event, input.campaign.map { ["campaign": $0] } ?? [:])
                return analytics.events.count
            }
        }
    }

    /// Tracks every app event as `app_<event>`.
    public func handle(_ event: AppEvent, context: ComponentContext) async {
        (try? context.services.resolve((any AnalyticsTracking).self))?.track("app_\(event.name)", [:])
    }
}
