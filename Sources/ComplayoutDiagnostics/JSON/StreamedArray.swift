/// An array whose items are computed as they are printed, never held: the elements of a layout
/// of 10^9 items, the resting offsets of a section of 10^9 groups.
///
/// `JSONOutputEncoder` writes the items one at a time; other encoders see an ordinary array.
/// Decoded, it holds the items read.
public struct StreamedArray<Element: Codable>: Codable {
    /// Hands every item to its argument, in order.
    private let visit: ((Element) -> Void) -> Void
    /// The one hand-written writer of an item's JSON text, when speed matters (the element stream).
    private let text: ((Element) -> String)?

    /// The items `visiting` hands out, each computed as it is visited.
    public init(visiting: @escaping ((Element) -> Void) -> Void) {
        visit = visiting
        text = nil
    }

    /// The items of `elements`, computed as they are iterated.
    public init<Elements: Sequence<Element>>(_ elements: Elements) {
        self.init(visiting: { body in elements.forEach(body) })
    }

    /// Items whose one-line JSON text `text` writes faster than encoding them would; it must
    /// print exactly what `JSONOutputEncoder(layout: .line)` prints.
    package init(visiting: @escaping ((Element) -> Void) -> Void, text: @escaping (Element) -> String) {
        visit = visiting
        self.text = text
    }

    /// Hands every item to `body`, in order.
    public func forEach(_ body: (Element) -> Void) {
        withoutActuallyEscaping(body) { body in visit(body) }
    }

    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        // `JSONOutputEncoder` keeps the array a stream. Asking for the encoder's concrete type is a
        // comparison; asking each encoded value whether it is a stream (`as? any JSONItemStream`)
        // searched the program's protocol conformances once per type, a fifth of `eval`'s own work.
        if let tree = encoder as? JSONTreeEncoder {
            tree.builder.set(.stream(self))
            return
        }
        var container = encoder.unkeyedContainer()
        var failure: (any Error)?
        forEach { element in
            guard failure == nil else { return }
            do { try container.encode(element) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}

extension StreamedArray: JSONItemStream {
    package func forEachItem(using encoder: JSONOutputEncoder, _ body: (JSONValue) throws -> Void) throws {
        var failure: (any Error)?
        forEach { element in
            guard failure == nil else { return }
            do {
                try body(text.map { .verbatim($0(element)) } ?? encoder.value(of: element))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
