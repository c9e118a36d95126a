import ComplayoutAnalysis
import ComplayoutModel

/// Writes the rows of an environment matrix as a table for people (docs/matrix.md); `MatrixDocument`
/// is their JSON.
public struct MatrixWriter {
    public init() {}

    /// An aligned table: one line per environment. An `iOS` column appears when any row is for
    /// another version than the latest.
    public func table(for rows: [MatrixRow]) -> String {
        let showsVersion = rows.contains { $0.environment.iOSVersion != LayoutEnvironment.latestIOSVersion }
        let header =
            ["width", "height", "direction", "size class"] + (showsVersion ? ["iOS"] : [])
            + ["content size", "sections", "notes"]
        let lines = rows.map { row in
            let environment = row.environment
            var notes = row.errors.map { "error: \($0.message) [\($0.id)]" } + row.warnings.map { "warning: \($0.message)" }
            if let difference = row.versionDifference { notes.insert(note(for: difference), at: 0) }
            return [
                NumberText.short(environment.container.width), NumberText.short(environment.container.height),
                environment.layoutDirection == .leftToRight ? "ltr" : "rtl",
                environment.traits.horizontalSizeClass.rawValue,
            ] + (showsVersion ? [String(environment.iOSVersion)] : []) + [
                row.contentSize.map { "\(NumberText.short($0.width)) × \(NumberText.short($0.height))" } ?? "invalid",
                row.sections.map(summary).joined(separator: "; "),
                notes.joined(separator: "; "),
            ]
        }
        return AlignedColumns(
            header: header, rows: lines, numericColumns: showsVersion ? [0, 1, 4] : [0, 1]
        ).text
    }

    /// `differs from iOS 17 in 4 of 40 elements`, or `same frames as iOS 17`.
    private func note(for difference: VersionDifference) -> String {
        let among = difference.isPartial ? "the first \(difference.comparedElements)" : "\(difference.comparedElements)"
        return difference.differingElements == 0
            ? "same frames as iOS \(difference.baseline)" + (difference.isPartial ? " (\(among) elements compared)" : "")
            : "differs from iOS \(difference.baseline) in \(difference.differingElements) of \(among) elements"
    }

    /// `s0: 3 per group × 4 (alternative 1)`.
    private func summary(_ section: SectionSummary) -> String {
        let alternative = section.alternative.map { " (alternative \($0))" } ?? ""
        return "s\(section.index): \(section.itemsPerGroup) per group × \(section.groups)\(alternative)"
    }
}
