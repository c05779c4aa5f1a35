import Foundation
import TouchPlaygroundUI
import TouchScenes

extension PlaygroundSceneWorld {
    /// The window's world for a scene file's `document`: its application, what the
    /// lesson card says, and its scripts, each played by a `SceneScriptPlayer`
    /// — the player `touchlab trace` runs, so the window's trace is its trace —
    /// and quizzed with the questions `touchlab quiz` asks (``SceneQuiz``).
    /// `touchlab run` opens its scenes with it, and the controller's tests build the
    /// same world.
    package init(document: SceneDocument) {
        let built = SceneBuilder().build(document)
        self.init(
            application: built.application, close: built.close, description: document.description,
            lesson: document.lesson, scripts: document.scripts.map(\.name),
            player: { name in
                guard let script = document.script(named: name) else { return nil }
                var player = SceneScriptPlayer(script, in: built)
                return PlaygroundScriptPlayer(
                    name: name, nextTime: { player.nextTime },
                    playNext: { deliver, advance in player.playNext(deliver: deliver, advance: advance) },
                    playedEvents: { player.playedEvents })
            },
            quiz: { name in
                // On a world of its own: the window's stays as the scene built it.
                guard let script = document.script(named: name) else { return nil }
                let quiz = SceneQuiz(document: document, script: script)
                return PlaygroundQuizScript(
                    script: name, questions: quiz.questions,
                    traceLines: quiz.questions.map { $0.traceLines(in: quiz.records) })
            })
    }
}
