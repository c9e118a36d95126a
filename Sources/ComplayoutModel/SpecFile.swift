import ComplayoutDiagnostics

/// Everything one layout file says: the layout, where to evaluate it, with what data, and what to expect.
public struct SpecFile: Codable, Sendable, Hashable {
    public var name: String?
    public var description: String?
    public var layout: CompositionalLayout
    public var environment: LayoutEnvironment
    /// nil: the default data (one section per definition, 10 items each).
    public var data: DataSource?
    /// Present when the file is a conformance case.
    public var expectation: CaseExpectation?

    public init(
        name: String? = nil, description: String? = nil, layout: CompositionalLayout, environment: LayoutEnvironment = LayoutEnvironment(),
        data: DataSource? = nil, expectation: CaseExpectation? = nil
    ) {
        self.name = name
        self.description = description
        self.layout = layout
        self.environment = environment
        self.data = data
        self.expectation = expectation
    }

    /// The data to evaluate with: the file's, or the default.
    public var effectiveData: DataSource { data ?? .default(for: layout) }
}

/// What a conformance case expects (language.md section 7).
public enum CaseExpectation: Sendable, Hashable {
    /// Evaluation must give this content size and these elements.
    case layout(ExpectedLayout)
    /// Loading must fail with a diagnostic whose message contains `message`, on `line` and with
    /// the id `id` when they are given.
    case error(message: String, line: Int?, id: String?, source: SourceRange?)
}

extension CaseExpectation {
    /// Equal when they expect the same, wherever they are written.
    public static func == (lhs: CaseExpectation, rhs: CaseExpectation) -> Bool {
        switch (lhs, rhs) {
        case (.layout(let left), .layout(let right)): left == right
        case (.error(let message, let line, let id, _), .error(let otherMessage, let otherLine, let otherID, _)):
            message == otherMessage && line == otherLine && id == otherID
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .layout(let layout):
            hasher.combine(0)
            hasher.combine(layout)
        case .error(let message, let line, let id, _):
            hasher.combine(1)
            hasher.combine(message)
            hasher.combine(line)
            hasher.combine(id)
        }
    }
}

/// The expected result of evaluating a case.
public struct ExpectedLayout: Codable, Sendable, Hashable {
    public var contentSize: Size?
    public var elements: [ExpectedElement]
    /// When true, only the listed elements are checked.
    public var partial: Bool
    /// The pass the case is evaluated in (default `final`).
    public var pass: EvaluationPass
    /// Why the engine is known to disagree with this expectation (a recorded UIKit frame it does
    /// not reproduce yet): the case must fail, and passing is reported so the mark can go.
    public var knownGap: String?
    @SourceAnnotation public var source: SourceRange?

    public init(
        contentSize: Size?, elements: [ExpectedElement], partial: Bool = false, pass: EvaluationPass = .final,
        knownGap: String? = nil, source: SourceRange? = nil
    ) {
        self.contentSize = contentSize
        self.elements = elements
        self.partial = partial
        self.pass = pass
        self.knownGap = knownGap
        self.source = source
    }
}

/// One expected element, matched by its key.
public struct ExpectedElement: Codable, Sendable, Hashable {
    public var key: ElementKey
    public var frame: Rect
    /// nil: not checked (a recorded case where UIKit's zIndex was not observable).
    public var zIndex: Int?
    @SourceAnnotation public var source: SourceRange?

    public init(key: ElementKey, frame: Rect, zIndex: Int?, source: SourceRange? = nil) {
        self.key = key
        self.frame = frame
        self.zIndex = zIndex
        self.source = source
    }
}
