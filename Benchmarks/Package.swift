// swift-tools-version: 6.1
import PackageDescription

// Segue's benchmarks, a package of their own so that the main package never resolves or builds
// package-benchmark. Run them with ../scripts/benchmarks (or `swift package benchmark` here).
let package = Package(
  name: "SegueBenchmarks",
  dependencies: [
    .package(name: "Segue", path: "../"),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "RenderScenes",
      dependencies: [
        .product(name: "SegueMotion", package: "Segue"),
        .product(name: "SegueGeometry", package: "Segue"),
        .product(name: "SegueImage", package: "Segue"),
      ],
      path: "Sources/RenderScenes"),
    .executableTarget(
      name: "RenderTimings",
      dependencies: [
        "RenderScenes", .product(name: "SegueRender", package: "Segue"),
        .product(name: "SegueImageIO", package: "Segue"), .product(name: "SegueImage", package: "Segue"),
        .product(name: "SegueMotion", package: "Segue"), .product(name: "SegueTesting", package: "Segue"),
      ],
      path: "Tools/RenderTimings"),
    .executableTarget(
      name: "RenderBenchmarks",
      dependencies: [
        "RenderScenes",
        .product(name: "SegueRender", package: "Segue"),
        .product(name: "SegueImage", package: "Segue"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/RenderBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .target(
      name: "MotionScenes",
      dependencies: [
        .product(name: "SegueMotion", package: "Segue"),
        .product(name: "SegueGeometry", package: "Segue"),
      ],
      path: "Sources/MotionScenes"),
    .executableTarget(
      name: "PresentationTimings",
      dependencies: ["MotionScenes"],
      path: "Tools/PresentationTimings"),
    .executableTarget(
      name: "MotionBenchmarks",
      dependencies: [
        "MotionScenes",
        .product(name: "SegueMotion", package: "Segue"),
        .product(name: "SegueGeometry", package: "Segue"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/MotionBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ],
  swiftLanguageModes: [.v6]
)
