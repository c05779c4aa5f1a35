import Foundation
import Testing
import TouchScenes

/// Every cap in ``SceneLimits`` stops an oversized scene with a clear error at
/// the first thing over the limit, and a huge or endless file cannot hang the
/// loader.
@Suite struct SceneLimitsTests {
    /// A window with `count` subviews, one per line from line 5 on.
    static func sceneWithViews(_ count: Int) -> String {
        "name: t\nwindows:\n  - name: W\n    subviews:\n"
            + (0..<count).map { "      - {name: V\($0), frame: [0, 0, 1, 1]}\n" }.joined()
    }

    @Test func fileSize() throws {
        let scene = BrokenScene(name: "big", yaml: Self.sceneWithViews(10), line: 0, column: 0, message: "")
        let error = try #require(scene.error(limits: SceneLimits(fileBytes: 100)))
        #expect(
            error.message == "the file is \(scene.yaml.utf8.count) bytes, more than the 100 a scene may have; split it into several scenes")
        #expect(error.description.hasPrefix("broken.yaml: error: "))
    }

    @Test func viewCount() throws {
        let error = try #require(
            BrokenScene(name: "", yaml: Self.sceneWithViews(5), line: 0, column: 0, message: "").error(limits: SceneLimits(views: 4)))
        #expect(
            error.message
                == "the scene has more than 4 views (windows and table rows included), the limit for one scene; split it into several scenes"
        )
        #expect(error.line == 8)
        #expect(error.column == 16)
    }

    @Test func depth() throws {
        let yaml = """
            name: t
            windows:
              - name: W
                subviews:
                  - name: A
                    frame: [0, 0, 9, 9]
                    subviews:
                      - name: B
                        frame: [0, 0, 9, 9]
                        subviews:
                          - name: C
                            frame: [0, 0, 9, 9]
            """
        let error = try #require(BrokenScene(name: "", yaml: yaml, line: 0, column: 0, message: "").error(limits: SceneLimits(depth: 2)))
        #expect(error.message == "views nest more than 2 levels deep here; that is the limit for a scene")
        #expect(error.line == 11)
    }

    @Test func aliasBombIsCutShort() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let start = Date()
        let error = try #require(BrokenScene(name: "", yaml: yaml, line: 0, column: 0, message: "").error())
        #expect(
            error.message
                == "the file expands to more than 200000 YAML values (aliases count each time they are used), the limit for a scene")
        #expect(Date().timeIntervalSince(start) < 10, "expanding an alias bomb must stop at the cap")
    }

    @Test func tableRows() throws {
        let yaml = """
            name: t
            windows:
              - name: W
                subviews:
                  - {kind: tableView, name: T, frame: [0, 0, 9, 9], rows: 50}
            """
        let error = try #require(
            BrokenScene(name: "", yaml: yaml, line: 0, column: 0, message: "").error(limits: SceneLimits(tableRows: 20)))
        #expect(error.message == "'rows' must be from 0 to 20, but is 50")
        #expect(error.line == 5)
        #expect(error.column == 63)
    }

    /// A table's rows count as views: each is a cell hit-testing asks and the
    /// picture draws, so many tables of many rows cannot build millions of views
    /// from a file that passes every other limit (issue 25, defect 3).
    @Test func tableRowsCountTowardTheViewLimit() throws {
        let yaml = """
            name: t
            windows:
              - name: W
                subviews:
                  - {kind: tableView, name: T, frame: [0, 0, 9, 9], rows: 3}
                  - {kind: tableView, name: U, frame: [0, 0, 9, 9], rows: [a, b]}
            """
        // The window, two tables and five rows: eight views.
        let fits = BrokenScene(name: "", yaml: yaml, line: 0, column: 0, message: "")
        #expect(fits.error(limits: SceneLimits(views: 8)) == nil)
        let error = try #require(fits.error(limits: SceneLimits(views: 7)))
        #expect(
            error.message
                == "the scene has more than 7 views (windows and table rows included), the limit for one scene; split it into several scenes"
        )
        #expect(error.line == 6)
        #expect(error.column == 63)
    }

    /// The attack of issue 25: 1,990 tables of 1,000 rows (192 KB, inside every
    /// other limit) stops at the first table whose rows pass the default view
    /// limit, instead of building four million views.
    @Test func manyFullTablesAreRefusedAtTheDefaultLimits() throws {
        let tables = 1_990
        let yaml =
            "name: t\nwindows:\n  - name: W\n    subviews:\n"
            + (0..<tables).map { "      - {kind: tableView, name: T\($0), frame: [0, 0, 9, 9], rows: 1000}\n" }.joined()
        #expect(yaml.utf8.count < SceneLimits.default.fileBytes)
        let error = try #require(BrokenScene(name: "", yaml: yaml, line: 0, column: 0, message: "").error())
        #expect(error.message.hasPrefix("the scene has more than 2000 views (windows and table rows included)"))
        // The window, table T0 and its 1,000 rows fit; T1's rows do not.
        #expect(error.line == 6)
    }

    @Test func recognizerCount() throws {
        let yaml = "name: t\nwindows:\n  - name: W\n    recognizers:\n" + (0..<3).map { "      - {kind: tap, name: T\($0)}\n" }.joined()
        let error = try #require(
            BrokenScene(name: "", yaml: yaml, line: 0, column: 0, message: "").error(limits: SceneLimits(recognizers: 2)))
        #expect(error.message == "the scene has more than 2 recognizers, the limit for one scene")
        #expect(error.line == 7)
    }

    static func script(_ steps: [String]) -> String {
        "name: t\nwindows:\n  - name: W\nscripts:\n  long:\n" + steps.map { "    - \($0)\n" }.joined()
    }

    @Test func scriptSteps() throws {
        let error = try #require(
            BrokenScene(name: "", yaml: Self.script(Array(repeating: "shake", count: 4)), line: 0, column: 0, message: "").error(
                limits: SceneLimits(stepsPerScript: 3)))
        #expect(error.message == "the script 'long' has more than 3 steps, the limit for one script")
        #expect(error.line == 9)
    }

    @Test func scriptDuration() throws {
        let error = try #require(
            BrokenScene(name: "", yaml: Self.script(["wait: 30", "wait: 40"]), line: 0, column: 0, message: "").error(
                limits: SceneLimits(scriptSeconds: 60)))
        #expect(error.message == "the script would last more than 60 seconds here, the limit for one script")
        #expect(error.line == 7)
    }

    @Test func scriptFrames() throws {
        let steps = ["drag: {from: [0, 0], to: [9, 9], steps: 50}", "drag: {from: [0, 0], to: [9, 9], steps: 50}"]
        let error = try #require(
            BrokenScene(name: "", yaml: Self.script(steps), line: 0, column: 0, message: "").error(
                limits: SceneLimits(framesPerScript: 100)))
        #expect(error.message == "the script produces more than 100 input frames here, the limit for one script; use fewer steps in drags")
        #expect(error.line == 7)
    }

    @Test func fingersDownAtOnce() throws {
        let steps = ["down: {finger: 1, at: [0, 0]}", "down: {finger: 2, at: [9, 9]}", "tap: [5, 5]"]
        let error = try #require(
            BrokenScene(name: "", yaml: Self.script(steps), line: 0, column: 0, message: "").error(limits: SceneLimits(fingers: 2)))
        #expect(error.message == "'tap' needs 1 free finger, but 2 of 2 are down")
        #expect(error.line == 8)
    }

    // MARK: Files

    private func temporaryFile(_ data: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID().uuidString).yaml").path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func readsAFile() throws {
        let path = try temporaryFile(Data(Self.sceneWithViews(2).utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let document = try SceneParser().parse(fileAtPath: path)
        #expect(document.allViews.map(\.name) == ["W", "V0", "V1"])
    }

    @Test func errorsNameTheFile() throws {
        let path = try temporaryFile(Data("name: t\nwindws: []\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: SceneError(file: path, line: 2, column: 1, message: "unknown key 'windws' in the scene; did you mean 'windows'?")) {
            try SceneParser().parse(fileAtPath: path)
        }
    }

    @Test func rejectsNonUTF8() throws {
        let path = try temporaryFile(Data([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xff, 0xfe, 0x0a]))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: SceneError(file: path, line: 0, column: 0, message: "the file is not UTF-8 text; save it as UTF-8")) {
            try SceneParser().parse(fileAtPath: path)
        }
    }

    @Test func rejectsMissingFilesAndFolders() {
        #expect(throws: SceneError(file: "/no/such/scene.yaml", line: 0, column: 0, message: "no such file")) {
            try SceneParser().parse(fileAtPath: "/no/such/scene.yaml")
        }
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: SceneError(file: folder, line: 0, column: 0, message: "this is a folder; give the path of a .yaml scene file")) {
            try SceneParser().parse(fileAtPath: folder)
        }
    }

    /// A huge file is read only up to the cap: a (sparse) gigabyte costs a
    /// kilobyte. Endless devices are refused before reading
    /// (`HostileSceneFileTests`).
    @Test func hugeFileIsReadOnlyUpToTheCap() throws {
        let path = try temporaryFile(Data("name: t\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        #expect(
            throws: SceneError(
                file: path, line: 0, column: 0,
                message: "the file is more than 1000 bytes, the most a scene may have; split it into several scenes")
        ) {
            try SceneParser(limits: SceneLimits(fileBytes: 1_000)).parse(fileAtPath: path)
        }
    }
}
