import LatticeAnnotations

let productPattern = "shop://product/:id<int>"

@Provides(scope: .singleton)
final class NoService {}

@Provides((any Clock).self)
final class SystemClock: Clock {}

enum Routes {
    @Route(productPattern)
    static func product(_ request: RouteRequest) -> RouteResponse { .handled }

    @Route("shop://product/:id<int")
    static func unclosed(_ request: RouteRequest) -> RouteResponse { .handled }

    @Route("shop://fine")
    func instance(_ request: RouteRequest) -> RouteResponse { .handled }
}

struct NotATarget {
    @Action(Contracts.ping)
    func ping() {}
}

@Provides((any Clock).self)
var clock = SystemClock()
