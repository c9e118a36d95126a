import ComplayoutModel

extension LayoutEnvironment {
    /// The insets a content-insets reference adds to the layout container (R6, R34), before any
    /// section insets; callers keep only the cross-axis edges (R6).
    ///
    /// `layoutMargins` are measured from the safe area (UIKit's `insetsLayoutMarginsFromSafeArea`
    /// default). The readable-content guide is the margins guide narrowed, centred, to at most
    /// `readableContentWidth` (see docs/evaluation.md).
    package func insets(for reference: ContentInsetsReference, layoutDefault: ContentInsetsReference) -> DirectionalInsets {
        switch reference.effective(layoutDefault: layoutDefault) {
        case .automatic, .safeArea:
            return safeAreaInsets
        case .none:
            return .zero
        case .layoutMargins:
            return safeAreaInsets + effectiveLayoutMargins
        case .readableContent:
            let margins = safeAreaInsets + effectiveLayoutMargins
            let available = container.width - margins.leading - margins.trailing
            let narrowing = max(0, (available - readableContentWidth) / 2)
            return margins + DirectionalInsets(leading: narrowing, trailing: narrowing)
        }
    }

    /// `reference`, in a layout whose own reference is `layoutDefault`, as applied across `axis`
    /// (R6, R34).
    func applied(
        _ reference: ContentInsetsReference, layoutDefault: ContentInsetsReference, across axis: LayoutAxis
    ) -> AppliedReference {
        AppliedReference(
            written: reference, effective: reference.effective(layoutDefault: layoutDefault),
            insets: insets(for: reference, layoutDefault: layoutDefault).only(along: axis))
    }
}

extension ContentInsetsReference {
    /// The reference this one stands for in a layout whose own is `layoutDefault`: a section's
    /// `automatic` is the layout's, and the layout's `automatic` is `safeArea` (R34, R64).
    package func effective(layoutDefault: ContentInsetsReference) -> ContentInsetsReference {
        guard self == .automatic else { return self }
        return layoutDefault == .automatic ? .safeArea : layoutDefault
    }
}

/// A content-insets reference as the engine applied it: as written, what it stands for, and its
/// insets across the scroll axis (R6, R34).
package struct AppliedReference: Sendable, Hashable {
    /// The reference as written.
    package var written: ContentInsetsReference
    /// What it stands for: `automatic` resolved (R34, R64).
    package var effective: ContentInsetsReference
    /// Its insets, on the edges across the scroll axis only.
    package var insets: DirectionalInsets
}
