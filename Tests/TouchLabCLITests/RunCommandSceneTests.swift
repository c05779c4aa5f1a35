import Foundation
import Testing
import TouchCore

@testable import touchlab

/// The scenes `touchlab run` lets the window switch among and reload.
struct RunCommandSceneTests {
    /// A scene library: a fresh folder holding files, removed by `remove()`.
    struct Folder {
        let url: URL
        var library: String { url.path }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    /// A library in a fresh folder holding `files` (name → text).
    private func library(_ files: [String: String]) throws -> Folder {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return Folder(url: folder)
    }

    static let scene = """
        name: tiny
        windows:
          - name: UIWindow
            root:
              name: Controller
              view:
                name: Root
                subviews:
                  - {name: Box, frame: [10, 10, 100, 100]}
        """

    @Test func theBuiltInDefaultComesFirstThenTheLibrary() throws {
        let folder = try library(["a.yaml": Self.scene, "b.yaml": Self.scene])
        defer { folder.remove() }
        let (scenes, current) = RunCommand.scenes(startingWith: nil, libraryDirectory: folder.library)
        #expect(scenes.map(\.name) == ["default (built-in)", "a", "b"])
        #expect(current == 0)
        #expect(scenes[0].path == nil && scenes[1].path?.hasSuffix("/a.yaml") == true)
        let world = try scenes[1].open()
        #expect(world.application.windows.first?.viewNamed("Box") != nil)
        world.close()
        #expect(try scenes[0].open().application.windows.first?.viewNamed("EView") != nil)
    }

    @Test func aNamedSceneStartsTheWindowOnItAndAFileOutsideTheLibraryIsAdded() throws {
        let folder = try library(["a.yaml": Self.scene, "b.yaml": Self.scene])
        defer { folder.remove() }
        let inLibrary = RunCommand.scenes(startingWith: folder.url.appendingPathComponent("b.yaml").path, libraryDirectory: folder.library)
        #expect(inLibrary.current == 2 && inLibrary.scenes.count == 3)
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).yaml")
        try Self.scene.write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        let added = RunCommand.scenes(startingWith: outside.path, libraryDirectory: folder.library)
        #expect(added.scenes.count == 4 && added.current == 3)
        #expect(added.scenes[3].path == outside.path)
    }

    @Test func openingReadsTheFileAsItIsNowAndABrokenFileThrows() throws {
        let folder = try library(["a.yaml": Self.scene])
        defer { folder.remove() }
        let scene = RunCommand.scenes(startingWith: nil, libraryDirectory: folder.library).scenes[1]
        try Self.scene.replacingOccurrences(of: "Box", with: "Crate")
            .write(to: folder.url.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        #expect(try scene.open().application.windows.first?.viewNamed("Crate") != nil)
        try "windows: [oops".write(to: folder.url.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try scene.open() }
    }
}
