public import ShopInterfaces

/// Shared component Analytics: registers ``AnalyticsTracking`` and records app events.
public struct AnalyticsComponent: ShopComponent {
    /// Creates the component.
    public init() {}

    /// Its declaration.
    public var info: ComponentInfo {
        ComponentInfo(name: "Analytics", version: "0.9.0", layer: "shared", dependencies: [.init("Log", "~> 1.0")], summary: "Usage events")
    }

    /// Registers the tracker.
    public func register(in context: ComponentContext) throws {
        try context.services.register((any AnalyticsTracking).self, scope: .singleton, component: info.name) { r in
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
    public func handle(_ event: AppEvent, in context: ComponentContext) async {
        (try? context.services.resolve((any AnalyticsTracking).self))?.track("app_\(event.rawValue)", [:])
    }
}
