import ComplayoutEngine
import ComplayoutModel
import ComplayoutAnalysis

/// What a picture of one evaluated layout shows: the content rectangle, the sections, every element
/// (or those in a region) in the order they are drawn, and the visible bounds at `contentOffset`.
public struct LayoutPicture: Sendable {
    /// Pictures of more elements than this are refused: give a region instead.
    public static let defaultElementLimit = 100_000

    /// Written above the picture, one line each: the name, the environment, the content size
    /// (and the region, when there is one).
    public var titles: [String]
    public var contentSize: Size
    /// The collection view's bounds: the container at `contentOffset`. Pinned items are where
    /// this offset puts them (R45, D7).
    public var viewport: Rect
    public var sections: [SectionOutline]
    /// The scroll axis, along which sections follow each other.
    public var scrollDirection: LayoutAxis
    /// Back to front: by zIndex, then in output order (language.md section 7).
    public var elements: [LayoutAttributes]
    /// Each element's opacity, in the order of `elements`: 1, except in a transition's pictures.
    public var opacities: [Double]
    /// When set, only this rectangle of the content is drawn, with the elements that overlap it.
    public var region: Rect?

    /// The picture of `layout`, evaluated from `spec`, titled with `name`, the environment and
    /// the content size. Throws when it would draw more than `elementLimit` elements.
    public init(
        _ layout: EvaluatedLayout, of spec: SpecFile, name: String, region: Rect? = nil,
        elementLimit: Int = defaultElementLimit
    ) throws(TooManyElements) {
        let environment = spec.environment
        let found: [LayoutAttributes]
        if let region {
            found = layout.elements(in: region, limit: elementLimit)
            guard found.count <= elementLimit else { throw TooManyElements(limit: elementLimit, inRegion: true) }
        } else {
            found = Array(layout.elements.prefix(elementLimit + 1))
            guard found.count <= elementLimit else { throw TooManyElements(limit: elementLimit, inRegion: false) }
        }
        // A stable sort: equal zIndex keeps output order.
        elements = found.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
        opacities = Array(repeating: 1, count: elements.count)
        contentSize = layout.contentSize
        viewport = Rect(
            origin: environment.effectiveContentOffset(scrollingAlong: spec.layout.scrollDirection),
            size: environment.container)
        sections = layout.sectionOutlines
        scrollDirection = spec.layout.scrollDirection
        self.region = region
        titles = Self.titles(name: name, environment: environment, contentSize: contentSize, region: region)
    }

    /// The picture of a transition at one progress (docs/transitions.md): its elements where the
    /// transition puts them, fading ones transparent, titled with the progress; no section outlines,
    /// since sections move. Throws when it would draw more than `elementLimit` elements.
    public init(
        transition frame: TransitionFrame, environment: LayoutEnvironment, scrollDirection: LayoutAxis, name: String,
        elementLimit: Int = defaultElementLimit
    ) throws(TooManyElements) {
        guard frame.elements.count <= elementLimit else { throw TooManyElements(limit: elementLimit, inRegion: false) }
        let sorted = frame.elements.enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }.map(\.element)
        elements = sorted.map(\.attributes)
        opacities = sorted.map(\.alpha)
        contentSize = frame.contentSize
        viewport = Rect(
            origin: environment.effectiveContentOffset(scrollingAlong: scrollDirection), size: environment.container)
        sections = []
        self.scrollDirection = scrollDirection
        region = nil
        titles = Self.titles(name: name, environment: environment, contentSize: frame.contentSize, region: nil)
        titles.insert("progress " + NumberText.short(frame.progress), at: 1)
    }

    /// `NAME`, `390 × 844, left to right, offset 0,120`, `content 390 × 760, region 0,0,390,300`.
    static func titles(name: String, environment: LayoutEnvironment, contentSize: Size, region: Rect?) -> [String] {
        let container = environment.container
        var setting = NumberText.short(container.width) + " × " + NumberText.short(container.height)
        setting += environment.layoutDirection == .leftToRight ? ", left to right" : ", right to left"
        if let offset = environment.contentOffset, offset != .zero {
            setting += ", offset " + NumberText.short(offset.x) + "," + NumberText.short(offset.y)
        }
        var content = "content " + NumberText.short(contentSize.width) + " × " + NumberText.short(contentSize.height)
        if let region {
            let numbers = [region.x, region.y, region.width, region.height].map(NumberText.short)
            content += ", region " + numbers.joined(separator: ",")
        }
        return [name, setting, content]
    }

    /// The part of the content plane the picture covers: the region, or everything it draws.
    var extent: Rect {
        if let region { return region }
        var rects = [Rect(origin: .zero, size: contentSize), viewport] + elements.map(\.frame)
        for section in sections {
            rects.append(section.frame)
            if let row = section.scrollingContent { rects.append(row) }
        }
        return rects.dropFirst().reduce(rects[0]) { $0.union($1) }
    }
}

/// A picture would draw more elements than its limit.
public struct TooManyElements: Error, Sendable, CustomStringConvertible {
    public var limit: Int
    /// True when the elements counted were those of a region.
    public var inRegion: Bool

    public var description: String {
        (inRegion ? "the region holds" : "the layout has") + " more than \(limit) elements to draw"
    }
}
