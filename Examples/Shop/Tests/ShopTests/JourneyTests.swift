import Foundation
import Testing
import ShopApp
import ShopInterfaces
import StorageKit

@Suite("End-to-end journeys")
struct JourneyTests {
    @Test("The demo script runs the whole journey against the local catalog server", .timeLimit(.minutes(2)))
    func demoJourney() async throws {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let (status, output) = await runShop(["--data", data.path, "--script", demoScriptPath()])
        #expect(status == 0)
        // Start-up report.
        #expect(output.contains("Lattice Shop: booted 11 components"))
        #expect(output.contains("Validated: versions ✓  layers ✓  no cycles ✓  services ✓"))
        #expect(output.contains("catalog:  http://127.0.0.1:"))
        // The first run: the welcome blocks links until it is done.
        #expect(output.contains("▸ home: /home › [fullScreenCover /welcome]\nWelcome to the Lattice Shop"))
        #expect(output.contains("shop> link shop://product/42\n✗ shop://product/42 is blocked by /welcome, which must be finished first (start)."))
        // Deep links from outside: the product page opens on the storefront.
        #expect(output.contains("shop> start\n▸ home: /home\nLattice Shop"))
        #expect(output.contains("  ↳ push shop://product/42\n▸ home: /home › shop://product/42\nThe Hitchhiker's Guide to the Galaxy"))
        #expect(output.contains("  ↳ pop shop://product/42 · push https://shop.example.com/product/7"))
        // The cart: the mediator's cart.add works inside the app, is refused from outside.
        #expect(output.contains("Added 1 × #42. Cart: 1 item(s)."))
        #expect(output.contains("Refused 'shop://cart/add?id=1&qty=9' from push: the action 'cart/add' is not exposed"))
        // Checkout waits for the login, completes after it; paying shows the order.
        #expect(output.contains("→ /checkout waits until logged in: showing the login\n  ↳ sheet /login\n▸ cart: /cart › [sheet /login]"))
        #expect(output.contains("Wrong password for 'alice'"))
        #expect(output.contains("  ↳ dismiss /login · push /checkout\n→ continuing to /checkout\n▸ cart: /cart › /checkout\nCheckout\n  2 line(s), $27.42, paid by alice"))
        #expect(output.contains("Paid $27.42 for order #1"))
        #expect(output.contains("  ↳ pop /checkout · tab orders · push /orders, /orders/1\n▸ orders: /orders › /orders/1\nOrder #1 of alice"))
        // Back, a tab tapped, a push to the order; where everything is.
        #expect(output.contains("shop> back\n▸ orders: /orders\nOrders of alice"))
        #expect(output.contains("shop> link shop://orders/1 push\n  ↳ tab orders · push shop://orders/1\n"))
        #expect(output.contains("  home: /home › https://shop.example.com/product/7\n  cart: /cart\n▸ orders: /orders › shop://orders/1\n  profile: (empty)"))
        // Lifecycle, refusals, listings.
        #expect(output.contains("App went to the background (didEnterBackground delivered to 11 components)"))
        // Mediator: calls by name, a typed call in the product page, the server's commands.
        #expect(output.contains("add to cart: add 42   cart: 0 item(s)"))
        #expect(output.contains("shop> call account.whoami\n→ alice"))
        #expect(output.contains("shop> call cart.add id=64 qty=2\n→ 3"))
        #expect(output.contains("✓ ran, result: "))
        #expect(output.contains("Refused 'shop://cart/add?id=64&qty=5' from server: the action 'cart/add' is not exposed"))
        #expect(output.contains("analytics.track  external  TrackEvent"))
        #expect(output.contains("campaign_opened campaign=autumn"))
        // The host's open-URL chain: the navigator takes links to screens, the mediator commands.
        #expect(output.contains("shop> link shop://analytics/track?event=push_opened push\n→ "))
        #expect(output.contains("(handled by mediator)"))
        #expect(output.contains("  push_opened\n"))
        #expect(!output.contains("the URL is malformed"))
        #expect(output.contains("the host 'evil.example.com' is not allowed"))
        #expect(output.contains("the scheme 'javascript' never opens from outside the app"))
        #expect(output.contains("There is no product 999"))
        #expect(output.contains("/checkout          no       Orders"))
        #expect(output.contains("/orders/:id<int>   yes      Orders"))
        #expect(output.contains("CartCounting          singleton  Cart"))
        #expect(output.contains("app_didEnterBackground"))
        #expect(output.contains("app_willEnterForeground"))
        #expect(output.contains("order_paid"))
        #expect(output.contains("Bye."))

        // The database: one order for alice; what was added after paying is still in the cart.
        let database = try ShopDatabase(directory: data)
        let orders = try database.orders(user: "alice")
        #expect(orders.count == 1)
        #expect(orders.first?.lines.map(\.productID) == [7, 42])
        #expect(orders.first?.totalCents == 2 * 850 + 1042)
        #expect(try database.cartLines().map(\.productID) == [12, 64])
        #expect(try database.cartLines().map(\.quantity) == [1, 2])
    }

