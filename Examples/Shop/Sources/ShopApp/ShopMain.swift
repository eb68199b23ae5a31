import ArgumentParser
import Foundation
import LatticeManifest
import ShopInterfaces

/// The `shop` command: parse options, boot with the start-up report, run the session
/// over a script, given lines, or standard input; deliver `terminate` at the end.
public enum ShopMain {
    /// Parses `arguments` like the `shop` command, then runs the app; returns the exit
    /// status (0 fine or `--help`, 1 boot failure, 2 boot refused by component validation,
    /// 64 bad arguments, as the argument parser exits). Bad arguments print the argument
    /// parser's message and usage.
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
            write(ShopOptions.fullMessage(for: error))
            return ShopOptions.exitCode(for: error).rawValue
        }
        return await run(options: options, input: input, write: write, inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal)
    }

    /// Runs the app with parsed options and returns the exit status (0 fine, 1 boot
    /// failure, 2 boot refused by component validation).
    ///
    /// - Parameters:
    ///   - options: The parsed command line.
    ///   - input: Command lines to run instead of `--script` or standard input (tests).
    ///   - write: Where output lines go (standard output by default).
    ///   - inputIsTerminal: Whether standard input is a terminal (show a prompt, no echo).
    ///   - outputIsTerminal: Whether standard output is a terminal (colours by default).
    public static func run(
        options: ShopOptions, input: [String]? = nil,
        write: @escaping @Sendable (String) -> Void = { print($0) },
        inputIsTerminal: Bool = false, outputIsTerminal: Bool = false
    ) async -> Int32 {
        let display = TextDisplay(color: options.color ?? (outputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil), write: write)
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
            app = try await ShopApp.boot(options: options, display: display)
        } catch let error as ComponentError where !error.problems.isEmpty {
            display.failure(refusal(error, manifestPath: options.manifestPath))
            return 2
        } catch let error as ManifestError {
            display.failure("\(error)")
            return 1
        } catch {
            display.failure("Boot failed: \(error)")
            return 1
        }
        app.writeStartupReport(on: display)
        await run(ShopSession(app: app, display: display), lines: lines, inputIsTerminal: inputIsTerminal, display: display)
        await app.shutdown()
        display.detail("Bye.")
        return 0
    }

    /// Runs the session over `lines`, or over standard input when there are none.
    @MainActor
    private static func run(_ session: ShopSession, lines: [String]?, inputIsTerminal: Bool, display: any Display) async {
        session.installOpenURLHandlers()
        await session.start()
        if let lines {
            for line in lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                if line.hasPrefix("#") {
                    display.detail(line)
                    continue
                }
                display.line("shop> " + line)
                guard await session.execute(line) else { break }
            }
            return
        }
        let interactive = inputIsTerminal
        if interactive { FileHandle.standardOutput.write(Data("shop> ".utf8)) }
        for await line in StandardInput.lines() {
            if !interactive, !line.trimmingCharacters(in: .whitespaces).isEmpty { display.line("shop> " + line) }
            guard await session.execute(line) else { return }
            if interactive { FileHandle.standardOutput.write(Data("shop> ".utf8)) }
        }
        if interactive { display.line("") }
    }

    /// What a refused boot prints: the count, then each problem with its kind and, from a
    /// manifest, its `file:line:column`.
    static func refusal(_ error: ComponentError, manifestPath: String?) -> String {
        let count = "\(error.problems.count) problem(s)"
        let head = manifestPath.map { "Boot refused by \($0): \(count); nothing was started." }
            ?? "Boot refused: \(count) in the components' declarations; nothing was started."
        return ([head] + error.problems.enumerated().map { "  \($0.offset + 1). [\($0.element.kind)] \($0.element)" }).joined(separator: "\n")
    }
}
