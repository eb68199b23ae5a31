public import Foundation
public import ShopInterfaces

/// The command line of `shop`.
public struct ShopOptions: Sendable {
    /// The folder holding `shop.sqlite` (`--data DIR`).
    public var dataDirectory: URL
    /// Read the bundled catalog instead of starting the catalog server (`--offline`).
    public var offline = false
    /// Use this catalog server instead of starting one (`--catalog-url URL`).
    public var catalogURL: URL?
    /// Run these commands instead of reading standard input (`--script FILE`).
    public var scriptPath: String?
    /// Colours: `nil` decides from the terminal (`--color`, `--no-color`).
    public var color: Bool?
    /// Add the broken demo components to show validation failures (`--conflicts`).
    public var showConflicts = false
    /// A component manifest choosing and checking the components (`--manifest FILE`).
    public var manifestPath: String?
    /// Print log lines to standard error (`--verbose`).
    public var verbose = false
    /// Print the usage and stop (`--help`).
    public var helpRequested = false

    /// The usage text.
    public static let usage = """
        Usage: shop [--data DIR] [--offline | --catalog-url URL] [--script FILE] [--manifest FILE] [--conflicts] [--color | --no-color] [--verbose]

          --data DIR         where the cart and orders are stored (default: \(defaultDataDirectory().path))
          --offline          use the bundled catalog instead of the local catalog server
          --catalog-url URL  use this catalog server instead of starting one
          --script FILE      run the commands in FILE, then exit (see demo.txt)
          --manifest FILE    choose and check the components with a components.yml (see components-conflicts.yml)
          --conflicts        add two broken components to see the boot-time validation refuse them
          --color/--no-color force colours on or off (default: on when stdout is a terminal)
          --verbose          print log lines to standard error
        """

    /// Creates options with defaults.
    public init(dataDirectory: URL = ShopOptions.defaultDataDirectory()) {
        self.dataDirectory = dataDirectory
    }

    /// The per-user application-support folder (`~/.local/share/LatticeShop` on Linux,
    /// `~/Library/Application Support/LatticeShop` on macOS), or `./.shop-data`.
    public static func defaultDataDirectory() -> URL {
        if let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return base.appendingPathComponent("LatticeShop", isDirectory: true)
        }
        return URL(fileURLWithPath: ".shop-data", isDirectory: true)
    }

    /// Parses arguments (without the program name).
    ///
    /// - Throws: ``ShopError`` `invalidInput` for an unknown option (with a suggestion) or
    ///   a missing value.
    public static func parse(_ arguments: [String]) throws(ShopError) -> ShopOptions {
        var options = ShopOptions()
        var index = 0
        func value(_ name: String) throws(ShopError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw ShopError(.invalidInput, subject: name, message: "\(name) needs a value. To fix, write \(name) VALUE.")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--data": options.dataDirectory = URL(fileURLWithPath: try value(argument), isDirectory: true)
            case "--offline": options.offline = true
            case "--catalog-url":
                let text = try value(argument)
                guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https" else {
                    throw ShopError(.invalidInput, subject: text, message: "'\(text)' is not an http URL. To fix, write --catalog-url http://127.0.0.1:PORT.")
                }
                options.catalogURL = url
            case "--script": options.scriptPath = try value(argument)
            case "--color": options.color = true
            case "--no-color": options.color = false
            case "--conflicts": options.showConflicts = true
            case "--manifest": options.manifestPath = try value(argument)
            case "--verbose": options.verbose = true
            case "--help", "-h": options.helpRequested = true
            default:
                let known = ["--data", "--offline", "--catalog-url", "--script", "--color", "--no-color", "--conflicts", "--manifest", "--verbose", "--help"]
                let hint = suggestions(for: argument, in: known).first.map { " Did you mean '\($0)'?" } ?? ""
                throw ShopError(.invalidInput, subject: argument, message: "Unknown option '\(argument)'.\(hint) To fix, see shop --help.")
            }
            index += 1
        }
        return options
    }
}
