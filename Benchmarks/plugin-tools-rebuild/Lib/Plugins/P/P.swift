import PackagePlugin
@main struct P: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    [.buildCommand(displayName: "P: running the tool", executable: try context.tool(named: "Tool").url, arguments: [], inputFiles: [], outputFiles: [])]
  }
}
