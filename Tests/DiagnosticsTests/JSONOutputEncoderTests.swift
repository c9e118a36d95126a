import Complayout
import Foundation
import Testing

/// The package's one JSON encoder: layouts, numbers, streams.
@Suite struct JSONOutputEncoderTests {
    private struct Document: JSONDocument {
        static let currentVersion = 7
        static let linedArrays: Set<String> = ["rows"]

        struct Row: Codable {
            var name: String
            var values: [Double]
            var note: String?
        }

        var formatVersion = Self.currentVersion
        var size = Size(width: 76.5, height: 278)
        var rows: [Row]
        var empty: [Row] = []
    }

    @Test func aDocumentHasOneMemberALineAndItsLinedArraysOneItemALine() throws {
        let document = Document(rows: [
            .init(name: "a", values: [-7.5, 0, 1e-3], note: "x\ty"), .init(name: "b\"", values: [], note: nil),
        ])
        #expect(
            try JSONOutputEncoder(for: Document.self).text(of: document) == """
                {
                  "formatVersion": 7,
                  "size": { "width": 76.5, "height": 278 },
                  "rows": [
                    { "name": "a", "values": [-7.5, 0, 0.001], "note": "x\\ty" },
                    { "name": "b\\"", "values": [] }
                  ],
                  "empty": []
                }

                """)
        #expect(
            try JSONOutputEncoder(layout: .line).text(of: document.rows[0])
                == #"{ "name": "a", "values": [-7.5, 0, 0.001], "note": "x\ty" }"# + "\n")
    }

    @Test func numbersReadBackExactly() throws {
        let numbers = [124.66666666666667, 1.0 / 3, 278, -0.5, 1e15, 12_345_678.9]
        let text = try JSONOutputEncoder(layout: .line).text(of: numbers)
        #expect(text == "[124.66666666666667, 0.3333333333333333, 278, -0.5, 1000000000000000.0, 12345678.9]\n")
        #expect(try JSONDecoder().decode([Double].self, from: Data(text.utf8)) == numbers)
    }

    @Test func nonFiniteNumbersAreRefused() {
        #expect(throws: EncodingError.self) { try JSONOutputEncoder(layout: .line).text(of: [Double.infinity]) }
        #expect(throws: EncodingError.self) { try JSONOutputEncoder(layout: .line).text(of: Size(width: .nan, height: 0)) }
    }

    /// Each item is printed before the next is computed: nothing is collected.
    @Test func aStreamedArrayIsPrintedAsItIsVisited() throws {
        let printed = Printed()
        var output = PrintedStream(printed: printed)
        var printedBeforeEach: [Bool] = []
        let stream = StreamedArray<Int>(visiting: { visit in
            for item in 0..<4 {
                visit(item)
                printedBeforeEach.append(printed.text.hasSuffix("\(item)"))
            }
        })
        try JSONOutputEncoder(layout: .line).encode(stream, to: &output)
        let text = printed.text
        #expect(text == "[0, 1, 2, 3]\n")
        #expect(printedBeforeEach == [true, true, true, true])
        #expect(try JSONDecoder().decode(StreamedArray<Int>.self, from: Data(text.utf8)).collected == [0, 1, 2, 3])
    }

    /// Another encoder sees a streamed array as an ordinary array.
    @Test func foundationEncodesAStreamAsAnArray() throws {
        let data = try JSONEncoder().encode(StreamedArray([1.5, 2]))
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,2]")
    }

    /// The JSON Schema's layout: arrays of scalars and objects of one flat member on one line.
    @Test func theExpandedLayoutKeepsFlatValuesOnOneLine() throws {
        struct Schema: Encodable {
            var type = ["object", "null"]
            var items = ["enum": ["a"]]
            var properties = ["x": Size(width: 1, height: 2)]
        }
        #expect(
            try JSONOutputEncoder(layout: .expanded).text(of: Schema()) == """
                {
                  "type": ["object", "null"],
                  "items": { "enum": ["a"] },
                  "properties": {
                    "x": {
                      "width": 1,
                      "height": 2
                    }
                  }
                }

                """)
    }
}

extension StreamedArray {
    /// The items, collected (for tests of small arrays).
    fileprivate var collected: [Element] {
        var items: [Element] = []
        forEach { items.append($0) }
        return items
    }
}

/// What a stream printed so far, readable while it prints.
private final class Printed {
    var text = ""
}

private struct PrintedStream: TextOutputStream {
    let printed: Printed
    mutating func write(_ string: String) { printed.text += string }
}
