/// The model fuzz target's bytes as `ModelGenerator`'s choices (docs/fuzzing.md): one byte a
/// choice, in the top bits, so that a choice among n options is about `byte × n / 256`. Past the
/// last byte the choices come from a generator seeded by the input, so every input builds a whole
/// model. Shared by the fuzz target and the test that replays the inputs it found.
public struct FuzzedChoices: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0
    private var rest: SplitMix64

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        rest = SplitMix64(state: bytes.reduce(UInt64(bytes.count)) { $0 &* 31 &+ UInt64($1) })
    }

    public mutating func next() -> UInt64 {
        guard position < bytes.count else { return rest.next() }
        defer { position += 1 }
        return UInt64(bytes[position]) << 56 | 0x0080_0000_0000_0000
    }
}
