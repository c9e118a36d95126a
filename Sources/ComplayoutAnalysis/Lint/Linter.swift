import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// Finds what UIKit accepts but is almost always a mistake, and reports it as warnings with positions.
///
/// Two kinds of check: those that read the spec as written (every section definition and
/// alternative, used or not), and those that need the geometry, which read the evaluated layout.
/// Warnings never stop evaluation; `--warnings-as-errors` makes the command line treat them as errors.
public struct Linter: Sendable {
    /// The bounds the groups are solved within, as the evaluation that gave the layout had them.
    public var limits: EvaluationLimits

    public init(limits: EvaluationLimits = .default) {
        self.limits = limits
    }

    /// Warnings about the spec as written.
    public func warnings(for spec: SpecFile) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for section in spec.layout.writtenSections {
            found += InsetCheck.warnings(for: section)
            let tree = LayoutNode.section(section)
            for group in tree.groups {
                found += InsetCheck.warnings(for: group)
                found += FractionSumCheck.warnings(for: group)
            }
            for item in tree.items {
                found += InsetCheck.warnings(for: item)
            }
        }
        return Self.ordered(found)
    }

    /// Warnings about the spec as written and about the layout it evaluates to.
    public func warnings(for spec: SpecFile, evaluated: EvaluatedLayout) -> [Diagnostic] {
        var found = warnings(for: spec)
        // A definition solved at several sizes (an alias in sections of different widths) gives a
        // warning about its content once, the first solution's, not once per size.
        var warnedPlaces = Set<WarnedPlace>()
        for group in Evaluator(limits: limits).solvedGroups(in: evaluated) {
            found += GroupContentCheck.warnings(for: group).filter {
                $0.range == nil || warnedPlaces.insert(WarnedPlace(id: $0.id, range: $0.range)).inserted
            }
        }
        let data = spec.effectiveData
        for section in evaluated.sections {
            found += SupplementaryPlacementCheck.warnings(for: section)
            found += ContainerOverflowCheck.warnings(
                for: section, of: evaluated,
                data: data.sections.indices.contains(section.index) ? data.sections[section.index] : nil,
                axis: spec.layout.scrollDirection, container: spec.environment.container)
        }
        found += ContentOffsetCheck.warnings(
            for: spec.environment, scrollAxis: spec.layout.scrollDirection, contentSize: evaluated.contentSize)
        return Self.ordered(found)
    }

    /// Sorted by position, without repeats: a definition reused through a YAML alias, or a nested
    /// group solved several times, gives the same warning at the same place once.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.uniqued().sortedByPosition()
    }
}

/// A warning's id and place, without its message, whose numbers differ from solution to solution.
private struct WarnedPlace: Hashable {
    var id: String
    var range: SourceRange?
}
