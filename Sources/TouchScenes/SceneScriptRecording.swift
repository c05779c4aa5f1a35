import Foundation
import TouchCore

/// Live input written as a scene script: the steps of a recorded gesture
/// (docs/scenes.md, "Recorded scripts").
///
/// The inputs are what a host delivered — touch frames in screen points and
/// system interruptions, each at a time on the application's clock. The script
/// starts at the first input (its time is 0) and places each later one with
/// `wait` steps, to the microsecond a script keeps. Host finger `n` (the mouse
/// is 0) becomes script finger `n + 1`; places are written as given, so the
/// host rounds them first (to the half point, as the playground's recorder does).
///
/// A finger that goes down alone and lifts is written as one gesture when the
/// gesture's own expansion (``SceneStep/frames(resolve:)``) gives back exactly
/// the recorded frames: `tap` (`longPress` when held half a second or more) for
/// one that lifts where it went down, `drag` for one whose moves are evenly
/// spaced along a line in equal times. Anything else — the usual hand-made
/// drag, several fingers, a frame where fingers change in different ways — is
/// written frame by frame with `down`, `move`, `up`, `cancel` and `frame`, so
/// simplifying never changes what the application is handed, and the script
/// replays to the same trace as the live input.
package struct SceneScriptRecording: Sendable {
    package let inputs: [HostInput]

    /// `inputs` as recorded; only touches and interruptions are written.
    package init(inputs: [HostInput]) {
        self.inputs = inputs.filter { input in
            switch input {
            case .touches(let samples, _): return !samples.isEmpty
            case .interruption: return true
            case .shake, .motion, .remoteControl: return false
            }
        }
    }

    /// One recorded input, relative to the first, with script finger numbers.
    enum Entry: Equatable {
        case frame(SceneFrame)
        case interruption(time: Double)

        var time: Double {
            switch self {
            case .frame(let frame): return frame.time
            case .interruption(let time): return time
            }
        }
    }

    /// The inputs as script frames: times from the first input, snapped to
    /// the microsecond; fingers numbered from 1.
    var entries: [Entry] {
        guard let first = inputs.first.map(Self.time) else { return [] }
        return inputs.map { input in
            let time = SceneTime.snapped(Self.time(input) - first)
            switch input {
            case .touches(let samples, _):
                return .frame(
                    SceneFrame(
                        time: time,
                        samples: samples.map { sample in
                            SceneFingerSample(
                                finger: sample.finger + 1, phase: SceneFingerPhase(rawValue: sample.phase.rawValue)!,
                                point: SceneVector(x: Double(sample.location.x), y: Double(sample.location.y)))
                        }))
            default:
                return .interruption(time: time)
            }
        }
    }

    private static func time(_ input: HostInput) -> Double {
        switch input {
        case .touches(_, let time), .interruption(let time), .shake(let time), .motion(_, let time), .remoteControl(_, let time):
            return time
        }
    }

    /// The script's steps, one YAML list item (`- …`) per line, without indentation.
    package var steps: [String] {
        let entries = self.entries
        var lines: [String] = []
        var clock = 0.0
        var down: [Int: SceneVector] = [:]
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            if entry.time > clock {
                lines.append("- wait: \(Self.seconds(SceneTime.snapped(entry.time - clock)))")
                clock = entry.time
            }
            switch entry {
            case .interruption:
                lines.append("- interruption")
                down.removeAll()
                index += 1
            case .frame(let frame):
                if down.isEmpty, let (line, end) = gesture(startingAt: index, in: entries, clock: clock) {
                    lines.append(line)
                    clock = entries[end].time
                    index = end + 1
                    continue
                }
                lines.append(Self.step(for: frame, down: down))
                for sample in frame.samples {
                    if sample.phase == .up || sample.phase == .cancel {
                        down[sample.finger] = nil
                    } else {
                        down[sample.finger] = sample.point
                    }
                }
                index += 1
            }
        }
        return lines
    }

    // MARK: Gestures

    /// A `tap`, `longPress` or `drag` step standing for the entries from
    /// `start` (one finger going down alone) to the one where it lifts, and
    /// that end's index; `nil` unless the step expands to exactly those frames.
    private func gesture(startingAt start: Int, in entries: [Entry], clock: Double) -> (String, Int)? {
        guard case .frame(let first) = entries[start], first.samples.count == 1, let downSample = first.samples.first,
            downSample.phase == .down, downSample.finger == 1, let from = downSample.point
        else { return nil }
        var frames = [first]
        var end = start + 1
        while end < entries.count {
            guard case .frame(let frame) = entries[end], frame.samples.count == 1, frame.samples[0].finger == 1 else { return nil }
            frames.append(frame)
            if frame.samples[0].phase == .up { break }
            guard frame.samples[0].phase == .move else { return nil }
            end += 1
        }
        guard end < entries.count, let to = frames.last?.samples[0].point else { return nil }
        let duration = SceneTime.snapped(frames.last!.time - first.time)
        guard duration > 0 else { return nil }
        let moves = frames.count - 2
        let step: SceneStep
        let line: String
        if moves == 0 {
            guard to == from else { return nil }
            let tap = SceneTap(location: .point(from), fingers: [1], count: 1, hold: duration, interval: SceneStepDefaults.tapInterval)
            step = SceneStep(
                time: clock, duration: tap.duration, action: .tap(tap), kind: .tap, position: ScenePosition(line: 0, column: 0))
            line =
                duration >= Self.longPressThreshold
                ? "- \(SceneStepKind.longPress.rawValue): {at: \(Self.point(from)), duration: \(Self.seconds(duration))}"
                : "- \(SceneStepKind.tap.rawValue): {at: \(Self.point(from)), hold: \(Self.seconds(duration))}"
        } else {
            guard moves <= SceneReader.maximumMoves, let firstMove = frames.dropFirst().first else { return nil }
            // The moves are spread evenly over the time after `hold`: the first
            // comes (duration - hold) / moves after the hold ends.
            let offset = firstMove.time - first.time
            let hold =
                moves == 1 ? 0 : SceneTime.snapped((offset - duration / Double(moves)) / (1 - 1 / Double(moves)))
            guard hold >= 0, hold < duration else { return nil }
            let drag = SceneDrag(from: .point(from), to: .location(.point(to)), fingers: [1], hold: hold, steps: moves)
            step = SceneStep(
                time: clock, duration: duration, action: .drag(drag), kind: .drag, position: ScenePosition(line: 0, column: 0))
            line =
                "- \(SceneStepKind.drag.rawValue): {from: \(Self.point(from)), to: \(Self.point(to)), duration: \(Self.seconds(duration)), "
                + "steps: \(moves)\(hold > 0 ? ", hold: \(Self.seconds(hold))" : "")}"
        }
        let expanded = step.frames { location in
            if case .point(let vector) = location { return vector }
            return .zero
        }
        return expanded == frames ? (line, end) : nil
    }

    /// A press held this long or longer is written as a `longPress`.
    static let longPressThreshold = 0.5

    // MARK: Frame by frame

    /// The step that makes `frame`, given where the fingers down are.
    static func step(for frame: SceneFrame, down: [Int: SceneVector]) -> String {
        let phases = Set(frame.samples.map(\.phase))
        guard phases.count == 1, let phase = phases.first else {
            let fingers = frame.samples.map { sample in
                let at = needsPlace(sample, down: down) ? ", at: \(point(sample.point!))" : ""
                return "{finger: \(sample.finger), phase: \(sample.phase.rawValue)\(at)}"
            }
            return "- \(SceneStepKind.frame.rawValue): [\(fingers.joined(separator: ", "))]"
        }
        let word = SceneStepKind(phase).rawValue
        if frame.samples.count == 1, let sample = frame.samples.first {
            let place = needsPlace(sample, down: down)
            switch (sample.finger, place) {
            case (1, true) where phase == .down || phase == .move: return "- \(word): \(point(sample.point!))"
            case (1, false): return "- \(word)"
            case (let finger, false): return "- \(word): \(finger)"
            case (let finger, true): return "- \(word): {finger: \(finger), at: \(point(sample.point!))}"
            }
        }
        let fingers = frame.samples.map { sample in
            needsPlace(sample, down: down) ? "{finger: \(sample.finger), at: \(point(sample.point!))}" : "{finger: \(sample.finger)}"
        }
        return "- \(word): [\(fingers.joined(separator: ", "))]"
    }

    /// Whether a sample must say where: a down or a move always does; a lift
    /// or a cancel only when the finger is not where it last was.
    private static func needsPlace(_ sample: SceneFingerSample, down: [Int: SceneVector]) -> Bool {
        guard let point = sample.point else { return false }
        switch sample.phase {
        case .down, .move: return true
        case .up, .cancel: return down[sample.finger] != point
        }
    }

    // MARK: Numbers

    /// `[x, y]` with each coordinate as short as it can be written exactly.
    static func point(_ vector: SceneVector) -> String {
        "[\(number(vector.x)), \(number(vector.y))]"
    }

    /// `value` in the fewest decimals (at most six) that give it back.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// Seconds to the microsecond a script keeps.
    static func seconds(_ value: Double) -> String {
        number(SceneTime.snapped(value))
    }
}
