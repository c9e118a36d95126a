/// An array too long to hold in memory: the encoder asks for its items one at a time as it prints.
package protocol JSONItemStream {
    /// Hands each item to `body`, as a JSON value `encoder` makes or as text written elsewhere.
    func forEachItem(using encoder: JSONOutputEncoder, _ body: (JSONValue) throws -> Void) throws
}
