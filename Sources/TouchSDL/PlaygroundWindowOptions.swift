import Foundation
import TouchPlaygroundUI

/// How the playground window starts.
public struct PlaygroundWindowOptions: Hashable, Sendable {
    /// The window's initial size in points (the user can resize it).
    public var size: CGSize
    /// Print each trace line to stdout as it is recorded (for scripts and
    /// end-to-end tests reading the output).
    public var echoesTrace: Bool
    /// Start with hidden views drawn as dashed outlines (`H` toggles).
    public var showsHiddenViews: Bool
    /// Take the mouse from SDL's finger copies of it (see
    /// ``SDLTouchInput/acceptsMouseSynthesizedTouches``); for end-to-end tests
    /// that run with `SDL_HINT_MOUSE_TOUCH_EVENTS=1` and drive xdotool.
    public var acceptsMouseSynthesizedTouches: Bool
    /// Present with SDL's software renderer instead of trying an accelerated
    /// one first: for displays whose OpenGL is broken or slow (a virtual X
    /// server gets llvmpipe). The frame's pixels are TouchRaster's either way,
    /// the same as `touchlab shoot`'s; only the copy to the window differs.
    public var usesSoftwareRenderer: Bool
    /// The font file; `nil` finds the bundled one (``FontLocator``).
    public var fontPath: String?
    /// Scripts of the first scene to play one after another as soon as the
    /// window opens, each from the scene as its file builds it.
    public var playsScripts: [String] = []
    /// The speed scripts play at (1, 0.5, 0.25, 0.1; above 1 fast-forwards,
    /// for tests).
    public var playbackSpeed: Double = 1
    /// Open on the quiz of the first scene (`touchlab run --quiz`): its
    /// script ``quizScript`` (the first when `nil`) plays and pauses at each
    /// question's moment until the learner answers.
    public var startsQuiz = false
    public var quizScript: String?
    /// Close the window once ``playsScripts`` have all played (for tests and
    /// scripts comparing the window's trace with `touchlab trace`'s).
    public var exitsAfterPlaying = false
    /// Present a frame answering an input before the panels' new text is
    /// rasterised, then the complete frame at once (``PlaygroundWindow``):
    /// the device's answer on screen sooner. Off, every frame is presented
    /// complete (for comparing the two).
    public var defersPanelText = true
    /// The workbench or a slide (``PlaygroundLayoutKind``; `B` switches).
    package var layoutKind = PlaygroundLayoutKind.standard

    public init(
        size: CGSize = CGSize(width: 1280, height: 860), echoesTrace: Bool = false, showsHiddenViews: Bool = true,
        acceptsMouseSynthesizedTouches: Bool = false, usesSoftwareRenderer: Bool = false,
        fontPath: String? = nil
    ) {
        self.size = size
        self.echoesTrace = echoesTrace
        self.showsHiddenViews = showsHiddenViews
        self.acceptsMouseSynthesizedTouches = acceptsMouseSynthesizedTouches
        self.usesSoftwareRenderer = usesSoftwareRenderer
        self.fontPath = fontPath
    }
}
