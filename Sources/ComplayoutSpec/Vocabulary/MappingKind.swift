/// Every kind of mapping the language has. Each names its `MappingVocabulary`; forms refer to mappings
/// by kind, so that recursive kinds (a group's subitems hold groups) are declared without a cycle.
enum MappingKind: String, CaseIterable, Sendable {
    case specFile, layout, section, sectionAlternative, condition, list, flow, flowItemSize
    case group, stackGroup, customGroup, customFrame, subitem, item
    case boundaryItem, anchoredItem, anchor, decorationItem
    case layoutSize, size, point, insets, edgeSpacing, rect, measuredSize
    case environment, traits
    case data, dataSection
    case expectedLayout, expectedError, expectedElement

    /// The keys of this kind of mapping.
    var vocabulary: MappingVocabulary {
        switch self {
        case .specFile: .specFile
        case .layout: .layout
        case .section: .section
        case .sectionAlternative: .sectionAlternative
        case .condition: .condition
        case .list: .list
        case .flow: .flow
        case .flowItemSize: .flowItemSize
        case .group: .group
        case .stackGroup: .stackGroup
        case .customGroup: .customGroup
        case .customFrame: .customFrame
        case .subitem: .subitem
        case .item: .item
        case .boundaryItem: .boundaryItem
        case .anchoredItem: .anchoredItem
        case .anchor: .anchor
        case .decorationItem: .decorationItem
        case .layoutSize: .layoutSize
        case .size: .size
        case .point: .point
        case .insets: .insets
        case .edgeSpacing: .edgeSpacing
        case .rect: .rect
        case .measuredSize: .measuredSize
        case .environment: .environment
        case .traits: .traits
        case .data: .data
        case .dataSection: .dataSection
        case .expectedLayout: .expectedLayout
        case .expectedError: .expectedError
        case .expectedElement: .expectedElement
        }
    }
}
