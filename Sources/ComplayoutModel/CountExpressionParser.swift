import ComplayoutDiagnostics

/// Reads a count expression (language.md section 4, "Computed counts"):
///
///     expression = term { ("+" | "-") term }
///     term       = factor { ("*" | "/") factor }
///     factor     = "-" factor | primary
///     primary    = number | variable | function "(" expression { "," expression } ")" | "(" expression ")"
///
/// Bounded: at most `maxLength` characters and `maxDepth` nested parentheses, calls and signs,
/// so that a hostile file's expression costs no more than a short one.
struct CountExpressionParser {
    /// The longest expression read, in characters.
    static let maxLength = 200
    /// The deepest nesting of parentheses, calls and signs.
    static let maxDepth = 16

    private let characters: [Character]
    private var position = 0
    private var depth = 0

    init(_ text: String) {
        characters = Array(text.prefix(Self.maxLength + 1))
    }

    mutating func parse() throws(CountExpressionError) -> CountExpression.Node {
        guard characters.count <= Self.maxLength else {
            throw CountExpressionError("the expression is longer than \(Self.maxLength) characters")
        }
        let node = try expression()
        skipSpaces()
        guard position == characters.count else { throw unexpected("an operator or the end") }
        return node
    }

    private mutating func expression() throws(CountExpressionError) -> CountExpression.Node {
        var node = try term()
        while let operation = take(among: [.plus, .minus]) {
            node = .binary(operation, node, try term())
        }
        return node
    }

    private mutating func term() throws(CountExpressionError) -> CountExpression.Node {
        var node = try factor()
        while let operation = take(among: [.times, .dividedBy]) {
            node = .binary(operation, node, try factor())
        }
        return node
    }

    private mutating func factor() throws(CountExpressionError) -> CountExpression.Node {
        try nest()
        defer { depth -= 1 }
        if take("-") { return .negated(try factor()) }
        return try primary()
    }

    private mutating func primary() throws(CountExpressionError) -> CountExpression.Node {
        skipSpaces()
        guard position < characters.count else { throw unexpected("a number, a name or '('") }
        if take("(") {
            let node = try expression()
            guard take(")") else { throw unexpected("')'") }
            return node
        }
        let start = position
        if characters[position].isNumber || characters[position] == "." {
            while position < characters.count, characters[position].isNumber || characters[position] == "." {
                position += 1
            }
            let literal = String(characters[start..<position])
            guard let value = Double(literal), value.isFinite else {
                throw CountExpressionError("'\(literal)' is not a number")
            }
            return .number(value)
        }
        while position < characters.count, characters[position].isLetter { position += 1 }
        let name = String(characters[start..<position])
        guard !name.isEmpty else { throw unexpected("a number, a name or '('") }
        if let variable = CountVariable(rawValue: name) { return .variable(variable) }
        guard let function = CountFunction(rawValue: name) else {
            let names = CountVariable.allCases.map(\.rawValue) + CountFunction.allCases.map(\.rawValue)
            throw CountExpressionError(
                "unknown name '\(name)'" + (Suggestion.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? "")
                    + "; the names are \(names.joined(separator: ", "))")
        }
        guard take("(") else { throw unexpected("'(' after '\(name)'") }
        var arguments = [try expression()]
        while take(",") { arguments.append(try expression()) }
        guard take(")") else { throw unexpected("',' or ')'") }
        guard function.arity.contains(arguments.count) else {
            let arity = function.arity
            let wanted = arity.count == 1 ? "\(arity.lowerBound)" : "\(arity.lowerBound) to \(arity.upperBound)"
            throw CountExpressionError(
                "\(name)(…) takes \(wanted) \(arity.upperBound == 1 ? "argument" : "arguments"), found \(arguments.count)")
        }
        return .call(function, arguments)
    }

    /// One level deeper; an error past `maxDepth`.
    private mutating func nest() throws(CountExpressionError) {
        depth += 1
        guard depth <= Self.maxDepth else {
            throw CountExpressionError("the expression nests more than \(Self.maxDepth) levels deep")
        }
    }

    private mutating func take(among operations: [CountOperator]) -> CountOperator? {
        skipSpaces()
        guard position < characters.count,
            let operation = operations.first(where: { $0.rawValue == String(characters[position]) })
        else { return nil }
        position += 1
        return operation
    }

    private mutating func take(_ character: Character) -> Bool {
        skipSpaces()
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    private func unexpected(_ wanted: String) -> CountExpressionError {
        let found = position < characters.count ? "'\(characters[position])'" : "the end"
        return CountExpressionError("expected \(wanted) at character \(position + 1), found \(found)")
    }
}
