import Complayout

/// The grid of benchmarks 4 and 8 with every cell measured: three columns in a container 390
/// points wide, 8 points between columns and rows, cells estimated 100 high and measured
/// `height(of:)`; each row is as tall as its tallest cell. Benchmarks/peers/taffy_grid.py and
/// yoga_grid.py `--measured` build the same grid.
struct MeasuredGrid {
    var cells: Int
    var width = 390.0
    var gap = 8.0
    var estimate = 100.0

    /// Cell `item`'s measured height: 60 to 156 points, varying from cell to cell (the peer's formula).
    static func height(of item: Int) -> Double { Double(60 + (item * 37) % 97) }

    /// How the measured heights are given: as a list (`heights:`, the compact form) or by item in
    /// `sizes:`; the raw value names it in `complayout-bench --probe`.
    enum HeightForm: String {
        case list
        case sizes
    }

    /// The layout, environment and data, every cell measured when `measured`, none otherwise.
    func layout(measured: Bool, heights form: HeightForm = .list) -> (CompositionalLayout, LayoutEnvironment, DataSource) {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate)))
        var group = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate)),
            kind: .stack(.horizontal, .count(3, .item(item))))
        group.interItemSpacing = .fixed(gap)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = gap
        var data = SectionData(itemCount: cells)
        if measured {
            switch form {
            case .list: data.heights = MeasuredLengths((0..<cells).map(Self.height(of:)))
            case .sizes: for item in 0..<cells { data.sizes[item] = MeasuredSize(height: Self.height(of: item)) }
            }
        }
        return (
            CompositionalLayout(sections: .uniform(.section(section))),
            LayoutEnvironment(container: Size(width: width, height: 844)),
            DataSource(sections: [data])
        )
    }

    /// The same grid, every cell measured, as spec text: its heights under `data`, in `form`.
    func text(heights form: HeightForm) -> String {
        var bytes = Array(
            """
            name: measured benchmark grid
            environment:
              container: { width: \(width), height: 844 }
            layout:
              section:
                interGroupSpacing: \(gap)
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: estimated(\(estimate)) }
                    interItemSpacing: fixed(\(gap))
                    count: 3
                    subitems:
                      - item: { size: { width: fractionalWidth(1), height: estimated(\(estimate)) } }
            data:
              sections:
                - items: \(cells)

            """.utf8)
        // Written byte by byte: benchmark 11 writes 10^7 heights. Every height is a whole number.
        func append(_ number: Int) { bytes.append(contentsOf: String(number).utf8) }
        switch form {
        case .list:
            bytes.reserveCapacity(bytes.count + cells * 5 + 20)
            bytes.append(contentsOf: "      heights: [".utf8)
            for item in 0..<cells {
                if item > 0 { bytes.append(contentsOf: ", ".utf8) }
                append(Int(Self.height(of: item)))
            }
            bytes.append(contentsOf: "]\n".utf8)
        case .sizes:
            bytes.reserveCapacity(bytes.count + cells * 30 + 20)
            bytes.append(contentsOf: "      sizes:\n".utf8)
            for item in 0..<cells {
                bytes.append(contentsOf: "        ".utf8)
                append(item)
                bytes.append(contentsOf: ": { height: ".utf8)
                append(Int(Self.height(of: item)))
                bytes.append(contentsOf: " }\n".utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
