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

    // MARK: invalid-group
    /// A group without a kind key, and without keys that belong under one.
    case groupKindMissing
    /// A group without a kind key whose `keys` belong under one.
    case groupKeysOutsideKind([String])
    /// A group with several kind keys.
    case groupKindsRepeated([String])
    /// A key of a group's body (`key`) written beside its kind key `kind`.
    case groupKeyBesideKind(key: String, kind: String)
    /// `frames` in a horizontal or vertical (`axis`) group.
    case framesInStackGroup(axis: String)
    /// `count` and `repeat` in one group.
    case countAndRepeat
    /// `count` or `repeat` (`key`) with `found` subitems instead of one.
    case countSubitems(key: String, found: Int)
    /// `frames: []`.
    case noFrames
    /// A stack group's key (`key`) in a custom group.
    case stackKeyInCustomGroup(String)
    /// `subitems: []`.
    case noSubitems

    // MARK: conflicting-keys
    /// A subitems entry with both `item` and `group`.
    case itemAndGroup
    /// A layout with both `section` and `sections`.
    case sectionAndSections
    /// A section with more than one of `group`, `list` and `flow`.
    case sectionContents
    /// A key a flow section sets itself; `instead` says what to write.
    case keyFlowSets(String, instead: String)
    /// An anchor with both offsets.
    case anchorOffsets

    // MARK: missing-key
    /// A required `key` absent `context`.
    case missingKey(String, context: String)
    /// A file with nothing in it.
    case emptyFile
    /// A layout without `section` or `sections`.
    case missingSections
    /// A section without `group`, `list` or `flow`.
    case missingSectionContent(context: String)
    /// A subitems entry with neither `item` nor `group`.
    case missingSubitem
    /// A subitems entry whose `keys` belong under a `wrapper` key (`item:` or `group:`) it lacks.
    case subitemWrapperMissing(wrapper: String, keys: [String])
    /// An `expect` without `elements`, `error` or `partial: true`.
    case missingExpectedElements
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
        case .groupKindMissing, .groupKeysOutsideKind, .groupKindsRepeated, .groupKeyBesideKind, .framesInStackGroup,
            .countAndRepeat, .countSubitems, .noFrames, .stackKeyInCustomGroup, .noSubitems:
            .invalidGroup
        case .itemAndGroup, .sectionAndSections, .sectionContents, .keyFlowSets, .anchorOffsets: .conflictingKeys
        case .missingKey, .emptyFile, .missingSections, .missingSectionContent, .missingSubitem, .subitemWrapperMissing,
            .missingExpectedElements, .missingElementKind:
            .missingKey
        case .unknownKey, .whenOutsideAlternatives: .unknownKey
        case .itemIndexOutOfRange, .sectionIndexOutOfRange: .indexOutOfRange
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
        case .numberTooLarge(let shown, let place, let limit):
            "number \(shown) \(place) is too large; numbers are at most \(limit.plainText) in size"
        case .countTooLarge(let name, let shown, let max):
            "\(name) is \(shown); the largest supported is \(max)"
        case .itemCountTooLarge(let shown, let max):
            "item count \(shown) is too large; the largest supported is \(max)"
        case .groupKindMissing:
            "group needs one kind key: 'horizontal', 'vertical' or 'custom'"
        case .groupKeysOutsideKind(let keys):
            "group has no kind key; put \(quotedList(keys)) under 'horizontal:', 'vertical:' or 'custom:'"
        case .groupKindsRepeated(let kinds):
            "group has more than one kind key (\(quotedList(kinds))); use exactly one"
        case .groupKeyBesideKind(let key, let kind):
            "'\(key)' belongs inside '\(kind):', not beside it"
        case .framesInStackGroup(let axis):
            "'frames' applies only to a custom group; write 'custom:' instead of '\(axis):'"
        case .countAndRepeat:
            "'count' and 'repeat' cannot be combined in one group"
        case .countSubitems(let key, let found):
            "'\(key)' takes exactly one subitem, found \(found)"
        case .noFrames:
            "'frames' needs at least one frame"
        case .stackKeyInCustomGroup(let key):
            "'\(key)' does not apply to a custom group, whose items are placed by 'frames'"
        case .noSubitems:
            "'subitems' needs at least one item or group"
        case .itemAndGroup:
            "a subitems entry takes 'item' or 'group', not both"
        case .sectionAndSections:
            "a layout takes 'section' or 'sections', not both"
        case .sectionContents:
            "a section takes only one of 'group', 'list' and 'flow'"
        case .keyFlowSets(let key, let instead):
            "'\(key)' does not apply to a flow section; \(instead)"
        case .anchorOffsets:
            "an anchor takes 'absoluteOffset' or 'fractionalOffset', not both"
        case .missingKey(let key, let context):
            "missing required key '\(key)' \(context)"
        case .emptyFile:
            "missing required key 'layout' at the top level; the file is empty"
        case .missingSections:
            "missing required key 'section' or 'sections' in layout"
        case .missingSectionContent(let context):
            "missing required key 'group', 'list' or 'flow' \(context)"
        case .missingSubitem:
            "missing required key 'item' or 'group' in subitems entry"
        case .subitemWrapperMissing(let wrapper, let keys):
            "subitems entry has no 'item' or 'group' key; write '- \(wrapper):' above \(quotedList(keys))"
        case .missingExpectedElements:
            "missing required key 'elements' in expect (or 'error' for an error case; "
                + "'partial: true' checks only what is listed)"
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
