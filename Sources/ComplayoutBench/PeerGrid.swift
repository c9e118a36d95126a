/// The sizes and geometry of the grids benchmarks 4 and 8 lay out with complayout and with the
/// peers: three columns in a container 390 points wide, 8 points between columns and between
/// rows; uniform rows are 100 points high (`GridSpec`), measured cells 60 to 156 (`MeasuredGrid`).
enum PeerGrid {
    /// The cell counts compared, as powers of ten: 10^3, 10^4 and 10^5 cells.
    static let exponents = [3, 4, 5]
    static let width = 390.0
    static let gap = 8.0
    static let rowHeight = 100.0

    static func cells(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { product, _ in product * 10 }
    }

    /// The peer scripts' arguments for this grid (Benchmarks/peers/grid_options.py).
    static func arguments(exponent: Int, measured: Bool) -> [String] {
        ["--cells", "\(cells(exponent))", "--width", "\(width)", "--row-height", "\(rowHeight)", "--gap", "\(gap)"]
            + (measured ? ["--measured"] : [])
    }
}
