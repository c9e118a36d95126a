import ComplayoutDiagnostics

/// A `count:` or `repeat:` written as an expression of the environment, as a section provider
/// computes it: `max(1, floor(effectiveWidth / 150))`, `columns(150)`,
/// `horizontalSizeClass(2, 4)` (language.md section 4, "Computed counts").
///
/// It is evaluated in each environment the layout is evaluated in, before the group is solved;
/// the result must be a whole number from 1 to the count limit.
public struct CountExpression: Sendable, Hashable, CustomStringConvertible {
    /// One node of the expression tree.
    public indirect enum Node: Sendable, Hashable {
        case number(Double)
        case variable(CountVariable)
        case negated(Node)
        case binary(CountOperator, Node, Node)
        case call(CountFunction, [Node])
    }

    /// The longest expression read, in characters.
    public static var maxLength: Int { CountExpressionParser.maxLength }

    /// The expression as written, spaces trimmed.
    public let text: String
    public let root: Node

    /// Parses `text` within the bounds of `CountExpressionParser`.
    public init(_ text: String) throws(CountExpressionError) {
        var parser = CountExpressionParser(text)
        root = try parser.parse()
        self.text = text.trimmingSpaces
    }

    public var description: String { text }

    /// The value in `environment`: a whole number, or an error saying why there is none.
    public func value(in environment: CountEnvironment) throws(CountExpressionError) -> Int {
        let value = try Self.evaluate(root, in: environment)
        guard value.isFinite, abs(value) < 1e15 else {
            throw CountExpressionError(
                "'\(text)' is \(value.isNaN ? "undefined" : value.plainText) here (\(substituted(in: environment))), "
                    + "far beyond any count")
        }
        guard value == value.rounded() else {
            throw CountExpressionError(
                "'\(text)' is \(value.plainText) here, not a whole number; round it with floor(…) or ceil(…)")
        }
        return Int(value)
    }

    /// The expression with each variable and helper replaced by its value in `environment`:
    /// `max(1, floor(358 / 150))`, what `explain` shows between the expression and its value.
    public func substituted(in environment: CountEnvironment) -> String {
        Self.text(of: root, in: environment, parentPrecedence: 0)
    }

    private static func evaluate(_ node: Node, in environment: CountEnvironment) throws(CountExpressionError) -> Double {
        switch node {
        case .number(let value):
            return value
        case .variable(let variable):
            return environment.value(of: variable)
        case .negated(let operand):
            return -(try evaluate(operand, in: environment))
        case .binary(let operation, let left, let right):
            let a = try evaluate(left, in: environment)
            let b = try evaluate(right, in: environment)
            switch operation {
            case .plus: return a + b
            case .minus: return a - b
            case .times: return a * b
            case .dividedBy:
                guard b != 0 else {
                    throw CountExpressionError(
                        "'\(Self.text(of: node, in: nil, parentPrecedence: 0))' divides by zero here "
                            + "(\(Self.text(of: right, in: environment, parentPrecedence: 0)) is 0)")
                }
                return a / b
            }
        case .call(let function, let arguments):
            var values: [Double] = []
            for argument in arguments { values.append(try evaluate(argument, in: environment)) }
            return try function.apply(to: values, in: environment)
        }
    }

    /// `node` as text, with `environment`'s values for variables and helpers when given.
    private static func text(of node: Node, in environment: CountEnvironment?, parentPrecedence: Int) -> String {
        switch node {
        case .number(let value):
            return value.plainText
        case .variable(let variable):
            return environment.map { $0.value(of: variable).plainText } ?? variable.rawValue
        case .negated(let operand):
            return "-" + text(of: operand, in: environment, parentPrecedence: 3)
        case .binary(let operation, let left, let right):
            let written =
                text(of: left, in: environment, parentPrecedence: operation.precedence) + " \(operation.rawValue) "
                + text(of: right, in: environment, parentPrecedence: operation.precedence + 1)
            return operation.precedence < parentPrecedence ? "(\(written))" : written
        case .call(let function, let arguments):
            let list = arguments.map { text(of: $0, in: environment, parentPrecedence: 0) }
            // `columns` reads the environment itself: shown as its definition, with the length it divides.
            if function == .columns, let environment {
                let length = environment.crossAxisLength.plainText
                return list.count == 1
                    ? "max(1, floor(\(length) / \(list[0])))"
                    : "max(1, floor((\(length) + \(list[1])) / (\(list[0]) + \(list[1]))))"
            }
            return "\(function.rawValue)(\(list.joined(separator: ", ")))"
        }
    }
}

