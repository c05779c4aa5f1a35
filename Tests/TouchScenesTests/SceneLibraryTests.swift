import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchScenes

/// The scene library in `scenes/`: every file loads, every seed scene reproduces its
/// device log, and every script's full trace matches its golden file
/// (`Tests/Fixtures/golden/scenes`; `TOUCHLAB_RECORD=1 swift test` re-records).
@Suite struct SceneLibraryTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scenes = repository.appendingPathComponent("scenes")
    static let fixtures = repository.appendingPathComponent("Tests/Fixtures")

    static var sceneFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    private func load(_ file: String) throws -> SceneDocument {
        try SceneParser().parse(fileAtPath: Self.scenes.appendingPathComponent(file).path)
    }

    /// Runs one script of a scene with tracing on.
    private func trace(_ file: String, _ script: String?) throws -> (SceneWorld, [TraceRecord]) {
        let document = try load(file)
        let world = SceneBuilder().build(document)
        world.application.trace.isEnabled = true
        let chosen = try #require(script.map { document.script(named: $0) } ?? document.scripts.first)
        SceneRunner().run(chosen, in: world)
        return (world, world.application.trace.records)
    }

    @Test func theLibraryHoldsEveryNamedScene() {
        let required = [
            "hit-testing", "cannot-receive", "hit-test-override", "tabbar-circle-button", "responder-chain",
            "drag", "multitouch", "tap-gesture", "pan-gesture", "pan-no-cancel", "pan-delays-began",
            "button-vs-tap-ancestor", "button-vs-tap-on-button", "table-cells", "first-responder", "default",
        ]
        let present = Set(Self.sceneFiles.map { ($0 as NSString).deletingPathExtension })
        #expect(Set(required).subtracting(present).isEmpty)
    }

    @Test(arguments: sceneFiles)
    func everySceneLoads(file: String) throws {
        let document = try load(file)
        #expect(!document.scripts.isEmpty, "\(file) has no script to play")
        #expect(document.description?.isEmpty == false, "\(file) has no description for `touchlab list`")
    }

    /// Issue 27: every library scene is a lesson, so the window's lesson card always says
    /// what to try, what to notice and which question the scene answers.
    @Test(arguments: sceneFiles)
    func everySceneHasALesson(file: String) throws {
        let lesson = try load(file).lesson ?? ""
        #expect(
            !lesson.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
            "\(file) has no `lesson:` for the window's lesson card")
    }

    /// The scene the app opens on without a file is the built-in default: it must open
    /// with a lesson too, not only the library's copy of it.
    @Test func theBuiltInDefaultSceneHasALesson() throws {
        let document = try SceneParser().parse(BuiltInScenes.defaultScene, file: "default.yaml")
        #expect(document.lesson?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == false)
    }

    @Test func theBuiltInDefaultSceneIsTheLibrarysDefault() throws {
        let file = try String(contentsOf: Self.scenes.appendingPathComponent("default.yaml"), encoding: .utf8)
        #expect(BuiltInScenes.defaultScene == file, "scenes/default.yaml changed: run `make builtin-scenes`")
    }

    @Test(arguments: [
        ("hit-testing.yaml", "touch-e", "002-hit-testing-A-F"),
        ("tap-gesture.yaml", "tap", "002-tap-recognizer"),
        ("tap-gesture.yaml", "tap", "002-tap-recognizer-logged"),
        ("pan-gesture.yaml", "pan", "002-pan-recognizer"),
        ("pan-no-cancel.yaml", "pan", "002-pan-no-cancel"),
        ("pan-delays-began.yaml", "pan", "002-pan-delays-began"),
        ("button-vs-tap-ancestor.yaml", "tap-button", "002-button-vs-tap-ancestor"),
        ("button-vs-tap-on-button.yaml", "tap-button", "002-button-vs-tap-on-button"),
        ("table-cells.yaml", "quick-tap", "002-table-quick-tap"),
        ("table-cells.yaml", "short-press", "002-table-short-press"),
        ("table-cells.yaml", "long-press", "002-table-long-press"),
        ("table-cells.yaml", "button", "002-table-button"),
    ])
    func seedSceneReproducesTheDeviceLog(file: String, script: String, log: String) throws {
        let seedText = try String(contentsOf: Self.fixtures.appendingPathComponent("seed-logs/\(log).log"), encoding: .utf8)
        let seed = SeedLog(seedText)
        let (world, records) = try trace(file, script)
        #expect(seed.restrict(records) == seed.lines)
        // The scene's own `log:` choices print the same lines as the article's classes.
        let logged = SceneLoggedLog.lines(records, world: world).filter { !$0.contains(" → ") }
        #expect(seed.restrict(logged) == seed.lines)
    }

    @Test func responderChainSceneWalksSeed002sPrintedChain() throws {
        let seedText = try String(contentsOf: Self.fixtures.appendingPathComponent("seed-logs/002-responder-chain.log"), encoding: .utf8)
        let (_, records) = try trace("responder-chain.yaml", "tap-circle")
        var receivers: [String] = []
        for record in records {
            guard case .touches(.began, let receiver, _) = record.kind else { continue }
            receivers.append(receiver.name)
        }
        #expect([receivers.joined(separator: " --> ")] == SeedLog(seedText).lines)
    }

    /// Every script of every scene, against its golden full trace.
    static var allScripts: [(String, String)] {
        sceneFiles.flatMap { file -> [(String, String)] in
            let document = try? SceneParser().parse(fileAtPath: scenes.appendingPathComponent(file).path)
            return (document?.scripts ?? []).map { (file, $0.name) }
        }
    }

    @Test(arguments: allScripts)
    func fullTraceMatchesItsGolden(file: String, script: String) throws {
        let (_, records) = try trace(file, script)
        let text = TraceFormatter.text(records)
        let name = "\((file as NSString).deletingPathExtension)--\(script).trace"
        GoldenFile.check(text, against: "golden/scenes/\(name)")
    }

    @Test func aScriptRunsIdenticallyEveryTime() throws {
        let first = TraceFormatter.text(try trace("table-cells.yaml", "short-press").1)
        let second = TraceFormatter.text(try trace("table-cells.yaml", "short-press").1)
        #expect(first == second)
    }
}

/// Positions are the editor's: characters YAML alone treats as line breaks are refused
/// where they stand (found by the loader fuzzer).
@Suite struct InvisibleLineBreakTests {
    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func invisibleLineBreakIsRefusedAtItsEditorPosition(character: String) throws {
        let text = "name: x\r\ndescription: a\(character)b\nwindows: []\n"
        do {
            _ = try SceneParser().parse(text, file: "pasted.yaml")
            Issue.record("the scene loaded")
        } catch {
            #expect(error.line == 2 && error.column == 15)
            #expect(error.message.contains("invisible"))
        }
    }
}