    @Test("A cart survives a restart", .timeLimit(.minutes(1)))
    func cartSurvivesRestart() async throws {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let first = await runShop(["--data", data.path, "--offline"], input: ["start", "add 42", "add 7 3"])
        #expect(first.status == 0)
        #expect(first.output.contains("Cart: 4 item(s)."))

        let second = await runShop(["--data", data.path, "--offline"], input: ["cart"])
        #expect(second.status == 0)
        #expect(second.output.contains("(cart: 4 item(s), orders: 0)"))
        #expect(!second.output.contains("Welcome to the Lattice Shop"), "the welcome is done once")
        #expect(second.output.contains("The Hitchhiker's Guide to the Galaxy"))
        #expect(second.output.contains("Total: $35.92"))
        let lines = try ShopDatabase(directory: data).cartLines()
        #expect(lines.map(\.quantity) == [3, 1])
    }

    @Test("With no input the app prints the report and exits cleanly", .timeLimit(.minutes(1)))
    func endOfInput() async {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let (status, output) = await runShop(["--data", data.path, "--offline"], input: [])
        #expect(status == 0)
        #expect(output.contains("Lattice Shop: booted 11 components in"))
        #expect(output.contains("catalog:  bundled (offline)"))
        #expect(output.hasSuffix("Bye."))
    }

    @Test("--conflicts shows a version conflict and layer violations and refuses to boot")
    func conflicts() async {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let (status, output) = await runShop(["--data", data.path, "--offline", "--conflicts"], input: [])
        #expect(status == 2)
        #expect(output.contains("Boot refused"))
        #expect(output.contains("Boot refused: 3 problem(s)"))
        #expect(output.contains("[versionMismatch] Recommendations 0.1.0 requires Cart ~> 3.0, but Cart is 2.1.0"))
        #expect(output.contains("[layerViolation] 'Recommendations' depends on 'ProductDetail', but both are in 'features'"))
        #expect(output.contains("[layerViolation] 'LegacySync' (foundation) depends on 'Account' (shared)"))
        // Refused before anything started: no server, no database.
        #expect(!output.contains("catalog:"))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("shop.sqlite").path))
        #expect(!output.contains("Bye."))
    }

    @Test("Mistakes get a clear message and the session goes on")
    func mistakes() async {
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let (status, output) = await runShop(
            ["--data", data.path, "--offline"],
            input: ["cartt", "start", "add x", "link shop://cart banana", "open shop://nowhere", "add 42 500", "checkout", "login carol x", "close", "back", "tab nowhere", "pay", "start", "cart"])
        #expect(status == 0)
        #expect(output.contains("Unknown command 'cartt'. Did you mean 'cart'?"))
        #expect(output.contains("Expected a number in 'add ID [QTY]', got 'x'"))
        #expect(output.contains("Unknown origin 'banana'"))
        #expect(output.contains("shop://nowhere"))
        #expect(output.contains("Cannot add 500"))
        #expect(output.contains("There is no user 'carol'"))
        #expect(output.contains("Nothing to go back to: this is the first screen of the tab."))
        #expect(output.contains("Unknown tab 'nowhere'. To fix, name one of home, cart, orders, profile."))
        #expect(output.contains("Nothing to pay here. To fix, open the checkout first: checkout"))
        #expect(output.contains("The welcome is done already."))
        #expect(output.contains("The cart is empty."))
    }

    @Test("Unknown options are refused with a suggestion")
    func badOption() async {
        let (status, output) = await runShop(["--ofline"])
        #expect(status == 64, "EX_USAGE, as the argument parser exits")
        #expect(output.contains("Unknown option '--ofline'. Did you mean '--offline'?"))
    }

    @Test("--help lists every option; a bad value is refused with how to fix it")
    func helpAndBadValue() async {
        let help = await runShop(["--help"])
        #expect(help.status == 0)
        for option in ["--data <DIR>", "--offline", "--catalog-url <URL>", "--script <FILE>", "--manifest <FILE>", "--conflicts", "--color/--no-color", "--verbose"] {
            #expect(help.output.contains(option), "\(option)")
        }
        let bad = await runShop(["--catalog-url", "ftp://example.com"])
        #expect(bad.status == 64)
        #expect(bad.output.contains("'ftp://example.com' is not an http URL. To fix, write --catalog-url http://127.0.0.1:PORT."))
        let missing = await runShop(["--script"])
        #expect(missing.status == 64)
        #expect(missing.output.contains("Missing value for '--script <FILE>'"))
    }
}
