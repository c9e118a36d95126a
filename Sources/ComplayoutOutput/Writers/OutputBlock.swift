/// A block of bytes written in place by a `ByteCursor` and handed on to a text stream, as one
/// `String`, whenever the next write might not fit: one `String` per 64 KiB of output rather than
/// several per element.
package struct OutputBlock: ~Copyable {
    private let start: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0

    package init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    /// Lets `body` write at most `maximumCount` bytes, first handing what the block holds to
    /// `output` when they might not fit; a write longer than the whole block goes to `output` alone.
    @inline(__always)
    package mutating func write(
        maximumCount: Int, flushingTo output: inout some TextOutputStream, _ body: (inout ByteCursor) -> Void
    ) {
        if capacity - count < maximumCount {
            flush(to: &output)
            guard maximumCount <= capacity else {
                return output.write(
                    String(unsafeUninitializedCapacity: maximumCount) { buffer in
                        var cursor = ByteCursor(buffer.baseAddress!)
                        body(&cursor)
                        return cursor.position - buffer.baseAddress!
                    })
            }
        }
        var cursor = ByteCursor(start + count)
        body(&cursor)
        count = cursor.position - start
    }

    /// Hands every byte written so far to `output`.
    package mutating func flush(to output: inout some TextOutputStream) {
        guard count > 0 else { return }
        output.write(String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self))
        count = 0
    }
}