/// The names a count expression can read.
public enum CountVariable: String, Sendable, Hashable, CaseIterable {
    /// The container's width and height.
    case width, height
    /// The container less the insets of the layout's content-insets reference across the
    /// scroll axis: `layoutEnvironment.container.effectiveContentSize`.
    case effectiveWidth, effectiveHeight
}

/// The four operators, with the usual precedence.
public enum CountOperator: String, Sendable, Hashable {
    case plus = "+"
    case minus = "-"
    case times = "*"
    case dividedBy = "/"

    var precedence: Int { self == .plus || self == .minus ? 1 : 2 }
}

/// The helpers a count expression can call.
public enum CountFunction: String, Sendable, Hashable, CaseIterable {
    /// The smallest / largest of two or more values.
    case min, max
    /// Rounded down / up to a whole number.
    case floor, ceil
    /// `columns(minWidth)` or `columns(minWidth, spacing)`: how many columns at least `minWidth`
    /// wide, `spacing` apart, fit across the effective width (height, in a horizontal layout):
    /// `max(1, floor((effective + spacing) / (minWidth + spacing)))`.
    case columns
    /// `horizontalSizeClass(compact, regular)`: the first value in a compact horizontal size
    /// class, the second in a regular one; `verticalSizeClass` likewise.
    case horizontalSizeClass, verticalSizeClass

    /// How many arguments it takes.
    var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: 2...8
        case .floor, .ceil: 1...1
        case .columns: 1...2
        case .horizontalSizeClass, .verticalSizeClass: 2...2
        }
    }

    fileprivate func apply(to values: [Double], in environment: CountEnvironment) throws(CountExpressionError) -> Double {
        switch self {
        case .min: return values.min() ?? 0
        case .max: return values.max() ?? 0
        case .floor: return values[0].rounded(.down)
        case .ceil: return values[0].rounded(.up)
        case .columns:
            let spacing = values.count > 1 ? values[1] : 0
            guard values[0] + spacing > 0 else {
                throw CountExpressionError(
                    "columns(\(values.map(\.plainText).joined(separator: ", "))) needs a minimum width "
                        + "plus spacing above 0")
            }
            return Swift.max(1, ((environment.crossAxisLength + spacing) / (values[0] + spacing)).rounded(.down))
        case .horizontalSizeClass: return environment.horizontalSizeClass == .compact ? values[0] : values[1]
        case .verticalSizeClass: return environment.verticalSizeClass == .compact ? values[0] : values[1]
        }
    }
}

/// What a count expression reads from the environment, in one section of one layout.
public struct CountEnvironment: Sendable, Hashable {
    public var container: Size
    /// The container less the layout's content-insets reference across the scroll axis.
    public var effectiveContainer: Size
    /// The layout's scroll axis: `columns` divides the effective length across it.
    public var scrollAxis: LayoutAxis
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(
        container: Size, effectiveContainer: Size, scrollAxis: LayoutAxis, horizontalSizeClass: SizeClass,
        verticalSizeClass: SizeClass
    ) {
        self.container = container
        self.effectiveContainer = effectiveContainer
        self.scrollAxis = scrollAxis
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    func value(of variable: CountVariable) -> Double {
        switch variable {
        case .width: container.width
        case .height: container.height
        case .effectiveWidth: effectiveContainer.width
        case .effectiveHeight: effectiveContainer.height
        }
    }

    /// The effective length across the scroll axis, which `columns` divides.
    var crossAxisLength: Double { effectiveContainer[scrollAxis.cross] }
}

/// Why a count expression cannot be read or has no value.
public struct CountExpressionError: Error, Sendable, Hashable {
    public var message: String

    init(_ message: String) {
        self.message = message
    }
}

extension CountExpression: Codable {
    /// Encoded as its text, and parsed again when decoded.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
