import Foundation

extension SceneStep {
    /// The input frames this step produces, in time order, with locations turned
    /// into screen points by `resolve`.
    ///
    /// `resolve` is called once per location when the step starts, which is when
    /// view-relative locations are measured (``SceneLocation``). Steps that are not
    /// finger actions (wait, events, shots) produce no frames; a runner plays
    /// those from ``action`` directly. Keeping this expansion here, next to the
    /// model, means the timing rules documented in docs/scenes.md are code that
    /// the scene tests check, not prose every runner must re-derive.
    package func frames(resolve: (SceneLocation) throws -> SceneVector) rethrows -> [SceneFrame] {
        switch action {
        case .fingers(let changes):
            let samples = try changes.map { change in
                SceneFingerSample(finger: change.finger, phase: change.phase, point: try change.location.map(resolve))
            }
            return [SceneFrame(time: time, samples: samples)]

        case .tap(let tap):
            let points = Self.row(around: try resolve(tap.location), count: tap.fingers.count)
            var frames: [SceneFrame] = []
            for index in 0..<tap.count {
                let down = time + Double(index) * (tap.hold + tap.interval)
                frames.append(Self.frame(at: down, .down, fingers: tap.fingers, points: points))
                frames.append(Self.frame(at: down + tap.hold, .up, fingers: tap.fingers, points: points))
            }
            return frames

        case .drag(let drag):
            let start = try resolve(drag.from)
            let end: SceneVector
            switch drag.to {
            case .location(let location): end = try resolve(location)
            case .offset(let offset): end = SceneVector(x: start.x + offset.x, y: start.y + offset.y)
            }
            let count = drag.fingers.count
            return movement(fingers: drag.fingers, hold: drag.hold, steps: drag.steps) { fraction in
                let center = SceneVector(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
                return Self.row(around: center, count: count)
            }

        case .twoFinger(let gesture):
            let center = try resolve(gesture.center)
            return movement(fingers: gesture.fingers, hold: 0, steps: gesture.steps) { fraction in
                let distance = gesture.startDistance + (gesture.endDistance - gesture.startDistance) * fraction
                let degrees = gesture.startDegrees + (gesture.endDegrees - gesture.startDegrees) * fraction
                let radians = degrees * .pi / 180
                let half = SceneVector(x: cos(radians) * distance / 2, y: sin(radians) * distance / 2)
                return [
                    SceneVector(x: center.x - half.x, y: center.y - half.y),
                    SceneVector(x: center.x + half.x, y: center.y + half.y),
                ]
            }

        case .wait, .interruption, .shake, .motion, .remoteControl, .shot, .becomeFirstResponder, .resignFirstResponder, .remove, .set,
            .setRecognizer, .menu, .animate:
            return []
        }
    }

    /// Down at the start, `steps` moves spread evenly over the time after `hold`,
    /// up at the end where the last move went. `points(f)` places every finger at
    /// fraction `f` of the way.
    private func movement(fingers: [Int], hold: Double, steps: Int, points: (Double) -> [SceneVector]) -> [SceneFrame] {
        var frames = [Self.frame(at: time, .down, fingers: fingers, points: points(0))]
        for index in 1...max(steps, 1) {
            let fraction = Double(index) / Double(max(steps, 1))
            frames.append(Self.frame(at: time + hold + (duration - hold) * fraction, .move, fingers: fingers, points: points(fraction)))
        }
        frames.append(Self.frame(at: endTime, .up, fingers: fingers, points: points(1)))
        return frames
    }

    private static func frame(at time: Double, _ phase: SceneFingerPhase, fingers: [Int], points: [SceneVector]) -> SceneFrame {
        SceneFrame(
            time: SceneTime.snapped(time), samples: zip(fingers, points).map { SceneFingerSample(finger: $0, phase: phase, point: $1) })
    }

    /// `count` points in a horizontal row centred on `center`,
    /// ``SceneStepDefaults/fingerSpacing`` apart.
    private static func row(around center: SceneVector, count: Int) -> [SceneVector] {
        (0..<count).map { index in
            let offset = (Double(index) - Double(count - 1) / 2) * SceneStepDefaults.fingerSpacing
            return SceneVector(x: center.x + offset, y: center.y)
        }
    }
}
