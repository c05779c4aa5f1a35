import CSDL2
import Foundation
import TouchCore
import TouchPlaygroundUI

#if canImport(Glibc)
    import Glibc
#endif

extension PlaygroundWindow {
    /// Opens the window on the scene file at `path` (loaded by `open`, as
    /// `touchlab run` loads it) and measures hot reload: `reloads` times, the
    /// file is replaced as an editor saving by rename replaces it — the new
    /// text written beside it, then renamed over it — alternately by each of
    /// `texts`, and the window's own loop (16 ms waits for events, as
    /// `touchlab run` turns) is timed from the rename to the presentation of
    /// the reloaded scene's first frame (``HotReloadMeasurement``).
    ///
    /// The rename happens on another thread at a random moment of the loop's
    /// wait, as a save arrives whenever the user makes it. Without a display,
    /// SDL's `dummy` driver is used, as for ``measureInputToHighlight(application:title:points:repeats:options:)``.
    package static func measureHotReload(
        path: String, texts: [String], reloads: Int, open: @escaping () throws -> PlaygroundSceneWorld,
        options: PlaygroundWindowOptions = PlaygroundWindowOptions()
    ) throws -> HotReloadMeasurement {
        precondition(!texts.isEmpty, "texts must give at least one version of the file")
        var options = options
        options.echoesTrace = false
        let scene = PlaygroundScene(name: PathText.lastComponent(of: path), path: path, open: open)
        return try Self.open(
            scenes: [scene], current: 0, world: try open(), options: options, fallbackDriver: "dummy"
        ) { playground in
            try playground.measureReloads(of: path, texts: texts, reloads: max(1, reloads))
        }
    }

    private func measureReloads(of path: String, texts: [String], reloads: Int) throws -> HotReloadMeasurement {
        input.windowSize = windowSize
        try turn(waitingMilliseconds: 1)
        var opened = 0
        var failed = 0
        let previousOpened = controller.onSceneOpened
        let previousFailed = controller.onSceneFailed
        controller.onSceneOpened = { scene in
            previousOpened?(scene)
            opened += 1
        }
        controller.onSceneFailed = { line in
            previousFailed?(line)
            failed += 1
        }
        defer {
            controller.onSceneOpened = previousOpened
            controller.onSceneFailed = previousFailed
        }
        let isNotified = SceneFileWatcher(path: path).isNotified
        let temporary = path + ".saving"
        var generator = SystemRandomNumberGenerator()
        var nanoseconds: [Double] = []
        var failures = 0
        for index in 0..<reloads {
            try texts[index % texts.count].write(toFile: temporary, atomically: false, encoding: .utf8)
            let renamed = RenameMoment()
            let delay = Int.random(in: 0..<16_000, using: &generator)
            let openedBefore = opened, failedBefore = failed
            DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(delay)) {
                renamed.rename(temporary, to: path)
            }
            let deadline = SDL_GetTicks64() + 2_000
            var presented: UInt64?
            while SDL_GetTicks64() < deadline {
                let frames = presentedFrames
                try turn(waitingMilliseconds: 16)
                if failed != failedBefore { break }
                if opened != openedBefore && presentedFrames != frames {
                    presented = DispatchTime.now().uptimeNanoseconds
                    break
                }
            }
            if let presented, let start = renamed.nanoseconds, presented > start {
                nanoseconds.append(Double(presented - start))
            } else {
                failures += 1
            }
            // Let the loop settle before the next save, as between a person's saves.
            let until = SDL_GetTicks64() + 30
            while SDL_GetTicks64() < until { try turn(waitingMilliseconds: Int32(until - SDL_GetTicks64())) }
        }
        return HotReloadMeasurement(
            videoDriver: SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown", isNotified: isNotified,
            nanoseconds: nanoseconds, failures: failures)
    }

    /// When another thread renamed the new file over the scene: the moment the
    /// file changed, read by the loop once the reload is on screen.
    fileprivate final class RenameMoment: @unchecked Sendable {
        private let lock = NSLock()
        private var moment: UInt64?

        var nanoseconds: UInt64? { lock.withLock { moment } }

        func rename(_ from: String, to: String) {
            let now = DispatchTime.now().uptimeNanoseconds
            let renamed = Glibc.rename(from, to) == 0
            lock.withLock { moment = renamed ? now : nil }
        }
    }
}
