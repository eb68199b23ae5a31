import Foundation
import Testing
import ShopInterfaces
import StorageKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `shop` executable built next to the test bundle, if it can be found.
private let shopBinary: URL? = {
    var folders: [URL] = [Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    if exe.path != "/proc/self/exe" { folders.insert(exe.deletingLastPathComponent(), at: 0) }
    return folders.map { $0.appendingPathComponent("shop") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

@Suite("Killed mid-way")
struct KillTests {
    /// Polls `condition` every 50 ms for at most `seconds`.
    private func eventually(_ seconds: Double, _ condition: () throws -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try condition()
    }

    @Test("SIGKILL during a session keeps every finished write and never half an order",
          .enabled(if: shopBinary != nil, "the shop executable is not next to the tests"), .timeLimit(.minutes(1)))
    func killDuringCheckout() async throws {
        let binary = try #require(shopBinary)
        let data = temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--data", data.path, "--offline", "--no-color"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        input.fileHandleForWriting.write(Data("add 42\nadd 7 2\n".utf8))
        let database = try #require(try await openWhenCreated(data))
        let added = try await eventually(20) { try database.cartLines().map(\.quantity).reduce(0, +) == 3 }
        #expect(added)

        // Pay and kill at once: the order is either all there (cart emptied) or not at all.
        input.fileHandleForWriting.write(Data("login alice secret\ncheckout\n".utf8))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let reopened = try ShopDatabase(directory: data)
        let orders = try reopened.orders(user: "alice")
        let cart = try reopened.cartLines()
        if orders.isEmpty {
            #expect(cart.map(\.quantity) == [2, 1])
        } else {
            #expect(orders.count == 1)
            #expect(orders[0].lines.map(\.quantity) == [2, 1])
            #expect(cart.isEmpty)
        }
    }

    private func openWhenCreated(_ data: URL) async throws -> ShopDatabase? {
        let file = data.appendingPathComponent("shop.sqlite").path
        guard try await eventually(20, { FileManager.default.fileExists(atPath: file) }) else { return nil }
        // The app creates the file, then migrates it: retry until the tables exist.
        for _ in 0..<100 {
            if let database = try? ShopDatabase(directory: data), (try? database.cartLines()) != nil { return database }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }
}
