import Complayout
import ComplayoutYAML

/// Benchmark 3: `YAMLLoader.load(bytes:)` — libyaml events turned into `YAMLNode` trees with
/// source ranges, aliases, merges, duplicate-key and limit checks — on a generated spec of a few MB,
/// against raw libyaml event parsing of the same bytes. The ratio is front-end throughput ÷
/// libyaml throughput, that is libyaml's time ÷ the front end's.
struct YAMLFrontEndBenchmark {
    /// Section definitions in the generated spec (about 1.5 KB each).
    var sections = 2_500

    func run(_ timing: Timing) -> BenchmarkResult {
        let text = LargeSpec(sections: sections).text
        let bytes = Array(text.utf8)
        // Larger than a hostile-input limit allows by default (docs/limits.md): its bytes and nodes
        // are raised, since this measures throughput, not refusals.
        let limits = LargeSpec.yamlLimits(byteCount: bytes.count)
        // The spec must be valid as a whole, not only as YAML (untimed).
        let spec = SpecSetup.load(text, name: "large-spec.yaml", limits: Limits(yaml: limits))
        _ = SpecSetup.evaluate(spec, name: "large-spec.yaml")
        guard let events = RawLibYAML.countEvents(bytes) else { fatalError("libyaml rejected the generated spec") }
        let times = timing.compare(
            { blackHole(try? YAMLLoader.load(bytes: bytes, limits: limits)) },
            { blackHole(RawLibYAML.countEvents(bytes)) })
        let megabytes = Double(bytes.count) / 1e6
        let (frontEnd, libyaml) = (times.a, times.b)
        return BenchmarkResult(
            name: "3. YAML front end ÷ raw libyaml",
            labelA: "front end", secondsA: frontEnd, labelB: "libyaml", secondsB: libyaml,
            ratioMeaning: "throughput A/B", ratio: libyaml / frontEnd,
            ratioRange: times.range { $1 / $0 }, goal: .atLeast(0.8),
            note: "\(Format.number(megabytes)) MB, \(sections) sections, \(events) libyaml events; "
                + "front end \(Format.number(megabytes / frontEnd)) MB/s, libyaml \(Format.number(megabytes / libyaml)) MB/s")
    }
}
