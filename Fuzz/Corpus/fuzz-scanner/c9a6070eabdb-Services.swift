import LatticeAnnotations
import LatticeServices
public import ShopInterfaces

@Provides((any CartManaging).self, scope: .singleton)
@Provides((any CartCounting).self, name: "badge")
final class Cart: CartManaging, CartCounting {
    let log: any EventLogging
    let flags: (any FeatureFlags)?

    init(resolver: Resolver) throws {
        log = try resolver.resolve((any EventLogging).self)
        flags = try? resolver.resolve((any FeatureFlags).self)
        _ = try resolver.resolveAll((any CartObserver).self)
    }
}

enum Stores {
    /// Nested: the implementation is Stores.Disk.
    @Provides(Stores.Disk.self, scope: .weak)
    final class Disk: Sendable {
        init() {}
    }

    struct Box<Element> {
        func make() throws -> Element? {
            nil
        }
    }
}

@Provides((any ProductDetail).self, arguments: Int.self, String.self)
struct ProductDetailModel: ProductDetail {
    init(resolver: Resolver, arguments id: Int, _ origin: String) throws {
        let storage: ShopDatabase = try resolver.resolve()
        _ = storage
    }
}

#if os(iOS)
import UIKit

@Provides((any Haptics).self)
final class PhoneHaptics: Haptics {}
#elseif os(macOS)
@Provides((any Haptics).self)
final class MacHaptics: Haptics {}
#else
@Provides((any Haptics).self)
final class SilentHaptics: Haptics {}
#endif
