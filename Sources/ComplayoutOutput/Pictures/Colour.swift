/// An opaque sRGB colour.
public struct Colour: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour written as 0xRRGGBB.
    public init(_ rgb: UInt32) {
        self.init(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    /// `#rrggbb`, as SVG writes it.
    public var description: String {
        "#"
            + [red, green, blue].map { component in
                let hex = String(component, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
    }
}
