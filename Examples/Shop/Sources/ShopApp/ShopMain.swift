import Foundation
import ShopInterfaces

/// The `shop` command: parse options, boot with the start-up report, run the session
/// over a script, given lines, or standard input; deliver `terminate` at the end.
public enum ShopMain {
    /// Runs the app and returns the exit status (0 fine, 1 bad arguments or boot failure,
    /// 2 boot refused by component validation).
    ///
    /// - Parameters:
    ///   - arguments: The command line without the program name.
    ///   - input: Command lines to run instead of `--script` or standard input (tests).
    ///   - write: Where output lines go (standard output by default).
    ///   - inputIsTerminal: Whether standard input is a terminal (show a prompt, no echo).
    ///   - outputIsTerminal: Whether standard output is a terminal (colours by default).
    public static func run(
        arguments: [String], input: [String]? = nil,
        write: @escaping @Sendable (String) -> Void = { print($0) },
        inputIsTerminal: Bool = false, outputIsTerminal: Bool = false
    ) async -> Int32 {
        let options: ShopOptions
        do {
            options = try ShopOptions.parse(arguments)
        } catch {
            write(error.message)
            return 1
        }
        let display = TextDisplay(color: options.color ?? (outputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil), write: write)
        if options.helpRequested {
            display.line(ShopOptions.usage)
            return 0
        }
        var lines = input
        if lines == nil, let path = options.scriptPath {
            do {
                lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: .newlines)
            } catch {
                display.failure("Cannot read the script \(path): \(error.localizedDescription). To fix, pass an existing file, such as Examples/Shop/demo.txt.")
                return 1
            }
        }
        let app: ShopApp
        do {
            app = try await ShopApp.boot(options: options)
        } catch let error as ShopError {
            display.failure(error.message)
            return error.code == .invalidComponents ? 2 : 1
        } catch {
            display.failure("Boot failed: \(error)")
            return 1
        }
        app.writeStartupReport(on: display)
        let session = ShopSession(app: app, display: display)
        await session.installOpenURLHandlers()
        if let lines {
            for line in lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                if line.hasPrefix("#") {
                    display.detail(line)
                    continue
                }
                display.line("shop> " + line)
                guard await session.execute(line) else { break }
            }
        } else {
            let interactive = inputIsTerminal
            while true {
                if interactive { FileHandle.standardOutput.write(Data("shop> ".utf8)) }
                guard let line = readLine() else {
                    if interactive { display.line("") }
                    break
                }
                if !interactive, !line.trimmingCharacters(in: .whitespaces).isEmpty { display.line("shop> " + line) }
                guard await session.execute(line) else { break }
            }
        }
        await app.shutdown()
        display.detail("Bye.")
        return 0
    }
}
