// swift-tools-version:6.3
import PackageDescription
let package = Package(
  name: "Lib",
  products: [.plugin(name: "P", targets: ["P"]), .library(name: "Runtime", targets: ["Runtime"])],
  targets: [
    .target(name: "CShim"),
    .target(name: "Runtime", dependencies: ["CShim"]),
    .executableTarget(name: "Tool", dependencies: ["CShim"]),
    .plugin(name: "P", capability: .buildTool(), dependencies: ["Tool"]),
  ]
)
