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
        // Specs turned into UIKit's compositional layouts at run time (server-driven UI).
        .library(name: "ComplayoutUIKit", targets: ["ComplayoutUIKit"]),
        .executable(name: "complayout", targets: ["ComplayoutMain"]),
        // `complayout` with the preview server linked in: `complayout preview` runs it, so that no other
        // command loads the server's libraries (docs/architecture.md).
        .executable(name: "complayout-preview", targets: ["ComplayoutPreviewMain"]),
        // Benchmarks of docs/performance.md; run with -c release.
        .executable(name: "complayout-bench", targets: ["ComplayoutBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: the DocC catalog of Sources/Complayout (.ci/run).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only the preview server (ComplayoutPreview) uses it; the library product does not.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
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
        // A spec as a UICollectionViewCompositionalLayout: UIKit's on iOS, CompositionalLayoutKit's elsewhere.
        .target(
            name: "ComplayoutUIKit",
            dependencies: [
                "ComplayoutSpec", "ComplayoutYAML", "ComplayoutEngine", "ComplayoutModel", "ComplayoutDiagnostics",
                .target(
                    name: "CompositionalLayoutKit",
                    condition: .when(platforms: [.linux, .macOS, .windows, .android, .wasi, .openbsd])),
            ]),
        // Device recordings (docs/device-recorder.md): their format, and their comparison with the engine.
        .target(
            name: "ComplayoutRecording",
            dependencies: ["ComplayoutSpec", "ComplayoutEngine", "ComplayoutModel", "ComplayoutDiagnostics"]),
        .target(
            name: "Complayout",
            dependencies: [
                "ComplayoutDiagnostics", "ComplayoutYAML", "ComplayoutModel", "ComplayoutSpec", "ComplayoutEngine",
                "ComplayoutExplain", "ComplayoutAnalysis", "ComplayoutOutput", "ComplayoutCodegen",
                // Only for the catalogue of every diagnostic id: its UIKit names are not re-exported.
                "CompositionalLayoutKit",
            ]
        ),
        // What the preview server asks of the command line: the environment a request's parameters set.
        .target(name: "ComplayoutPreviewInterface", dependencies: ["Complayout"]),
        // `complayout preview`: a local web server and the page it serves (docs/preview.md). The only
        // target that depends on a server library.
        .target(
            name: "ComplayoutPreview",
            dependencies: [
                "Complayout", "ComplayoutPreviewInterface", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.embedInCode("Page")]
        ),
        // The subcommands of `complayout`, shared by its two executables.
        .target(
            name: "ComplayoutCLI",
            dependencies: [
                "Complayout", "ComplayoutPreviewInterface", "ComplayoutRecording",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "ComplayoutMain", dependencies: ["ComplayoutCLI"]),
        .executableTarget(name: "ComplayoutPreviewMain", dependencies: ["ComplayoutCLI", "ComplayoutPreview", "ComplayoutPreviewInterface"]),
        .executableTarget(
            name: "ComplayoutBench",
            dependencies: ["Complayout", "ComplayoutYAML", "ComplayoutLibYAML", "ComplayoutBenchReference"]
        ),
        // The bench's C side (docs/performance.md): the element writer benchmark 7 compares the JSON Lines output
        // with, and the heap counter and the counted call of benchmark 11.
        .target(name: "ComplayoutBenchReference"),
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
        .testTarget(name: "CLITests", dependencies: ["ComplayoutMain", "ComplayoutTestSupport"]),
        // Goldens/ holds expected output; the code is type-checked against CompositionalLayoutKit and
        // the declarations of UIKit's views (Tests/UIKitDeclarations).
        .testTarget(
            name: "SwiftCodegenTests",
            dependencies: [
                "ComplayoutCodegen", "ComplayoutEngine", "ComplayoutSpec", "ComplayoutDiagnostics", "ComplayoutTestSupport",
                "CompositionalLayoutKit",
            ],
            exclude: ["Goldens"]),
        .testTarget(
            name: "LayoutLintTests",
            dependencies: ["ComplayoutAnalysis", "ComplayoutSpec", "ComplayoutEngine", "ComplayoutTestSupport"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Complayout", "CompositionalLayoutKit", "ComplayoutTestSupport"]),
        // Runs the built `complayout` and an independent validator (Python jsonschema) over Specs/.
        .testTarget(
            name: "SchemaTests", dependencies: ["ComplayoutMain", "ComplayoutTestSupport"],
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
                "CompositionalLayoutKit", "ComplayoutUIKit", "ComplayoutSpec", "ComplayoutEngine", "ComplayoutModel",
                "ComplayoutCodegen", "ComplayoutTestSupport",
            ]),
        // `complayout preview` run as a user runs it: its endpoints over HTTP, and its page in headless Chromium.
        .testTarget(name: "PreviewTests", dependencies: ["ComplayoutMain", "ComplayoutPreviewMain", "ComplayoutTestSupport"]),
        // Every spec's output in every format against committed digests: optimisations change no byte.
        .testTarget(
            name: "OutputDigestTests",
            dependencies: ["ComplayoutAnalysis", "ComplayoutEngine", "ComplayoutOutput", "ComplayoutSpec", "ComplayoutTestSupport"],
            exclude: ["digests.txt"]),
        // Runs the built CLI on Tests/HostileInputs; docs/limits.md.
        .testTarget(name: "HostileInputTests", dependencies: ["ComplayoutMain", "ComplayoutTestSupport"]),
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

// The device recorder (docs/device-recorder.md): XCTest cases that lay specs out with UIKit on an
// iOS simulator or device and write what UIKit placed. Its sources build only where UIKit exists;
// on Linux, CompositionalLayoutKitTests type-checks them against UIKit's declarations instead.
#if !os(Linux)
    package.targets.append(
        .testTarget(
            name: "ComplayoutRecorderTests", dependencies: ["ComplayoutUIKit", "ComplayoutRecording", "ComplayoutModel"],
            path: "Recorder"))
#endif
