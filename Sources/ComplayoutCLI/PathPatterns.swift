import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File arguments with glob patterns (`Specs/examples/*.yaml`) expanded by the tool itself, for
/// shells that pass them quoted and for callers without a shell.
enum PathPatterns {
    /// Each argument, or, for one with `*`, `?` or `[` that names no file, the files it matches in
    /// sorted order; a pattern that matches nothing is kept, so that reading it reports it.
    static func expand(_ arguments: [String]) -> [String] {
        arguments.flatMap { argument -> [String] in
            guard argument.contains(where: { "*?[".contains($0) }), !FileManager.default.fileExists(atPath: argument)
            else { return [argument] }
            let matches = self.matches(of: argument)
            return matches.isEmpty ? [argument] : matches
        }
    }

    /// The paths matching `pattern`, sorted, as glob(3) finds them.
    private static func matches(of pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { index in
            result.gl_pathv[index].map { String(cString: $0) }
        }
    }
}
