import ComplayoutDiagnostics
import ComplayoutAnalysis
import ComplayoutModel

/// Writes the rows of an environment matrix as JSON or as a table (docs/matrix.md).
public struct MatrixWriter {
    public init() {}

    /// `{ "environments": [ … ] }`, one object per row.
    public func json(for rows: [MatrixRow]) -> String {
        var text = "{\n  \"environments\": ["
        for (index, row) in rows.enumerated() {
            text += index == 0 ? "\n    " : ",\n    "
            text += object(for: row)
        }
        return text + (rows.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// An aligned table: one line per environment. An `iOS` column appears when any row is for
    /// another version than the latest.
    public func table(for rows: [MatrixRow]) -> String {
        let showsVersion = rows.contains { $0.environment.iOSVersion != LayoutEnvironment.latestIOSVersion }
        let header =
            ["width", "height", "direction", "size class"] + (showsVersion ? ["iOS"] : [])
            + ["content size", "sections", "notes"]
        let lines = rows.map { row in
            let environment = row.environment
            var notes = row.errors.map { "error: \($0.message) [\($0.id)]" } + row.warnings.map { "warning: \($0)" }
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

    private func object(for row: MatrixRow) -> String {
        let environment = row.environment
        var members = [
            "\"width\": \(NumberText.format(environment.container.width))",
            "\"height\": \(NumberText.format(environment.container.height))",
            "\"layoutDirection\": \"\(environment.layoutDirection.rawValue)\"",
            "\"horizontalSizeClass\": \"\(environment.traits.horizontalSizeClass.rawValue)\"",
            "\"iOSVersion\": \(environment.iOSVersion)",
            "\"valid\": \(row.isValid)",
        ]
        if let difference = row.versionDifference {
            members.append(
                "\"versionDifference\": { \"baseline\": \(difference.baseline), "
                    + "\"differingElements\": \(difference.differingElements), "
                    + "\"comparedElements\": \(difference.comparedElements), \"partial\": \(difference.isPartial) }")
        }
        if let size = row.contentSize {
            members.append(
                "\"contentSize\": { \"width\": \(NumberText.format(size.width)), "
                    + "\"height\": \(NumberText.format(size.height)) }")
        }
        let sections = row.sections.map { section in
            var fields = [
                "\"index\": \(section.index)", "\"itemsPerGroup\": \(section.itemsPerGroup)",
                "\"groups\": \(section.groups)", "\"items\": \(section.items)",
            ]
            if let alternative = section.alternative { fields.append("\"alternative\": \(alternative)") }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        members.append("\"sections\": [" + sections.joined(separator: ", ") + "]")
        members.append("\"warnings\": [" + row.warnings.map(JSONString.quoted).joined(separator: ", ") + "]")
        let errors = row.errors.map { error in
            var fields = ["\"id\": \(JSONString.quoted(error.id))", "\"message\": \(JSONString.quoted(error.message))"]
            if let start = error.range?.start {
                fields += ["\"line\": \(start.line)", "\"column\": \(start.column)"]
            }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        members.append("\"errors\": [" + errors.joined(separator: ", ") + "]")
        return "{ " + members.joined(separator: ", ") + " }"
    }
}
