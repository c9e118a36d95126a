import ComplayoutTestSupport
import Testing

/// `complayout check --recorded`, on recordings written by hand (Tests/Recordings). Their spec is
/// one row of two items a half of the width each, 44 points high, with 3 items: at 390 points
/// the cells are 0, 0, 195 × 44; 195, 0, 195 × 44; 0, 44, 195 × 44 (195 = 390 × 0.5, a whole
/// point on the 1/3-point grid), and the content 390 × 88 (two rows). The 320-point recording
/// (iOS 16) replaces the spec's container: 160 = 320 × 0.5. A third spec has a 40-point `header`
/// over one 44-point row: header 0, 0, 390 × 40 (zIndex 1, R51), cell 0, 40, 390 × 44, content
/// 390 × 84; its recording names the header with UIKit's section-header kind, as UIKit names a
/// list's header, and recorded only the container.
@Suite struct RecordedCheckTests {
    @Test func recordingsThatAgreePass() throws {
        let run = try complayout("check", "--recorded", "Tests/Recordings/agree", "--verbose")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("PASS Tests/Recordings/agree/two-columns-320.json"))
        #expect(run.output.contains("PASS Tests/Recordings/agree/uikit-header-kind.json"))
        #expect(run.output.hasSuffix("3 agree, 0 differ\n"))
    }

    /// The disagreeing recording says the content is 96 high, the third cell at y 52, a badge the
    /// layout does not have, and leaves out the second cell: each is reported, by element.
    @Test func aRecordingThatDisagreesFailsWithEveryDifference() throws {
        let run = try complayout("check", "--recorded", "Tests/Recordings")
        #expect(run.status == 1)
        #expect(
            run.output == """
                FAIL Tests/Recordings/disagree/two-columns-390.json
                  content size: UIKit 390 × 96, complayout 390 × 88
                  cell [0, 2]: UIKit 0, 52, 195 × 44 z0, complayout 0, 44, 195 × 44 z0
                  supplementary "badge" [0, 0]: UIKit 180, -5, 20 × 20 z1, not in complayout's layout
                  cell [0, 1]: complayout 195, 0, 195 × 44 z0, not in UIKit's layout
                3 agree, 1 differ

                """)
    }

    @Test func recordedTakesAFolderAndNoCaseFiles() throws {
        #expect(try complayout("check", "--recorded", "Tests/Recordings/none").status == 2)
        #expect(try complayout("check", "--recorded", "Tests/Recordings", "Specs/").status == 2)
        #expect(try complayout("check").status == 2)
    }
}
