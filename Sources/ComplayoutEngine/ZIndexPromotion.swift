import ComplayoutDiagnostics

/// R51: in a section with a background decoration, every cell's zIndex goes up by one and every
/// supplementary's becomes at least 1. The arithmetic, stated once; a zIndex of `Int.max` cannot
/// go up, and `ModelValidation` refuses it before evaluation (`integer-overflow`).
enum ZIndexPromotion {
    /// A cell's zIndex `own` in a section that `promotes` (has a background) or not.
    @inline(__always)
    static func cell(_ own: Int, promotes: Bool) -> Int {
        // Saturating, not trapping: `ModelValidation` has refused `Int.max` already.
        promotes ? (own == .max ? .max : own + 1) : own
    }

    /// A supplementary's zIndex `own` in a section that `promotes` or not.
    @inline(__always)
    static func supplementary(_ own: Int, promotes: Bool) -> Int {
        promotes ? max(own, 1) : own
    }

    /// The error for a custom frame whose zIndex `own` the section's background would lift past `Int.max`.
    static func overflow(_ own: Int, at source: SourceRange?) -> Diagnostic {
        .error(
            EngineDiagnosticID.integerOverflow,
            "zIndex \(own) cannot be promoted by this section's background decoration (zIndex + 1, R51): "
                + "it is the largest integer; use a smaller zIndex",
            at: source)
    }
}
