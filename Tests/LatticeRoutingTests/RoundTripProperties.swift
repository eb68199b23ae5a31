import Foundation
import LatticeCore
@testable import LatticeRouting
import PropertyBased
import Testing

/// What a route builds, the router reads back: a typed route's URL for any valid values
/// matches that route and hands its handler the same values, and percent-encoding any
/// string then decoding it gives the string back.
@Suite struct RoundTripProperties {
    /// Characters a URL treats specially, which values must survive.
    static let special = Array("/?#%+ .&=:;@!$'()*,[]~-_\\\"<>^`{|}\u{0}\u{7F}")

    /// Any Unicode scalar (no surrogates), weighted towards ASCII and URL syntax.
    static let scalar = zip(Gen.int(in: 0...3), Gen.int(in: 0...(0x10FFFF - 0x800))).map { pick -> Character in
        switch pick.0 {
        case 0: return Character(UnicodeScalar(UInt8(pick.1 % 128)))
        case 1: return special[pick.1 % special.count]
        default:
            let value = pick.1 < 0xD800 ? pick.1 : pick.1 + 0x800
            return Character(UnicodeScalar(UInt32(value))!)
        }
    }
    static let anyString = scalar.array(of: 0...24).map { String($0) }
    static let nonEmptyString = scalar.array(of: 1...24).map { String($0) }
    static let double = Gen<UInt64>.value().map { bits -> Double in
        let value = Double(bitPattern: bits)
        return value.isFinite ? value : Double(bits % 1_000_000) / 7
    }
    static let uuid = zip(Gen<UInt64>.value(), Gen<UInt64>.value()).map { halves -> UUID in
        let hex = String(format: "%016llX%016llX", halves.0, halves.1)
        let text = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
            .joined(separator: "-")
        return UUID(uuidString: text)!
    }

    static let item = TypedRoute<String, Int>(deferringErrors: "shop://item/:name/:id")
    static let calc = TypedRoute<Double, Bool, UInt>(deferringErrors: "/calc/:x/:flag/:n")
    static let file = TypedRoute<UUID, String>(deferringErrors: "/u/:id/files/:path")
    static let page = TypedRoute<String>(deferringErrors: "/page/:slug.html")

    /// A router with the four typed routes, each recording the values its handler gets,
    /// beside routes of other shapes that must not take their URLs.
    static func router(_ seen: LockedBox<[String]>) throws -> Router {
        let router = Router()
        try router.add(item) { _, name, id in seen.withLock { $0 = ["item", name, String(id)] }; return .handled }
        try router.add(calc) { _, x, flag, n in seen.withLock { $0 = ["calc", "\(x.bitPattern)", "\(flag)", "\(n)"] }; return .handled }
        try router.add(file) { _, id, path in seen.withLock { $0 = ["file", id.uuidString, path] }; return .handled }
        try router.add(page) { _, slug in seen.withLock { $0 = ["page", slug] }; return .handled }
        for other in ["shop://item/:name", "/calc/:x/:flag", "/u/:id/files", "/page/:slug", "/:a/:b/:c/:d/:e"] {
            try router.add(other) { _ in seen.withLock { $0 = ["other", other] }; return .handled }
        }
        return router
    }

    /// Opens `url` (the synchronous `open`) and returns what the handler recorded.
    static func open(_ url: String, _ router: Router, _ seen: LockedBox<[String]>) throws -> [String] {
        seen.withLock { $0 = [] }
        let handled: Bool = try router.openSync(url)
        #expect(handled, "\(url)")
        return seen.withLock { $0 }
    }

    @Test func aTypedRoutesURLMatchesItWithTheSameValues() async throws {
        let seen = LockedBox<[String]>([])
        let router = try Self.router(seen)
        await propertyCheck(
            input: Self.nonEmptyString, Gen.int(), Self.double, Gen.bool, Gen<UInt>.value(), Self.uuid
        ) { text, int, double, bool, uint, uuid in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let itemURL = Self.item.url(text, int)
                #expect(router.match(itemURL)?.route.pattern == Self.item.pattern, "\(itemURL)")
                let itemURLSeen = try Self.open(itemURL, router, seen)
                #expect(itemURLSeen == ["item", text, String(int)], "\(itemURL)")

                let calcURL = Self.calc.url(double, bool, uint)
                #expect(router.match(calcURL)?.route.pattern == Self.calc.pattern, "\(calcURL)")
                let calcURLSeen = try Self.open(calcURL, router, seen)
                #expect(calcURLSeen == ["calc", "\(double.bitPattern)", "\(bool)", "\(uint)"], "\(calcURL)")

                let fileURL = Self.file.url(uuid, text)
                #expect(router.match(fileURL)?.route.pattern == Self.file.pattern, "\(fileURL)")
                let fileURLSeen = try Self.open(fileURL, router, seen)
                #expect(fileURLSeen == ["file", uuid.uuidString, text], "\(fileURL)")

                let pageURL = Self.page.url(text)
                #expect(router.match(pageURL)?["slug"] == text, "\(pageURL)")
                let pageURLSeen = try Self.open(pageURL, router, seen)
                #expect(pageURLSeen == ["page", text], "\(pageURL)")
            } catch {
                Issue.record(error)
            }
        }
    }

    /// The same through `RouteURL.build` and an untyped route: the values come back by name.
    @Test func aBuiltURLMatchesWithTheSameParameters() async throws {
        let router = Router()
        try router.add("shop://search/:term/:page<int>") { _ in .handled }
        try router.add("shop://search/:term") { _ in .handled }
        await propertyCheck(input: Self.nonEmptyString, Gen.int(in: 0...1_000), Self.anyString) { term, page, extra in
            // propertyCheck drops what its body throws: recorded here.
            do {
                let url = try RouteURL.build("shop://search/:term/:page<int>", values: ["term": term, "page": "\(page)", "q": extra])
                let match = try #require(router.match(url), "\(url)")
                #expect(match.route.pattern == "shop://search/:term/:page<int>")
                #expect(match["term"] == term && match["page"] == "\(page)", "\(url)")
                #expect(match.queryItems.map(\.name) == ["q"] && match.queryItems.first?.value == extra, "\(url): \(match.queryItems)")
            } catch {
                Issue.record(error)
            }
        }
    }

    @Test func percentEncodingThenDecodingIsTheIdentity() async {
        await propertyCheck(input: Self.anyString) { text in
            let encoded = PercentCoding.encode(text)
            #expect(encoded.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "+") }, "\(encoded)")
            let bytes = Array(encoded.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                #expect(PercentCoding.encodingProblem(buffer, 0..<buffer.count) == nil, "\(encoded)")
                #expect(PercentCoding.decode(buffer, 0..<buffer.count, plusIsSpace: false) == text, "\(encoded)")
                #expect(PercentCoding.decode(buffer, 0..<buffer.count, plusIsSpace: true) == text, "\(encoded)")
            }
        }
    }
}
