import Foundation
import Testing
import TouchCore

@testable import TouchPlaygroundUI
@testable import TouchSDL

#if canImport(Glibc)
    import Glibc
#endif

/// The window's scene switching and hot reload, without a window: after a
/// switch to a scene that fails to load, fixing that scene's file loads it —
/// not the scene that kept running.
struct PlaygroundSceneSwitcherTests {
    struct SceneFailed: Error {}

    /// Scene files in a fresh folder; a file reading `broken` fails to load.
    final class Files {
        let folder: URL
        /// The file each successful open read, in order.
        var opened: [String] = []

        init() throws {
            folder = try TestAssets.makeTemporaryFolder()
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        /// Writes `text` and gives the file a new modification date, as an
        /// editor saving it does (no waiting for the clock to tick).
        func save(_ name: String, _ text: String, at seconds: TimeInterval) throws {
            try text.write(toFile: path(name), atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: path(name))
        }

        func scene(_ name: String) -> PlaygroundScene {
            PlaygroundScene(name: name, path: path(name)) { [unowned self] in
                let text = try String(contentsOfFile: self.path(name), encoding: .utf8)
                guard text != "broken" else { throw SceneFailed() }
                self.opened.append("\(name): \(text)")
                return PlaygroundSceneWorld(application: UIApplication())
            }
        }
    }

    @Test func fixingASceneThatFailedToLoadLoadsIt() throws {
        let files = try Files()
        try files.save("a.yaml", "scene a", at: 1_000)
        try files.save("b.yaml", "broken", at: 1_000)
        var switcher = PlaygroundSceneSwitcher(
            scenes: [files.scene("a.yaml"), files.scene("b.yaml")], current: 0, watch: SceneFileWatcher.watch)

        // Tab to b, which does not parse: a keeps running.
        guard case .failure = switcher.open(switcher.index(after: 1)) else {
            Issue.record("b should fail to load")
            return
        }
        #expect(switcher.current == 0 && switcher.wanted == 1)

        // Saving a meanwhile changes nothing: a is not the file being fixed.
        try files.save("a.yaml", "scene a, edited", at: 2_000)
        let afterEditingA = switcher.sceneToReload()
        #expect(afterEditingA == nil)

        // Fixing b reloads b.
        try files.save("b.yaml", "scene b, fixed", at: 3_000)
        let changedScene = switcher.sceneToReload()
        let reload = try #require(changedScene)
        #expect(reload == 1)
        guard case .success = switcher.open(reload) else {
            Issue.record("the fixed b should load")
            return
        }
        #expect(switcher.current == 1 && switcher.wanted == 1)
        #expect(files.opened == ["b.yaml: scene b, fixed"])
        let afterLoading = switcher.sceneToReload()
        #expect(afterLoading == nil)
    }

    @Test func aRunningSceneReloadsWhenItsFileChanges() throws {
        let files = try Files()
        try files.save("a.yaml", "scene a", at: 1_000)
        var switcher = PlaygroundSceneSwitcher(scenes: [files.scene("a.yaml")], current: 0, watch: SceneFileWatcher.watch)
        let unchanged = switcher.sceneToReload()
        #expect(unchanged == nil)
        try files.save("a.yaml", "scene a, edited", at: 2_000)
        let edited = switcher.sceneToReload()
        #expect(edited == 0)
        // Broken while running: the old world stays, and the next save retries.
        try files.save("a.yaml", "broken", at: 3_000)
        guard case .failure = switcher.open(0) else {
            Issue.record("a broken a should fail to load")
            return
        }
        #expect(switcher.current == 0)
        try files.save("a.yaml", "scene a, fixed", at: 4_000)
        let fixed = switcher.sceneToReload()
        #expect(fixed == 0)
    }

    /// Tab moves on from the scene last asked for, so a scene that fails
    /// does not trap the user before it.
    @Test func tabMovesOnFromTheSceneAskedFor() throws {
        let files = try Files()
        for name in ["a.yaml", "c.yaml"] { try files.save(name, "scene", at: 1_000) }
        try files.save("b.yaml", "broken", at: 1_000)
        var switcher = PlaygroundSceneSwitcher(
            scenes: ["a.yaml", "b.yaml", "c.yaml"].map(files.scene), current: 0, watch: SceneFileWatcher.watch)
        _ = switcher.open(switcher.index(after: 1))
        #expect(switcher.current == 0 && switcher.index(after: 1) == 2 && switcher.index(after: -1) == 0)
        guard case .success = switcher.open(switcher.index(after: 1)) else {
            Issue.record("c should load")
            return
        }
        #expect(switcher.current == 2 && switcher.index(after: 1) == 0)
    }

    /// The watched file replaced by a named pipe: the change is seen without
    /// opening it, and loading it fails at once (the loader refuses what is
    /// not a regular file) instead of freezing the window.
    @Test func aSceneFileReplacedByANamedPipeDoesNotBlockTheWatcher() throws {
        let files = try Files()
        try files.save("a.yaml", "scene a", at: 1_000)
        var watcher = SceneFileWatcher(path: files.path("a.yaml"))
        try FileManager.default.removeItem(atPath: files.path("a.yaml"))
        #expect(mkfifo(files.path("a.yaml"), 0o600) == 0)
        let changed = watcher.hasChanged()
        #expect(changed)
    }
}
