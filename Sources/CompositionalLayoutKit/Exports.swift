// CompositionalLayoutKit: the compositional-layout part of UIKit, with UIKit's spellings, for
// platforms without UIKit. App code that writes
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import CompositionalLayoutKit
//     #endif
//
// compiles unchanged on Linux; its layouts are evaluated by complayout's engine
// (docs/compositional-layout-kit.md).

/// CGFloat, CGPoint, CGSize, CGRect and IndexPath, as UIKit re-exports them.
@_exported import Foundation
