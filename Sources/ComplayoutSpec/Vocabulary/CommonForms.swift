import ComplayoutModel

/// Value forms that several keys share (language.md section 10).
extension ValueForm {
    /// A number of points, never negative (sizes, spacings, insets).
    static let length = ValueForm.number(.nonNegative)
    /// A number of any sign (offsets, positions).
    static let coordinate = ValueForm.number(.any)
    /// `absolute(N)` or N, `estimated(N)`, `fractionalWidth(F)`, `fractionalHeight(F)`, `uniformAcrossSiblings(N)`.
    static let dimension = ValueForm.function(.dimension)
    /// `fixed(N)` or N, `flexible(N)`.
    static let spacing = ValueForm.function(.spacing)
    /// A number for all four edges, or `{ top, leading, bottom, trailing }`.
    static let insets = ValueForm.oneOf([.length, .mapping(.insets)])
    /// An element kind: any non-empty scalar.
    static let elementKind = ValueForm.text(nonEmpty: true)
    /// A zIndex: a whole number of any sign.
    static let zIndex = ValueForm.integer(.any)
    /// Where insets come from.
    static let contentInsetsReference = ValueForm.word(of: ContentInsetsReference.self)
    /// A size class.
    static let sizeClass = ValueForm.word(of: SizeClass.self)
    /// How the safe area joins the content inset.
    static let contentInsetAdjustment = ValueForm.word(of: ContentInsetAdjustment.self)
    /// A layout direction.
    static let layoutDirection = ValueForm.word(of: InterfaceDirection.self)
}
