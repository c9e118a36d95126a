import Complayout

/// What the command line changes in a spec before it is evaluated: applied in one place,
/// `apply(to:)`, in a fixed order — the environment file replaces the spec's environment, a
/// device preset replaces the container, safe area and traits, then each single option
/// replaces its own value; the data file replaces the spec's data.
struct EnvironmentOverrides {
    /// `--environment FILE`: replaces the spec's whole environment; the file, to report problems with it in it.
    var environment: (value: LayoutEnvironment, file: SpecInput)?
    /// `--data FILE`: replaces the spec's data; the file, to report problems with it in it.
    var data: (source: DataSource, file: SpecInput)?
    var device: DevicePreset?
    var width: Double?
    var height: Double?
    /// `--rtl`: true for right to left; nil keeps the spec's direction.
    var rightToLeft: Bool?
    var scale: Double?
    var safeArea: DirectionalInsets?
    var contentOffset: Point?
    var horizontalSizeClass: SizeClass?
    var verticalSizeClass: SizeClass?
    var iOSVersion: Int?

    /// Changes `spec`; prints a problem of the data file with `spec`'s layout in that file and
    /// returns false.
    func apply(to spec: inout SpecFile) -> Bool {
        if let environment { spec.environment = environment.value }
        device?.apply(to: &spec.environment)
        if let width { spec.environment.container.width = width }
        if let height { spec.environment.container.height = height }
        if let rightToLeft { spec.environment.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight }
        if let scale { spec.environment.traits.displayScale = scale }
        if let safeArea { spec.environment.safeAreaInsets = safeArea }
        if let contentOffset {
            spec.environment.contentOffset = contentOffset
            spec.environment.contentOffsetSource = nil
        }
        if let horizontalSizeClass { spec.environment.traits.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { spec.environment.traits.verticalSizeClass = verticalSizeClass }
        if let iOSVersion { spec.environment.iOSVersion = iOSVersion }
        if let data {
            // The spec reader checks this for data written in the spec; data from its own file is
            // checked here, so that the error points into that file.
            if case .perSection(let definitions) = spec.layout.sections, data.source.sections.count > definitions.count {
                let extra = data.source.sections[definitions.count]
                data.file.report([
                    Diagnostic(
                        ModelDiagnostic.missingSectionDefinition(index: definitions.count, definitions: definitions.count),
                        at: extra.source)
                ])
                return false
            }
            spec.data = data.source
        }
        return true
    }

    /// The file the command line read `part` of the spec from, when it is not the spec's own.
    func file(for part: SpecPart) -> SpecInput? {
        switch part {
        case .layout: nil
        case .data: data?.file
        case .environment: environment?.file
        }
    }
}
