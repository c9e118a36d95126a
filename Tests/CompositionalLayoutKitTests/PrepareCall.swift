import ComplayoutModel

/// Swift source that prepares a layout called `layout` in a spec's environment with its data, as
/// an app's test writes the call: `try layout.prepare(containerSize: …, itemCounts: …, …)`.
enum PrepareCall {
    /// The call for `spec`; every parameter written, so that a default of the kit's cannot hide
    /// one of the spec's.
    static func source(for spec: SpecFile) -> String {
        let environment = spec.environment
        let data = spec.effectiveData
        var measured: [String] = []
        var supplementaries: [String] = []
        for (section, sectionData) in data.sections.enumerated() {
            for (item, size) in sectionData.measuredCellSizes {
                measured.append("IndexPath(item: \(item), section: \(section)): \(self.size(size))")
            }
            let kinds = sectionData.supplementarySizes.sorted { $0.key < $1.key }
                .map { "\(string($0.key)): \(self.size($0.value))" }
            if !kinds.isEmpty { supplementaries.append("\(section): [\(kinds.joined(separator: ", "))]") }
        }
        let traits = environment.traits
        let arguments = [
            "containerSize: CGSize(width: \(environment.container.width), height: \(environment.container.height))",
            "itemCounts: \(data.sections.map(\.itemCount))",
            "displayScale: \(traits.displayScale)",
            "traits: UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .\(traits.horizontalSizeClass)), "
                + "UITraitCollection(verticalSizeClass: .\(traits.verticalSizeClass)), "
                + "UITraitCollection(layoutDirection: .\(environment.layoutDirection))])",
            "safeAreaInsets: \(insets(environment.safeAreaInsets))",
            "layoutMargins: \(environment.layoutMargins.map(insets) ?? "nil")",
            "readableContentWidth: \(environment.readableContentWidth)",
            "contentInset: \(insets(environment.contentInset))",
            "adjustsContentInsetForSafeArea: \(environment.contentInsetAdjustment == .automatic)",
            "contentOffset: \(environment.contentOffset.map(point) ?? "nil")",
            "orthogonalOffsets: "
                + dictionary(
                    environment.orthogonalOffsets.sorted { $0.key < $1.key }.map { "\($0.key): \(point($0.value))" }),
            "measuredSizes: \(dictionary(measured))",
            "measuredSupplementarySizes: \(dictionary(supplementaries))",
            "iOSVersion: \(environment.iOSVersion)",
        ]
        return "try layout.prepare(\n    " + arguments.joined(separator: ",\n    ") + ")"
    }

    private static func insets(_ insets: DirectionalInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(insets.top), leading: \(insets.leading), bottom: \(insets.bottom), "
            + "trailing: \(insets.trailing))"
    }

    private static func point(_ point: Point) -> String { "CGPoint(x: \(point.x), y: \(point.y))" }

    /// A measured size; an axis the spec leaves unmeasured is `.nan`, which the kit reads as not
    /// measured (a cell that keeps its estimate there).
    private static func size(_ size: MeasuredSize) -> String {
        "CGSize(width: \(size.width.map { "\($0)" } ?? ".nan"), height: \(size.height.map { "\($0)" } ?? ".nan"))"
    }

    private static func dictionary(_ entries: [String]) -> String {
        entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
    }

    /// A Swift string literal of `text`.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                literal +=
                    scalar.value < 0x20 || scalar.value == 0x7F
                    ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }
        return literal + "\""
    }
}
