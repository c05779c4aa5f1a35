import Foundation
import TouchCore
import TouchInsight

/// The window's quiz (Z, `touchlab run --quiz`): predict, then see.
///
/// The picked script plays from the scene as its file builds it, as Enter
/// plays it, and stands paused at each question's moment
/// (``PlaygroundQuiz``) with the display holding back what would give the
/// answer away: the touch's records are shown up to the moment only, so the
/// hit-test view's outline, the verdicts, the chain, the recognizers'
/// states, the timeline and the trace past it are not drawn. The learner
/// answers with 1–9 (the quiz panel's choices, or a click on one), a click
/// on a view of the device for "which view" questions, or typing for a
/// scene's own question without choices; then the panel tells the answer,
/// why and the trace lines, and the display shows the records that answer
/// it. Enter (or Space) goes on; at the end the panel shows the score, the
/// script's and the lesson's over every quiz in this window.
extension PlaygroundController {
    /// Starts the quiz of the current scene's script `name` (the picked one
    /// when `nil`): the scene is rebuilt, as for playing. Returns whether it
    /// started; a scene without scripts, or a script that asks nothing, says
    /// so in a notice.
    @discardableResult
    package func startQuiz(scriptNamed name: String? = nil) -> Bool {
        guard let name = name ?? (world.scripts.indices.contains(pickedScript) ? world.scripts[pickedScript] : nil) else {
            show("\(scenes[currentScene].name) has no scripts to quiz on: add some under 'scripts:' in its file.", seconds: 4)
            return false
        }
        endPlayback()
        guard openScene(at: switcher.current) else { return false }
        guard let script = world.quiz(name), let player = world.player(name) else {
            show("\(scenes[currentScene].name) has no script named '\(name)' to quiz on.", seconds: 4)
            return false
        }
        guard !script.questions.isEmpty else {
            show("'\(name)' asks no question: no touch was hit-tested and no action was sent.", seconds: 4)
            return false
        }
        if let index = world.scripts.firstIndex(of: name) { pickedScript = index }
        session.isPlayingScript = true
        let playback = PlaygroundPlayback(player, speed: playbackSpeed, from: session.application.clock.now, at: milliseconds)
        state.mode = .quiz(PlaygroundQuiz(script: script, playback: playback, firstRecord: session.recordCount))
        quizRecords = []
        show(
            "Quiz on '\(name)': \(script.questions.count) question\(script.questions.count == 1 ? "" : "s"). Predict, then see.", seconds: 3
        )
        needsDisplay = true
        onPlaybackStarted?(name)
        return true
    }

    /// Z: starts the quiz of the picked script, or leaves the one under way.
    func toggleQuiz() {
        if state.mode.quiz != nil {
            leaveQuiz()
        } else {
            startQuiz()
        }
    }

    /// Leaves the quiz: live input again, from where the script left the scene.
    func leaveQuiz() {
        guard let quiz = state.mode.quiz else { return }
        resumeLiveClock()
        quizRecords = []
        show(
            "Left the quiz on '\(quiz.script.script)' (\(quiz.score.summary(of: quiz.script.questions.count))). Live input again.",
            seconds: 4)
    }

    /// The script's records as the window made them, from its start: what
    /// the questions' record numbers count.
    private func collectQuizRecords(from firstRecord: Int) {
        let made = session.recordCount - firstRecord
        let new = made - quizRecords.count
        guard new > 0 else { return }
        // Taken from the log right after each step, before anything could clear it.
        quizRecords += session.log.suffix(min(new, session.log.count))
    }

    private var quizRecordsMade: Int { quizRecords.count }

    /// On every tick: the script plays on towards the next question's moment
    /// and stops at the event that makes its record; every question asked,
    /// it plays to its end and the score is shown.
    func playQuiz() {
        guard var quiz = state.mode.quiz, quiz.phase == .playing else { return }
        let revision = session.revision
        let (firstRecord, moment) = (quiz.firstRecord, quiz.question?.askedBefore)
        quiz.playback.play(
            until: milliseconds, deliver: session.handle, advance: session.advance(to:),
            stoppingWhen: {
                collectQuizRecords(from: firstRecord)
                return moment.map { quizRecordsMade > $0 } ?? false
            })
        collectQuizRecords(from: quiz.firstRecord)
        if quiz.isDue(quiz.index, made: quizRecordsMade) {
            ask(&quiz)
        } else if quiz.question == nil, quiz.playback.isFinished {
            quiz.playback.pause(at: milliseconds)
            quiz.phase = .finished
            onPlaybackFinished?(quiz.script.script)
        }
        // A new record, the card's clock running, or a question asked or the score shown.
        if session.revision != revision || !quiz.playback.isPaused || quiz.phase != .playing { needsDisplay = true }
        state.mode = .quiz(quiz)
    }

