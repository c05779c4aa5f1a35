import Testing
import TouchScenes

/// A scene's own quiz questions (`quiz:`) and a shot's caption
/// (`shot: {name, caption}`), docs/scenes.md "Quiz questions" and "Scripts".
@Suite struct SceneQuizTests {
    static let header = """
        name: t
        windows:
          - name: W
            subviews:
              - {name: Card, frame: [0, 0, 100, 100]}
        scripts:
          press:
            - down: Card
            - shot: {name: held, caption: Card has touchesBegan}
            - up

        """

    @Test func questionsAndShotCaptionsAreRead() throws {
        let document = try SceneParser().parse(
            Self.header + """
                quiz:
                  - question: What has Card had?
                    shot: held
                    answers: [touchesBegan, began]
                    explanation: The finger is still down.
                  - question: Is it over?
                    at: 0.5
                    script: press
                    answers: yes
                """, file: "t.yaml")
        #expect(
            document.quiz == [
                SceneQuizQuestion(
                    question: "What has Card had?", answers: ["touchesBegan", "began"], moment: .shot("held"),
                    explanation: "The finger is still down."),
                SceneQuizQuestion(question: "Is it over?", answers: ["yes"], moment: .time(0.5), script: "press"),
            ])
        let script = try #require(document.script(named: "press"))
        #expect(script.shots == ["held"] && script.shotCaptions == ["held": "Card has touchesBegan"])
    }

    static let cases: [BrokenScene] = [
        BrokenScene(
            name: "a question without a moment",
            yaml: header + "quiz:\n  - {question: Who?, answers: [Card]}", line: 12, column: 5,
            message: "a quiz question has no moment; add at: 0.15 (seconds on the script's clock) or shot: NAME (a shot step)"),
        BrokenScene(
            name: "a shot no script has",
            yaml: header + "quiz:\n  - {question: Who?, shot: lifted, answers: [Card]}", line: 12, column: 28,
            message: "no script has a shot step named 'lifted'; write - shot: lifted in it, or ask at a time with at: 0.15"),
        BrokenScene(
            name: "a script the scene lacks",
            yaml: header + "quiz:\n  - {question: Who?, at: 0, script: pres, answers: [Card]}", line: 12, column: 37,
            message: "the quiz question's script 'pres' is not one of the scene's scripts; did you mean 'press'?"),
        BrokenScene(
            name: "no answers",
            yaml: header + "quiz:\n  - {question: Who?, at: 0, answers: []}", line: 12, column: 38,
            message: "'answers' needs at least one answer that is not empty"),
        BrokenScene(
            name: "a shot's unknown key",
            yaml: header.replacingOccurrences(of: "caption: Card", with: "label: Card"), line: 9, column: 26,
            message: "unknown key 'label' in a shot; expected one of: name, caption"),
    ]

    @Test(arguments: cases) func aBadQuestionIsReportedWhereItIs(_ scene: BrokenScene) throws {
        let error = try #require(scene.error())
        #expect(error.message == scene.message)
        #expect(error.line == scene.line)
        #expect(error.column == scene.column)
    }
}
