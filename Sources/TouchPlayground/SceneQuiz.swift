import Foundation
import TouchCore
import TouchInsight
import TouchScenes

/// The "predict, then see" quiz of one script of a scene: its questions —
/// read from the script's trace (``TouchInsight/QuizQuestion/questions(from:application:)``)
/// and the scene's own (`quiz:`) — in the order their moments come, with the
/// trace they were read from.
///
/// One source for every front end: `touchlab quiz` asks these questions in a
/// terminal, and the window's quiz (`touchlab run --quiz`, Z) asks the same
/// ones, pausing the script at each question's moment
/// (``TouchPlaygroundUI/PlaygroundSceneWorld/quiz``).
package struct SceneQuiz {
    /// The questions, in the order they are asked.
    package var questions: [QuizQuestion]
    /// The script's whole trace on a fresh world, from its start: what the
    /// questions' ``TouchInsight/QuizQuestion/askedBefore`` and evidence count in.
    package var records: [TraceRecord]

    /// Plays `script` of `document` on a fresh world, on the virtual clock as
    /// `touchlab trace` does, and reads its questions.
    package init(document: SceneDocument, script: SceneScript) {
        let world = SceneBuilder().build(document)
        defer { world.close() }
        let application = world.application
        application.trace.isEnabled = true
        var shotTimes: [String: TimeInterval] = [:]
        SceneRunner().run(
            script, in: world, deliver: application.handle, advance: application.advance(to:),
            onShot: { name in shotTimes[name] = application.clock.now })
        records = application.trace.records
        questions = Self.questions(for: document, script, records: records, application: application, shotTimes: shotTimes)
    }

    /// The trace's questions and the scene's own for `script`, in the order
    /// their moments come (a lesson page reads them from the trace it recorded).
    package static func questions(
        for document: SceneDocument, _ script: SceneScript, records: [TraceRecord], application: UIApplication,
        shotTimes: [String: TimeInterval]
    ) -> [QuizQuestion] {
        var questions = QuizQuestion.questions(from: records, application: application)
        for own in document.quiz where own.script == nil || own.script == script.name {
            let time: TimeInterval
            switch own.moment {
            case .time(let seconds): time = seconds
            case .shot(let name):
                guard let shot = shotTimes[name] else { continue }
                time = shot
            }
            guard time <= (records.last?.time ?? 0) + 1e-9 || own.script == script.name else { continue }
            questions.append(
                QuizQuestion.scene(prompt: own.question, answers: own.answers, explanation: own.explanation, time: time, records: records))
        }
        // Stable: a scene's question at the same moment comes after the trace's.
        return questions.enumerated().sorted { ($0.element.askedBefore, $0.offset) < ($1.element.askedBefore, $1.offset) }.map(\.element)
    }
}
