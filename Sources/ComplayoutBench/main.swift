// complayout-bench: the benchmarks of docs/performance.md. Each benchmark times two sides in the
// same process, alternately, and reports their medians and ratio against the goal of issue 6.

import Foundation

let options = BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
if let child = options.peakOf {
    print(child.run()?.report ?? "-1 0", terminator: "")
    exit(0)
}
if let probe = options.probe {
    MeasuredGridWork.probe(MeasuredGrid(cells: probe.cells), heights: probe.heights)
    exit(0)
}
let timing = Timing(runs: options.runs, warmup: options.warmup)
#if DEBUG
print("warning: a debug build; the figures mean little. Build with -c release.\n")
#endif
print("complayout-bench: \(options.runs) measured runs per side after \(options.warmup) warm-up runs; medians\n")

var results: [BenchmarkResult] = []
if options.only.contains(1) { results.append(RectangleQueryBenchmark().run(timing)) }
if options.only.contains(2) { results.append(contentsOf: MaterialisationBenchmark().run(timing)) }
if options.only.contains(3) { results.append(YAMLFrontEndBenchmark(sections: options.yamlSections).run(timing)) }
if options.only.contains(3) { results.append(SpecLoadingBenchmark(sections: options.yamlSections).run(timing)) }
let taffy = options.peer == .off ? nil : PeerScript(python: options.python, script: options.peerScript)
let yoga = options.peer == .off
    ? nil : PeerScript(python: options.python, script: PeerScript.defaultScript("yoga_grid.py"), module: "pyyoga")
let peersRequired = options.peer == .required
if options.only.contains(4) {
    results.append(contentsOf: PeerBenchmark(taffy: taffy, yoga: yoga, required: peersRequired).run(timing))
}
var failed = false
if options.only.contains(5) {
    do {
        results.append(try SelfSizedQueryBenchmark().run(timing))
    } catch {
        let reasons = error.diagnostics.map(\.description).joined(separator: "\n")
        FileHandle.standardError.write(Data("Error: benchmark 5 did not run:\n\(reasons)\n".utf8))
        failed = true
    }
}
if options.only.contains(6) { results.append(SectionQueryBenchmark().run(timing)) }
if options.only.contains(7) { results.append(ElementStreamBenchmark().run(timing)) }
if options.only.contains(8) {
    results.append(contentsOf: MeasuredGridBenchmark(taffy: taffy, yoga: yoga, required: peersRequired).run(timing))
}
if options.only.contains(9) { results.append(contentsOf: LintBenchmark(sections: options.yamlSections).run(timing)) }
let complayout = options.complayout ?? ComplayoutBinary.besideBench()
if options.only.contains(10) { results.append(StartupBenchmark(binary: complayout).run(timing)) }
if options.only.contains(11) {
    results.append(contentsOf: MeasuredItemBenchmark().run())
    results.append(StreamingMemoryBenchmark(binary: complayout).run(timing))
}
print(ResultTable(results: results).render())
if failed { exit(1) }
