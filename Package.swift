// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "complayout",
    products: [
        // Everything a Swift program needs to load and evaluate layouts; no CLI dependency.
        .library(name: "Complayout", targets: ["Complayout"]),
        .executable(name: "complayout", targets: ["complayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "Diagnostics"),
        .target(name: "YAMLFrontEnd", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "LayoutModel", dependencies: ["Diagnostics"]),
        .target(name: "LayoutSpec", dependencies: ["YAMLFrontEnd", "LayoutModel", "Diagnostics"]),
        .target(name: "LayoutEngine", dependencies: ["LayoutModel", "Diagnostics"]),
        .target(name: "LayoutOutput", dependencies: ["LayoutEngine", "LayoutModel"]),
        .target(
            name: "Conformance",
            dependencies: ["LayoutSpec", "LayoutEngine", "LayoutModel", "Diagnostics", "YAMLFrontEnd"]
        ),
        .target(
            name: "Complayout",
            dependencies: [
                "Diagnostics", "YAMLFrontEnd", "LayoutModel", "LayoutSpec",
                "LayoutEngine", "LayoutOutput", "Conformance",
            ]
        ),
        .executableTarget(
            name: "complayout",
            dependencies: [
                "Complayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks of docs/performance.md; run with -c release.
        .executableTarget(
            name: "complayout-bench",
            dependencies: ["Complayout", "YAMLFrontEnd", "CYAML"]
        ),
        .testTarget(name: "YAMLFrontEndTests", dependencies: ["YAMLFrontEnd"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel"]),
        .testTarget(name: "ConformanceTests", dependencies: ["Conformance", "LayoutOutput"]),
        .testTarget(name: "CLITests", dependencies: ["complayout"]),
        // Runs the built CLI on Tests/HostileInputs; docs/limits.md.
        .testTarget(name: "HostileInputTests", dependencies: ["complayout"]),
    ]
)

// The libFuzzer target of docs/fuzzing.md: declared only when Scripts/fuzz.sh builds it with
// `-sanitize=fuzzer,address`, so that a plain `swift build` and `swift test` never see it.
if Context.environment["COMPLAYOUT_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "complayout-fuzz", dependencies: ["Complayout"], path: "Fuzz", exclude: ["complayout.dict"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
