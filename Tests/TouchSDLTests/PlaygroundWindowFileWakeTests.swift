import CSDL2
import Foundation
import Testing
import TouchCore
import TouchPlaygroundUI

@testable import TouchSDL

/// The window's loop is woken by a save of its scene file (inotify, through an
/// SDL event the notifier's thread pushes) instead of noticing it when its
/// wait for events ends. SDL's dummy driver stands in for a display when there
/// is none; SDL is started and shut down on the main actor.
@Suite(.serialized) @MainActor struct PlaygroundWindowFileWakeTests {
    #if os(Linux)
        @Test func aSaveWakesATurnWaitingForEvents() throws {
            let folder = try TestAssets.makeTemporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("scene.yaml").path
            try "name: first\n".write(toFile: path, atomically: true, encoding: .utf8)
            var builds = 0
            let open = { () -> PlaygroundSceneWorld in
                builds += 1
                let application = UIApplication()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                application.addWindow(window)
                window.makeKeyAndVisible()
                return PlaygroundSceneWorld(application: application)
            }
            let scene = PlaygroundScene(name: "scene.yaml", path: path, open: open)
            var options = PlaygroundWindowOptions(size: CGSize(width: 1000, height: 700))
            options.fontPath = TestAssets.fontPath
            try PlaygroundWindow.open(
                scenes: [scene], current: 0, world: try open(), options: options, fallbackDriver: "dummy"
            ) { playground in
                playground.input.windowSize = playground.windowSize
                for _ in 0..<5 { try playground.turn(waitingMilliseconds: 1) }  // the window's own events
                var opened = 0
                playground.controller.onSceneOpened = { _ in opened += 1 }
                let temporary = path + ".saving"
                try "name: saved\n".write(toFile: temporary, atomically: false, encoding: .utf8)
                #expect(rename(temporary, path) == 0)
                // A turn that would wait up to 20 s for an event: the save's
                // wake ends the wait, and the turn reloads the scene.
                let start = DispatchTime.now().uptimeNanoseconds
                let frames = playground.presentedFrames
                while opened == 0 && DispatchTime.now().uptimeNanoseconds - start < 30_000_000_000 {
                    try playground.turn(waitingMilliseconds: 20_000)
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                #expect(opened == 1)
                #expect(playground.presentedFrames > frames)
                #expect(seconds < 10, "woken by the save, not by the wait's end (\(seconds) s)")
            }
            #expect(builds == 2)
        }
    #endif
}
