/// A position in a source file: 1-based line, 1-based column counted in Unicode scalars.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range in a source file, from `start` up to (not including) `end`.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// A range that covers a single position.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    public var description: String { "\(start)-\(end)" }
}
