import ComplayoutModel

extension LayoutEnvironment {
    /// The insets a content-insets reference adds to the layout container (R6, R34), before any
    /// section insets; callers keep only the cross-axis edges (R6).
    ///
    /// `layoutMargins` are measured from the safe area (UIKit's `insetsLayoutMarginsFromSafeArea`
    /// default). The readable-content guide is the margins guide narrowed, centred, to at most
    /// `readableContentWidth` (see docs/evaluation.md).
    package func insets(for reference: ContentInsetsReference, layoutDefault: ContentInsetsReference) -> DirectionalInsets {
        switch reference {
        case .automatic:
            return layoutDefault == .automatic
                ? safeAreaInsets : insets(for: layoutDefault, layoutDefault: .safeArea)
        case .none:
            return .zero
        case .safeArea:
            return safeAreaInsets
        case .layoutMargins:
            return safeAreaInsets + effectiveLayoutMargins
        case .readableContent:
            let margins = safeAreaInsets + effectiveLayoutMargins
            let available = container.width - margins.leading - margins.trailing
            let narrowing = max(0, (available - readableContentWidth) / 2)
            return margins + DirectionalInsets(leading: narrowing, trailing: narrowing)
        }
    }
}
