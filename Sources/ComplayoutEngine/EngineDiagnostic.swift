import ComplayoutDiagnostics
import ComplayoutModel

/// The messages of evaluation (`EngineDiagnosticID`), each worded once.
enum EngineDiagnostic: DiagnosticMessage {
    /// A group's `gaps` gaps of `spacing` points leave its subitems `negative` points along `length`
    /// of its `available` points along `axis` (rule `rule`: R16, R17 or R18).
    case spacingExceedsGroup(
        gaps: Int, spacing: Double, axis: LayoutAxis, available: Double, negative: Double, length: LayoutAxis,
        rule: String)
    /// A group's content insets take more than its length along `length`.
    case insetsExceedGroup(negative: Double, length: LayoutAxis)
    /// A subitem of a group would be `negative` points along `length`.
    case negativeSubitem(negative: Double, length: LayoutAxis)
    /// An item's content insets (`before` and `after` on `length`) exceed its `slot`-point slot.
    case insetsExceedItem(before: Double, after: Double, slot: Double, cell: Double, length: LayoutAxis)
    /// A frame of `width` × `height` with one of them negative.
    case negativeFrame(width: Double, height: Double)
    /// No alternative of data section `section` of `items` items matches `environment`; `needs` what each would need.
    case noMatchingVariant(section: Int, environment: String, items: Int, needs: [String])
    /// A custom group built in Swift with no frames.
    case customGroupEmpty
    /// A group whose length along `axis` is `effective` after its content insets (R21).
    case groupNoRoom(axis: LayoutAxis, effective: Double, cause: NoRoomCause)
    /// Subitems of zero length along `axis` and no spacing.
    case groupZeroLengthItems(axis: LayoutAxis)
    /// A group of `available` points along `axis` that cannot fit its first subitem of `needed`.
    case groupCannotFitItem(needed: Double, axis: LayoutAxis, available: Double)
    /// A flow's items, `length` points along `cross`, longer than the `available` points of a row.
    case flowItemTooLarge(length: Double, cross: LayoutAxis, available: Double)
    /// One row of a flow section would hold more than `limit` items.
    case flowRowTooManyItems(limit: Int)
    /// One group instance would hold more than `limit` items.
    case groupTooManyItems(limit: Int)
    /// The sections would store more than `limit` elements together.
    /// Measured sizes that change `instances` group instances, which, each stored whole, take the
    /// layout past `limit` stored elements.
    case resolvedInstancesTooMany(instances: Int, limit: Int)
    case layoutTooManyElements(limit: Int)
    /// The data has `count` sections, more than `limit`.
    case tooManySections(count: Int, limit: Int)
    /// Measured sizes for `kind`, which section `section` has no supplementary of.
    case measuredKindUnknown(kind: String, section: Int, suggestion: String?)
    /// A custom frame's zIndex `zIndex` that the section's background would promote past `Int.max`.
    case zIndexOverflow(Int)
    /// A section with `items` items and `supplementaries` supplementaries per group instance numbers
    /// more elements than 64 bits can.
    case elementCountOverflow(section: Int, items: Int, supplementaries: Int)
    /// Sections up to `section` whose elements together are more than an `Int` counts.
    case sectionsElementCountOverflow(section: Int)
    /// Frames that are not finite.
    case layoutOverflow
    /// A supplementary `kind` that resolves to no area.
    case supplementaryZeroSize(kind: String, size: Size)
    /// A boundary item `kind`, `length` points along `axis`, longer than the `available` points of its section.
    case supplementaryTooLarge(kind: String, length: Double, axis: LayoutAxis, available: Double)
    /// An orthogonal offset for section `section`, which does not scroll orthogonally (D10).
    case orthogonalOffsetWithoutOrthogonalSection(section: Int)
    /// A computed count that cannot be evaluated here, for `reason` (such as a division by zero).
    case computedCountUnevaluable(reason: String)
    /// Computed count `expression` whose value, `value`, is outside 1…`largest`; `substituted` is
    /// the expression with the environment's values put in.
    case computedCountOutOfRange(expression: String, value: Int, substituted: String, largest: Int)

