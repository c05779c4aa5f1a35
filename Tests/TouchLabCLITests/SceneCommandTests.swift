import Foundation
import Testing

/// End to end: `touchlab check`, `list`, `trace SCENE` and `shoot` on the built binary.
@Suite struct SceneCommandTests {
    let cli = TraceCommandTests()
    static let scenes = TraceCommandTests.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenes")

    @Test func checkPassesTheWholeLibrary() throws {
        let (status, output) = try cli.run(["check"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("table-cells.yaml: ok"))
    }

    @Test func checkReportsABrokenSceneWithItsPositionAndFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.yaml")
        try "name: broken\nwindows:\n  - name: UIWindow\n    root:\n      name: VC\n      view:\n        name: V\n        alpha: 2\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        let (status, output) = try cli.run(["check", broken.path])
        #expect(status == 1)
        #expect(output.contains("broken.yaml:8:"))
        #expect(output.contains("alpha"))
    }

    @Test func listShowsEveryLibrarySceneWithItsDescription() throws {
        let (status, output) = try cli.run(["list"])
        #expect(status == 0)
        for name in ["hit-testing", "table-cells", "responder-chain", "default"] {
            #expect(output.contains("  \(name) "), "\(name) missing from list")
        }
        #expect(output.contains("Apple's A–F views"))
        // Each scene's scripts under its description, as `--script` takes them.
        let lines = output.split(separator: "\n").map(String.init)
        let tableRow = try #require(lines.firstIndex { $0.hasPrefix("  table-cells ") })
        let scripts = try #require(lines[tableRow...].first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("scripts: ") })
        #expect(scripts.trimmingCharacters(in: .whitespaces) == "scripts: quick-tap, short-press, long-press, button")
    }

    @Test func aMisspeltSceneOrScriptNameSuggestsTheClosest() throws {
        let scene = try cli.run(["trace", "hit-testin"])
        #expect(scene.status != 0)
        #expect(scene.output.contains("No scene file or library scene named 'hit-testin'; did you mean 'hit-testing'?"))
        let script = try cli.run(["shoot", "table-cells", "--script", "quick-taps", "--out", NSTemporaryDirectory()])
        #expect(script.status != 0)
        #expect(script.output.contains("no script named 'quick-taps'; did you mean 'quick-tap'?"))
        // Nothing close: no guess, only the list.
        let far = try cli.run(["trace", "table-cells", "--script", "zzzzzz"])
        #expect(far.output.contains("no script named 'zzzzzz'. Its scripts: quick-tap"))
    }

    @Test func traceOfALibrarySceneByNameWithAScriptAndLoggedOutput() throws {
        let (status, output) = try cli.run(["trace", "table-cells", "--script", "short-press", "--logged"])
        #expect(status == 0)
        #expect(output == "-[GLTableView touchesBegan:withEvent:]\nbackview taped\n-[GLTableView touchesCancelled:withEvent:]\n")
        let missing = try cli.run(["trace", "table-cells", "--script", "nope"])
        #expect(missing.status != 0)
        #expect(missing.output.contains("Its scripts: quick-tap, short-press, long-press, button"))
    }

