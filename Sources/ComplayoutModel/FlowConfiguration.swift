import ComplayoutDiagnostics

/// A section laid out as `UICollectionViewFlowLayout` lays out its sections (docs/flow.md): rows of
/// equal items, justified, with a header and a footer of reference sizes. The layout's scroll
/// direction is the flow's: in a horizontal layout the rows are columns.
public struct FlowConfiguration: Codable, Sendable, Hashable {
    /// Where `sectionInset` is measured from (`UICollectionViewFlowLayout.SectionInsetReference`).
    public enum SectionInsetReference: String, Codable, Sendable, Hashable, CaseIterable {
        /// From the collection view's content inset, which adds nothing across the scroll axis.
        case fromContentInset
        /// From the safe area.
        case fromSafeArea
        /// From the layout margins (inside the safe area).
        case fromLayoutMargins
    }

    /// Every item's size (`itemSize`; UIKit's default 50 × 50).
    public var itemSize: Size
    /// Between rows, along the scroll axis (UIKit's default 10).
    public var minimumLineSpacing: Double
    /// Between the items of a row, before justification (UIKit's default 10).
    public var minimumInteritemSpacing: Double
    /// Around the rows, in points (never fractions of the container).
    public var sectionInset: DirectionalInsets
    public var sectionInsetReference: SectionInsetReference
    /// The header's length along the scroll axis is the one that counts; 0 there: no header.
    public var headerReferenceSize: Size
    /// The footer's length along the scroll axis is the one that counts; 0 there: no footer.
    public var footerReferenceSize: Size
    public var headersPinToVisibleBounds: Bool
    public var footersPinToVisibleBounds: Bool
    /// The element kinds of the header and footer (UIKit's `elementKindSectionHeader`/`Footer`).
    public var headerKind: String
    public var footerKind: String
    /// Where `flow` is written, when it came from a file.
    @SourceAnnotation public var source: SourceRange?

    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10, sectionInset: DirectionalInsets = .zero,
        sectionInsetReference: SectionInsetReference = .fromContentInset, headerReferenceSize: Size = .zero,
        footerReferenceSize: Size = .zero, headersPinToVisibleBounds: Bool = false,
        footersPinToVisibleBounds: Bool = false, headerKind: String = "header", footerKind: String = "footer",
        source: SourceRange? = nil
    ) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.sectionInsetReference = sectionInsetReference
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.headersPinToVisibleBounds = headersPinToVisibleBounds
        self.footersPinToVisibleBounds = footersPinToVisibleBounds
        self.headerKind = headerKind
        self.footerKind = footerKind
        self.source = source
    }
}
