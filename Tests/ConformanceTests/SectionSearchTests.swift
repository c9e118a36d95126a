import Foundation
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import Testing

/// A rectangle query finds its sections by binary search over their reach along the scroll axis;
/// it must still find exactly what filtering every element finds, also where elements stick out
/// of their sections far into others, in empty sections, orthogonal sections, both directions.
@Suite struct SectionSearchTests {
    /// 120 sections of 0–7 items: a pinned header, a background, and a badge on every cell moved
    /// `reach` points along the scroll axis, through the sections that follow (or precede).
    private static func spec(scroll: LayoutAxis, orthogonal: Bool, reach: Double, direction: InterfaceDirection) -> String {
        let along = scroll == .vertical ? "y" : "x"
        let across = scroll == .vertical ? "x" : "y"
        let counts = (0..<120).map { String(($0 * 5) % 8) }.joined(separator: ", ")
        return """
            name: section search
            environment:
              container: { width: 400, height: 600 }
              layoutDirection: \(direction.rawValue)
              contentOffset: { \(along): 900, \(across): 0 }
            layout:
              scrollDirection: \(scroll.rawValue)
              interSectionSpacing: 6
              section:
                orthogonalScrollingBehavior: \(orthogonal ? "continuous" : "none")
                interGroupSpacing: 4
                contentInsets: { top: 3, leading: 5, bottom: 3, trailing: 5 }
                decorationItems:
                  - { background: card }
                boundarySupplementaryItems:
                  - kind: header
                    size: { width: absolute(60), height: absolute(20) }
                    alignment: \(scroll == .vertical ? "top" : "leading")
                    pinToVisibleBounds: true
                group:
                  \(scroll == .vertical ? "horizontal" : "vertical"):
                    size: { width: absolute(90), height: absolute(90) }
                    count: 2
                    subitems:
                      - item:
                          size: { width: fractionalWidth(0.5), height: fractionalHeight(0.5) }
                          supplementaryItems:
                            - kind: badge
                              size: { width: absolute(10), height: absolute(10) }
                              containerAnchor:
                                edges: [top, leading]
                                absoluteOffset: { \(along): \(reach), \(across): 0 }
            data:
              sections: [\(counts)]

            """
    }

    private static let cases: [(LayoutAxis, Bool, Double, InterfaceDirection)] = [
        (.vertical, false, 700, .leftToRight), (.vertical, false, -700, .rightToLeft),
        (.vertical, true, 500, .leftToRight), (.horizontal, false, 700, .rightToLeft),
        (.horizontal, true, -450, .leftToRight), (.vertical, false, 0, .leftToRight),
    ]

    @Test(arguments: cases.indices)
    func queriesFindWhatFilteringFinds(_ index: Int) throws {
        let (scroll, orthogonal, reach, direction) = Self.cases[index]
        let layout = try Evaluator().evaluate(
            SpecLoader.load(Self.spec(scroll: scroll, orthogonal: orthogonal, reach: reach, direction: direction)))
        let all = Array(layout.elements)
        let size = layout.contentSize
        let length = size[scroll]
        #expect(layout.sections.count == 120)
        var start = -800.0
        while start < length + 800 {
            for span in [1.0, 37, 250, 1_000] {
                var rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
                rect.origin[scroll] = start
                rect.size[scroll] = span
                #expect(layout.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "\(rect)")
            }
            start += 53
        }
    }
}
