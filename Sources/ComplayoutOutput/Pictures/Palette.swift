import ComplayoutModel

/// How an element is filled and outlined.
public struct ElementStyle: Sendable, Hashable {
    public var fill: Colour
    public var stroke: Colour
}

/// The colours of a picture (docs/rendering.md has the legend). Elements are coloured by category,
/// and supplementaries and decorations also by kind, through a hash of the kind that does not
/// change from run to run.
public enum Palette {
    /// Every cell.
    public static let cell = ElementStyle(fill: Colour(0xDDF4FF), stroke: Colour(0x0969DA))
    /// Supplementaries: warm and green tones, one per kind.
    public static let supplementaries = [
        ElementStyle(fill: Colour(0xFFE2C2), stroke: Colour(0xBC4C00)),
        ElementStyle(fill: Colour(0xD2F4D3), stroke: Colour(0x1A7F37)),
        ElementStyle(fill: Colour(0xFBDFF0), stroke: Colour(0xBF3989)),
        ElementStyle(fill: Colour(0xFFF1B8), stroke: Colour(0x9A6700)),
        ElementStyle(fill: Colour(0xE6DEFF), stroke: Colour(0x6639BA)),
    ]
    /// Decorations: quiet greys and sands, one per kind.
    public static let decorations = [
        ElementStyle(fill: Colour(0xEAEEF2), stroke: Colour(0x8C959F)),
        ElementStyle(fill: Colour(0xF0EBE3), stroke: Colour(0x9C8F7D)),
        ElementStyle(fill: Colour(0xE4EDEA), stroke: Colour(0x7D948C)),
    ]

    /// Around the content: the canvas.
    public static let canvas = Colour(0xF6F8FA)
    /// The content rectangle (0, 0, content size).
    public static let content = ElementStyle(fill: Colour(0xFFFFFF), stroke: Colour(0x1F2328))
    /// Section outlines, dashed.
    public static let section = Colour(0x6E7781)
    /// An orthogonal section's scrolling row (dotted) and its container-wide window (solid).
    public static let orthogonal = Colour(0x1B7C83)
    /// The visible bounds at `contentOffset`.
    public static let viewport = Colour(0x8250DF)
    /// Elements whose frames differ between the two layouts of a diff.
    public static let difference = Colour(0xCF222E)
    /// The second layout of a diff, outlined.
    public static let otherLayout = Colour(0x57606A)
    /// Labels and titles.
    public static let text = Colour(0x1F2328)

    /// The style of the element `key`.
    public static func style(for key: ElementKey) -> ElementStyle {
        switch key.category {
        case .cell: cell
        case .supplementary: pick(supplementaries, for: key.kind)
        case .decoration: pick(decorations, for: key.kind)
        }
    }

    private static func pick(_ styles: [ElementStyle], for kind: String?) -> ElementStyle {
        styles[Int(fnv1a(kind ?? "") % UInt32(styles.count))]
    }

    /// FNV-1a over the UTF-8 bytes: stable across runs, unlike `Hasher`.
    private static func fnv1a(_ text: String) -> UInt32 {
        text.utf8.reduce(2_166_136_261) { hash, byte in (hash ^ UInt32(byte)) &* 16_777_619 }
    }
}
