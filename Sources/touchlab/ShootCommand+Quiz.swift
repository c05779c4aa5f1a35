import ArgumentParser
import Foundation
import TouchCore
import TouchDisplayList
import TouchPlayground
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// `touchlab shoot --quiz`: the window's quiz (`touchlab run --quiz`, Z),
/// rendered headlessly — for each question, the window as it asks
/// (SCENE-SCRIPT-quiz-N-asked.png: the script paused at the question's
/// moment, the answer's marks not drawn) and as it answers with the right
/// answer (…-quiz-N-answered.png: the explanation, the trace lines, the
/// marks). The same controller as the window, driven on a host clock of its
/// own, so the pictures are the window's frames.
extension ShootCommand {
    @MainActor
    func writeQuiz(_ document: SceneDocument, _ chosen: SceneScript, into folder: String, canvas: CGSize) throws {
        let scene = PlaygroundScene(name: document.name, path: nil) { PlaygroundSceneWorld(document: document) }
        let controller = PlaygroundController(
            scenes: [scene], current: 0, world: PlaygroundSceneWorld(document: document), canvasSize: canvas,
            options: frameOptions, at: 0)
        defer { controller.close() }
        guard controller.startQuiz(scriptNamed: chosen.name) else {
            Self.fail(controller.notice ?? "the script '\(TerminalText.quoted(chosen.name))' has no quiz.")
        }
        let count = controller.state.mode.quiz?.script.questions.count ?? 0
        guard 2 * count <= maxShots else {
            Self.fail(
                "the quiz of '\(TerminalText.quoted(chosen.name))' asks \(count) questions, which --quiz draws as \(2 * count) "
                    + "pictures, more than the \(maxShots) one run may write (--max-shots raises the cap).")
        }
        let renderer = try HeadlessRenderer()
        var milliseconds: UInt64 = 0
        // The script's own time is what matters, not the host's: at most ten
        // minutes of it, in the window's 16 ms frames.
        func playUntilAsked() {
            while controller.state.mode.quiz?.phase == .playing, milliseconds < 600_000 {
                milliseconds += 16
                controller.tick(at: milliseconds)
            }
        }
        func capture(_ label: String) throws {
            // Past any notice (a notice expires on the host's clock; the script stands paused).
            milliseconds += 10_000
            controller.tick(at: milliseconds)
            let path = PathText.joining(folder, fileName(scene: document.name, script: chosen.name, label: label))
            let list = controller.drawList()
            if let unprintable = try renderer.unprintableText(in: list).first {
                Self.fail(Self.missingGlyphsMessage(unprintable.text, unprintable.missing, path: path))
            }
            do {
                try renderer.writePNG(list, scale: CGFloat(scale), to: path)
            } catch {
                Self.fail("cannot write \(TerminalText.escaped(path)): \(error)")
            }
            print(TerminalText.escaped(path))
        }
        var number = 0
        playUntilAsked()
        while let quiz = controller.state.mode.quiz, quiz.phase == .asking, let question = quiz.question {
            number += 1
            try capture("quiz-\(number)-asked")
            controller.answerQuiz(question.answer)
            try capture("quiz-\(number)-answered")
            milliseconds += 16
            controller.handle(.keyPressed(PlaygroundKeyPress(.enter)), at: milliseconds)
            playUntilAsked()
        }
    }
}
