import ComplayoutModel

// The small values of UIKit's API as complayout's model spells them.

extension NSDirectionalEdgeInsets {
    /// The insets in complayout's model.
    var model: DirectionalInsets {
        DirectionalInsets(
            top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }

    /// Insets from complayout's model.
    init(_ insets: DirectionalInsets) {
        self.init(
            top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
            trailing: CGFloat(insets.trailing))
    }
}

extension UIContentInsetsReference {
    /// The reference in complayout's model.
    var model: ContentInsetsReference {
        switch self {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The behaviour in complayout's model.
    var model: OrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

extension NSRectAlignment {
    /// The alignment in complayout's model; nil for `.none`.
    var model: RectAlignment? {
        switch self {
        case .none: nil
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }
}

extension UICollectionLayoutListConfiguration {
    /// The list configuration in complayout's model.
    var model: ListConfiguration {
        let appearance: ListConfiguration.Appearance =
            switch self.appearance {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
        let header: ListConfiguration.HeaderMode =
            switch headerMode {
            case .none: .none
            case .supplementary: .supplementary
            case .firstItemInSection: .firstItemInSection
            }
        let footer: ListConfiguration.FooterMode = footerMode == .supplementary ? .supplementary : .none
        return ListConfiguration(appearance: appearance, headerMode: header, footerMode: footer)
    }
}

extension CGRect {
    /// A rectangle from complayout's model.
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// The rectangle in complayout's model.
    var model: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

extension CGSize {
    /// A size from complayout's model.
    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The size in complayout's model.
    var model: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGPoint {
    /// The point in complayout's model.
    var model: Point { Point(x: Double(x), y: Double(y)) }
}