    /// Asks question `quiz.index`: the script stands paused, and the display
    /// shows the records before its moment.
    private func ask(_ quiz: inout PlaygroundQuiz) {
        quiz.playback.pause(at: milliseconds)
        quiz.phase = .asking
        quiz.typed = ""
        quiz.shownRecords = quiz.question?.askedBefore
        needsDisplay = true
    }

    /// Answers the question asked with `reply`, counts it (this script's
    /// score and the lesson's), and reveals the answer: the script plays on
    /// at once until the records that show it are made — never into the next
    /// question's moment — and the display shows them.
    package func answerQuiz(_ reply: String) {
        guard var quiz = state.mode.quiz, quiz.phase == .asking, let question = quiz.question else { return }
        let right = quiz.score.record(reply, for: question)
        state.lessonScores[scenes[currentScene].name, default: QuizScore()].record(reply, for: question)
        quiz.phase = .revealed(reply: reply.trimmingCharacters(in: .whitespaces), right: right)
        let shown = quiz.revealedRecords(quiz.index)
        while quizRecordsMade < shown, !quiz.playback.isFinished {
            quiz.playback.step(at: milliseconds, deliver: session.handle, advance: session.advance(to:))
            collectQuizRecords(from: quiz.firstRecord)
        }
        quiz.shownRecords = min(shown, quizRecordsMade)
        state.mode = .quiz(quiz)
        needsDisplay = true
    }

    /// Enter or Space once an answer is shown: the next question, at once if
    /// its moment has come, else the script plays on towards it; at the end,
    /// Enter takes the quiz again.
    func continueQuiz() {
        guard var quiz = state.mode.quiz else { return }
        switch quiz.phase {
        case .revealed:
            quiz.index += 1
            if quiz.isDue(quiz.index, made: quizRecordsMade) {
                ask(&quiz)
            } else {
                quiz.phase = .playing
                quiz.shownRecords = nil
                quiz.playback.resume(at: milliseconds)
            }
            state.mode = .quiz(quiz)
        case .finished:
            startQuiz(scriptNamed: quiz.script.script)
        case .playing:
            // Space pauses the script between questions, or lets it go on.
            if quiz.playback.isPaused { quiz.playback.resume(at: milliseconds) } else { quiz.playback.pause(at: milliseconds) }
            state.mode = .quiz(quiz)
        case .asking:
            let count = quiz.question?.choices.count ?? 0
            show(count > 0 ? "Predict first: press 1 to \(min(9, count))." : "Predict first: type your answer, then Enter.", seconds: 3)
        }
        needsDisplay = true
    }

    /// What the quiz does with an event before anything else: keys that
    /// answer and go on, a click on a view that answers "which view", and
    /// the keys that would change the script's trace (a shake, a view's
    /// flag, a recording), which wait until the quiz is left. `nil`: not the
    /// quiz's (the help, the timeline, the panels' switches, quitting).
    func handleQuizEvent(_ event: PlaygroundInputEvent) -> Bool? {
        guard let quiz = state.mode.quiz else { return nil }
        switch event {
        case .keyPressed(let press):
            return handleQuizKey(press, quiz) ? false : nil
        case .pointerPressed(.primary, let point, let modifiers) where !modifiers.contains(.control):
            guard quiz.phase == .asking, quiz.question?.kind == .hitTestView, layout.viewportRect.contains(point)
            else { return nil }
            let picked =
                options.exploded != nil
                ? screen.explodedView(at: point)
                : PlaygroundViewPicker.view(
                    atScreen: layout.screenPoint(fromCanvas: point), in: session.application,
                    includingHidden: options.showsHiddenViews)
            if let picked { answerQuiz(picked.traceName) }
            return true  // a click that answers never touches
        default:
            return nil
        }
    }

