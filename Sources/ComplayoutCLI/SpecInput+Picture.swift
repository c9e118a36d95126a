import Complayout

extension SpecInput {
    /// The picture of `layout`, evaluated from `spec`, named after this file; prints an error and
    /// returns nil when it has too many elements to draw.
    func picture(of layout: EvaluatedLayout, spec: SpecFile, region: Rect?) -> LayoutPicture? {
        do {
            return try LayoutPicture(layout, of: spec, name: fileName, region: region)
        } catch {
            let hint = error.inRegion ? "give a smaller --rect" : "give --rect X,Y,W,H to draw a region"
            report([error.diagnostic(hint: hint)])
            return nil
        }
    }
}

extension SpecInput {
    /// The file's name without its folders, as pictures are titled.
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
}
