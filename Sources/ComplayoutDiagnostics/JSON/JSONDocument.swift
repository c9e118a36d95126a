/// A JSON document complayout prints, with the version of its format as its first member,
/// `formatVersion` (docs/cli.md, "Machine output and its versions").
public protocol JSONDocument: Codable {
    /// The version of the format this type writes; raised whenever a change could break a reader.
    static var currentVersion: Int { get }
    /// The member names whose arrays are printed one item a line; other arrays stay on one line.
    static var linedArrays: Set<String> { get }
    /// The version the document was written in: `currentVersion` for one made by this package.
    var formatVersion: Int { get }
}

extension JSONDocument {
    /// Writes the document, one member a line, to `output`.
    public func write(to output: inout some TextOutputStream) throws {
        try JSONOutputEncoder(for: Self.self).encode(self, to: &output)
    }
}
