// Regenerates the rule → case index in Specs/README.md from the tables in Specs/coverage/*.md.
//
//     swift Specs/coverage/make-index.swift          # rewrite the index in Specs/README.md
//     swift Specs/coverage/make-index.swift --check  # exit 1 if the index is out of date
//
// A coverage row is `| \`conformance/FOLDER/CASE.yaml\` | RULES |` (or `recorded/…` for a case of
// UIKit's own output); every R…, D…, F… and E… number named in RULES counts the case for that rule
// (a range "R40–R42" names R40 and R42 only).
// The index lists, per rule, how many cases name it and the first five files in path order.
import Foundation

let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let coverage = specs.appendingPathComponent("coverage")
let readme = specs.appendingPathComponent("README.md")

/// Rule → the case files (relative to `conformance/`, or `recorded/…`) whose coverage row names it.
var cases: [String: Set<String>] = [:]
let tables = try FileManager.default.contentsOfDirectory(atPath: coverage.path).filter { $0.hasSuffix(".md") }.sorted()
let row = try Regex(#"^\|\s*`(?:conformance/)?((?:recorded/)?[^`]+\.yaml)`\s*\|(.*)\|\s*$"#)
let rule = try Regex(#"\b([RDFE])([0-9]+)\b"#)
for table in tables {
    let text = try String(contentsOf: coverage.appendingPathComponent(table), encoding: .utf8)
    for line in text.split(separator: "\n") {
        guard let match = line.wholeMatch(of: row), let file = match.output[1].substring,
            let rules = match.output[2].substring
        else { continue }
        for found in rules.matches(of: rule) {
            cases["\(found.output[1].substring!)\(Int(found.output[2].substring!)!)", default: []].insert(String(file))
        }
    }
}

/// R first, then D, F and E; numerically within each letter.
func order(_ name: String) -> (Int, Int) {
    (["R", "D", "F", "E"].firstIndex(of: String(name.prefix(1)))!, Int(name.dropFirst())!)
}

var lines = ["| rule | cases | files |", "|---|---|---|"]
for name in cases.keys.sorted(by: { order($0) < order($1) }) {
    let files = cases[name]!.sorted()
    var listed = files.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
    if files.count > 5 { listed += ", and \(files.count - 5) more" }
    lines.append("| \(name) | \(files.count) | \(listed) |")
}

// Replace the existing table (from its header row to the first line that is not a table row).
let old = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
guard let start = old.firstIndex(of: lines[0]) else {
    FileHandle.standardError.write(Data("Specs/README.md has no '\(lines[0])' table\n".utf8))
    exit(2)
}
let end = old[start...].firstIndex { !$0.hasPrefix("|") } ?? old.endIndex
let new = Array(old[..<start]) + lines + Array(old[end...])
if CommandLine.arguments.contains("--check") {
    guard new == old else {
        FileHandle.standardError.write(
            Data("Specs/README.md: the rule index is out of date; run swift Specs/coverage/make-index.swift\n".utf8))
        exit(1)
    }
} else {
    try new.joined(separator: "\n").write(to: readme, atomically: true, encoding: .utf8)
}
