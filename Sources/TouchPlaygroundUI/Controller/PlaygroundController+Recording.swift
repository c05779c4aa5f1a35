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
    package func startRecording() {
        guard let recorder else { return }
        let down = Set(session.fingers.filter(\.isDown).map(\.finger))
        recorder.start(in: scenes[currentScene], fingersDown: down)
        show("● Recording: touch the device, then press G to save the script.", seconds: nil)
    }

    /// Stops recording and has the host save what was recorded, then opens
    /// the scene file the script went into with the new script picked, so
    /// Enter plays it in this window; the notice says so, and where the
    /// script went. Nothing happens when not recording.
    ///
    /// `opensSavedScene` is false when the recording ends because the window
    /// is going elsewhere — another scene being opened, the window closing —
    /// which then wins: the script is saved and the notice says where.
    package func finishRecording(opensSavedScene: Bool = true) {
        guard let recorder, recorder.isRecording, let scene = recorder.scene else { return }
        let inputs = recorder.stop()
        guard !inputs.isEmpty else {
            show("Recording stopped: no finger touched the device, so nothing was saved.", seconds: 4)
            return
        }
        let saved: PlaygroundSavedRecording
        do {
            saved = try recorder.save(inputs, scene)
        } catch {
            show("The recording was not saved: \(error)", seconds: nil)
            onSceneFailed?("touchlab run: the recording was not saved: \(error)")
            return
        }
        // The window's own save is not an edit to reload for: the scene is
        // opened below, once, with the script picked.
        switcher.acknowledgeChange()
        guard opensSavedScene else {
            show(saved.message, seconds: 8)
            return
        }
        guard openScene(at: switcher.index(adding: saved.scene)) else {
            // The scene stays as it was, and the load error is on the canvas.
            show(saved.message + "\n" + (notice ?? ""), seconds: nil)
            return
        }
        let name = scenes[currentScene].name
        guard let index = world.scripts.firstIndex(of: saved.script) else {
            show(saved.message + "\nNow showing \(name), which has no script '\(saved.script)'.", seconds: 8)
            return
        }
        pickedScript = index
        showsLessonCard = true
        show(saved.message + "\nNow showing \(name) with '\(saved.script)' picked in the lesson card: Enter plays it.", seconds: 8)
    }
}
