import Foundation

/// What the lesson card shows: the scene's name, description and lesson,
/// its scripts with the one picked, the playback speed, and the script
/// playing, if one is.
///
/// Collapsed (``isExpanded`` false, the `L` key), the card is one title line,
/// so the log gets the room back; a script playing is announced either way.
package struct PlaygroundLessonCard: Hashable, Sendable {
    package var sceneName: String
    package var description: String?
    package var lesson: String?
    package var scripts: [String]
    /// The index in ``scripts`` of the script Enter plays.
    package var pickedScript: Int
    package var speed: PlaygroundPlaybackSpeed
    package var isExpanded: Bool
    /// The script playing, if one is.
    package var playing: Playing?

    /// A script playing: its name, whether it is paused, the events played
    /// and the scene's virtual time.
    package struct Playing: Hashable, Sendable {
        package var script: String
        package var isPaused: Bool
        package var playedEvents: Int
        package var time: TimeInterval
        /// Where the quiz is ("question 2 of 3") when the script plays for one.
        package var quiz: String?

        package init(script: String, isPaused: Bool, playedEvents: Int, time: TimeInterval, quiz: String? = nil) {
            self.script = script
            self.isPaused = isPaused
            self.playedEvents = playedEvents
            self.time = time
            self.quiz = quiz
        }
    }

    package init(
        sceneName: String, description: String? = nil, lesson: String? = nil, scripts: [String] = [],
        pickedScript: Int = 0, speed: PlaygroundPlaybackSpeed = .normal, isExpanded: Bool = true,
        playing: Playing? = nil
    ) {
        self.sceneName = sceneName
        self.description = description
        self.lesson = lesson
        self.scripts = scripts
        self.pickedScript = pickedScript
        self.speed = speed
        self.isExpanded = isExpanded
        self.playing = playing
    }

    /// The device's banner while a script plays, shorter than ``playingLine``,
    /// in parts from the most to the least needed (``PlaygroundStyle/fitting(_:width:size:)``
    /// keeps those that fit, whole): the script and its state; in the window
    /// (`takesInput`), that live input is ignored, since a click then does
    /// nothing; the clock.
    package func bannerParts(takesInput: Bool = true) -> [String] {
        guard let playing else { return [] }
        let time = "t=\(String(format: "%.3f", playing.time)) s"
        let state =
            playing.quiz.map { "Quiz '\(playing.script)' · \($0)" }
            ?? "\(playing.isPaused ? "Paused" : "▶") '\(playing.script)' \(speed.label)"
        return takesInput ? [state, "live input ignored", time] : [state, time]
    }

    /// The whole banner (``bannerParts``).
    package var bannerLine: String? { playing == nil ? nil : bannerParts().joined(separator: " · ") }

    /// The lesson card's line that says a script is playing and live input
    /// is ignored, in parts from the most to the least needed.
    package var playingParts: [String] {
        guard let playing else { return [] }
        let state = playing.quiz.map { "Quiz, \($0):" } ?? (playing.isPaused ? "Paused" : "▶ Playing")
        return [
            "\(state) '\(playing.script)' at \(speed.label)", "t=\(String(format: "%.3f", playing.time)) s",
            "event \(playing.playedEvents)", "live input ignored",
        ]
    }

    /// The whole line (``playingParts``).
    package var playingLine: String? { playing == nil ? nil : playingParts.joined(separator: " · ") }
}
