// The libFuzzer entry point (docs/fuzzing.md). Built only by Scripts/fuzz.sh, with
// `-sanitize=fuzzer,address`.
import Complayout

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's driver: parses its flags from the command line and calls `callback` per input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The program's entry. SwiftPM links an executable target's `main` to `<module>_main`, which
/// would hide libFuzzer's own `main`; this one hands over to libFuzzer's driver instead.
@_cdecl("complayout_fuzz_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzOneInput)
}

/// Bounds tighter than the defaults, so that every input is cheap: the fuzzer looks for crashes,
/// hangs and leaks, not for the cost of large but legal layouts.
let fuzzLimits = Limits(
    yaml: YAMLLimits(maxBytes: 64 << 10, maxDepth: 128, maxExpandedNodes: 20_000),
    spec: .default,
    evaluation: EvaluationLimits(maxCellsPerGroup: 2_000, maxStoredElements: 10_000))

/// Layouts with at most this many items are also written out in full, as JSON and as a table.
let writtenItemLimit = 500

/// Which target runs: `COMPLAYOUT_FUZZ_TARGET=model` builds models in Swift from the bytes
/// (`fuzzModel`), anything else reads them as a spec.
let fuzzesModels = getenv("COMPLAYOUT_FUZZ_TARGET").map { String(cString: $0) } == "model"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    if fuzzesModels {
        fuzzModel(bytes)
    } else {
        fuzzSpec(bytes)
    }
    return 0
}

/// Loads the bytes as a spec; when they load, evaluates the spec in its own environment and in
/// two small ones (a phone in right-to-left, a tablet), and reads and lints each result the ways
/// the CLI does.
func fuzzSpec(_ bytes: [UInt8]) {
    guard let spec = try? SpecLoader.load(bytes: bytes, limits: fuzzLimits) else { return }
    let evaluator = Evaluator(limits: fuzzLimits)
    for environment in environments(around: spec.environment) {
        var variant = spec
        variant.environment = environment
        guard let layout = try? evaluator.evaluate(variant) else { continue }
        read(layout, itemCount: spec.effectiveData.sections.reduce(0) { $0 + $1.itemCount })
        // The CLI lints every layout it prints (docs/diagnostics.md#warnings).
        _ = Linter().warnings(for: variant, evaluated: layout)
    }
}

private func environments(around own: LayoutEnvironment) -> [LayoutEnvironment] {
    var phone = own
    phone.container = Size(width: 320, height: 480)
    phone.layoutDirection = .rightToLeft
    var tablet = own
    tablet.container = Size(width: 1024, height: 768)
    tablet.traits.displayScale = 2
    return [own, phone, tablet]
}

/// Touches what the CLI's commands touch: the content size, a rectangle query, the first
/// elements, and for small layouts the JSON and table output.
func read(_ layout: EvaluatedLayout, itemCount: Int) {
    var sink = DiscardingStream()
    sink.write("\(layout.contentSize)")
    let screen = Rect(origin: .zero, size: Size(width: 1024, height: 1024))
    for element in layout.elements(in: screen, limit: writtenItemLimit) { sink.write("\(element.frame)") }
    for element in layout.elements.prefix(writtenItemLimit) { sink.write("\(element.frame)") }
    _ = layout.cellAttributes(section: 0, item: 0)
    guard itemCount <= writtenItemLimit else { return }
    try? LayoutDocument(layout).write(to: &sink)
    sink.write(TableWriter().table(for: layout))
}

/// Output that goes nowhere, so writing is exercised without printing.
struct DiscardingStream: TextOutputStream {
    var characters = 0
    mutating func write(_ string: String) { characters &+= string.utf8.count }
}
