import Complayout
import ComplayoutPreviewInterface

/// A request's query, read: the environment parameters, handed to the `PreviewEnvironmentReader`,
/// and the server's own (`rect`, `index-path`, `orthogonal-offsets`, …).
struct PreviewParameters: Sendable {
    /// The environment parameters, as given.
    var environment: [String: String] = [:]
    var orthogonalOffsets = OrthogonalOffsets()
    /// The rest, each read by the endpoint that takes it.
    private var own: [String: String] = [:]

    /// Reads `query`'s pairs; refuses a name given twice, and any name that is neither `reader`'s,
    /// nor in `accepted` (the server's own parameters the endpoint takes), nor `orthogonal-offsets`
    /// (which every evaluation takes).
    init(
        _ query: [(name: String, value: String)], reader: any PreviewEnvironmentReader, accepted: Set<String> = []
    ) throws(PreviewRequestError) {
        for (name, value) in query {
            guard environment[name] == nil, own[name] == nil else {
                throw PreviewRequestError("the parameter '\(name)' is given twice")
            }
            if reader.parameterNames.contains(name) {
                environment[name] = value
            } else if accepted.contains(name) {
                own[name] = value
            } else if name == OrthogonalOffsets.name {
                orthogonalOffsets = try OrthogonalOffsets(value)
                own[name] = value
            } else {
                let known = (reader.parameterNames.union(accepted).union([OrthogonalOffsets.name])).sorted()
                throw PreviewRequestError(
                    "unknown parameter '\(name)'; this endpoint takes \(known.joined(separator: ", "))")
            }
        }
    }

    /// What the evaluation depends on, as one string: equal for requests that evaluate alike.
    var environmentKey: String {
        let pairs = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return (pairs + ["\(OrthogonalOffsets.name)=\(own[OrthogonalOffsets.name] ?? "")"]).joined(separator: "&")
    }

    /// The parameter `name` as text, or nil when it is not given.
    func text(_ name: String) -> String? { own[name] }

    /// The parameter `name` as a finite number; nil when it is not given.
    func number(_ name: String) throws(PreviewRequestError) -> Double? {
        guard let text = own[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw PreviewRequestError("'\(name)' must be a finite number, not '\(text)'")
        }
        return value
    }

    /// `rect=X,Y,W,H`, with a width and height of 0 or more; nil when it is not given.
    func rect() throws(PreviewRequestError) -> Rect? {
        guard let text = own["rect"] else { return nil }
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
        guard numbers.count == 4, text.split(separator: ",", omittingEmptySubsequences: false).count == 4,
            numbers.allSatisfy(\.isFinite), numbers[2] >= 0, numbers[3] >= 0
        else {
            throw PreviewRequestError("'rect' takes X,Y,W,H with a width and height of 0 or more, e.g. 0,0,390,844")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The element `index-path`, `kind` and `category` name, as `explain` reads its options.
    func elementKey() throws(PreviewRequestError) -> ElementKey {
        guard let text = own["index-path"] else {
            throw PreviewRequestError("'index-path' is required: S,I for a cell or supplementary, K for a layout-level item")
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let path = parts.compactMap { Int($0) }
        guard (1...2).contains(parts.count), path.count == parts.count, path.allSatisfy({ $0 >= 0 }) else {
            throw PreviewRequestError("'index-path' takes S,I (or K for a layout-level item), e.g. 0,12, not '\(text)'")
        }
        let kind = own["kind"]
        if path.count == 1, kind == nil {
            throw PreviewRequestError("'index-path' K names a layout-level boundary item: give its 'kind'")
        }
        var category: ElementCategory = kind == nil ? .cell : .supplementary
        if let name = own["category"] {
            guard let named = ElementCategory(rawValue: name) else {
                throw PreviewRequestError("'category' is cell, supplementary or decoration, not '\(name)'")
            }
            category = named
        }
        return ElementKey(category: category, kind: kind, indexPath: path)
    }
}

/// `orthogonal-offsets=S:O,S:O`: where orthogonal sections are scrolled to, each offset along the
/// section's own scroll axis, as `scroll-targets` measures it (docs/scrolling.md); set as the
/// spec's `environment.orthogonalOffsets`.
struct OrthogonalOffsets: Sendable {
    static let name = "orthogonal-offsets"
    var offsets: [Int: Double] = [:]

    init() {}

    init(_ text: String) throws(PreviewRequestError) {
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0]), section >= 0, let offset = Double(parts[1]),
                offset.isFinite, offsets[section] == nil
            else {
                throw PreviewRequestError(
                    "'\(Self.name)' takes SECTION:OFFSET pairs separated by commas, each section once, e.g. 0:120,2:40")
            }
            offsets[section] = offset
        }
    }

    /// Sets the offsets in `spec`'s environment, across the layout's scroll axis (R54).
    func apply(to spec: inout SpecFile) {
        let across = spec.layout.scrollDirection.cross
        for (section, offset) in offsets {
            var point = Point.zero
            point[across] = offset
            spec.environment.orthogonalOffsets[section] = point
        }
    }
}
