import Foundation

/// What a key does in the playground: the keys, the help overlay's line and
/// the action, together in one entry of ``all``.
///
/// Adding a key is one entry in ``all``: the controller looks keys up there,
/// the help overlay lists the entries' ``help`` in order, and a test checks
/// that no key is bound twice. `H` already shows hidden views, so the
/// selected view's `isHidden` is `D` ("disappear").
package struct PlaygroundKeyBinding: Sendable {
    /// The keys that trigger it (any modifiers; an action that cares reads them).
    package var keys: [PlaygroundKey]
    /// Its line in the help overlay.
    package var help: PlaygroundHelpEntry
    /// Whether holding the key down repeats it (stepping and scrolling do;
    /// other keys act once per press).
    package var repeats: Bool
    /// What it does to the controller; the press tells digits and modifiers apart.
    package var action: @Sendable (PlaygroundController, PlaygroundKeyPress) -> Void

    package init(
        _ keys: [PlaygroundKey], _ key: String, _ action: String, repeats: Bool = false,
        perform: @escaping @Sendable (PlaygroundController, PlaygroundKeyPress) -> Void
    ) {
        self.keys = keys
        self.help = PlaygroundHelpEntry(key: key, action: action)
        self.repeats = repeats
        self.action = perform
    }

    /// Every key binding, in the help overlay's order.
    package static let all: [PlaygroundKeyBinding] = [
        PlaygroundKeyBinding([.character("s")], "S", "shake the device (motion event)") { c, _ in c.shake() },
        PlaygroundKeyBinding([.character("p")], "P", "remote control: play/pause") { c, _ in c.togglePlayPause() },
        PlaygroundKeyBinding([.character("h")], "H", "show or hide hidden views") { c, _ in
            c.options.showsHiddenViews.toggle()
        },
        PlaygroundKeyBinding([.character("t")], "T", "show or hide the timeline") { c, _ in
            c.options.showsTimeline.toggle()
        },
        PlaygroundKeyBinding([.character("i")], "I", "selected view: isUserInteractionEnabled on/off") { c, _ in
            c.toggleSelectedView(.userInteraction)
        },
        PlaygroundKeyBinding([.character("d")], "D", "selected view: isHidden on/off") { c, _ in
            c.toggleSelectedView(.hidden)
        },
        PlaygroundKeyBinding([.character("a")], "A", "selected view: alpha 1 ↔ 0.005") { c, _ in
            c.toggleSelectedView(.alpha)
        },
        PlaygroundKeyBinding([.character("k")], "K", "selected view: clipsToBounds on/off") { c, _ in
            c.toggleSelectedView(.clipsToBounds)
        },
        PlaygroundKeyBinding([.character("l")], "L", "lesson card: unfold or fold (scene, lesson, scripts)") { c, _ in
            c.toggleLessonCard()
        },
        PlaygroundKeyBinding([.character("["), .character("]")], "[  ]", "pick the previous / next script of the scene") {
            c, press in
            c.pickScript(by: press.key == .character("[") ? -1 : 1)
        },
        PlaygroundKeyBinding([.enter], "Enter", "play the picked script from the scene's start (again: stop)") { c, _ in
            c.playPickedScript()
        },
        PlaygroundKeyBinding([.character("-"), .character("=")], "-  =", "script speed slower / faster: 1×, ½×, ¼×, ⅒×") {
            c, press in
            c.changePlaybackSpeed(slower: press.key == .character("-") ? 1 : -1)
        },
        PlaygroundKeyBinding([.character("z")], "Z", "quiz on the picked script: predict, then see (again: leave)") { c, _ in
            c.toggleQuiz()
        },
        PlaygroundKeyBinding([.character(".")], ".", "script: play its next event, then pause", repeats: true) { c, _ in
            c.stepScript()
        },
        PlaygroundKeyBinding([.space], "Space", "pause on the last touch, or resume (playing: the script)") { c, _ in
            c.togglePause()
        },
        PlaygroundKeyBinding([.left], "←", "paused: one trace record back", repeats: true) { c, _ in
            c.step { cursor, _ in cursor.step(-1) }
        },
        PlaygroundKeyBinding([.right], "→", "paused: one trace record on", repeats: true) { c, _ in
            c.step { cursor, _ in cursor.step(1) }
        },
        PlaygroundKeyBinding([.up], "↑", "paused: back to the previous input or timer") { c, _ in
            c.step { cursor, sequence in cursor.jumpToHeading(forward: false, in: sequence) }
        },
        PlaygroundKeyBinding([.down], "↓", "paused: on to the next input or timer") { c, _ in
            c.step { cursor, sequence in cursor.jumpToHeading(forward: true, in: sequence) }
        },
        PlaygroundKeyBinding([.home], "Home", "paused: the touch's first record") { c, _ in
            c.step { cursor, _ in cursor.jumpToStart() }
        },
        PlaygroundKeyBinding([.end], "End", "paused: the touch's last record") { c, _ in
            c.step { cursor, _ in cursor.jumpToEnd() }
        },
        PlaygroundKeyBinding([.pageUp], "PageUp", "scroll the log back (or the wheel)", repeats: true) { c, _ in
            c.scrollLog(by: c.logPageSize)
        },
        PlaygroundKeyBinding([.pageDown], "PageDown", "scroll the log on", repeats: true) { c, _ in
            c.scrollLog(by: -c.logPageSize)
        },
        PlaygroundKeyBinding([.tab], "Tab", "next scene (Shift+Tab: previous)") { c, press in
            c.switchScene(by: press.modifiers.contains(.shift) ? -1 : 1)
        },
        PlaygroundKeyBinding((1...9).map { .character(Character("\($0)")) }, "1 … 9", "open scene 1 to 9 (Tab's order)") {
            c, press in
            if let digit = press.key.digit { c.openNumberedScene(digit - 1) }
        },
        PlaygroundKeyBinding([.character("r")], "R", "reload the scene (also when its file changes)") { c, _ in
            c.reloadScene()
        },
        PlaygroundKeyBinding([.character("g")], "G", "record a gesture as a script; G again saves it") { c, _ in
            c.toggleRecording()
        },
        PlaygroundKeyBinding([.character("c")], "C", "clear the log") { c, _ in c.session.clearLog() },
        PlaygroundKeyBinding([.character("f")], "F", "fit the whole device after zooming") { c, _ in c.fitDevice() },
        PlaygroundKeyBinding([.character("o")], "O", "show or hide the hierarchy panel") { c, _ in c.toggleHierarchy() },
        PlaygroundKeyBinding([.character("e")], "E", "exploded 3D view (drag turns, wheel zooms), or flat again") { c, _ in
            c.toggleExploded()
        },
        PlaygroundKeyBinding([.character("b")], "B", "slide layout: device, timeline and what happened large (again: back)") {
            c, _ in c.toggleSlideLayout()
        },
        PlaygroundKeyBinding([.character("u")], "U", "hide or show UIKit's private container views' marks (as Xcode's view debugger)") {
            c, _ in c.options.hidesPrivateContainers.toggle()
        },
        PlaygroundKeyBinding([.character("n")], "N", "find a view by name (filters the log too); Enter keeps, Esc clears") {
            c, _ in c.startHierarchySearch()
        },
        PlaygroundKeyBinding([.character("?"), .character("/")], "?", "show or hide this help") { c, _ in
            c.options.showsHelp.toggle()
        },
        PlaygroundKeyBinding([.escape, .character("q")], "Esc / Q", "quit") { c, _ in c.quit() },
    ]

    /// The binding for `key`, if one has it.
    package static func binding(for key: PlaygroundKey) -> PlaygroundKeyBinding? {
        all.first { $0.keys.contains(key) }
    }

    /// The pointer gestures, which the window's touch converter and the
    /// controller handle, for the help overlay.
    package static let pointerHelp: [PlaygroundHelpEntry] = [
        PlaygroundHelpEntry(key: "drag", action: "one finger (left mouse button)"),
        PlaygroundHelpEntry(key: "Alt", action: "hold: preview two mirrored fingers; drag: pinch/rotate"),
        PlaygroundHelpEntry(key: "Alt+Shift", action: "both fingers together: hover moves the pair, drag moves both"),
        PlaygroundHelpEntry(key: "timeline", action: "drag on it: the state at that instant (← → step too)"),
        PlaygroundHelpEntry(key: "right-click", action: "select a view: why it did (not) get the touch (Ctrl+click too)"),
        PlaygroundHelpEntry(key: "wheel", action: "over the device: zoom in or out; over the log: scroll it"),
        PlaygroundHelpEntry(key: "middle-drag", action: "pan the zoomed device"),
        PlaygroundHelpEntry(key: "focus out", action: "system interruption: cancels every touch"),
    ]

    /// Every key, after the pointer gestures, for the help overlay.
    package static var helpEntries: [PlaygroundHelpEntry] {
        pointerHelp + all.map(\.help)
    }
}