    @Test func shootWritesOnePicturePerPhaseChangeIdenticallyEveryTime() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-shoot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        var runs: [[String: Data]] = []
        for run in 0..<2 {
            let folder = base.appendingPathComponent("\(run)")
            let (status, output) = try cli.run(["shoot", "tap-gesture", "--out", folder.path])
            #expect(status == 0, "\(output)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(files == ["tap-gesture-tap-01-down.png", "tap-gesture-tap-02-up.png"])
            runs.append(Dictionary(uniqueKeysWithValues: try files.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }))
        }
        #expect(runs[0] == runs[1])
        #expect(runs[0].values.allSatisfy { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
    }

    /// The gallery's picture of a scene is its first script's key frame: drag's
    /// `shot: after-drag`, not the tap that follows; a script without shots
    /// shows its end. `--caption` keeps the picture's size, the bar inside it.
    @Test func sceneNamePicturesAreKeyFramesAndCaptionsKeepTheSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-key-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func picture(_ arguments: [String], _ file: String) throws -> Data {
            let (status, output) = try cli.run(["shoot"] + arguments + ["--out", folder.path])
            #expect(status == 0, "\(output)")
            return try Data(contentsOf: folder.appendingPathComponent(file))
        }
        let gallery = try picture(["drag", "--scene-name"], "drag.png")
        let shot = try picture(["drag"], "drag-drag-down-right-after-drag.png")
        let end = try picture(["drag", "--final"], "drag-drag-down-right-final.png")
        #expect(gallery == shot)
        #expect(gallery != end)
        let noShots = try picture(["tap-gesture", "--key-frame"], "tap-gesture-tap-final.png")
        #expect(noShots == (try picture(["tap-gesture", "--final"], "tap-gesture-tap-final.png")))
        let captioned = try picture(["tap-gesture", "--final", "--caption", "--size", "900x700"], "tap-gesture-tap-final.png")
        #expect(captioned != noShots)
        // PNG: the IHDR chunk's width and height, big-endian, at bytes 16…23.
        let width = captioned[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = captioned[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 900 && height == 700)
    }

    /// `--zoom FACTOR --zoom-center VIEW` magnifies the device around a view,
    /// as the window's wheel does, so a small control fills a slide; a screen
    /// point X,Y at the view's centre takes the same picture.
    @Test func shootZoomsOnAViewOrAPoint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-zoom-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func picture(_ arguments: [String]) throws -> Data {
            let (status, output) = try cli.run(["shoot", "tap-gesture", "--final", "--out", folder.path] + arguments)
            #expect(status == 0, "\(output)")
            return try Data(contentsOf: folder.appendingPathComponent("tap-gesture-tap-final.png"))
        }
        let plain = try picture([])
        let onView = try picture(["--zoom", "4", "--zoom-center", "YellowView"])
        // YellowView's frame is [95, 300, 200, 200]: its centre is (195, 400).
        let onPoint = try picture(["--zoom", "4", "--zoom-center", "195,400"])
        let onCorner = try picture(["--zoom", "4", "--zoom-center", "0,0"])
        #expect(onView != plain)
        #expect(onView == onPoint)
        #expect(onView != onCorner)
        let (unknown, unknownOutput) = try cli.run(["shoot", "tap-gesture", "--out", folder.path, "--zoom", "2", "--zoom-center", "Nope"])
        #expect(unknown == 1 && unknownOutput.contains("--zoom-center 'Nope' names no view"))
        let (tooFar, tooFarOutput) = try cli.run(["shoot", "tap-gesture", "--out", folder.path, "--zoom", "40"])
        #expect(tooFar != 0 && tooFarOutput.contains("--zoom must be between 1 and 16"))
        let (alone, aloneOutput) = try cli.run(["shoot", "tap-gesture", "--out", folder.path, "--zoom-center", "YellowView"])
        #expect(alone != 0 && aloneOutput.contains("--zoom-center needs --zoom"))
    }

    @Test func shootNamesShotsAndHonoursScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-shots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = try cli.run(["shoot", "drag", "--out", folder.path, "--size", "640x480", "--scale", "2"])
        #expect(status == 0, "\(output)")
        let png = try Data(contentsOf: folder.appendingPathComponent("drag-drag-down-right-after-drag.png"))
        // PNG IHDR: width and height, big-endian, at bytes 16–23.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 960)
    }

    @Test func shootIntoAnUnwritableFolderIsAClearErrorAndWritesNothing() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-not-a-folder-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, output) = try cli.run(["shoot", "tap-gesture", "--out", file.appendingPathComponent("shots").path])
        #expect(status != 0)
        #expect(output.contains("Cannot create the output folder"))
        let (badSize, sizeOutput) = try cli.run(["shoot", "--out", "/tmp/x", "--size", "huge"])
        #expect(badSize != 0 && sizeOutput.contains("--size must look like 1280x860"))
    }
}
