import ComplayoutDiagnostics
import ComplayoutModel

/// The messages of the spec reader (`SpecDiagnosticID`), each worded once.
///
/// `place` is where a value is, as `Field.place` says it ("for 'width'"); `context` where a key
/// is ("in group"); `found` what was written instead (`NodeDescription`).
enum SpecDiagnostic: DiagnosticMessage {
    // MARK: wrong-type
    /// Something other than `expected` ("a list", "true or false").
    case wrongType(expected: String, place: String, found: String)
    /// Something other than a dimension or spacing (`noun`), such as `example`.
    case notAFunctionValue(noun: String, place: String, example: String, found: String)
    /// Something other than insets.
    case notInsets(place: String, found: String)
    /// A file of parts (an environment, data) with nothing in it.
    case emptyPart

    // MARK: malformed-value
    /// A function form (`absolute(44`) that is not `NAME(NUMBER)`.
    case malformedFunction(noun: String, found: String, place: String, example: String)
    /// A function form whose argument (`argument`, nil for nothing) is not a number.
    case malformedArgument(function: String, place: String, argument: String?)
    /// A structured value (`{ absolute: 44 }`) with `count` keys instead of one.
    case structuredKeyCount(noun: String, example: String, place: String, count: Int)

    // MARK: number-too-large, count-too-large, item-count-too-large
    /// A number (not an integer) larger in size than `limit`.
    case numberTooLarge(shown: String, place: String, limit: Double)
    /// `count` or `repeat` (`name`) above `max`.
    case countTooLarge(name: String, shown: String, max: Int)
    /// A section's item count above `max`.
    case itemCountTooLarge(shown: String, max: Int)

    // MARK: malformed-count-expression
    /// `count` or `repeat` (`name`) written as `text`, which is not an expression, for `reason`.
    case malformedCountExpression(String, name: String, reason: String)

    // MARK: the vocabulary's rules over several keys (`KeyRule`): invalid-group, conflicting-keys, missing-key
    /// More than one of `keys` in a mapping of `kind`, which takes at most one; `written` are those written.
    case keysTogether(keys: [String], written: [String], in: MappingKind)
    /// None of `keys` `context`, in a mapping of `kind`, which needs one.
    case noneOf([String], in: MappingKind, context: String)
    /// `count` or `repeat` (`key`) with `found` subitems instead of one.
    case notOneSubitem(key: String, found: Int)
    /// A key a flow section sets itself, written beside `by` (`flow`); `instead` says what to write.
    case excluded(String, by: String, instead: String)
    /// Item `item`'s `length` ("height", "width") given both in `sizes` and in the list `list`.
    case measuredLengthTwice(item: Int, length: String, list: String)
    /// `key` absent `context` while `flag` is not true.
    case requiredUnlessTrue(String, flag: String, context: String)

    // MARK: invalid-group
    /// A group without a kind key whose `keys` belong under one.
    case groupKeysOutsideKind([String])
    /// A key of a group's body (`key`) written beside its kind key `kind`.
    case groupKeyBesideKind(key: String, kind: String)
    /// `frames` in a horizontal or vertical (`axis`) group.
    case framesInStackGroup(axis: String)
    /// `frames: []`.
    case noFrames
    /// A stack group's key (`key`) in a custom group.
    case stackKeyInCustomGroup(String)
    /// `subitems: []`.
    case noSubitems

    // MARK: missing-key
    /// A required `key` absent `context`.
    case missingKey(String, context: String)
    /// A file with nothing in it.
    case emptyFile
    /// A subitems entry whose `keys` belong under a `wrapper` key (`item:` or `group:`) it lacks.
    case subitemWrapperMissing(wrapper: String, keys: [String])
    /// An expected supplementary or decoration without `kind`.
    case missingElementKind(ElementCategory)

    // MARK: unknown-key
    /// A key the vocabulary does not declare `context`; `suggestion` is the nearest declared one.
    case unknownKey(String, context: String, suggestion: String?)
    /// `when` in a section that is not an alternative.
    case whenOutsideAlternatives

