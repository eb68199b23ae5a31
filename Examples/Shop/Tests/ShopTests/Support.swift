import Foundation
import ShopApp

/// A fresh data folder under the temporary directory.
func temporaryDataDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("shop-tests-\(UUID().uuidString)", isDirectory: true)
}

/// `Examples/Shop/demo.txt`, found from this file's path.
func demoScriptPath() -> String {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("demo.txt").path
}

/// Runs the app like the `shop` command and returns its exit status and output.
func runShop(_ arguments: [String], input: [String]? = nil) async -> (status: Int32, output: String) {
    let buffer = OutputBuffer()
    let status = await ShopMain.run(arguments: arguments + ["--no-color"], input: input, write: { buffer.write($0) })
    return (status, buffer.text)
}
