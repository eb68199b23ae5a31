internal import ArgumentParser

/// The `lattice` command line as a function: parse the arguments, run the command,
/// return what it printed and its exit status. The `lattice` executable only forwards
/// `CommandLine.arguments` here and prints the result, so tests drive the whole tool.
///
/// ```swift
/// let run = LatticeTool.run(["check", "--package-path", "App"])
/// print(run.output); exit(run.exitCode)
/// ```
public enum LatticeTool {
    /// The outcome of one run.
    public struct Run: Sendable {
        /// 0 clean (warnings allowed), 1 errors found, 2 bad input, 64 bad usage.
        public let exitCode: Int32
        /// What goes to standard output (diagnostics, the drawing, help).
        public let output: String
        /// What goes to standard error (bad input, bad usage).
        public let errorOutput: String
    }

    /// The exit status for bad input (no manifest, malformed configuration, …).
    public static let badInputExitCode: Int32 = 2

    /// Runs `lattice` with `arguments` (without the program name).
    public static func run(_ arguments: [String]) -> Run {
        let tool: any ToolCommand
        do {
            var command = try LatticeCommand.parseAsRoot(arguments)
            guard let parsed = command as? any ToolCommand else {
                // `lattice help [subcommand]`: ArgumentParser's help command throws the
                // right help as a clean exit.
                try command.run()
                return Run(exitCode: 0, output: LatticeCommand.helpMessage() + "\n", errorOutput: "")
            }
            tool = parsed
        } catch {
            let code = LatticeCommand.exitCode(for: error).rawValue
            let message = LatticeCommand.fullMessage(for: error) + "\n"
            return code == 0 ? Run(exitCode: 0, output: message, errorOutput: "") : Run(exitCode: code, output: "", errorOutput: message)
        }
        var output = ToolOutput()
        do {
            let status = try tool.execute(&output)
            return Run(exitCode: status, output: output.standard, errorOutput: output.error)
        } catch {
            return Run(exitCode: badInputExitCode, output: output.standard, errorOutput: output.error + error.description + "\n")
        }
    }
}