    // MARK: index-out-of-range
    /// An item index in `sizes` at or past the section's `itemCount`.
    case itemIndexOutOfRange(Int, itemCount: Int)
    /// A section index in `orthogonalOffsets` at or past `sectionCount`.
    case sectionIndexOutOfRange(Int, sectionCount: Int)
    /// A list of measured lengths (`heights`, `widths`: `list`) with `count` entries, more than the section's `itemCount`.
    case measuredLengthsPastItems(list: String, count: Int, itemCount: Int)

    // MARK: invalid-expectation
    /// A layout key of `expect` (`key`) beside `error`.
    case layoutKeyWithError(String)
    /// A key of the error form (`key`) in an expected layout.
    case errorKeyWithoutError(String)
    /// An expected cell with a `kind`.
    case cellWithKind
    /// An expected element's index path with `found` entries, wrong for its `category`.
    case indexPathLength(ElementCategory, found: Int)

    var id: SpecDiagnosticID {
        switch self {
        case .wrongType, .notAFunctionValue, .notInsets, .emptyPart: .wrongType
        case .malformedFunction, .malformedArgument, .structuredKeyCount: .malformedValue
        case .numberTooLarge: .numberTooLarge
        case .countTooLarge: .countTooLarge
        case .itemCountTooLarge: .itemCountTooLarge
        case .malformedCountExpression: .malformedCountExpression
        case .keysTogether(_, _, let kind): kind.isGroup ? .invalidGroup : .conflictingKeys
        case .noneOf(_, let kind, _): kind.isGroup ? .invalidGroup : .missingKey
        case .excluded, .measuredLengthTwice: .conflictingKeys
        case .groupKeysOutsideKind, .groupKeyBesideKind, .framesInStackGroup, .notOneSubitem, .noFrames,
            .stackKeyInCustomGroup, .noSubitems:
            .invalidGroup
        case .missingKey, .emptyFile, .subitemWrapperMissing, .requiredUnlessTrue, .missingElementKind: .missingKey
        case .unknownKey, .whenOutsideAlternatives: .unknownKey
        case .itemIndexOutOfRange, .sectionIndexOutOfRange, .measuredLengthsPastItems: .indexOutOfRange
        case .layoutKeyWithError, .errorKeyWithoutError, .cellWithKind, .indexPathLength: .invalidExpectation
        }
    }

