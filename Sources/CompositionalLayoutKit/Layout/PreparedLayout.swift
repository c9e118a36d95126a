import ComplayoutEngine
import ComplayoutModel

/// A compositional layout prepared in one environment with one set of data: what its providers
/// returned, as complayout's model, and that model evaluated.
struct PreparedLayout {
    /// The layout, environment and data as a spec.
    let spec: SpecFile
    /// The spec evaluated.
    let evaluated: EvaluatedLayout
}
