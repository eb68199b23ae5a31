import FuzzSupport
import LatticeGraph
@_spi(LatticeInternals) import LatticeTool

/// The tool's configuration (`.lattice.yml`): any text either parses or throws
/// `malformedConfiguration` naming the file, with a location inside it and a fix.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzToolConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    let configuration: ToolConfiguration
    do {
        configuration = try ConfigurationLoader.parse(text, file: ".lattice.yml")
    } catch {
        Invariant.check(error.code == .malformedConfiguration, "a bad configuration throws malformedConfiguration, not \(error.code)", input: text)
        Invariant.check(!error.message.isEmpty && !error.fix.isEmpty, "the error says what is wrong and how to fix it: \(error)", input: text)
        if let location = error.location {
            let lines = TextLines.yamlCount(text)
            Invariant.check(location.file == ".lattice.yml", "the error names another file: \(error)", input: text)
            Invariant.check((1...lines).contains(location.line), "the error is at line \(location.line) of a \(lines)-line text: \(error)", input: text)
        }
        return 0
    }
    // What the checks then ask of it.
    _ = configuration.interfaceName(for: "Cart")
    for rule in Rule.allCases { _ = configuration.severity(of: rule) }
    return 0
}
