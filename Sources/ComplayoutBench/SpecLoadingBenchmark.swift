import Complayout
import ComplayoutYAML

/// Benchmark 3b: loading a spec as the CLI does — the YAML front end, then the spec reader, to a
/// `SpecFile` — on the generated spec of benchmark 3, against raw libyaml event parsing of the
/// same bytes. The ratio is loading throughput ÷ libyaml throughput (issue 17's goal: ≥ 0.5).
struct SpecLoadingBenchmark {
    /// Section definitions in the generated spec (about 1.5 KB each).
    var sections = 2_500

    func run(_ timing: Timing) -> BenchmarkResult {
        let text = LargeSpec(sections: sections).text
        let bytes = Array(text.utf8)
        let yamlLimits = LargeSpec.yamlLimits(byteCount: bytes.count)
        _ = SpecSetup.load(text, name: "large-spec.yaml", limits: Limits(yaml: yamlLimits))
        guard let events = RawLibYAML.countEvents(bytes) else { fatalError("libyaml rejected the generated spec") }
        let times = timing.compare(
            { blackHole(try? SpecLoader.load(bytes: bytes, yamlLimits: yamlLimits)) },
            { blackHole(RawLibYAML.countEvents(bytes)) })
        let (loading, libyaml) = (times.a, times.b)
        let megabytes = Double(bytes.count) / 1e6
        return BenchmarkResult(
            name: "3b. spec loading (front end + reader) ÷ raw libyaml",
            labelA: "loading", secondsA: loading, labelB: "libyaml", secondsB: libyaml,
            ratioMeaning: "throughput A/B", ratio: libyaml / loading,
            ratioRange: times.range { $1 / $0 }, goal: .atLeast(0.5),
            note: "\(Format.number(megabytes)) MB, \(sections) sections, \(events) libyaml events; "
                + "loading \(Format.number(megabytes / loading)) MB/s")
    }
}
