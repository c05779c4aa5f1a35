import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchScenes

/// Live input written as a script (docs/scenes.md, "Recorded scripts"): the
/// script, read back by the loader and expanded into input frames, hands the
/// application exactly the recorded samples at the recorded times, whether a
/// run of frames became one gesture step or stayed frame by frame.
struct SceneScriptRecordingTests {
    static let scene = """
        # A comment the recording must keep.
        name: recording
        description: A board to record on.   # and this one
        windows:
          - name: UIWindow
            root:
              name: Controller
              view: {name: Board, color: "#ffffff"}
        scripts:
          tap-board:
            - tap: Board   # a step comment

        # A trailing comment.
        """

    /// `samples` at `time`, with host finger numbers (the mouse is 0).
    static func touches(_ time: Double, _ samples: (Int, TouchSample.Phase, Double, Double)...) -> HostInput {
        .touches(samples.map { TouchSample(finger: $0.0, phase: $0.1, location: CGPoint(x: $0.2, y: $0.3)) }, timestamp: time)
    }

    /// The frames the recorded script makes when loaded and expanded, after
    /// being added to ``scene``.
    static func replayedFrames(of inputs: [HostInput]) throws -> (text: String, frames: [SceneFrame]) {
        let steps = SceneScriptRecording(inputs: inputs).steps
        let text = try SceneScriptInsertion.inserting(script: "recorded-1", steps: steps, into: scene)
        let script = try #require(try SceneParser().parse(text, file: "recording.yaml").script(named: "recorded-1"))
        var frames = script.steps.flatMap { step in
            step.frames { location in
                guard case .point(let vector) = location else { return .zero }
                return vector
            }
        }
        // A lift without a place is where the finger last was, as SceneRunner plays it.
        var places: [Int: SceneVector] = [:]
        for frameIndex in frames.indices {
            for sampleIndex in frames[frameIndex].samples.indices {
                let sample = frames[frameIndex].samples[sampleIndex]
                if sample.point == nil { frames[frameIndex].samples[sampleIndex].point = places[sample.finger] }
                places[sample.finger] = frames[frameIndex].samples[sampleIndex].point
            }
        }
        return (text, frames)
    }

    /// The frames the inputs are, relative to the first, with script fingers.
    static func expectedFrames(_ inputs: [HostInput]) -> [SceneFrame] {
        SceneScriptRecording(inputs: inputs).entries.compactMap { entry in
            if case .frame(let frame) = entry { return frame }
            return nil
        }
    }

