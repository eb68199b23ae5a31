import Foundation
import LatticeTool

// The `lattice` executable: all logic is in LatticeTool, so tests drive the same code.
let run = LatticeTool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(run.output.utf8))
FileHandle.standardError.write(Data(run.errorOutput.utf8))
exit(run.exitCode)
