import ArgumentParser
import Complayout

/// `--safe-area T,L,B,R`: four non-negative numbers of points, in `DirectionalInsets`' order (top, leading,
/// bottom, trailing).
struct InsetsArgument: ExpressibleByArgument {
    let insets: DirectionalInsets

    init?(argument: String) {
        guard let n = CommaSeparated.numbers(argument), n.count == 4, n.allSatisfy({ $0 >= 0 }) else { return nil }
        insets = DirectionalInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
}

/// `--content-offset X,Y`: a point, either coordinate of any sign.
struct PointArgument: ExpressibleByArgument {
    let point: Point

    init?(argument: String) {
        guard let n = CommaSeparated.numbers(argument), n.count == 2 else { return nil }
        point = Point(x: n[0], y: n[1])
    }
}

/// `--size-class H[,V]`: the horizontal size class, and optionally the vertical one.
struct SizeClassesArgument: ExpressibleByArgument {
    let horizontal: SizeClass
    let vertical: SizeClass?

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            SizeClass(rawValue: $0.trimmingCharacters(in: .whitespaces))
        }
        guard (1...2).contains(parts.count), let horizontal = parts[0] else { return nil }
        if parts.count == 2 && parts[1] == nil { return nil }
        self.horizontal = horizontal
        vertical = parts.count == 2 ? parts[1] : nil
    }

    static var allValueStrings: [String] { ["compact", "regular", "compact,regular", "regular,compact"] }
}

/// `--ios N`: a major iOS version, 13 or later.
struct IOSVersionArgument: ExpressibleByArgument {
    let version: Int

    init?(argument: String) {
        guard let version = Int(argument), (LayoutEnvironment.earliestIOSVersion...99).contains(version) else {
            return nil
        }
        self.version = version
    }
}
