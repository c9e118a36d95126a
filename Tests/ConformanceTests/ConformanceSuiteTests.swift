import ComplayoutAnalysis
import Foundation
import ComplayoutTestSupport
import Testing

/// Every spec file under Specs/, relative to the package root.
private let specFiles: [String] = {
    let specs = packageRoot.appendingPathComponent("Specs").path
    return ((try? CaseDiscovery.files(in: [specs])) ?? []).map {
        String($0.dropFirst(packageRoot.path.count + 1))
    }
}()

/// One test per spec file, so a failure names its file.
@Suite struct ConformanceSuiteTests {
    @Test func theSuiteIsThere() {
        #expect(specFiles.count >= 50)
    }

    @Test(arguments: specFiles)
    func specFile(_ path: String) {
        let result = ConformanceRunner().run(path: packageRoot.appendingPathComponent(path).path)
        if case .failed(let reasons) = result.outcome {
            Issue.record(Comment(rawValue: "\(path):\n" + reasons.joined(separator: "\n")))
        }
    }
}
