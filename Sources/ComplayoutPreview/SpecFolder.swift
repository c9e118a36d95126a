import ComplayoutPreviewInterface
import Foundation

/// The folder the spec is in: the only files the preview serves besides its own page, so that
/// the page can show the lines an explanation or a diagnostic points at.
struct SpecFolder: Sendable {
    /// The folder's real path, symbolic links resolved, without a trailing slash.
    let root: String
    /// The most bytes of a file served.
    static let maxBytes = 4 << 20

    init(specPath: String) {
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent().path
        root = Self.realPath(folder) ?? folder
    }

    /// The text of the file at `relativePath` (percent-encoded as in a URL) inside the folder.
    /// Refuses, with 403, any path that leads outside it — `..`, an absolute path, a symbolic link
    /// out — and, with 404, what is not a readable regular file.
    func text(at relativePath: String) throws(PreviewRequestError) -> String {
        guard let decoded = relativePath.removingPercentEncoding, !decoded.contains("\0") else {
            throw PreviewRequestError("the path '\(relativePath)' is not a valid percent-encoded path")
        }
        let components = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !decoded.hasPrefix("/"), !components.contains(where: { $0 == ".." }) else {
            throw PreviewRequestError(status: 403, "only files inside the spec's folder are served")
        }
        let candidate = ([root] + components.map(String.init)).joined(separator: "/")
        guard let resolved = Self.realPath(candidate) else {
            throw PreviewRequestError(status: 404, "no file '\(decoded)' in the spec's folder")
        }
        guard resolved.hasPrefix(root + "/") else {
            throw PreviewRequestError(status: 403, "only files inside the spec's folder are served")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue,
            let handle = FileHandle(forReadingAtPath: resolved)
        else {
            throw PreviewRequestError(status: 404, "no file '\(decoded)' in the spec's folder")
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maxBytes + 1) ?? Data() else {
            throw PreviewRequestError(status: 404, "cannot read '\(decoded)'")
        }
        guard data.count <= Self.maxBytes else {
            throw PreviewRequestError(status: 413, "'\(decoded)' is larger than \(Self.maxBytes) bytes")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// `path` with every symbolic link resolved, or nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
