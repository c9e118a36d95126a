/// The names declared in one Swift scope and its enclosing ones, so every generated `let` gets a
/// name that neither clashes nor shadows: `item`, then `item2`, `item3`, ….
final class NameScope {
    private let parent: NameScope?
    private var names: Set<String> = []

    init(parent: NameScope? = nil) {
        self.parent = parent
    }

    /// A scope nested in this one (a `case` body, an `if` body, a closure).
    func child() -> NameScope { NameScope(parent: self) }

    /// True when `name` is declared here or in an enclosing scope, or is a keyword.
    func isTaken(_ name: String) -> Bool {
        SwiftIdentifier.keywords.contains(name) || names.contains(name) || parent?.isTaken(name) == true
    }

    /// Declares `name`, which the caller knows to be free (a fixed name such as `configuration`).
    func reserve(_ name: String) {
        names.insert(name)
    }

    /// Declares the first of `base`, `base2`, `base3`, … that is free together with every
    /// companion name made by appending `suffixes` (`item` with `itemSize`), and returns it.
    func claim(_ base: String, with suffixes: [String] = []) -> String {
        var number = 1
        while true {
            let candidate = number == 1 ? base : "\(base)\(number)"
            let all = [candidate] + suffixes.map { candidate + $0 }
            if !all.contains(where: isTaken) {
                all.forEach { names.insert($0) }
                return candidate
            }
            number += 1
        }
    }
}
