import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutYAML

/// Turns YAML nodes into the layout model, collecting every diagnostic on the way.
///
/// Each `read…` method reports what is wrong with its node and returns nil (or a default),
/// so reading goes on through the siblings and one pass finds every mistake in a file.
/// The methods live in one extension per concept (values, dimensions, groups, sections, …).
final class SpecReader {
    let limits: SpecLimits
    private(set) var diagnostics: DiagnosticCollector
    /// The element kinds of the section being read, for the uniqueness check (R44, D6).
    var sectionKinds: ElementKindRegistry?
    /// Where each `orthogonalOffsets` key is written, for the range check after data is read.
    var orthogonalOffsetKeys: [Int: YAMLNode] = [:]
    /// How many groups enclose the node being read.
    var groupDepth = 0

    init(limits: SpecLimits) {
        self.limits = limits
        diagnostics = DiagnosticCollector(maxErrors: limits.maxErrors)
    }

    /// Reports one of the reader's own messages at a node.
    func error(_ message: SpecDiagnostic, at node: YAMLNode, notes: [Diagnostic.Note] = []) {
        report(message, at: node.range, notes: notes)
    }

    /// Reports one of the reader's own messages at a range (nil: the problem has no place in the file).
    func error(_ message: SpecDiagnostic, at range: SourceRange?) {
        report(message, at: range)
    }

    /// Reports a message of another stage (`ModelDiagnostic`, `YAMLDiagnostic`) at a node.
    func report(_ message: some DiagnosticMessage, at node: YAMLNode, notes: [Diagnostic.Note] = []) {
        report(message, at: node.range, notes: notes)
    }

    /// Reports `message` at a range.
    func report(_ message: some DiagnosticMessage, at range: SourceRange?, notes: [Diagnostic.Note] = []) {
        diagnostics.add(Diagnostic(message, at: range, notes: notes))
    }

    /// Reports that `field` is not `expected` ("a list", "true or false").
    func wrongType(_ field: Field, expected: String) {
        error(.wrongType(expected: expected, place: field.place, found: NodeDescription.describe(field.node)), at: field.node)
    }

    /// Opens a mapping of `kind` for reading; see `MappingReader`.
    func mapping(_ field: Field, _ kind: MappingKind) -> MappingReader? {
        guard let pairs = field.node.mapping else {
            wrongType(field, expected: "a mapping")
            return nil
        }
        return MappingReader(field, pairs: pairs, kind: kind, reader: self)
    }

    /// The entries of a sequence, or nil after reporting `wrong-type`.
    func sequence(_ field: Field) -> YAMLNodeList? {
        guard let nodes = field.node.sequence else {
            wrongType(field, expected: "a list")
            return nil
        }
        return nodes
    }

    /// Reads each entry of a list with `read`, keeping the entries that read cleanly.
    func list<T>(_ field: Field, _ read: (Field) -> T?) -> [T] {
        guard let nodes = sequence(field) else { return [] }
        return nodes.compactMap { read(field.entry($0)) }
    }
}
