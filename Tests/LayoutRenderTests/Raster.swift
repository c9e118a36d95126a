import Foundation
import FoundationXML
import ComplayoutModel
import ComplayoutOutput
import ComplayoutTestSupport

/// `rsvg-convert` (Debian's librsvg2-bin), when it is on the PATH.
let rsvgConvert: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin")
    .split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("rsvg-convert") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// An SVG document turned into a PNG by rsvg-convert, and facts about the PNG read back by
/// png_probe.py: its size, how many colours it has, the colours of some pixels.
struct Raster {
    var width: Int
    var height: Int
    var distinctColours: Int
    /// The colours (`#rrggbb`) at the points asked for, in order.
    var pixels: [String?]
    /// How many pixels have each colour asked for.
    var counts: [String: Int]

    /// Renders `svg` and reads the pixels at `points` (document pixels) and the counts of `colours`.
    init(svg: String, points: [Point] = [], counting colours: [Colour] = []) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pngFile = folder.appendingPathComponent("picture.png")
        try Self.png(from: svg).write(to: pngFile)
        let arguments =
            ["python3", testFolder.appendingPathComponent("png_probe.py").path, pngFile.path]
            + points.map { "\(Int($0.x.rounded(.down))),\(Int($0.y.rounded(.down)))" } + colours.map(\.description)
        let output = try Self.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        guard let json = try JSONSerialization.jsonObject(with: output) as? [String: Any],
            let width = json["width"] as? Int, let height = json["height"] as? Int,
            let distinct = json["distinctColours"] as? Int, let pixels = json["pixels"] as? [Any],
            let counts = json["counts"] as? [String: Int]
        else { throw RasterError("png_probe.py printed \(String(decoding: output, as: UTF8.self))") }
        self.width = width
        self.height = height
        distinctColours = distinct
        self.pixels = pixels.map { $0 as? String }
        self.counts = counts
    }

    /// The PNG that rsvg-convert draws of `svg`.
    static func png(from svg: String) throws -> Data {
        guard let rsvgConvert else { throw RasterError("rsvg-convert is not installed") }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("picture.svg")
        try Data(svg.utf8).write(to: svgFile)
        return try run(rsvgConvert, [svgFile.path])
    }

    /// The width and height in a PNG's header, or nil when `data` is not a PNG.
    static func size(ofPNG data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]  // IHDR
        else { return nil }
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-raster-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs a program; its standard output, or an error with its standard error when it fails.
    private static func run(_ program: URL, _ arguments: [String]) throws -> Data {
        let run = try ProcessRun(program, arguments)
        guard run.status == 0 else {
            throw RasterError("\(program.lastPathComponent) \(arguments.joined(separator: " ")) failed: \(run.errors)")
        }
        return run.outputData
    }
}

struct RasterError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Where an SVG document says its pictures are: the document's size, and for each nested
/// `<svg>` (one per picture) the map from content coordinates to document pixels.
struct DocumentGeometry {
    var width: Double
    var height: Double
    /// Each picture's place in the document and the content rectangle (viewBox) it shows.
    var pictures: [(place: Rect, viewBox: Rect)]

    /// Reads the geometry from the SVG text, as any viewer would.
    init(svg: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse(), let size = reader.size else {
            throw RasterError("not well-formed SVG: \(parser.parserError.map(String.init(describing:)) ?? "no <svg>")")
        }
        (width, height) = (size.width, size.height)
        pictures = reader.pictures
    }

    /// The document point that shows `point` of picture `index`'s content (a whole layout's picture,
    /// whose coordinates are the content's own).
    func documentPoint(_ point: Point, picture index: Int = 0) -> Point {
        let (place, viewBox) = pictures[index]
        return Point(
            x: place.x + (point.x - viewBox.x) * place.width / viewBox.width,
            y: place.y + (point.y - viewBox.y) * place.height / viewBox.height)
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var size: Size?
        var pictures: [(place: Rect, viewBox: Rect)] = []
        private var depth = 0

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            defer { depth += 1 }
            guard name == "svg" else { return }
            let number = { (key: String) in Double(attributes[key] ?? "") ?? 0 }
            if depth == 0 {
                size = Size(width: number("width"), height: number("height"))
                return
            }
            let box = (attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
            guard box.count == 4 else { return }
            pictures.append(
                (
                    Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height")),
                    Rect(x: box[0], y: box[1], width: box[2], height: box[3])
                ))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
        }
    }
}
