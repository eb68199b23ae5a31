import Foundation
import ShopApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `swift run --package-path Examples/Shop shop [options]`: boot, report, then the session.
let status = await ShopMain.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    inputIsTerminal: isatty(STDIN_FILENO) == 1,
    outputIsTerminal: isatty(STDOUT_FILENO) == 1)
exit(status)
