import Foundation
import ShopApp

/// A fresh data folder under the temporary directory.
func temporaryDataDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("shop-tests-\(UUID().uuidString)", isDirectory: true)
}

/// A file at the root of `Examples/Shop`, found from this file's path.
func shopFile(_ name: String) -> String {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(name).path
}

/// `Examples/Shop/demo.txt`.
func demoScriptPath() -> String { shopFile("demo.txt") }

/// Runs the app like the `shop` command and returns its exit status and output.
func runShop(_ arguments: [String], input: [String]? = nil) async -> (status: Int32, output: String) {
    let buffer = OutputBuffer()
    let status = await ShopMain.run(arguments: arguments + ["--no-color"], input: input, write: { buffer.write($0) })
    return (status, buffer.text)
}
