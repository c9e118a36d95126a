import ComplayoutEngine
import ComplayoutModel

/// Writes an orthogonal section's scroll targets (R53) as a table for people; `ScrollTargetsDocument`
/// is their JSON.
public struct ScrollTargetsWriter {
    /// A drag released at `offset` with `velocity` points per second, whose resting offset is asked for.
    public typealias Release = (offset: Double, velocity: Double)

    public init() {}

    /// A table for people: one labelled line per value; long lists of resting offsets are shortened.
    public func table(for targets: ScrollTargets, release: Release?) -> String {
        let scroller = targets.scroller
        let range = targets.offsetRange
        var rows: [(String, String)] = [
            ("section", "\(targets.section), scrolls along \(scroller.axis == .horizontal ? "x" : "y")"),
            ("behavior", scroller.behavior.rawValue),
            ("viewport length", NumberText.short(scroller.viewportLength)),
            ("content length", NumberText.short(scroller.contentLength)),
            ("offset range", "\(NumberText.short(range.lowerBound)) … \(NumberText.short(range.upperBound))"),
            ("resting offsets", Self.list(targets.restingOffsets)),
        ]
        if let release {
            rows += [
                ("released at", "\(NumberText.short(release.offset)), \(NumberText.short(release.velocity)) pt/s"),
                (
                    "projected offset",
                    NumberText.short(targets.projectedOffset(from: release.offset, velocity: release.velocity))
                ),
                ("rests at", NumberText.short(targets.restingOffset(from: release.offset, velocity: release.velocity))),
            ]
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { label, value in
            label + String(repeating: " ", count: width - label.count + 2) + value + "\n"
        }.joined()
    }

    /// The offsets separated by commas; more than 12 show the first five and the last two.
    private static func list(_ offsets: RestingOffsets) -> String {
        guard !offsets.isEmpty else { return "none: it rests wherever it stops" }
        guard offsets.count > 12 else { return offsets.map(NumberText.short).joined(separator: ", ") }
        let head = offsets.prefix(5).map(NumberText.short)
        let tail = offsets.suffix(2).map(NumberText.short)
        return (head + ["…"] + tail).joined(separator: ", ") + " (\(offsets.count) in all)"
    }
}
