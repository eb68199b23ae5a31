// A planted wiring mistake (copied in by .ci/check-wired-app; never part of the app).
import Interfaces

extension GreeterComponent {
    /// invalidRoutePattern: the `<int` is never closed. The target's own scan refuses it.
    func plantedRoute(_ context: ComponentContext) throws {
        try context.router.add("wired://broken/:id<int") { _ in .handled }
    }
}
