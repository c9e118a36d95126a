// Runs the device recorder over a folder of specs (docs/device-recorder.md):
//
//   TEST_RUNNER_COMPLAYOUT_SPECS=$PWD/Specs TEST_RUNNER_COMPLAYOUT_RECORDINGS=$PWD/Specs/recorded/device/ios17 \
//     xcodebuild test -scheme complayout-Package -destination 'platform=iOS Simulator,name=iPhone 15' \
//     -only-testing ComplayoutRecorderTests
#if canImport(UIKit)
    import ComplayoutRecording
    import Foundation
    import XCTest

    @available(iOS 17.0, *)
    final class DeviceRecordingTests: XCTestCase {
        /// Records every spec (.yaml, .json) under `COMPLAYOUT_SPECS` into `COMPLAYOUT_RECORDINGS`,
        /// one JSON file per spec at the same relative path.
        @MainActor func testRecordEverySpec() throws {
            let variables = ProcessInfo.processInfo.environment
            guard let specs = variables["COMPLAYOUT_SPECS"], let recordings = variables["COMPLAYOUT_RECORDINGS"] else {
                throw XCTSkip("set COMPLAYOUT_SPECS and COMPLAYOUT_RECORDINGS (TEST_RUNNER_… for xcodebuild)")
            }
            let files = (FileManager.default.enumerator(atPath: specs)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            var recorded = 0
            var notRecorded: [String] = []
            for file in files {
                let text = try String(contentsOfFile: specs + "/" + file, encoding: .utf8)
                let recording: DeviceRecording
                do {
                    recording = try SpecRecorder.record(specText: text, specPath: file)
                } catch {
                    notRecorded.append("\(file): \(error)")
                    continue
                }
                let output = URL(fileURLWithPath: recordings).appendingPathComponent(
                    (file as NSString).deletingPathExtension + ".json")
                try FileManager.default.createDirectory(
                    at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
                try encoder.encode(recording).write(to: output)
                recorded += 1
            }
            print(
                "recorded \(recorded) specs into \(recordings); not recorded:\n" + notRecorded.joined(separator: "\n"))
            XCTAssertGreaterThan(recorded, 0)
        }
    }
#endif
