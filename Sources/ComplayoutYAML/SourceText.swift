/// A spec's bytes as the text its diagnostics quote, decoded as libyaml decodes them: UTF-16 when
/// the file begins with a UTF-16 byte order mark (little- or big-endian), UTF-8 otherwise, invalid
/// sequences shown as U+FFFD. A UTF-16 file is read by libyaml and its positions count its
/// characters, so its lines are quoted as text, not as bytes with a NUL between each letter.
package enum SourceText {
    package static func decoding(_ bytes: [UInt8]) -> String {
        let littleEndian = bytes.starts(with: [0xFF, 0xFE])
        guard littleEndian || bytes.starts(with: [0xFE, 0xFF]) else { return String(decoding: bytes, as: UTF8.self) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2  // libyaml skips the mark
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
