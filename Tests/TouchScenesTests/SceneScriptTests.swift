import Testing
import TouchScenes

/// Scripts: steps placed one after another in virtual time, fingers checked and
/// assigned, and each gesture expanded into the input frames a runner plays.
@Suite struct SceneScriptTests {
    static func script(_ steps: String) throws -> SceneScript {
        let yaml = """
            name: s
            windows:
              - name: W
                subviews:
                  - {name: EView, frame: [0, 0, 100, 100]}
            scripts:
              main:

            """ + steps.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        return try #require(try SceneParser().parse(yaml, file: "s.yaml").script(named: "main"))
    }

    /// Locations resolve to fixed points so frames can be checked exactly.
    static func resolve(_ location: SceneLocation) -> SceneVector {
        switch location {
        case .point(let point): return point
        case .viewCenter: return SceneVector(x: 50, y: 50)
        case .inView(_, let point): return point
        }
    }

    /// Every step kind is a word the reader knows, and one that needs a value
    /// says how to write it with the kind's own example.
    @Test func everyStepKindIsAWordTheReaderKnows() {
        for kind in SceneStepKind.allCases {
            do {
                _ = try Self.script("- \(kind.rawValue)")
                #expect(kind.mayBeBare, "\(kind) loaded with no value")
            } catch {
                let message = "\(error)"
                #expect(!message.contains("unknown action"), "\(kind): \(message)")
                if !kind.mayBeBare {
                    #expect(message.contains("'\(kind.rawValue)' needs a value, such as \(kind.example)"), "\(message)")
                }
            }
        }
    }

