import Foundation

/// A scene's `quiz:`: its own questions for `touchlab quiz`, each with its
/// moment (a time or a shot of a script) and the answers accepted.
extension SceneReader {
    static let quizKeys = ["question", "answers", "at", "shot", "script", "explanation"]
    /// The most questions a scene may add.
    static let maximumQuizQuestions = 50

    func readQuiz(_ node: SceneNode, scripts: [SceneScript]) throws(SceneError) -> [SceneQuizQuestion] {
        let list = try items(
            node, singleAllowed: false, "quiz", expected: "questions such as - {question: ..., at: 0.15, answers: [EView]}")
        guard list.count <= Self.maximumQuizQuestions else {
            throw error(list[Self.maximumQuizQuestions], "a scene may have at most \(Self.maximumQuizQuestions) quiz questions")
        }
        var questions: [SceneQuizQuestion] = []
        for item in list {
            let map = try mapping(item, "a quiz question")
            try checkKeys(map, allowed: Self.quizKeys, in: "a quiz question")
            let question = try text(
                try required(map, "question", in: "a quiz question", "write the question, such as question: Which view gets touchesBegan?"),
                "question")
            let answersNode = try required(map, "answers", in: "a quiz question", "list the answers accepted, such as answers: [EView]")
            var answers: [String] = []
            for answer in try items(answersNode, singleAllowed: true, "answers", expected: "answers") {
                answers.append(try text(answer, "answers"))
            }
            guard !answers.isEmpty, answers.allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
                throw error(answersNode, "'answers' needs at least one answer that is not empty")
            }
            var script: SceneScript?
            if let value = map["script"] {
                let name = try text(value, "script")
                guard let found = scripts.first(where: { $0.name == name }) else {
                    let guess = SceneSuggestion.closest(to: name, in: scripts.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                    throw error(value, "the quiz question's script '\(name)' is not one of the scene's scripts\(guess)")
                }
                script = found
            }
            let moment: SceneQuizQuestion.Moment
            switch (map["at"], map["shot"]) {
            case (let at?, nil):
                moment = .time(try number(at, "at", .nonNegative))
            case (nil, let shot?):
                let name = try text(shot, "shot")
                let candidates = script.map { [$0] } ?? scripts
                guard candidates.contains(where: { $0.shots.contains(name) }) else {
                    throw error(
                        shot,
                        "no script\(script.map { " '\($0.name)'" } ?? "") has a shot step named '\(name)'; write - shot: \(name) in it, or ask at a time with at: 0.15"
                    )
                }
                moment = .shot(name)
            case (.some, .some):
                throw error(
                    map.node, "a quiz question is asked at one moment: give 'at' (seconds) or 'shot' (a shot step's name), not both")
            case (nil, nil):
                throw error(
                    map.node, "a quiz question has no moment; add at: 0.15 (seconds on the script's clock) or shot: NAME (a shot step)")
            }
            let explanation = try map["explanation"].map { (value) throws(SceneError) in try text(value, "explanation") }
            questions.append(
                SceneQuizQuestion(question: question, answers: answers, moment: moment, script: script?.name, explanation: explanation))
        }
        return questions
    }
}
