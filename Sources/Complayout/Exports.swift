// The library product: one import for programs that load and evaluate layouts.
@_exported import Diagnostics
@_exported import LayoutEngine
@_exported import LayoutLint
@_exported import LayoutMatrix
@_exported import LayoutModel
@_exported import LayoutOutput
@_exported import LayoutRender
@_exported import LayoutSpec
@_exported import LayoutTransition
@_exported import YAMLFrontEnd
@_exported import Conformance
@_exported import SwiftCodegen
