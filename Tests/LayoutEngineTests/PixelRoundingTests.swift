@testable import ComplayoutEngine
import ComplayoutModel
import Testing

/// The grid's own half-away-from-zero rounding must give the bits the standard library's does.
@Suite struct PixelRoundingTests {
    private static let edges: [Double] = [
        0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
        0.5000000000000001, 1e-300, -1e-300, .leastNonzeroMagnitude, 4503599627370495.5, -4503599627370495.5,
        0x1p52, -0x1p52, 0x1p52 + 1, 0x1p53 + 2, 1e300, -1e300, .greatestFiniteMagnitude, .infinity, -.infinity,
        0x1p63, -0x1p63, 77_999_999_999.5, 25_999_999_000.49999,
    ]

    @Test(arguments: edges)
    func edgeValuesRoundAsTheStandardLibraryDoes(_ value: Double) {
        let expected = value.rounded(.toNearestOrAwayFromZero)
        #expect(PixelGrid.roundedHalfAwayFromZero(value).bitPattern == expected.bitPattern, "\(value)")
    }

    @Test func nanStaysNaN() {
        #expect(PixelGrid.roundedHalfAwayFromZero(.nan).isNaN)
    }

    @Test func randomValuesAtEveryMagnitudeRoundAsTheStandardLibraryDoes() {
        var generator = SystemRandomNumberGenerator()
        for exponent in -4...60 {
            for _ in 0..<2_000 {
                let magnitude = Double.random(in: 0..<1, using: &generator) * Double(sign: .plus, exponent: exponent, significand: 1)
                // Halves are the interesting case: hit them often.
                let value = Bool.random(using: &generator) ? magnitude : (magnitude * 2).rounded(.down) / 2
                for signed in [value, -value] {
                    let expected = signed.rounded(.toNearestOrAwayFromZero)
                    #expect(PixelGrid.roundedHalfAwayFromZero(signed).bitPattern == expected.bitPattern, "\(signed)")
                }
            }
        }
    }

    /// A display scale so fine (1e300, only in a model built in Swift) that a length times it
    /// overflows: every such length is already a whole number of pixels, so it stands as it is
    /// instead of becoming infinite (found by the model fuzz target).
    @Test func lengthsPastTheGridsPrecisionStandAsTheyAre() {
        let grid = PixelGrid(LayoutEnvironment(container: Size(width: 390, height: 844), traits: Traits(displayScale: 1e300)))
        #expect(grid.round(1e300) == 1e300)
        #expect(grid.round(44) == 44)
        #expect(grid.floorFractional(1e300) == 1e300)
        // At an ordinary scale, from 2^52 pixels up a value is its own rounding.
        let ordinary = PixelGrid(LayoutEnvironment(container: Size(width: 390, height: 844), traits: Traits(displayScale: 3)))
        #expect(ordinary.round(0x1p51 + 0.25) == 0x1p51 + 0.25)
        #expect(ordinary.round(10.4) == 31.0 / 3)
    }
}
