// swift-tools-version: 6.0
import PackageDescription

// Every target's name starts with "Complayout", or is named as UIKit's modules are (CompositionalLayoutKit), so a
// package that depends on this one can have targets of its own named Diagnostics, Conformance or anything else
// (docs/architecture.md).
let package = Package(
    name: "complayout",
    products: [
        // Everything a Swift program needs to load, evaluate, query and draw layouts; no CLI dependency.
        .library(name: "Complayout", targets: ["Complayout"]),
        // UIKit's compositional-layout API for platforms without UIKit, evaluated by the engine.
        .library(name: "CompositionalLayoutKit", targets: ["CompositionalLayoutKit"]),
        .executable(name: "complayout", targets: ["ComplayoutCLI"]),
        // Benchmarks of docs/performance.md; run with -c release.
        .executable(name: "complayout-bench", targets: ["ComplayoutBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "ComplayoutLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ComplayoutDiagnostics"),
        .target(name: "ComplayoutYAML", dependencies: ["ComplayoutLibYAML", "ComplayoutDiagnostics"]),
        .target(name: "ComplayoutModel", dependencies: ["ComplayoutDiagnostics"]),
        .target(name: "ComplayoutSpec", dependencies: ["ComplayoutYAML", "ComplayoutModel", "ComplayoutDiagnostics"]),
        .target(name: "ComplayoutEngine", dependencies: ["ComplayoutModel", "ComplayoutDiagnostics"]),
        // Frame explanations: a formatter of what the engine recorded while evaluating (docs/explain.md).
        .target(name: "ComplayoutExplain", dependencies: ["ComplayoutEngine", "ComplayoutModel", "ComplayoutDiagnostics"]),
        // What is built on evaluated layouts: matrices, transitions, lint warnings, conformance cases.
        .target(
            name: "ComplayoutAnalysis",
            dependencies: ["ComplayoutEngine", "ComplayoutSpec", "ComplayoutModel", "ComplayoutDiagnostics"]),
        // Machine and human output: JSON, JSON Lines, tables, SVG pictures.
        .target(
            name: "ComplayoutOutput",
            dependencies: [
                "ComplayoutEngine", "ComplayoutExplain", "ComplayoutAnalysis", "ComplayoutModel", "ComplayoutDiagnostics",
            ]),
        .target(name: "ComplayoutCodegen", dependencies: ["ComplayoutModel", "ComplayoutEngine", "ComplayoutDiagnostics"]),
        // UIKit's names, so the name cannot clash with a target of the package's clients' own.
        .target(
            name: "CompositionalLayoutKit", dependencies: ["ComplayoutEngine", "ComplayoutModel", "ComplayoutDiagnostics"]),
        .target(
            name: "Complayout",
            dependencies: [
                "ComplayoutDiagnostics", "ComplayoutYAML", "ComplayoutModel", "ComplayoutSpec", "ComplayoutEngine",
                "ComplayoutExplain", "ComplayoutAnalysis", "ComplayoutOutput", "ComplayoutCodegen",
                // Only for the catalogue of every diagnostic id: its UIKit names are not re-exported.
                "CompositionalLayoutKit",
            ]
        ),
        .executableTarget(
            name: "ComplayoutCLI",
            dependencies: [
                "Complayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ComplayoutBench",
            dependencies: ["Complayout", "ComplayoutYAML", "ComplayoutLibYAML"]
        ),
        // Test helpers shared by the test targets (inline position markers, processes, the package root).
        .target(
            name: "ComplayoutTestSupport", dependencies: ["ComplayoutDiagnostics", "ComplayoutModel"], path: "Tests/TestSupport"),
        .testTarget(name: "YAMLFrontEndTests", dependencies: ["ComplayoutYAML", "ComplayoutTestSupport"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["ComplayoutSpec", "ComplayoutTestSupport"]),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["ComplayoutEngine", "ComplayoutExplain", "ComplayoutModel", "ComplayoutTestSupport"]),
        .testTarget(name: "LayoutMatrixTests", dependencies: ["ComplayoutAnalysis", "ComplayoutSpec", "ComplayoutEngine"]),
        .testTarget(
            name: "LayoutTransitionTests",
            dependencies: ["ComplayoutAnalysis", "ComplayoutSpec", "ComplayoutEngine", "ComplayoutDiagnostics"]),
        .testTarget(
            name: "ConformanceTests", dependencies: ["ComplayoutAnalysis", "ComplayoutOutput", "ComplayoutTestSupport"]),
        .testTarget(
            name: "LayoutRenderTests",
            dependencies: ["ComplayoutOutput", "ComplayoutSpec", "ComplayoutAnalysis", "ComplayoutTestSupport"],
            exclude: ["Fixtures", "Goldens", "png_probe.py"]
        ),
        .testTarget(name: "CLITests", dependencies: ["ComplayoutCLI", "ComplayoutTestSupport"]),
        // Goldens/ holds expected output and StandIn/ the UIKit stand-in the tests type-check against.
        .testTarget(
            name: "SwiftCodegenTests",
            dependencies: [
                "ComplayoutCodegen", "ComplayoutEngine", "ComplayoutSpec", "ComplayoutDiagnostics", "ComplayoutTestSupport",
            ],
            exclude: ["Goldens", "StandIn"]),
        .testTarget(
            name: "LayoutLintTests",
            dependencies: ["ComplayoutAnalysis", "ComplayoutSpec", "ComplayoutEngine", "ComplayoutTestSupport"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Complayout", "CompositionalLayoutKit"]),
        // Runs the built `complayout` and an independent validator (Python jsonschema) over Specs/.
        .testTarget(
            name: "SchemaTests", dependencies: ["ComplayoutCLI", "ComplayoutTestSupport"],
            exclude: ["validate_schema.py", "Fixtures"]),
        // `complayout explain`: goldens (reviewed by hand against the rules) and explanation ≡ evaluation.
        .testTarget(
            name: "ExplanationTests",
            dependencies: ["ComplayoutEngine", "ComplayoutExplain", "ComplayoutSpec", "ComplayoutOutput", "ComplayoutAnalysis"],
            exclude: ["Goldens"]),
        // A client of the library: its own Diagnostics and Conformance targets, SwiftUI's names beside ours.
        .testTarget(name: "PublicSurfaceTests", dependencies: ["Complayout", "ComplayoutTestSupport"]),
        // Layouts written in UIKit's API, prepared, against the engine's frames for the same specs.
        .testTarget(
            name: "CompositionalLayoutKitTests",
            dependencies: [
                "CompositionalLayoutKit", "ComplayoutSpec", "ComplayoutEngine", "ComplayoutModel", "ComplayoutCodegen",
                "ComplayoutTestSupport",
            ]),
        // Runs the built CLI on Tests/HostileInputs; docs/limits.md.
        .testTarget(name: "HostileInputTests", dependencies: ["ComplayoutCLI", "ComplayoutTestSupport"]),
    ]
)

// The libFuzzer target of docs/fuzzing.md: declared only when Scripts/fuzz.sh builds it with
// `-sanitize=fuzzer,address`, so that a plain `swift build` and `swift test` never see it.
if Context.environment["COMPLAYOUT_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "complayout-fuzz", dependencies: ["Complayout", "ComplayoutTestSupport"], path: "Fuzz", exclude: ["complayout.dict", "lsan.supp"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
}