    @Test func aHeldClickIsATapAndAnEvenDragIsADrag() throws {
        let inputs = [
            Self.touches(10.000, (0, .down, 100, 200)),
            Self.touches(10.080, (0, .up, 100, 200)),
            // Evenly spaced in time and along a line: the drag step's own expansion.
            Self.touches(10.500, (0, .down, 50, 50)),
            Self.touches(10.600, (0, .move, 60, 70)),
            Self.touches(10.700, (0, .move, 70, 90)),
            Self.touches(10.700, (0, .up, 70, 90)),
            Self.touches(11.000, (0, .down, 300, 300)),
            Self.touches(11.750, (0, .up, 300, 300)),
        ]
        let steps = SceneScriptRecording(inputs: inputs).steps
        #expect(
            steps == [
                "- tap: {at: [100, 200], hold: 0.08}", "- wait: 0.42",
                "- drag: {from: [50, 50], to: [70, 90], duration: 0.2, steps: 2}", "- wait: 0.3",
                "- longPress: {at: [300, 300], duration: 0.75}",
            ])
        let (_, frames) = try Self.replayedFrames(of: inputs)
        #expect(frames == Self.expectedFrames(inputs))
    }

    @Test func anUnevenDragStaysFrameByFrameAndReplaysExactly() throws {
        let inputs = [
            Self.touches(3.001, (0, .down, 100.5, 200)),
            Self.touches(3.017, (0, .move, 103, 204.5)),
            Self.touches(3.041, (0, .move, 110, 215)),
            Self.touches(3.052, (0, .up, 112, 216)),
        ]
        let steps = SceneScriptRecording(inputs: inputs).steps
        #expect(
            steps == [
                "- down: [100.5, 200]", "- wait: 0.016", "- move: [103, 204.5]", "- wait: 0.024", "- move: [110, 215]",
                "- wait: 0.011", "- up: {finger: 1, at: [112, 216]}",
            ])
        let (_, frames) = try Self.replayedFrames(of: inputs)
        #expect(frames == Self.expectedFrames(inputs))
    }

    @Test func fingersTogetherShareAStepAndMixedPhasesAreAFrame() throws {
        // SPEC T3: fingers that change in one input frame arrive in one call,
        // so they must stay in one step.
        let inputs = [
            Self.touches(1.0, (0, .down, 60, 300), (1, .down, 140, 300)),
            Self.touches(1.1, (0, .move, 70, 310), (1, .up, 140, 300)),
            Self.touches(1.2, (2, .down, 200, 200)),
            HostInput.interruption(timestamp: 1.3),
            Self.touches(1.4, (0, .down, 10, 10)),
            Self.touches(1.5, (0, .cancel, 10, 10)),
        ]
        let steps = SceneScriptRecording(inputs: inputs).steps
        #expect(
            steps == [
                "- down: [{finger: 1, at: [60, 300]}, {finger: 2, at: [140, 300]}]", "- wait: 0.1",
                "- frame: [{finger: 1, phase: move, at: [70, 310]}, {finger: 2, phase: up}]", "- wait: 0.1",
                "- down: {finger: 3, at: [200, 200]}", "- wait: 0.1", "- interruption", "- wait: 0.1", "- down: [10, 10]",
                "- wait: 0.1", "- cancel",
            ])
        let (_, frames) = try Self.replayedFrames(of: inputs)
        #expect(frames == Self.expectedFrames(inputs))
    }

    @Test func randomRecordingsReplayToTheirOwnFrames() throws {
        var random = SeededRandom(seed: 20_261_124)
        for _ in 0..<40 {
            var inputs: [HostInput] = []
            var time = Double(random.next() % 5000) / 1000
            var down: Set<Int> = []
            for _ in 0..<(3 + Int(random.next() % 30)) {
                time += Double(random.next() % 120) / 1000
                let finger = Int(random.next() % 3)
                let x = Double(random.next() % 780) / 2, y = Double(random.next() % 1600) / 2
                let phase: TouchSample.Phase
                if !down.contains(finger) {
                    phase = .down
                    down.insert(finger)
                } else {
                    phase = [.move, .move, .move, .up, .cancel][Int(random.next() % 5)]
                    if phase != .move { down.remove(finger) }
                }
                inputs.append(.touches([TouchSample(finger: finger, phase: phase, location: CGPoint(x: x, y: y))], timestamp: time))
            }
            let (text, frames) = try Self.replayedFrames(of: inputs)
            #expect(frames == Self.expectedFrames(inputs), "\(text)")
        }
    }

    @Test func theScriptIsAddedToTheScriptsBlockKeepingEveryComment() throws {
        let text = try SceneScriptInsertion.inserting(
            script: "recorded-1", steps: ["- tap: {at: [10, 10], hold: 0.1}"], comment: ["Recorded."], into: Self.scene)
        #expect(
            text == """
                # A comment the recording must keep.
                name: recording
                description: A board to record on.   # and this one
                windows:
                  - name: UIWindow
                    root:
                      name: Controller
                      view: {name: Board, color: "#ffffff"}
                scripts:
                  tap-board:
                    - tap: Board   # a step comment
                  # Recorded.
                  recorded-1:
                    - tap: {at: [10, 10], hold: 0.1}

                # A trailing comment.

                """)
        #expect(SceneScriptInsertion.freeName(in: text) == "recorded-2")
    }

    @Test func aSceneWithoutScriptsGetsABlockAndFlowStyleIsRefused() throws {
        let bare = Self.scene.components(separatedBy: "scripts:")[0]
        let text = try SceneScriptInsertion.inserting(script: "recorded-1", steps: ["- down: [1, 2]"], into: bare)
        #expect(text.hasSuffix("scripts:\n  recorded-1:\n    - down: [1, 2]\n"))
        #expect(try SceneParser().parse(text, file: "x.yaml").scripts.map(\.name) == ["recorded-1"])
        let flow = bare + "scripts: {a: [{tap: Board}]}\n"
        #expect(throws: SceneScriptInsertion.Failure.notBlockStyle(line: 9)) {
            try SceneScriptInsertion.inserting(script: "recorded-1", steps: ["- down: [1, 2]"], into: flow)
        }
    }
}
