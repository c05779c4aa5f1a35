import Foundation
import TouchCore

/// Recording a gesture (the record key): live input becomes a scene script
/// (``PlaygroundRecorder``), which the host saves.
extension PlaygroundController {
    /// The record key: starts recording, or stops and saves the recording.
    func toggleRecording() {
        guard let recorder else {
            show("Recording needs a place to save: run `touchlab run SCENE` (or --record FILE).", seconds: 4)
            return
        }
        if recorder.isRecording {
            finishRecording()
        } else {
            startRecording()
        }
    }

    /// Starts recording in the current scene; fingers already down are left out.
    public func startRecording() {
        guard let recorder else { return }
        let down = Set(session.fingers.filter(\.isDown).map(\.finger))
        recorder.start(in: scenes[currentScene], fingersDown: down)
        show("● Recording: touch the device, then press G to save the script.", seconds: nil)
    }

    /// Stops recording and has the host save what was recorded, saying
    /// where it went (or why not); nothing happens when not recording.
    public func finishRecording() {
        guard let recorder, recorder.isRecording, let scene = recorder.scene else { return }
        let inputs = recorder.stop()
        guard !inputs.isEmpty else {
            show("Recording stopped: no finger touched the device, so nothing was saved.", seconds: 4)
            return
        }
        do {
            let saved = try recorder.save(inputs, scene)
            show(saved + "\nR reloads the scene; then [ ] picks the new script and Enter plays it.", seconds: 8)
            // The script may have gone into the watched scene file: the window's
            // own save is not an edit to reload for (that would interrupt the
            // scene and replace this notice at once); R reloads it.
            switcher.acknowledgeChange()
        } catch {
            show("The recording was not saved: \(error)", seconds: nil)
            onSceneFailed?("touchlab run: the recording was not saved: \(error)")
        }
    }
}
