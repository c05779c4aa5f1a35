import Foundation
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// Times hot reload in the live window: the balanced hierarchy written as a
/// scene file (YAML, within the loader's default limits, as a user's scene
/// is: the suite's 1,999 views and their window are the 2,000 the limit
/// allows), opened in the playground window, then replaced on disk again and
/// again (``TouchSDL/PlaygroundWindow``'s `measureHotReload`): from the
/// rename that replaces the file to the reloaded scene's first frame on
/// screen. The target is 50 ms for 2,000 views (docs/performance.md).
///
/// The file is loaded as `touchlab run` loads a scene file —
/// `SceneParser().parse(fileAtPath:)` with the default limits, then
/// `SceneBuilder` — and alternates between the scene and the scene with a
/// comment appended, so every save differs in size. SDL video runs inside,
/// so this runs on the main actor.
@MainActor
package struct HotReloadBenchmark {
    package var reloads: Int
    package var usesSoftwareRenderer: Bool

    package init(reloads: Int = 100, usesSoftwareRenderer: Bool = false) {
        self.reloads = max(1, reloads)
        self.usesSoftwareRenderer = usesSoftwareRenderer
    }

    package func run(_ hierarchy: BenchmarkHierarchy) throws -> HotReloadResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bench-\(hierarchy.shape.rawValue)-\(hierarchy.count).yaml").path
        let text = hierarchy.sceneYAML()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let measurement = try PlaygroundWindow.measureHotReload(
            path: path, texts: [text + "# saved again\n", text], reloads: reloads,
            open: {
                let built = SceneBuilder().build(try SceneParser().parse(fileAtPath: path))
                return PlaygroundSceneWorld(application: built.application, close: built.close)
            },
            options: PlaygroundWindowOptions(size: CGSize(width: 1280, height: 800), usesSoftwareRenderer: usesSoftwareRenderer))
        return HotReloadResult(
            views: hierarchy.nodes.count, bytes: text.utf8.count, videoDriver: measurement.videoDriver,
            isNotified: measurement.isNotified, perReload: TimingSummary(nanoseconds: measurement.nanoseconds),
            failures: measurement.failures)
    }
}

/// Hot reload in the live window, as ``HotReloadBenchmark`` measured it (see
/// `TouchSDL.HotReloadMeasurement` for what the time covers).
package struct HotReloadResult: Codable, Hashable, Sendable {
    package var views: Int
    /// The scene file's size.
    package var bytes: Int
    package var videoDriver: String
    /// Whether the window learnt of the changes through inotify.
    package var isNotified: Bool
    /// Nanoseconds per reload, file replaced to first frame presented; nil when
    /// no reload succeeded.
    package var perReload: TimingSummary?
    /// Saves not on screen within two seconds, or that did not load.
    package var failures: Int

    package init(
        views: Int, bytes: Int, videoDriver: String, isNotified: Bool, perReload: TimingSummary?, failures: Int
    ) {
        self.views = views
        self.bytes = bytes
        self.videoDriver = videoDriver
        self.isNotified = isNotified
        self.perReload = perReload
        self.failures = failures
    }
}
