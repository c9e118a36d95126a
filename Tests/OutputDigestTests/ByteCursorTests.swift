import ComplayoutDiagnostics
import ComplayoutOutput
import Testing

/// The byte-level number writer prints what `Double.plainText` and `String(Int)` print.
@Suite struct ByteCursorTests {
    private func bytes(_ write: (inout ByteCursor) -> Void) -> String {
        String(unsafeUninitializedCapacity: 64) { buffer in
            var cursor = ByteCursor(buffer.baseAddress!)
            write(&cursor)
            return cursor.position - buffer.baseAddress!
        }
    }

    private func expectSameText(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(bytes { $0.append(number: value) } == value.plainText, "\(value)", sourceLocation: sourceLocation)
    }

    @Test func integersPrintAsTheStandardLibraryPrintsThem() {
        for value in [0, 1, -1, 9, 10, 99, 100, 12_345, -67_890, 999_999_999_999, Int.max, Int.min] {
            #expect(bytes { $0.append(integer: value) } == String(value))
        }
        for power in 0..<19 {
            let value = (0..<power).reduce(1) { product, _ in product * 10 }
            #expect(bytes { $0.append(integer: value) } == String(value))
            #expect(bytes { $0.append(integer: value - 1) } == String(value - 1))
        }
    }

    @Test func framesOnThePixelGridsPrintAsPlainTextDoes() {
        // What frames hold: whole points, and multiples of a half, third and quarter point, both signs.
        for numerator in -3_000...30_000 {
            for scale in [1.0, 2.0, 3.0, 4.0, 8.0] {
                expectSameText(Double(numerator) / scale)
            }
        }
        for value in [1e7 / 3, 123_456.5, 0.001, 0.0015, 0.1, 0.2, 0.3, 1.1, 2.675, 1e-3 + 1e-17] {
            expectSameText(value)
            expectSameText(-value)
        }
    }

    @Test func everyOtherNumberPrintsAsPlainTextDoes() {
        // The edges of the fast paths: magnitudes near 10^15, 10^-3, 2^52, and what is not finite.
        let edges: [Double] = [
            0, -0.0, 1e15, 1e15 - 0.5, 1e15 + 1, 999_999_999_999_999.9, 0x1p52, 0x1p52 + 1, 0x1p53, 1e16, 1e300,
            0.000999, 0.0001, 1e-5, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .pi, 1 / 3,
            123_456_789.123_456_78, .infinity, -.infinity, .nan,
        ]
        for value in edges {
            expectSameText(value)
            expectSameText(-value)
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let digits = Double(Int.random(in: -1_000_000_000...1_000_000_000, using: &generator))
            let places = [1.0, 10, 100, 1_000, 10_000, 1e6, 1e9][Int.random(in: 0..<7, using: &generator)]
            expectSameText(digits / places)
            expectSameText(Double.random(in: -1e6...1e6, using: &generator))
            expectSameText(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
        }
    }
}
