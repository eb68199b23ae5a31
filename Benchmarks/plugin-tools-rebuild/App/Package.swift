// swift-tools-version:6.3
import PackageDescription
let package = Package(name: "App",
  dependencies: [.package(path: "../Lib")],
  targets: [.executableTarget(name: "App", dependencies: [.product(name: "Runtime", package: "Lib")], plugins: [.plugin(name: "P", package: "Lib")])])