    var message: String {
        switch self {
        case .wrongType(let expected, let place, let found):
            "expected \(expected) \(place), found \(found)"
        case .notAFunctionValue(let noun, let place, let example, let found):
            "expected a \(noun) \(place), such as \(example), found \(found)"
        case .notInsets(let place, let found):
            "expected insets \(place) (a number, or a mapping of top, leading, bottom, trailing), found \(found)"
        case .emptyPart:
            "expected a mapping at the top level; the file is empty"
        case .malformedFunction(let noun, let found, let place, let example):
            "malformed \(noun) \(found) \(place); write it as NAME(NUMBER), such as \(example)"
        case .malformedArgument(let function, let place, let argument):
            "expected a number inside '\(function)(…)' \(place), found \(argument.map { "'\($0)'" } ?? "nothing")"
        case .structuredKeyCount(let noun, let example, let place, let count):
            "a \(noun) written as a mapping has exactly one key, its name, such as \(example), \(place); "
                + "found \(count) keys"
        case .malformedCountExpression(let text, let name, let reason):
            "cannot read '\(text)' as \(name): \(reason)"
        case .numberTooLarge(let shown, let place, let limit):
            "number \(shown) \(place) is too large; numbers are at most \(limit.plainText) in size"
        case .countTooLarge(let name, let shown, let max):
            "\(name) is \(shown); the largest supported is \(max)"
        case .itemCountTooLarge(let shown, let max):
            "item count \(shown) is too large; the largest supported is \(max)"
        case .keysTogether(let keys, let written, let kind):
            switch kind {
            case .group: "group has more than one kind key (\(quotedList(written))); use exactly one"
            case .stackGroup: "\(quotedList(written)) cannot be combined in one group"
            default:
                keys.count == 2
                    ? "\(kind.subject) takes '\(keys[0])' or '\(keys[1])', not both"
                    : "\(kind.subject) takes only one of \(quotedList(keys))"
            }
        case .noneOf(let keys, let kind, let context):
            kind == .group
                ? "group needs one kind key: \(quotedList(keys, conjunction: "or"))"
                : "missing required key \(quotedList(keys, conjunction: "or")) \(context)"
        case .notOneSubitem(let key, let found):
            "'\(key)' takes exactly one subitem, found \(found)"
        case .excluded(let key, let by, let instead):
            "'\(key)' does not apply to a \(by) section; \(instead)"
        case .requiredUnlessTrue(let key, let flag, let context):
            "missing required key '\(key)' \(context) (or 'error' for an error case; "
                + "'\(flag): true' checks only what is listed)"
        case .groupKeysOutsideKind(let keys):
            "group has no kind key; put \(quotedList(keys)) under 'horizontal:', 'vertical:' or 'custom:'"
        case .groupKeyBesideKind(let key, let kind):
            "'\(key)' belongs inside '\(kind):', not beside it"
        case .framesInStackGroup(let axis):
            "'frames' applies only to a custom group; write 'custom:' instead of '\(axis):'"
        case .noFrames:
            "'frames' needs at least one frame"
        case .stackKeyInCustomGroup(let key):
            "'\(key)' does not apply to a custom group, whose items are placed by 'frames'"
        case .noSubitems:
            "'subitems' needs at least one item or group"
        case .missingKey(let key, let context):
            "missing required key '\(key)' \(context)"
        case .emptyFile:
            "missing required key 'layout' at the top level; the file is empty"
        case .subitemWrapperMissing(let wrapper, let keys):
            "subitems entry has no 'item' or 'group' key; write '- \(wrapper):' above \(quotedList(keys))"
        case .missingElementKind(let category):
            "missing required key 'kind' in expected element (\(category.rawValue) elements need one)"
        case .unknownKey(let key, let context, let suggestion):
            "unknown key '\(key)' \(context)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .whenOutsideAlternatives:
            "unknown key 'when' in section; 'when' belongs to an alternative in a list of alternatives "
                + "('- - when: …')"
        case .itemIndexOutOfRange(let index, let itemCount):
            "item index \(index) in 'sizes' is out of range; the section has "
                + "\(itemCount) \(itemCount == 1 ? "item" : "items")"
        case .measuredLengthsPastItems(let list, let count, let itemCount):
            "'\(list)' has \(count) entries, more than the section's "
                + "\(itemCount) \(itemCount == 1 ? "item" : "items")"
        case .measuredLengthTwice(let item, let length, let list):
            "item \(item)'s \(length) is given twice, in 'sizes' and in '\(list)'; give it once"
        case .sectionIndexOutOfRange(let index, let sectionCount):
            "section index \(index) in 'orthogonalOffsets' is out of range; there "
                + (sectionCount == 1 ? "is 1 section" : "are \(sectionCount) sections")
        case .layoutKeyWithError(let key):
            "'\(key)' cannot be combined with 'error' in expect; an error case expects no layout"
        case .errorKeyWithoutError(let key):
            "'\(key)' applies only to an expected error"
        case .cellWithKind:
            "a cell has no 'kind'; remove it, or use category 'supplementary' or 'decoration'"
        case .indexPathLength(let category, let found):
            "the indexPath of a \(category.rawValue) needs "
                + (category == .supplementary ? "1 (layout-level) or 2 entries" : "2 entries ([section, item])")
                + ", found \(found)"
        }
    }
}

extension SpecDiagnostic {
    /// True for a message that lists the keys written, said once rather than at each of them.
    var namesWrittenKeys: Bool {
        if case .keysTogether(_, _, .group) = self { return true }
        return false
    }
}

extension MappingKind {
    /// A group's mappings, whose broken rules are `invalid-group`.
    fileprivate var isGroup: Bool { self == .group || self == .stackGroup }

    /// The mapping as a message's subject: "a layout", "a subitems entry".
    fileprivate var subject: String {
        switch self {
        case .layout: "a layout"
        case .section, .sectionAlternative: "a section"
        case .subitem: "a subitems entry"
        case .anchor: "an anchor"
        default: "this mapping"
        }
    }
}
