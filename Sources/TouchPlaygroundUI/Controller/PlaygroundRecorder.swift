import Foundation
import TouchCore

/// Records the playground's live input — the mouse, the simulated second
/// finger, real fingers — as it reaches the application, so it can be written
/// as a scene script and played again (`touchlab run --record FILE`, or the
/// record key).
///
/// While recording, every live touch sample is placed on the half-point grid
/// (screen points) and loses its force before it is delivered: a script writes
/// places to the half point and has no force, so the recorded script hands the
/// application exactly the samples the live input did, and replays to the same
/// trace. Half a point is far below what a finger can aim at. Times are the
/// application clock's, which in the window follows the host's milliseconds, so
/// a script (which keeps microseconds) holds them exactly.
///
/// A recording starts with the first touch that goes down; samples of a finger
/// that was already down when recording started are left out, so the script
/// never moves or lifts a finger it did not put down. The host decides what
/// happens to a finished recording (``save``): the window has no files.
package final class PlaygroundRecorder {
    /// What a finished recording is handed to, with the scene it was made in;
    /// returns where it was written (``PlaygroundSavedRecording``: the line
    /// the window shows, the scene file, the script's name), or throws with
    /// the reason it was not.
    package typealias Save = (_ inputs: [HostInput], _ scene: PlaygroundScene) throws -> PlaygroundSavedRecording

    /// Whether input is being recorded now.
    package private(set) var isRecording = false
    /// The inputs recorded so far, in order: touches and interruptions.
    package private(set) var inputs: [HostInput] = []
    /// The scene the recording is made in.
    package private(set) var scene: PlaygroundScene?
    /// Where a finished recording goes.
    package var save: Save
    /// Host fingers down when recording started, or never put down while it
    /// ran: left out until they lift.
    private var foreignFingers: Set<Int> = []
    /// Fingers the recording put down and has not seen lift.
    private var recordedFingers: Set<Int> = []

    package init(save: @escaping Save) {
        self.save = save
    }

    /// Starts a recording in `scene`, forgetting any unsaved one; fingers
    /// already down (`fingersDown`, host finger numbers) are left out until they lift.
    package func start(in scene: PlaygroundScene, fingersDown: Set<Int> = []) {
        isRecording = true
        self.scene = scene
        inputs = []
        foreignFingers = fingersDown
        recordedFingers = []
    }

    /// Stops recording and returns what was recorded (empty when no finger went down).
    package func stop() -> [HostInput] {
        isRecording = false
        defer { inputs = [] }
        return inputs
    }

    /// Snaps live samples (screen points) to what a script can say and
    /// records them at `timestamp`; a no-op when not recording.
    package func record(_ samples: inout [TouchSample], at timestamp: TimeInterval) {
        guard isRecording else { return }
        samples = samples.map(Self.snapped)
        var kept: [TouchSample] = []
        for sample in samples {
            switch sample.phase {
            case .down:
                foreignFingers.remove(sample.finger)
                recordedFingers.insert(sample.finger)
                kept.append(sample)
            case .move, .up, .cancel:
                guard recordedFingers.contains(sample.finger), !foreignFingers.contains(sample.finger) else {
                    if sample.phase != .move { foreignFingers.remove(sample.finger) }
                    continue
                }
                if sample.phase != .move { recordedFingers.remove(sample.finger) }
                kept.append(sample)
            }
        }
        if !kept.isEmpty { inputs.append(.touches(kept, timestamp: timestamp)) }
    }

    /// Records a system interruption (the window lost focus: SPEC T6), once a
    /// touch has been recorded; every recorded finger is then up.
    package func recordInterruption(at timestamp: TimeInterval) {
        guard isRecording, !inputs.isEmpty else { return }
        inputs.append(.interruption(timestamp: timestamp))
        recordedFingers.removeAll()
    }

    /// `sample` at the nearest half point, without force: what a script can
    /// say. Halves round away from zero, as `rounded()` does.
    package static func snapped(_ sample: TouchSample) -> TouchSample {
        var snapped = sample
        snapped.location = CGPoint(x: halfPoint(sample.location.x), y: halfPoint(sample.location.y))
        snapped.force = nil
        snapped.majorRadius = nil
        return snapped
    }

    /// `value` rounded to the nearest half point.
    package static func halfPoint(_ value: CGFloat) -> CGFloat {
        (value * 2).rounded() / 2
    }
}
