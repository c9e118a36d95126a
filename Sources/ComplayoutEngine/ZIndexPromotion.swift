import ComplayoutDiagnostics

/// R51: in a section with a background decoration, every cell's zIndex goes up by one and every
/// supplementary's becomes at least 1. The arithmetic, stated once; a zIndex of `Int.max` cannot
/// go up, and `ModelValidation` refuses it before evaluation (`integer-overflow`).
package struct ZIndexPromotion: Sendable, Hashable {
    /// True when the section has a background decoration.
    package var promotes: Bool

    /// A cell's zIndex: lifted by one (saturating, not trapping: `ModelValidation` has refused
    /// `Int.max` already).
    @inline(__always)
    package func cell(_ own: Int) -> Int {
        promotes ? (own == .max ? .max : own + 1) : own
    }

    /// A supplementary's zIndex: lifted to at least 1.
    @inline(__always)
    package func supplementary(_ own: Int) -> Int {
        promotes ? max(own, 1) : own
    }

    /// The error for a custom frame whose zIndex `own` the section's background would lift past `Int.max`.
    static func overflow(_ own: Int, at source: SourceRange?) -> Diagnostic {
        Diagnostic(EngineDiagnostic.zIndexOverflow(own), at: source)
    }
}
