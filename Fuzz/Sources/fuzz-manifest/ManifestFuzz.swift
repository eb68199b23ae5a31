import FuzzSupport
import LatticeGraph
import LatticeManifest

/// The component manifest: any text either decodes or throws the typed error with a
/// location inside the file and a fix; a decoded manifest's graph is built or refused
/// with the typed error, never a crash; every location points inside the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    let lines = TextLines.yamlCount(text)
    func checkLocation(_ location: FileLocation, _ what: String) {
        Invariant.check(location.file == "components.yml", "\(what) names another file: \(location)", input: text)
        Invariant.check((1...lines).contains(location.line), "\(what) is at line \(location.line) of a \(lines)-line text", input: text)
        if let column = location.column { Invariant.check(column >= 1, "\(what) is at column \(column)", input: text) }
    }
    let manifest: ComponentManifest
    do {
        manifest = try ComponentManifest(yaml: text, file: "components.yml")
    } catch {
        checkLocation(error.location, "the error \(error)")
        Invariant.check(!error.message.isEmpty && !error.fix.isEmpty, "the error says what is wrong and how to fix it: \(error)", input: text)
        return 0
    }
    for component in manifest.components {
        checkLocation(component.location, "component '\(component.name)'")
        for dependency in component.dependencies { checkLocation(dependency.location, "dependency '\(dependency.name)'") }
    }
    do {
        let (graph, _) = try manifest.graph()
        _ = graph
    } catch {
        checkLocation(error.location, "the graph error \(error)")
        Invariant.check(!error.fix.isEmpty, "the graph error says how to fix it: \(error)", input: text)
    }
    return 0
}
