// swift-tools-version: 6.1
import PackageDescription

// Modules, bottom to top (../shared/DESIGN.md): each depends only on modules above it in this
// list. The system libraries are found through pkg-config; their -dev packages are installed by
// .ci/run (scripts/install-dependencies).
let package = Package(
  name: "Segue",
  products: [
    .library(name: "SegueGeometry", targets: ["SegueGeometry"]),
    .library(name: "SegueImage", targets: ["SegueImage"]),
    .library(name: "SegueMotion", targets: ["SegueMotion"]),
    .library(name: "SegueRender", targets: ["SegueRender"]),
    .library(name: "SegueImageIO", targets: ["SegueImageIO"]),
    .library(name: "SegueUI", targets: ["SegueUI"]),
    .library(name: "SegueTransitions", targets: ["SegueTransitions"]),
    .library(name: "SegueTesting", targets: ["SegueTesting"]),
    .library(name: "SegueX11", targets: ["SegueX11"]),
    .library(name: "Segue", targets: ["Segue"]),
    .executable(name: "segue", targets: ["SegueCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "SegueGeometry",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
    .target(name: "SegueImage", dependencies: ["SegueGeometry"]),
    .target(
      name: "SegueMotion",
      dependencies: [
        "SegueGeometry", "SegueImage", .product(name: "Logging", package: "swift-log"),
        .product(name: "RealModule", package: "swift-numerics"),
      ]),
    .systemLibrary(
      name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]),
    .target(name: "CRasterKernels"),
    .systemLibrary(
      name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"])]),
    .target(
      name: "SegueRender", dependencies: ["SegueImage", "SegueMotion", "CFreeType", "CFontconfig", "CRasterKernels"]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .target(name: "SegueImageIO", dependencies: ["SegueGeometry", "SegueImage", "CPNG", "CZlib"]),
    .target(
      name: "SegueUI",
      dependencies: [
        "SegueImage", "SegueMotion", "SegueRender",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "RealModule", package: "swift-numerics"),
      ]),
    .target(name: "SegueTransitions", dependencies: ["SegueGeometry", "SegueMotion", "SegueUI"]),
    .target(
      name: "SegueTesting",
      dependencies: [
        "SegueImage", "SegueImageIO", "SegueGeometry", "SegueMotion", "SegueUI",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev", "libxext-dev"])]),
    .target(name: "CX11Support", dependencies: ["CX11"]),
    .target(
      name: "SegueX11",
      dependencies: ["CX11", "CX11Support", "SegueGeometry", "SegueImage", "SegueMotion", "SegueRender", "SegueUI"]),
    .target(
      name: "Segue",
      dependencies: [
        "SegueGeometry", "SegueImage", "SegueImageIO", "SegueMotion", "SegueRender", "SegueTransitions", "SegueUI",
      ]),
    .executableTarget(
      name: "SegueCLI",
      dependencies: [
        "SegueImage", "SegueGeometry", "SegueMotion", "SegueRender", "SegueImageIO", "SegueUI", "SegueTransitions",
        "SegueTesting", "SegueX11",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "SegueGeometryTests",
      dependencies: [
        "SegueGeometry", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "SegueImageTests",
      dependencies: [
        "SegueImage", "SegueGeometry", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "SegueMotionTests",
      dependencies: [
        "SegueMotion", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "SegueRenderTests",
      dependencies: [
        "SegueImage", "SegueRender", "SegueImageIO", "SegueTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "SegueImageIOTests",
      dependencies: [
        "SegueImage", "SegueImageIO", "CZlib",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .target(
      name: "SegueTestSupport",
      dependencies: ["SegueUI", "SegueMotion", "SegueGeometry", "CX11"],
      path: "Tests/SegueTestSupport"),
    .testTarget(
      name: "SegueUITests",
      dependencies: [
        "SegueImage", "SegueUI", "SegueTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "SegueTransitionsTests",
      dependencies: [
        "SegueImage", "SegueImageIO", "SegueTransitions", "SegueTesting", "SegueUI", "SegueMotion", "SegueGeometry",
        "SegueTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Animators/__Snapshots__"]),
    .testTarget(
      name: "SegueAppTests",
      dependencies: [
        "SegueUI", "SegueTransitions", "SegueMotion", "SegueGeometry", "SegueTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "SegueTestingTests",
      dependencies: [
        "SegueImage", "SegueImageIO", "SegueTesting", "SegueUI", "SegueGeometry", "SegueMotion", "SegueRender",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Snapshots/__Snapshots__"]),
    .testTarget(name: "SegueTests", dependencies: ["Segue"]),
    .testTarget(
      name: "SegueX11Tests",
      dependencies: [
        "SegueX11", "SegueUI", "SegueImage", "SegueGeometry", "SegueMotion", "SegueRender", "SegueTestSupport",
      ]),
    .testTarget(
      name: "SegueEndToEndTests",
      dependencies: [
        "SegueImage", "SegueCLI", "SegueImageIO", "SegueTesting", "SegueRender", "SegueGeometry", "SegueUI",
        "SegueTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
