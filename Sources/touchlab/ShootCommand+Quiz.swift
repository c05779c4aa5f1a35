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
        let renderer = try HeadlessRenderer()
        var failure: String?
        takeQuizPictures(document, chosen, canvas: canvas) { label, list, screen in
            guard failure == nil else { return }
            let path = PathText.joining(folder, fileName(scene: document.name, script: chosen.name, label: label))
            refuseIfChecked(Self.problems(in: list, screen: screen, scale: CGFloat(scale), minimumPixels: nil), path: path)
            do {
                if let unprintable = try renderer.unprintableText(in: list).first {
                    failure = Self.missingGlyphsMessage(unprintable.text, unprintable.missing, path: path)
                    return
                }
                try renderer.writePNG(list, scale: CGFloat(scale), to: path)
            } catch {
                failure = "cannot write \(TerminalText.escaped(path)): \(error)"
                return
            }
            print(TerminalText.escaped(path))
        }
        if let failure { Self.fail(failure) }
    }

    /// Plays the quiz of `chosen` in the window's controller and hands out
    /// each picture (its label, draw list and layout) as the window shows it
    /// asking and answering: what `--quiz` writes and `--check` reads.
    @MainActor
    func takeQuizPictures(
        _ document: SceneDocument, _ chosen: SceneScript, canvas: CGSize,
        picture: (_ label: String, _ list: DrawList, _ screen: PlaygroundScreenLayout?) -> Void
    ) {
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
        var milliseconds: UInt64 = 0
        // The script's own time is what matters, not the host's: at most ten
        // minutes of it, in the window's 16 ms frames.
        func playUntilAsked() {
            while controller.state.mode.quiz?.phase == .playing, milliseconds < 600_000 {
                milliseconds += 16
                controller.tick(at: milliseconds)
            }
        }
        func capture(_ label: String) {
            // Past any notice (a notice expires on the host's clock; the script stands paused).
            milliseconds += 10_000
            controller.tick(at: milliseconds)
            let list = controller.drawList()
            picture(label, list, controller.lastScreen)
        }
        var number = 0
        playUntilAsked()
        while let quiz = controller.state.mode.quiz, quiz.phase == .asking, let question = quiz.question {
            number += 1
            capture("quiz-\(number)-asked")
            controller.answerQuiz(question.answer)
            capture("quiz-\(number)-answered")
            milliseconds += 16
            controller.handle(.keyPressed(PlaygroundKeyPress(.enter)), at: milliseconds)
            playUntilAsked()
        }
    }
}