    /// Returns whether the quiz took the key.
    private func handleQuizKey(_ press: PlaygroundKeyPress, _ quiz: PlaygroundQuiz) -> Bool {
        needsDisplay = true
        // A question without choices is answered by typing: every letter is
        // the answer's, Z included; Esc clears it, or with nothing typed leaves.
        let typing = quiz.phase == .asking && (quiz.question?.choices.isEmpty ?? false)
        if press.key == .character("z") && !typing {
            leaveQuiz()
            return true
        }
        if typing {
            var quiz = quiz
            switch press.key {
            case .enter:
                guard !quiz.typed.trimmingCharacters(in: .whitespaces).isEmpty else { return true }
                answerQuiz(quiz.typed)
                return true
            case .backspace:
                if !quiz.typed.isEmpty { quiz.typed.removeLast() }
            case .space:
                quiz.typed.append(" ")
            case .character(let character):
                quiz.typed.append(press.modifiers.contains(.shift) ? Character(character.uppercased()) : character)
            case .escape where !quiz.typed.isEmpty:
                quiz.typed = ""
            case .escape:
                leaveQuiz()
                return true
            default:
                return false
            }
            state.mode = .quiz(quiz)
            return true
        }
        switch press.key {
        case .enter, .space:
            continueQuiz()
            return true
        case let key where key.digit != nil:
            guard let digit = key.digit, digit > 0, quiz.phase == .asking, let question = quiz.question else {
                return true  // 1–9 answer in the quiz; they open no scene meanwhile
            }
            guard question.choices.indices.contains(digit - 1) else {
                show("Choices 1 to \(question.choices.count): press one of them.", seconds: 3)
                return true
            }
            answerQuiz(question.choices[digit - 1])
            return true
        case .character("s"), .character("p"), .character("i"), .character("d"), .character("a"), .character("k"),
            .character("g"), .character("c"), .character("."), .character("["), .character("]"),
            .left, .right, .up, .down, .home, .end:
            // A shake, a view's flag or a recording would change the trace the
            // questions were read from; stepping would show past the moment.
            show("In the quiz: 1–9 answer, Enter goes on, Z leaves the quiz (then this key works again).", seconds: 3)
            return true
        default:
            return false
        }
    }

    /// What the frame shows of the quiz: the quiz panel's card, and while a
    /// question is asked or answered, the touch's records up to
    /// ``PlaygroundQuiz/shownRecords`` only — paused there, so the renderer
    /// draws from them alone.
    func showQuiz(_ quiz: PlaygroundQuiz, in frame: inout PlaygroundFrame) {
        let revealed: Bool
        if case .revealed = quiz.phase { revealed = true } else { revealed = false }
        frame.quiz = PlaygroundQuizCard(
            sceneName: scenes[currentScene].name, script: quiz.script.script,
            number: min(quiz.index + 1, quiz.script.questions.count), count: quiz.script.questions.count,
            question: quiz.question, phase: quiz.phase,
            traceLines: revealed && quiz.script.traceLines.indices.contains(quiz.index) ? quiz.script.traceLines[quiz.index] : [],
            typed: quiz.typed, score: quiz.score, lessonScore: state.lessonScores[scenes[currentScene].name] ?? QuizScore())
        if revealed, let question = quiz.question, let shown = quiz.shownRecords {
            frame.quiz?.showsEvidence = question.evidence.allSatisfy { $0 < shown }
        }
        guard let shown = quiz.shownRecords else { return }
        let records = quizRecords
        let end = min(shown, records.count)
        // The touch sequence the moment falls in, from its first record: a
        // record that starts a sequence shows none of it yet.
        let start =
            QuizQuestion.touchSequences(in: records).last { $0.lowerBound <= end && ($0.contains(end) || $0.upperBound == end) }?
            .lowerBound ?? 0
        frame.sequence = Array(records[min(start, end)..<end])
        var cursor = PlaygroundStepCursor(count: frame.sequence.count)
        cursor.jumpToEnd()
        frame.stepCursor = cursor
        frame.message = []
    }
}