    @Test func stepsFollowOneAnother() throws {
        let script = try Self.script(
            """
            - tap: EView
            - wait: 0.2
            - doubleTap: [10, 10]
            - longPress: {at: EView, duration: 0.7}
            - drag: {from: [0, 0], to: [10, 10], duration: 0.4}
            - swipe: {from: EView, direction: left}
            - pinch: {at: EView, scale: 2, duration: 0.25}
            - shake
            - remote: nextTrack
            - interruption
            - shot: end
            """)
        #expect(script.steps.map(\.time) == [0, 0.1, 0.3, 0.6, 1.3, 1.7, 1.85, 2.1, 2.1, 2.1, 2.1])
        #expect(script.steps.map(\.duration) == [0.1, 0.2, 0.3, 0.7, 0.4, 0.15, 0.25, 0, 0, 0, 0])
        #expect(
            script.steps.map(\.word) == [
                "tap", "wait", "doubleTap", "longPress", "drag", "swipe", "pinch", "shake", "remote", "interruption", "shot",
            ])
        #expect(script.steps[8].action == .remoteControl(.nextTrack))
        #expect(script.duration == 2.1)
        #expect(script.shots == ["end"])
    }

    @Test func gesturesUseTheLowestFreeFingers() throws {
        let script = try Self.script(
            """
            - down: {finger: 1, at: EView}
            - down: {finger: 3, at: [5, 5]}
            - tap: {at: [80, 80], fingers: 2}
            - up: [{finger: 1}, {finger: 3}]
            - rotate: {at: EView, degrees: 90}
            """)
        guard case .tap(let tap) = script.steps[2].action, case .twoFinger(let rotate) = script.steps[4].action else {
            Issue.record("unexpected actions: \(script.steps.map(\.action))")
            return
        }
        #expect(tap.fingers == [2, 4])
        #expect(rotate.fingers == [1, 2])
        #expect(
            script.steps[3].action
                == .fingers([
                    SceneFingerChange(finger: 1, phase: .up, location: nil),
                    SceneFingerChange(finger: 3, phase: .up, location: nil),
                ]))
    }

    @Test func interruptionLiftsEveryFinger() throws {
        let script = try Self.script(
            """
            - down: [10, 10]
            - interruption
            - down: [20, 20]
            """)
        #expect(
            script.steps[2].action == .fingers([SceneFingerChange(finger: 1, phase: .down, location: .point(SceneVector(x: 20, y: 20)))]))
    }

    @Test func locationForms() throws {
        let script = try Self.script(
            """
            - down: [1, 2]
            - move: EView
            - move: {finger: 1, at: {view: EView, point: [3, 4]}}
            - up: {finger: 1, at: {view: EView}}
            """)
        let locations = script.steps.compactMap { step -> SceneLocation? in
            guard case .fingers(let changes) = step.action else { return nil }
            return changes[0].location
        }
        #expect(
            locations == [
                .point(SceneVector(x: 1, y: 2)), .viewCenter("EView"), .inView("EView", SceneVector(x: 3, y: 4)), .viewCenter("EView"),
            ])
    }

    @Test func tapFrames() throws {
        let script = try Self.script("- tap: {at: [100, 200], count: 2, fingers: 2, hold: 0.05, interval: 0.2}")
        let frames = script.steps[0].frames(resolve: Self.resolve)
        let left = SceneVector(x: 85, y: 200), right = SceneVector(x: 115, y: 200)
        func frame(_ time: Double, _ phase: SceneFingerPhase) -> SceneFrame {
            SceneFrame(
                time: time,
                samples: [
                    SceneFingerSample(finger: 1, phase: phase, point: left), SceneFingerSample(finger: 2, phase: phase, point: right),
                ])
        }
        #expect(frames == [frame(0, .down), frame(0.05, .up), frame(0.25, .down), frame(0.3, .up)])
    }

    @Test func dragFrames() throws {
        let script = try Self.script(
            """
            - wait: 1
            - drag: {from: [0, 0], by: [40, 20], duration: 0.5, hold: 0.1, steps: 4}
            """)
        let frames = script.steps[1].frames(resolve: Self.resolve)
        #expect(frames.map(\.time) == [1, 1.2, 1.3, 1.4, 1.5, 1.5])
        #expect(frames.map { $0.samples[0].phase } == [.down, .move, .move, .move, .move, .up])
        #expect(
            frames.map { $0.samples[0].point } == [
                SceneVector(x: 0, y: 0), SceneVector(x: 10, y: 5), SceneVector(x: 20, y: 10),
                SceneVector(x: 30, y: 15), SceneVector(x: 40, y: 20), SceneVector(x: 40, y: 20),
            ])
    }

    @Test func swipeIsADragByDirection() throws {
        let script = try Self.script("- swipe: {from: EView, direction: up, distance: 120}")
        guard case .drag(let drag) = script.steps[0].action else {
            Issue.record("a swipe should be a drag")
            return
        }
        #expect(drag.to == .offset(SceneVector(x: 0, y: -120)))
        #expect(drag.steps == SceneStepDefaults.swipeSteps)
        #expect(script.steps[0].frames(resolve: Self.resolve).last?.samples.first?.point == SceneVector(x: 50, y: -70))
    }

    @Test func pinchAndRotateFrames() throws {
        let script = try Self.script(
            """
            - pinch: {at: [100, 100], scale: 2, distance: 40, steps: 2, duration: 0.2}
            - rotate: {at: [100, 100], degrees: 90, distance: 40, steps: 1, duration: 0.1}
            """)
        let pinch = script.steps[0].frames(resolve: Self.resolve)
        #expect(
            pinch.map { $0.samples.map(\.point) } == [
                [SceneVector(x: 80, y: 100), SceneVector(x: 120, y: 100)],
                [SceneVector(x: 70, y: 100), SceneVector(x: 130, y: 100)],
                [SceneVector(x: 60, y: 100), SceneVector(x: 140, y: 100)],
                [SceneVector(x: 60, y: 100), SceneVector(x: 140, y: 100)],
            ])
        let rotate = script.steps[1].frames(resolve: Self.resolve)
        let end = try #require(rotate.last?.samples)
        #expect(abs(end[0].point!.x - 100) < 1e-9 && abs(end[0].point!.y - 80) < 1e-9)
        #expect(abs(end[1].point!.x - 100) < 1e-9 && abs(end[1].point!.y - 120) < 1e-9)
        #expect(rotate.map(\.time) == [0.2, 0.3, 0.3])
    }

    @Test func lowLevelStepsAreOneFrame() throws {
        let script = try Self.script(
            """
            - down: [{finger: 1, at: [0, 0]}, {finger: 2, at: [9, 9]}]
            - frame: [{finger: 1, phase: move, at: [1, 1]}, {finger: 2, phase: cancel}]
            - up
            """)
        #expect(script.steps.map { $0.frames(resolve: Self.resolve).count } == [1, 1, 1])
        #expect(
            script.steps[1].frames(resolve: Self.resolve)[0].samples == [
                SceneFingerSample(finger: 1, phase: .move, point: SceneVector(x: 1, y: 1)),
                SceneFingerSample(finger: 2, phase: .cancel, point: nil),
            ])
        #expect(script.steps.allSatisfy { $0.duration == 0 })
    }

    @Test func eventsMakeNoFrames() throws {
        let script = try Self.script(
            """
            - wait: 0.5
            - shake
            - shot: one
            """)
        #expect(script.steps.allSatisfy { $0.frames(resolve: Self.resolve).isEmpty })
    }

    @Test func timesAreWholeMicroseconds() throws {
        let script = try Self.script(
            """
            - wait: 0.1
            - wait: 0.2
            - shake
            """)
        #expect(script.steps[2].time == 0.3)
    }
}
