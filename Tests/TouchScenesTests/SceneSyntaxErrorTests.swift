import Testing
import TouchScenes

/// YAML that libyaml cannot read still comes out as one ``SceneError`` at the
/// place to fix, with a hint in plain words for the usual hand-editing slips.
@Suite struct SceneSyntaxErrorTests {
    static let cases: [BrokenScene] = [
        BrokenScene(
            name: "tab indentation", yaml: "name: t\nwindows:\n\t- name: W\n", line: 3, column: 1,
            message: "invalid YAML: found character that cannot start any token; YAML cannot indent with tabs, use spaces"),
        BrokenScene(
            name: "unclosed quote", yaml: "name: 't\nwindows: []\n", line: 1, column: 7,
            message: "invalid YAML: found unexpected end of stream; the quoted text that starts here is never closed"),
        BrokenScene(
            name: "unclosed list", yaml: "name: t\nwindows: [\n  {name: W}\n", line: 2, column: 10,
            message:
                "invalid YAML: did not find expected ',' or ']'; the [list] or {mapping} that starts here is not closed, or lacks a comma"),
        BrokenScene(
            name: "misaligned key", yaml: "name: t\nwindows:\n  - name: W\n   hidden: true\n", line: 4, column: 4,
            message: "invalid YAML: did not find expected '-' indicator; this line does not line up with the list items above it"),
        BrokenScene(
            name: "misaligned mapping key", yaml: "name: t\nscreen: [390, 844]\n windows: []\n", line: 3, column: 2,
            message: "invalid YAML: did not find expected key; this line's indentation does not line up with the keys above it"),
        BrokenScene(
            name: "colon inside a value", yaml: "name: a: b\nwindows: []\n", line: 1, column: 8,
            message:
                "invalid YAML: mapping values are not allowed in this context; a value containing ': ' must be in quotes, or this line is indented too far"
        ),
        BrokenScene(
            name: "second document", yaml: "name: t\n---\nname: u\n", line: 2, column: 1,
            message: "invalid YAML: a second document starts here; a scene file holds one document, remove the second '---'"),
        BrokenScene(
            name: "undefined alias", yaml: "name: t\nwindows: *ws\n", line: 2, column: 10,
            message: "invalid YAML: found undefined alias; a '*name' must refer to an '&name' defined above it"),
        BrokenScene(
            name: "value starting with @", yaml: "name: t\nwindows:\n  - name: W\n    color: @red\n", line: 4, column: 12,
            message: "invalid YAML: found character that cannot start any token; a value cannot start with '@', put it in quotes"),
        BrokenScene(
            name: "duplicate key in a flow mapping", yaml: "name: t\nwindows:\n  - {name: W, hidden: true, hidden: false}\n", line: 3,
            column: 29,
            message: "the key 'hidden' appears twice in the same mapping; keep one"),
        BrokenScene(
            name: "empty file", yaml: "", line: 1, column: 1,
            message: "the file has no scene in it; start with name: and windows: (see docs/scenes.md)"),
        BrokenScene(
            name: "only a comment", yaml: "# a scene will go here\n", line: 1, column: 1,
            message: "the file has no scene in it; start with name: and windows: (see docs/scenes.md)"),
        BrokenScene(
            name: "a list instead of a scene", yaml: "- name: t\n", line: 1, column: 1,
            message: "a scene must be a mapping of keys to values, but found a list"),
        BrokenScene(
            name: "a name reused through an alias", yaml: "name: t\nwindows:\n  - &w {name: W}\n  - *w\n", line: 3, column: 15,
            message:
                "the object named 'W' is used again through a YAML alias (*); every name in a scene must be unique, so write the copy out with its own name"
        ),
    ]

    @Test(arguments: cases)
    func reportsPositionedError(_ scene: BrokenScene) throws {
        let error = try #require(scene.error())
        #expect(error.message == scene.message)
        #expect(error.line == scene.line)
        #expect(error.column == scene.column)
    }

    /// libyaml stops at 1000 levels; deeper nesting is an error, not a stack overflow.
    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = "name: t\nwindows: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n"
        let error = try #require(BrokenScene(name: "deep", yaml: deep, line: 0, column: 0, message: "").error())
        #expect(error.message == "invalid YAML: the file nests deeper than 1000 levels")
        #expect(error.line == 2)
    }

    /// Nesting just under libyaml's limit is read and rejected for its content.
    @Test func nestingUnderTheLimitIsReadSafely() throws {
        let nested = "name: t\nwindows: " + String(repeating: "[", count: 990) + String(repeating: "]", count: 990) + "\n"
        let error = try #require(BrokenScene(name: "nested", yaml: nested, line: 0, column: 0, message: "").error())
        #expect(error.message == "a window must be a mapping of keys to values, but found a list")
        #expect(error.line == 2)
        #expect(error.column == 11)
    }
}
