import Foundation
import TouchCore

/// One built scene as the window holds it: the application to drive, what
/// the lesson card says about it, its scripts and their quizzes, and how to release it when
/// the window switches away or reloads.
package struct PlaygroundSceneWorld {
    package var application: UIApplication
    /// Releases what the scene built (a scene world's `close()`).
    package var close: () -> Void
    /// The scene's `description:`, for the lesson card.
    package var description: String?
    /// The scene's `lesson:` (what to try, what to notice), for the lesson card.
    package var lesson: String?
    /// The scene's script names, in file order, for the script picker.
    package var scripts: [String]
    /// A player for the script of that name on this world; `nil` for a name
    /// the scene does not have.
    package var player: (String) -> PlaygroundScriptPlayer?
    /// The quiz of the script of that name (the questions `touchlab quiz`
    /// asks, ``PlaygroundQuizScript``); `nil` for a name the scene does not have.
    package var quiz: (String) -> PlaygroundQuizScript?

    package init(
        application: UIApplication, close: @escaping () -> Void = {}, description: String? = nil,
        lesson: String? = nil, scripts: [String] = [], player: @escaping (String) -> PlaygroundScriptPlayer? = { _ in nil },
        quiz: @escaping (String) -> PlaygroundQuizScript? = { _ in nil }
    ) {
        self.application = application
        self.close = close
        self.description = description
        self.lesson = lesson
        self.scripts = scripts
        self.player = player
        self.quiz = quiz
    }
}
