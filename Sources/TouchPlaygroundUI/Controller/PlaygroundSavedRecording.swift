import Foundation

/// Where the host saved a recorded gesture (``PlaygroundRecorder/Save``):
/// the line to show, the scene file the script went into — as a scene the
/// window can open — and the new script's name.
///
/// The window opens that scene at once with the script picked, so the
/// notice's "Enter plays it" is true in the same window: with `--record FILE`
/// the file is another scene than the one recorded in, and reloading the old
/// one (R) would never show the new script.
package struct PlaygroundSavedRecording {
    /// Where the script went and how to play it from a terminal.
    package var message: String
    /// The scene file the script was added to, built anew when opened.
    package var scene: PlaygroundScene
    /// The new script's name in that scene.
    package var script: String

    package init(message: String, scene: PlaygroundScene, script: String) {
        self.message = message
        self.scene = scene
        self.script = script
    }
}
