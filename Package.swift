// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "bitext",
  products: [
    .library(name: "BitextKit", targets: ["BitextKit"]),
    .executable(name: "bitext", targets: ["bitext"]),
    .executable(name: "bitext-bench", targets: ["bitext-bench"]),
  ],
  targets: [
    .target(name: "BitextKit"),
    .target(name: "BitextCLI", dependencies: ["BitextKit"]),
    .executableTarget(name: "bitext", dependencies: ["BitextCLI", "BitextKit"]),
    .executableTarget(name: "bitext-bench", dependencies: ["BitextKit"]),
    .testTarget(name: "BitextKitTests", dependencies: ["BitextKit"], exclude: ["Writers/Snapshots"]),
    .testTarget(name: "BitextCLITests", dependencies: ["BitextCLI", "BitextKit"]),
  ]
)
