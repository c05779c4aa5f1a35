import Testing
import TouchScenes

/// The top-level `lesson:` key: a few lines of what to try and what to
/// notice, shown in the window's lesson card (docs/scenes.md, "The top of the
/// file"). Mistakes are reported at the value, like every other key's.
@Suite struct SceneLessonTests {
    static let header = """
        name: t
        windows:
          - name: W

        """

    @Test func aLessonIsReadWithoutItsTrailingNewline() throws {
        let document = try SceneParser().parse(
            Self.header + """
                lesson: |
                  Tap the cell quickly: nothing happens.
                  Hold it: it highlights after 0.15 s.
                """, file: "t.yaml")
        #expect(document.lesson == "Tap the cell quickly: nothing happens.\nHold it: it highlights after 0.15 s.")
    }

    @Test func aSceneWithoutALessonHasNone() throws {
        let document = try SceneParser().parse(Self.header, file: "t.yaml")
        #expect(document.lesson == nil)
    }

    static let cases: [BrokenScene] = [
        BrokenScene(
            name: "a list for a lesson",
            yaml: header + "lesson: [try, notice]", line: 4, column: 9,
            message: "'lesson' must be text: a few lines of what to try and what to notice, such as lesson: |"),
        BrokenScene(
            name: "an empty lesson",
            yaml: header + "lesson: \"  \"", line: 4, column: 9,
            message: "'lesson' is empty; write what to try and what to notice, or leave the key out"),
        BrokenScene(
            name: "a lesson too long for the card",
            yaml: header + "lesson: |\n" + (1...13).map { "  line \($0)" }.joined(separator: "\n"), line: 4, column: 9,
            message:
                "'lesson' has 13 lines; keep it to 12 (the lesson card shows it whole) and put the rest in the file's comments"
        ),
        BrokenScene(
            name: "a lesson line too long",
            yaml: header + "lesson: |\n  short\n  " + String(repeating: "x", count: 241), line: 4, column: 9,
            message:
                "line 2 of 'lesson' has 241 characters; keep lines to 240 (a folded block, lesson: >, joins short lines)"),
        BrokenScene(
            name: "a misspelt lesson key",
            yaml: header + "lessons: Try it", line: 4, column: 1,
            message: "unknown key 'lessons' in the scene; did you mean 'lesson'?"),
    ]

    @Test(arguments: cases) func aBadLessonIsReportedAtItsValue(_ scene: BrokenScene) throws {
        let error = try #require(scene.error())
        #expect(error.line == scene.line)
        #expect(error.column == scene.column)
        #expect(error.message == scene.message)
    }
}
