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
        .target(name: "LayoutTransition", dependencies: ["LayoutEngine", "LayoutModel", "Diagnostics"]),
        .target(name: "LayoutMatrix", dependencies: ["LayoutEngine", "LayoutModel", "Diagnostics"]),
        .target(name: "LayoutOutput", dependencies: ["LayoutEngine", "LayoutModel", "Diagnostics", "LayoutTransition", "LayoutMatrix"]),
        .target(name: "LayoutRender", dependencies: ["LayoutEngine", "LayoutModel", "LayoutOutput", "LayoutTransition"]),
        .target(name: "SwiftCodegen", dependencies: ["LayoutModel", "LayoutEngine", "Diagnostics"]),
        // Warnings: what UIKit accepts but is almost always a mistake (docs/diagnostics.md).
        .target(name: "LayoutLint", dependencies: ["LayoutEngine", "LayoutModel", "Diagnostics"]),
        .target(
            name: "Conformance",
            dependencies: ["LayoutSpec", "LayoutEngine", "LayoutModel", "Diagnostics", "YAMLFrontEnd"]
        ),
        .target(
            name: "Complayout",
            dependencies: [
                "Diagnostics", "YAMLFrontEnd", "LayoutModel", "LayoutSpec",
                "LayoutEngine", "LayoutTransition", "LayoutMatrix", "LayoutOutput", "LayoutRender", "Conformance",
                "SwiftCodegen", "LayoutLint",
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
        // Test helpers shared by the test targets (inline position markers).
        .target(name: "TestSupport", dependencies: ["Diagnostics"], path: "Tests/TestSupport"),
        .testTarget(name: "YAMLFrontEndTests", dependencies: ["YAMLFrontEnd", "TestSupport"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "TestSupport"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel"]),
        .testTarget(name: "LayoutMatrixTests", dependencies: ["LayoutMatrix", "LayoutSpec", "LayoutEngine"]),
        .testTarget(name: "LayoutTransitionTests", dependencies: ["LayoutTransition", "LayoutSpec", "LayoutEngine", "Diagnostics"]),
        .testTarget(name: "ConformanceTests", dependencies: ["Conformance", "LayoutOutput", "TestSupport"]),
        .testTarget(
            name: "LayoutRenderTests", dependencies: ["LayoutRender", "LayoutSpec", "Conformance", "TestSupport"],
            exclude: ["Fixtures", "Goldens", "png_probe.py"]
        ),
        .testTarget(name: "CLITests", dependencies: ["complayout", "TestSupport"]),
        // Goldens/ holds expected output and StandIn/ the UIKit stand-in the tests type-check against.
        .testTarget(
            name: "SwiftCodegenTests", dependencies: ["SwiftCodegen", "LayoutSpec", "Diagnostics"],
            exclude: ["Goldens", "StandIn"]),
        .testTarget(name: "LayoutLintTests", dependencies: ["LayoutLint", "LayoutSpec", "LayoutEngine", "TestSupport"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Complayout"]),
        // Runs the built `complayout` and an independent validator (Python jsonschema) over Specs/.
        .testTarget(
            name: "SchemaTests", dependencies: ["complayout", "TestSupport"], exclude: ["validate_schema.py", "Fixtures"]),
        // `complayout explain`: goldens (reviewed by hand against the rules) and explanation ≡ evaluation.
        .testTarget(
            name: "ExplanationTests", dependencies: ["LayoutEngine", "LayoutSpec", "LayoutOutput", "Conformance"],
            exclude: ["Goldens"]),
        // Runs the built CLI on Tests/HostileInputs; docs/limits.md.
        .testTarget(name: "HostileInputTests", dependencies: ["complayout"]),
    ]
)

// The libFuzzer target of docs/fuzzing.md: declared only when Scripts/fuzz.sh builds it with
// `-sanitize=fuzzer,address`, so that a plain `swift build` and `swift test` never see it.
if Context.environment["COMPLAYOUT_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "complayout-fuzz", dependencies: ["Complayout"], path: "Fuzz", exclude: ["complayout.dict", "lsan.supp"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
