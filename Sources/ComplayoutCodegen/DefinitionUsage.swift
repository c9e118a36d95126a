import ComplayoutModel

/// How often each definition is used in a layout, in the order first met.
///
/// A definition used more than once (a YAML anchor with aliases) is declared once, before the
/// sections, and every use refers to that one value. Inside a shared definition nothing is
/// counted twice: its parts belong to its single declaration; nor is a section entry that repeats
/// an earlier one, since both indices share one provider `case`.
struct DefinitionUsage {
    private var counts: [Definition: Int] = [:]
    private var order: [Definition] = []

    init(_ layout: CompositionalLayout) {
        layout.boundarySupplementaryItems.forEach { count(.boundary($0)) }
        for definition in layout.sections.distinctDefinitions {
            for section in definition.sections {
                section.definitions.forEach { count($0) }
            }
        }
    }

    /// The definitions used more than once, in the order first met.
    var shared: [Definition] { order.filter(isShared) }

    /// True when the definition is used more than once.
    func isShared(_ definition: Definition) -> Bool { (counts[definition] ?? 0) > 1 }

    private mutating func count(_ definition: Definition) {
        if let seen = counts[definition] {
            counts[definition] = seen + 1
            return
        }
        counts[definition] = 1
        order.append(definition)
        definition.children.forEach { count($0) }
    }
}
