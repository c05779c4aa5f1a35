import Foundation
import Testing

@testable import TouchCore

/// The window's form of the trace (SPEC §11: every delay readable): headings
/// timed from their touch sequence's start and locations to the half point,
/// while the exact form the CLI and the goldens use is unchanged.
@Suite struct TraceFormatterWindowFormTests {
    private func heading(_ time: TimeInterval, _ input: TraceRecord.Input) -> TraceRecord {
        TraceRecord(time: time, depth: 0, kind: .input(input))
    }

    @Test func headingsCountFromTheSequenceStartAndPointsRoundToHalves() {
        let records = [
            heading(34.676, .touch(1, .began, at: CGPoint(x: 281.57, y: 239.748))),
            TraceRecord(
                time: 34.676, depth: 0,
                kind: .hitTestTouch(touch: 1, location: CGPoint(x: 281.57, y: 239.748), pass: 1)),
            heading(34.826, .touch(1, .ended, at: CGPoint(x: 281.2, y: 239.76))),
            TraceRecord(
                time: 35.126, depth: 0,
                kind: .timerFired(.withheldEndedRelease(touch: 1, delay: 0.3))),
            heading(40, .touch(2, .began, at: CGPoint(x: 10.24, y: 10.26))),
        ]
        #expect(
            TraceFormatter.windowLines(records) == [
                "+0.000 touch #1 began at (281.5, 239.5)",
                "hit-testing touch #1 at (281.5, 239.5)",
                "+0.150 touch #1 ended at (281, 240)",
                "+0.450 timer: 0.3 s after touch #1 lifted, devices release its withheld touchesEnded",
                "+0.000 touch #2 began at (10, 10.5)",
            ])
        // The exact form is untouched.
        #expect(TraceFormatter.lines(records)[0] == "@34.676 touch #1 began at (281.57, 239.748)")
        #expect(TraceFormatter.lines(records)[3].hasPrefix("@35.126 timer: "))
    }

    @Test func aSecondFingerAndAShakeDuringTheTouchBelongToItsSequence() {
        let records = [
            heading(10, .touch(1, .began, at: .zero)),
            heading(10.1, .touch(2, .began, at: .zero)),
            heading(10.2, .shake),
            heading(10.3, .touch(1, .ended, at: .zero)),
            heading(10.4, .touch(2, .ended, at: .zero)),
            heading(12, .shake),
        ]
        #expect(TraceFormatter.sequenceOrigins(records) == [10, 10, 10, 10, 10, 12])
        #expect(TraceFormatter.windowLines(records).last == "+0.000 shake")
    }

    /// A script played in the window runs on the scene's clock from its start,
    /// as `touchlab trace` runs it: its lines are that command's, time stamps
    /// and exact points included, however long after each other its inputs
    /// come. Live input after it is timed from its own touch's start again.
    @Test func aPlayedScriptKeepsItsClockAndLiveInputAfterItCountsFromItsTouch() {
        let records = [
            heading(0, .script("PlayerController.becomeFirstResponder()")),
            heading(0.5, .shakePhase(.began)),
            heading(1.3, .shakePhase(.ended)),
            heading(5.25, .touch(1, .began, at: CGPoint(x: 10.2, y: 20))),
            heading(5.4, .touch(1, .ended, at: CGPoint(x: 10.2, y: 20))),
        ]
        #expect(
            TraceFormatter.windowLines(records, playedUntil: 5.25) == [
                "@0.000 script: PlayerController.becomeFirstResponder()",
                "@0.500 shake began",
                "@1.300 shake ended",
                "+0.000 touch #1 began at (10, 20)",
                "+0.150 touch #1 ended at (10, 20)",
            ])
        // Still playing (no live input yet): every line is the script's, as `touchlab trace` writes it.
        #expect(TraceFormatter.windowLines(records, playedUntil: .infinity) == TraceFormatter.lines(records))
        // Nothing played: every line is live.
        #expect(TraceFormatter.windowLines(records, playedUntil: nil) == TraceFormatter.windowLines(records))
        // A live shake that lasts counts from its own start.
        #expect(TraceFormatter.windowLines(records, playedUntil: nil)[1...2] == ["+0.000 shake began", "+0.800 shake ended"])
    }
}
