import Foundation

/// Finds the spec files under the paths a user names.
public enum CaseDiscovery {
    /// Problems with the paths themselves.
    public struct MissingPath: Error, Sendable, Hashable {
        public var path: String
    }

    /// Every `.yaml`/`.yml` file named directly or found under a named folder, sorted within each folder.
    public static func files(in paths: [String]) throws(MissingPath) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPath(path: path) }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? path : path + "/"
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                .sorted()
                .map { base + $0 }
            files += found
        }
        return files
    }
}
