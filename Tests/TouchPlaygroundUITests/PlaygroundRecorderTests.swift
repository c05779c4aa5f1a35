import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchPlaygroundUI

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
            return PlaygroundSavedRecording(
                message: "Saved \(inputs.count)", scene: Self.recordedScene(inputs), script: "recorded-1")
        }
        return (harness, saved)
    }

    /// The file a recording went into, as the host hands it back: another
    /// scene than the one recorded in (`--record FILE`), holding an older
    /// script and the new one, which replays the recorded inputs from the
    /// time it starts, as a scene script does.
    static func recordedScene(_ inputs: [HostInput], path: String = "recorded.yaml") -> PlaygroundScene {
        PlaygroundScene(name: "recorded", path: path) {
            let fixture = PlaygroundFixture()
            return PlaygroundSceneWorld(
                application: fixture.app, scripts: ["older", "recorded-1"],
                player: { name in name == "recorded-1" ? replaying(inputs, from: fixture.app.clock.now) : nil })
        }
    }

    /// A player that hands over `inputs`' touches, shifted to begin at `start`.
    static func replaying(_ inputs: [HostInput], from start: TimeInterval) -> PlaygroundScriptPlayer {
        final class Cursor { var next = 0 }
        let cursor = Cursor()
        let frames = inputs.compactMap { input -> ([TouchSample], TimeInterval)? in
            if case .touches(let samples, let time) = input { return (samples, time) }
            return nil
        }
        let origin = frames.first?.1 ?? 0
        return PlaygroundScriptPlayer(
            name: "recorded-1",
            nextTime: { cursor.next < frames.count ? start + frames[cursor.next].1 - origin : nil },
            playNext: { deliver, advance in
                let (samples, time) = frames[cursor.next]
                advance(start + time - origin)
                deliver(.touches(samples, timestamp: start + time - origin))
                cursor.next += 1
            },
            playedEvents: { cursor.next })
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

    /// The notice's instruction must be true: after G the window shows the
    /// file the script went into (here another file, as with `--record
    /// FILE`), the new script is the one Enter plays, and playing it gives
    /// the recorded touch on E in this very window.
    @Test func afterSavingTheNewScriptIsPickedInTheSavedFileAndEnterPlaysIt() throws {
        let (harness, _) = recordingHarness()
        let controller = harness.controller
        harness.press(.character("g"))
        harness.tap("E")
        harness.press(.character("g"))
        #expect(controller.scenes.map(\.name) == ["first", "recorded"], "the saved file joins the scenes")
        #expect(controller.scenes[controller.currentScene].path == "recorded.yaml")
        let card = controller.frame.lesson
        #expect(card?.scripts[controller.pickedScript] == "recorded-1")
        #expect(card?.isExpanded == true)
        let notice = try #require(controller.notice)
        #expect(notice.contains("'recorded-1' picked"))
        #expect(notice.contains("Enter plays it"))
        #expect(!notice.contains("R reloads"), "R reloads the scene recorded in, which does not have the script")
        harness.press(.enter)
        #expect(controller.playback?.scriptName == "recorded-1")
        for _ in 0..<20 where controller.playback != nil { harness.wait(0.05) }
        #expect(controller.playback == nil, "the recorded script played to its end")
        expectOrdered(harness.logLines, ["touch #1 is bound to E in UIWindow (tapCount 1)"])
    }

    /// Saving into the file of the scene recorded in (the library scene's own
    /// file) reopens that scene, which now has the script, rather than
    /// listing the file twice.
    @Test func savingIntoTheScenesOwnFileReopensIt() {
        let harness = ControllerHarness(scenes: ["first", "second"])
        harness.controller.recorder = PlaygroundRecorder { inputs, _ in
            PlaygroundSavedRecording(
                message: "Saved", scene: Self.recordedScene(inputs, path: "./first.yaml"), script: "recorded-1")
        }
        harness.press(.character("g"))
        harness.tap("E")
        harness.press(.character("g"))
        #expect(harness.controller.scenes.count == 2)
        #expect(harness.controller.currentScene == 0)
        #expect(harness.opened.last == "first", "the scene recorded in, built again from its file")
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
            return PlaygroundSavedRecording(message: "Saved", scene: Self.recordedScene(inputs), script: "recorded-1")
        }
        harness.press(.character("g"))
        harness.tap("E")
        harness.press(.tab)
        #expect(saved.scenes == ["first"])
        #expect(harness.controller.recorder?.isRecording == false)
        // The switch asked for wins over opening the saved file: the window
        // shows the second scene, and knows it does.
        #expect(harness.controller.currentScene == 1)
        #expect(harness.controller.scenes[harness.controller.currentScene].name == "second")
        #expect(harness.opened == ["second"])
    }

    @Test func aRecordingWithoutTouchesSavesNothing() {
        let (harness, saved) = recordingHarness()
        harness.press(.character("g"))
        harness.press(.character("g"))
        #expect(saved.scenes.isEmpty)
        #expect(harness.controller.notice?.contains("nothing was saved") == true)
    }
}
