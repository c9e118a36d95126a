import ComplayoutModel

/// A `when:` condition as the Boolean clauses a section provider tests against its environment.
///
/// The width and height are the container's `contentSize`: the collection view's bounds size, which
/// is what `minWidth` and its siblings compare (language.md §13); `effectiveContentSize` would
/// subtract the container's insets first.
enum ConditionExpression {
    /// One clause per given field, in the order the language lists them.
    static func clauses(_ condition: EnvironmentCondition, environment: String) -> [String] {
        let size = "\(environment).container.contentSize"
        let traits = "\(environment).traitCollection"
        var clauses: [String] = []
        if let minWidth = condition.minWidth { clauses.append("\(size).width >= \(SwiftLiteral.number(minWidth))") }
        if let maxWidth = condition.maxWidth { clauses.append("\(size).width <= \(SwiftLiteral.number(maxWidth))") }
        if let minHeight = condition.minHeight { clauses.append("\(size).height >= \(SwiftLiteral.number(minHeight))") }
        if let maxHeight = condition.maxHeight { clauses.append("\(size).height <= \(SwiftLiteral.number(maxHeight))") }
        if let sizeClass = condition.horizontalSizeClass {
            clauses.append("\(traits).horizontalSizeClass == .\(sizeClass.rawValue)")
        }
        if let sizeClass = condition.verticalSizeClass {
            clauses.append("\(traits).verticalSizeClass == .\(sizeClass.rawValue)")
        }
        if let direction = condition.layoutDirection {
            clauses.append("\(traits).layoutDirection == .\(direction.rawValue)")
        }
        return clauses
    }
}
