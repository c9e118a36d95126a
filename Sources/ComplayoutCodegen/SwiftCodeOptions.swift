/// How the generated Swift file is shaped.
public struct SwiftCodeOptions: Sendable, Hashable {
    /// The function that builds the layout.
    public var functionName: String
    /// When set, the element-kind constants and the function become static members of an
    /// `enum` with this name, so several generated files can live in one module.
    public var typeName: String?
    /// The spec file the code comes from, named in the file's first comment.
    public var sourceFileName: String?

    public init(functionName: String = "makeLayout", typeName: String? = nil, sourceFileName: String? = nil) {
        self.functionName = functionName
        self.typeName = typeName
        self.sourceFileName = sourceFileName
    }
}
