import Foundation
import Testing
import TouchCore

@testable import TouchDrawing

/// The record key (G): live touches are recorded in screen points, on the
/// half-point grid a script writes, and handed to the host's save when G is
/// pressed again; the application gets the same snapped samples, so the
/// script replays to the live trace.
struct PlaygroundRecorderTests {
    final class Saved {
        var inputs: [HostInput] = []
        var scenes: [String] = []
    }

    func recordingHarness() -> (ControllerHarness, Saved) {
        let harness = ControllerHarness()
        let saved = Saved()
        harness.controller.recorder = PlaygroundRecorder { inputs, scene in
            saved.inputs = inputs
            saved.scenes.append(scene.name)
            return "Saved \(inputs.count)"
        }
        return (harness, saved)
    }

    @Test func withoutARecorderTheKeySaysWhatIsMissing() {
        let harness = ControllerHarness()
        harness.press(.character("g"))
        #expect(harness.controller.notice?.hasPrefix("Recording needs a place to save") == true)
    }

    @Test func gRecordsLiveTouchesSnappedToTheHalfPointAndGAgainSaves() throws {
        let (harness, saved) = recordingHarness()
        let controller = harness.controller
        harness.press(.character("g"))
        #expect(controller.recorder?.isRecording == true)
        #expect(controller.notice?.contains("Recording") == true)
        let start = harness.canvasPoint(of: "E")
        controller.handleTouches([TouchSample(finger: 0, phase: .down, location: start, force: 0.4)], at: 20_000)
        controller.handleTouches(
            [TouchSample(finger: 0, phase: .up, location: CGPoint(x: start.x + 0.37, y: start.y), force: 0.2)], at: 20_120)
        harness.press(.character("g"))
        #expect(controller.recorder?.isRecording == false)
        #expect(controller.notice?.hasPrefix("Saved 2\n") == true)
        #expect(controller.notice?.contains("R reloads the scene") == true, "and says how to play the new script")
        #expect(saved.scenes == ["first"])
        let samples = saved.inputs.flatMap { input -> [TouchSample] in
            if case .touches(let samples, _) = input { return samples }
            return []
        }
        #expect(samples.map(\.phase) == [.down, .up])
        for sample in samples {
            #expect(sample.force == nil)
            #expect(sample.location.x * 2 == (sample.location.x * 2).rounded())
            #expect(sample.location.y * 2 == (sample.location.y * 2).rounded())
        }
        let times = saved.inputs.map { input -> TimeInterval in
            if case .touches(_, let time) = input { return time }
            return -1
        }
        #expect(abs((times[1] - times[0]) - 0.12) < 1e-9)
    }

    @Test func aFingerAlreadyDownIsLeftOutUntilItLifts() {
        let (harness, saved) = recordingHarness()
        let controller = harness.controller
        let point = harness.canvasPoint(of: "E")
        controller.handleTouches([TouchSample(finger: 0, phase: .down, location: point)], at: 20_000)
        harness.press(.character("g"))
        controller.handleTouches([TouchSample(finger: 0, phase: .move, location: point)], at: 20_050)
        controller.handleTouches([TouchSample(finger: 1, phase: .down, location: point)], at: 20_060)
        controller.handleTouches([TouchSample(finger: 0, phase: .up, location: point)], at: 20_070)
        controller.handleTouches([TouchSample(finger: 1, phase: .up, location: point)], at: 20_080)
        harness.press(.character("g"))
        let fingers = saved.inputs.flatMap { input -> [Int] in
            if case .touches(let samples, _) = input { return samples.map(\.finger) }
            return []
        }
        #expect(fingers == [1, 1])
    }

    @Test func switchingScenesSavesTheRecordingForTheSceneItWasMadeIn() {
        let harness = ControllerHarness(scenes: ["first", "second"])
        let saved = Saved()
        harness.controller.recorder = PlaygroundRecorder { inputs, scene in
            saved.scenes.append(scene.name)
            return "Saved"
        }
        harness.press(.character("g"))
        harness.tap("E")
        harness.press(.tab)
        #expect(saved.scenes == ["first"])
        #expect(harness.controller.recorder?.isRecording == false)
    }

    @Test func aRecordingWithoutTouchesSavesNothing() {
        let (harness, saved) = recordingHarness()
        harness.press(.character("g"))
        harness.press(.character("g"))
        #expect(saved.scenes.isEmpty)
        #expect(harness.controller.notice?.contains("nothing was saved") == true)
    }
}