    var id: EngineDiagnosticID {
        switch self {
        case .spacingExceedsGroup, .insetsExceedGroup, .negativeSubitem, .insetsExceedItem, .negativeFrame:
            .negativeSize
        case .noMatchingVariant: .noMatchingVariant
        case .customGroupEmpty: .customGroupEmpty
        case .groupNoRoom: .groupNoRoom
        case .groupZeroLengthItems: .groupZeroLengthItems
        case .groupCannotFitItem: .groupCannotFitItem
        case .flowItemTooLarge: .flowItemTooLarge
        case .flowRowTooManyItems, .groupTooManyItems: .groupTooManyItems
        case .layoutTooManyElements, .resolvedInstancesTooMany: .layoutTooManyElements
        case .tooManySections: .tooManySections
        case .measuredKindUnknown: .measuredKindUnknown
        case .zIndexOverflow, .elementCountOverflow, .sectionsElementCountOverflow: .integerOverflow
        case .layoutOverflow: .layoutOverflow
        case .supplementaryZeroSize: .supplementaryZeroSize
        case .supplementaryTooLarge: .supplementaryTooLarge
        case .orthogonalOffsetWithoutOrthogonalSection: .orthogonalOffsetWithoutOrthogonalSection
        case .computedCountUnevaluable, .computedCountOutOfRange: .computedCountInvalid
        }
    }

    var message: String {
        switch self {
        case .spacingExceedsGroup(let gaps, let spacing, let axis, let available, let negative, let length, let rule):
            "this group cannot be laid out: its \(gaps) \(gaps == 1 ? "gap" : "gaps") of \(spacing.plainText) points "
                + "\(gaps == 1 ? "takes" : "take") \((spacing * Double(gaps)).shortText) of its \(available.shortText) "
                + "points along the \(axis) axis, so its subitems would be \(Self.size(negative, length)) (\(rule)); "
                + "use less spacing or fewer items"
        case .insetsExceedGroup(let negative, let length):
            "this group cannot be laid out: its content insets take more than its \(length.lengthName), "
                + "so its subitems would be \(Self.size(negative, length)) (R9); use smaller insets"
        case .negativeSubitem(let negative, let length):
            "this group cannot be laid out: a subitem would be \(Self.size(negative, length))"
        case .insetsExceedItem(let before, let after, let slot, let cell, let length):
            "this item's content insets (\(length == .horizontal ? "leading" : "top") \(before.plainText) + "
                + "\(length == .horizontal ? "trailing" : "bottom") \(after.plainText)) are "
                + "larger than its \(slot.shortText)-point \(length.lengthName): "
                + "its cell would be \(cell.shortText) points \(length.sizeAdjective) (R30); use smaller insets"
        case .negativeFrame(let width, let height):
            "a frame here would be \(width.shortText) × \(height.shortText) points: "
                + "its insets or spacing are larger than the room they divide; use smaller ones"
        case .noMatchingVariant(let section, let environment, let items, let needs):
            "no alternative of section \(section) matches the environment (\(environment), items \(items)): "
                + needs.joined(separator: "; ") + "; add an alternative without 'when' as the fallback"
        case .customGroupEmpty:
            "this custom group lists no frames"
        case .groupNoRoom(let axis, let effective, let cause):
            "there is no room for this group: its effective \(axis.lengthName) is \(effective.plainText)\(cause.wording)"
        case .groupZeroLengthItems(let axis):
            "the subitems of this \(axis) group have zero length along its axis and would repeat forever"
        case .groupCannotFitItem(let needed, let axis, let available):
            "this group cannot fit even a single item: the first subitem needs "
                + "\(needed.plainText) points along the \(axis) axis, the group has \(available.plainText) (R21)"
        case .flowItemTooLarge(let length, let cross, let available):
            "the flow's items are \(length.plainText) points in \(cross.lengthName), more than the "
                + "\(available.plainText) points a row has across the scroll axis (the container less "
                + "'sectionInset' and the reference insets); UIKit's flow layout does not support this"
        case .flowRowTooManyItems(let limit):
            "one row of this flow section would hold more than \(limit) items"
        case .groupTooManyItems(let limit):
            "one instance of this group would hold more than \(limit) items"
        case .resolvedInstancesTooMany(let instances, let limit):
            "the measured sizes of this section's items change \(instances) instances of this group, each solved again "
                + "and stored whole; with the other sections they would store more than \(limit) elements"
        case .layoutTooManyElements(let limit):
            "the sections would store more than \(limit) elements together (one group instance's "
                + "cells and supplementaries each, and their boundary items and decorations); this section passes the limit"
        case .tooManySections(let count, let limit):
            "the data has \(count) sections; the most supported is \(limit)"
        case .measuredKindUnknown(let kind, let section, let suggestion):
            "'supplementarySizes' gives a size for '\(kind)', but section \(section) has no supplementary of that kind"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .zIndexOverflow(let zIndex):
            "zIndex \(zIndex) cannot be promoted by this section's background decoration (zIndex + 1, R51): "
                + "it is the largest integer; use a smaller zIndex"
        case .elementCountOverflow(let section, let items, let supplementaries):
            "section \(section) has \(items) items; with \(supplementaries) supplementaries in each "
                + "group instance, they are more elements than a 64-bit integer can number"
        case .sectionsElementCountOverflow(let section):
            "with section \(section), the sections have more elements together than a 64-bit integer can count"
        case .layoutOverflow:
            "the lengths here add up past what a number can hold: a frame would be infinite; use smaller sizes"
        case .supplementaryZeroSize(let kind, let size):
            "supplementary '\(kind)' resolves to \(size.width.plainText) × \(size.height.plainText) points and would be invisible"
        case .supplementaryTooLarge(let kind, let length, let axis, let available):
            "boundary item '\(kind)' is \(length.plainText) points \(axis.sizeAdjective), "
                + "more than the \(available.plainText) points of its section"
        case .orthogonalOffsetWithoutOrthogonalSection(let section):
            "'orthogonalOffsets' gives an offset for section \(section), which does not scroll orthogonally (D10)"
        case .computedCountUnevaluable(let reason):
            reason
        case .computedCountOutOfRange(let expression, let value, let substituted, let largest):
            "'\(expression)' is \(value) here (\(substituted)); a count is 1 to \(largest)"
        }
    }

