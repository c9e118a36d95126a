import Foundation

/// The Swift toolchain that runs the tests: its programs, for tests that compile or resolve code.
public enum Toolchain {
    /// `$SWIFTC`, else the first `swiftc` on PATH.
    public static var swiftc: URL? {
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { return URL(fileURLWithPath: explicit) }
        return program("swiftc")
    }

    /// The first `swift` (the package manager's driver) on PATH.
    public static var swift: URL? { program("swift") }

    /// The first executable called `name` on PATH, or in the usual toolchain folders.
    private static func program(_ name: String) -> URL? {
        let folders =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/opt/swift/usr/bin", "/usr/bin"]
        return folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The folder the test bundle was built into (`.build/<triple>/debug`), which holds the
    /// package's modules and executables.
    public static var buildProducts: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The bundle is a folder on some platforms (…/complayoutPackageTests.xctest/Contents/…).
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }
}
