import Foundation
public import Lattice

/// The interceptor that keeps login-only screens behind the login screen.
public enum LoginGate {
    /// Redirects to `shop://login?next=URL` while nobody is logged in, so the login screen
    /// can continue to the URL afterwards; lets the URL through otherwise.
    public static func interceptor(services: ServiceRegistry) -> RouteInterceptor {
        RouteInterceptor("login") { request in
            let user = (try? services.resolve((any CurrentUserProviding).self).currentUser) ?? nil
            guard user == nil else { return .proceed }
            return .redirect(to: ShopRoutes.appLink(ShopRoutes.login) + "?next=" + queryEncoded(request.url))
        }
    }

    /// `text` percent-encoded for a query value.
    public static func queryEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