    /// "12 points wide": a negative length along `length`.
    private static func size(_ negative: Double, _ length: LayoutAxis) -> String {
        "\(negative.shortText) points \(length.sizeAdjective)"
    }
}

/// The messages of `ScrollTargets` (`ScrollTargetsDiagnosticID`).
enum ScrollTargetsDiagnostic: DiagnosticMessage {
    /// Section `section` of a layout of `count` sections.
    case noSuchSection(Int, count: Int)
    /// Section `section`, which does not scroll orthogonally.
    case sectionNotOrthogonal(Int)

    var id: ScrollTargetsDiagnosticID {
        switch self {
        case .noSuchSection: .noSuchSection
        case .sectionNotOrthogonal: .sectionNotOrthogonal
        }
    }

    var message: String {
        switch self {
        case .noSuchSection(let section, let count):
            count == 0
                ? "the layout has no sections, so it has no section \(section)"
                : "the layout has no section \(section); its sections are numbered 0 to \(count - 1)"
        case .sectionNotOrthogonal(let section):
            "section \(section) does not scroll orthogonally (its orthogonalScrollingBehavior is none), "
                + "so it has no scroll targets"
        }
    }
}

/// Why a group has no room along its axis (R21), as `groupNoRoom` words it.
enum NoRoomCause: Sendable {
    /// Its content insets take all of its length.
    case contentInsets
    /// Its fractional length floors to nothing on a grid of pixels larger than a point.
    case coarsePixelGrid(scale: Double)
    /// Its own length is zero.
    case ownLength

    var wording: String {
        switch self {
        case .contentInsets: " after its content insets (R21)"
        case .coarsePixelGrid(let scale):
            ": fractions floor to whole pixels, and at a displayScale of \(scale.plainText) a pixel is "
                + "\((1 / scale).plainText) points (R4, R21)"
        case .ownLength: " (R21)"
        }
    }
}
