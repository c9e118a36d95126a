/// A rule over several keys of one mapping.
enum KeyRule: Sendable {
    /// Exactly one of the keys is written (`section` or `sections`).
    case exactlyOne([String])
    /// At most one of the keys is written (`absoluteOffset` or `fractionalOffset`).
    case atMostOne([String])
    /// `key` must be written unless `flag` is written as true (`elements` unless `partial: true`).
    case requiredUnlessTrue(String, flag: String)
    /// The list under `list` holds exactly one entry when any of `keys` is written (`count` takes one subitem).
    case oneEntry(in: String, whenAnyOf: [String])
    /// None of `keys` may be written when `key` is (a flow section sets `contentInsets` and the like
    /// itself); each with what to write instead.
    case excludes(String, [(key: String, instead: String)])
}
