/// The collection view: on this platform only the names its layouts use.
@MainActor open class UICollectionView {
    private init() {}

    /// The axis a collection view scrolls along.
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Up and down.
        case vertical = 0
        /// Left and right.
        case horizontal = 1
    }

    /// What kind of view an element is.
    public enum ElementCategory: UInt, Hashable, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view: a header, footer or badge.
        case supplementaryView = 1
        /// A decoration view: a background.
        case decorationView = 2
    }

    /// The element kind of a section header (UIKit's constant).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a section footer (UIKit's constant).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
