import ArgumentParser
import Foundation
import ShopApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `shop` command: boots the app with its start-up report, then runs the session over
/// `--script FILE` or standard input (`swift run --package-path Examples/Shop shop --help`).
/// The options and the app are in ShopApp, so that tests drive them without a process.
@main
struct ShopCommand: AsyncParsableCommand {
    /// The name, summary and help of `shop`.
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "The Lattice sample shop: an app built from Lattice components, in a terminal.",
        discussion: """
            Boots the components (validated first: versions, layers, cycles, services), prints \
            the start-up report, then runs one command a line: type 'help' for them. End of \
            input exits. Exit status: 0 fine, 1 a failed boot, 2 boot refused by the components' \
            validation, 64 bad arguments.
            """)

    /// The options.
    @OptionGroup var options: ShopOptions

    /// Runs the app on the terminal; a non-zero status ends the process with it.
    func run() async throws {
        let status = await ShopMain.run(
            options: options, inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
        if status != 0 { throw ExitCode(status) }
    }
}
