public import ArgumentParser
public import Foundation

/// The command line of `shop`, parsed by swift-argument-parser (which also writes
/// `--help`, refuses unknown options with a "did you mean" and a missing value).
public struct ShopOptions: ParsableArguments, Sendable {
    /// Where the cart and orders are stored (`--data DIR`).
    @Option(name: .customLong("data"), help: ArgumentHelp("Where the cart and orders are stored.", valueName: "DIR"))
    public var dataPath: String = ShopOptions.defaultDataDirectory().path

    /// Read the bundled catalog instead of starting the catalog server (`--offline`).
    @Flag(help: "Use the bundled catalog instead of the local catalog server.")
    public var offline = false

    /// Use this catalog server instead of starting one (`--catalog-url URL`).
    @Option(
        name: .customLong("catalog-url"), help: ArgumentHelp("Use this catalog server instead of starting one.", valueName: "URL"),
        transform: ShopOptions.httpURL)
    public var catalogURL: URL?

    /// Run these commands instead of reading standard input (`--script FILE`).
    @Option(name: .customLong("script"), help: ArgumentHelp("Run the commands in FILE, then exit (see demo.txt).", valueName: "FILE"))
    public var scriptPath: String?

    /// A component manifest choosing and checking the components (`--manifest FILE`).
    @Option(
        name: .customLong("manifest"),
        help: ArgumentHelp("Choose and check the components with a components.yml (see components-conflicts.yml).", valueName: "FILE"))
    public var manifestPath: String?

    /// Run only these components and the ones they depend on (`--only NAME`, repeatable).
    @Option(
        name: .customLong("only"),
        help: ArgumentHelp("Run only the component NAME and what it depends on (repeat for several), such as ProductDetail.", valueName: "NAME"))
    public var only: [String] = []

    /// Add the broken demo components to show validation failures (`--conflicts`).
    @Flag(name: .customLong("conflicts"), help: "Add two broken components to see the boot-time validation refuse them.")
    public var showConflicts = false

    /// Colours: `nil` decides from the terminal (`--color`, `--no-color`).
    @Flag(inversion: .prefixedNo, help: "Force colours on or off (default: on when standard output is a terminal).")
    public var color: Bool?

    /// Print log lines to standard error (`--verbose`).
    @Flag(help: "Print log lines to standard error.")
    public var verbose = false

    /// Creates options with every default (no flag given).
    public init() {}

    /// The folder holding `shop.sqlite`.
    public var dataDirectory: URL { URL(fileURLWithPath: dataPath, isDirectory: true) }

    /// The per-user application-support folder (`~/.local/share/LatticeShop` on Linux,
    /// `~/Library/Application Support/LatticeShop` on macOS), or `./.shop-data`.
    public static func defaultDataDirectory() -> URL {
        if let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return base.appendingPathComponent("LatticeShop", isDirectory: true)
        }
        return URL(fileURLWithPath: ".shop-data", isDirectory: true)
    }

    /// `--catalog-url`'s value: an http or https URL.
    @Sendable private static func httpURL(_ text: String) throws -> URL {
        guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https" else {
            throw ValidationError("'\(text)' is not an http URL. To fix, write --catalog-url http://127.0.0.1:PORT.")
        }
        return url
    }
}
