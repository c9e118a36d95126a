import Foundation
import ComplayoutEngine
import ComplayoutModel
import ComplayoutOutput
import ComplayoutSpec
import ComplayoutTestSupport

/// This test target's folder.
let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// Loads and evaluates the spec at `path` (relative to the package root), with the container
/// width and layout direction changed when given, and makes its picture named after the file.
func picture(
    _ path: String, width: Double? = nil, direction: InterfaceDirection? = nil, region: Rect? = nil
) throws -> LayoutPicture {
    let url = packageRoot.appendingPathComponent(path)
    var spec = try SpecLoader.load(String(decoding: try Data(contentsOf: url), as: UTF8.self))
    if let width { spec.environment.container.width = width }
    if let direction { spec.environment.layoutDirection = direction }
    let layout = try Evaluator().evaluate(spec)
    return try LayoutPicture(layout, of: spec, name: url.lastPathComponent, region: region)
}

/// A layout built in Swift: one section of `count` cells `width` × `height`, one per row.
func listPicture(count: Int, elementLimit: Int = LayoutPicture.defaultElementLimit, region: Rect? = nil) throws
    -> LayoutPicture
{
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
        kind: .stack(.horizontal, .repeating([.item(item)])))
    let spec = SpecFile(
        layout: CompositionalLayout(sections: .uniform(.section(LayoutSection(group: group)))),
        environment: LayoutEnvironment(container: Size(width: 100, height: 100)),
        data: DataSource(sections: [SectionData(itemCount: count)]))
    return try LayoutPicture(
        try Evaluator().evaluate(spec), of: spec, name: "list", region: region, elementLimit: elementLimit)
}
