import Foundation
import TouchCore
import TouchInsight

/// The playground controller's state as one value: what the pointer drags
/// (``Drag``), whether the display is live, paused or playing a script
/// (``Mode``), and what the user set (zoom, scrolls, lesson card, script,
/// speed, hierarchy panel, switches). Each input event moves it from one
/// value to the next, so a test compares whole states before and after.
///
/// What it leaves out is not the controller's to compare: the scene's
/// objects (the session, the world, the selected and hovered views, which
/// are weak references into it), the host's clock and the callbacks.
package struct PlaygroundControllerState: Equatable {
    package var mode = Mode.live
    package var drag = Drag.none
    /// What the renderer shows besides the views; keys flip its switches.
    package var options: PlaygroundOptions
    /// The device's zoom and pan (``DeviceZoom``).
    package var deviceZoom = DeviceZoom.fit
    /// How many lines the log is scrolled back from its end.
    package var logScroll = 0
    /// How far the selection panel is scrolled, and for which view: another
    /// view's panel starts at its top.
    package var selectionScroll: SelectionScroll?
    /// The hierarchy panel's folds, scroll and search.
    package var hierarchyPanel = HierarchyPanelState()
    /// Whether the lesson card is expanded (L).
    package var showsLessonCard = true
    /// Whether the lesson card was expanded when the script playing started:
    /// it folds while a script plays and is as the user left it afterwards.
    package var lessonCardBeforePlayback: Bool?
    /// The index of the script Enter plays, in the current scene's scripts.
    package var pickedScript = 0
    /// The speed the next script plays at, and the one playing plays at.
    package var playbackSpeed = PlaygroundPlaybackSpeed.normal
    /// Each lesson's quiz score (by scene name) over every quiz answered in
    /// this window: shown when a script's quiz ends.
    package var lessonScores: [String: QuizScore] = [:]

    package init(options: PlaygroundOptions) {
        self.options = options
    }

    package struct SelectionScroll: Hashable, Sendable {
        package var view: ObjectIdentifier
        package var rows: Int
    }

    /// What the pointer is dragging: one drag at a time, begun by a press
    /// and ended by the release of the same button (or the focus lost). A
    /// press that would begin another drag while one is under way does
    /// nothing, so a scrub can never turn into a pan halfway through —
    /// which drag wins is the state, not the order the handlers run in.
    ///
    /// ```
    /// none ─middle press─────────────────────▶ panning ─middle release──▶ none
    ///      ─primary press on the timeline's track─▶ scrubbing ─primary release─▶ none
    ///      ─primary press on the exploded view──▶ turning ─primary release──▶ none
    /// any ─focus lost─▶ none;  turning ─E (the view flat again)─▶ none
    /// ```
    package enum Drag: Hashable, Sendable {
        case none
        /// The middle button pans the zoomed device; the pointer was last at `from`.
        case panning(from: CGPoint)
        /// The primary button drags the step cursor along the timeline.
        case scrubbing
        /// The primary button turns the exploded view; the pointer was last at `from`.
        case turning(from: CGPoint)

        /// The button whose release ends the drag.
        package var button: PlaygroundPointerButton? {
            switch self {
            case .none: return nil
            case .panning: return .middle
            case .scrubbing, .turning: return .primary
            }
        }
    }

    /// Live, paused, or playing a script — one of them, each with what it needs.
    ///
    /// ```
    /// live ─Space, an arrow, a scrub─▶ paused ─Space─▶ live
    /// live ─Enter, .─▶ playing ─Space─▶ playing (script paused) ─Space─▶ playing
    /// playing ─an arrow, a scrub (pauses the script)─▶ steppingScript ─Space, .─▶ playing
    /// playing ─Enter, played to its end─▶ live
    /// steppingScript ─Enter─▶ paused (the script's records stay stepped)
    /// live, paused ─Z, run --quiz─▶ quiz ─Z─▶ live   (``PlaygroundQuiz``'s own phases within)
    /// any ─a scene opened─▶ live
    /// ```
    package enum Mode: Equatable {
        /// Live input; the display follows it.
        case live
        /// Live input paused on the last touch sequence (frozen when pausing),
        /// at the step cursor.
        case paused(Stepping)
        /// A script plays in the window, or stands paused between its events
        /// (Space: ``PlaygroundPlayback/isPaused``); live touches are ignored.
        case playing(PlaygroundPlayback)
        /// A paused script's records stepped through (an arrow, or the
        /// timeline, while it plays).
        case steppingScript(PlaygroundPlayback, Stepping)
        /// Predict, then see: a script played to each question's moment and
        /// paused there until the learner answers; live touches are ignored.
        case quiz(PlaygroundQuiz)

        /// The script playing, if one is (a quiz's too, while it lasts).
        package var playback: PlaygroundPlayback? {
            switch self {
            case .live, .paused: return nil
            case .playing(let playback), .steppingScript(let playback, _): return playback
            case .quiz(let quiz): return quiz.playback
            }
        }

        /// The quiz, while one is under way.
        package var quiz: PlaygroundQuiz? {
            if case .quiz(let quiz) = self { return quiz }
            return nil
        }

        /// The frozen sequence and the step cursor, while stepping.
        package var stepping: Stepping? {
            switch self {
            case .live, .playing, .quiz: return nil
            case .paused(let stepping), .steppingScript(_, let stepping): return stepping
            }
        }
    }

    /// The sequence frozen when pausing, and the step cursor in it.
    package struct Stepping: Equatable, CustomStringConvertible {
        package var sequence: [TraceRecord]
        package var cursor: PlaygroundStepCursor

        package init(sequence: [TraceRecord], cursor: PlaygroundStepCursor) {
            self.sequence = sequence
            self.cursor = cursor
        }

        /// Equal when the cursors are, over sequences of the same records'
        /// times: a frozen sequence is the session's at the instant of
        /// pausing, and trace records are values without an identity.
        package static func == (a: Stepping, b: Stepping) -> Bool {
            a.cursor == b.cursor && a.sequence.map(\.time) == b.sequence.map(\.time)
        }

        /// Short, for a failed comparison: the records are many.
        package var description: String {
            "Stepping(\(sequence.count) records, at \(cursor.position)\(cursor.time.map { ", t=\($0)" } ?? ""))"
        }
    }
}
