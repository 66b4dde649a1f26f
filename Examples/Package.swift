// swift-tools-version: 6.1
import PackageDescription

// An app's transitions and their tests, depending on Segue by path as a user's package would
// (by URL): one custom animator, one interactive transition, and tests that snapshot them with
// SegueTesting's strategies against the references committed in `__Snapshots__`.
let package = Package(
  name: "SegueExamples",
  products: [.library(name: "ExampleTransitions", targets: ["ExampleTransitions"])],
  dependencies: [
    .package(name: "Segue", path: ".."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(name: "ExampleTransitions", dependencies: [.product(name: "SegueUI", package: "Segue")]),
    .testTarget(
      name: "ExampleTransitionsTests",
      dependencies: [
        "ExampleTransitions", .product(name: "SegueUI", package: "Segue"),
        .product(name: "SegueTesting", package: "Segue"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__", "Gestures"]),
  ],
  swiftLanguageModes: [.v6]
)
