import Foundation
import Testing

@testable import TouchScenes

/// Where `touchlab` finds its scene library: `TOUCHLAB_SCENES`, then the library
/// installed beside the binary (`PREFIX/share/touchlab/scenes` for `PREFIX/bin`), then
/// `$TOUCHLAB_ASSETS/scenes`, then a checkout around the current folder or the binary.
@Suite struct SceneLibraryLocationTests {
    /// A folder with `relative/default.yaml` in it (the locator only looks for that file).
    func plantLibrary(_ relative: String, under folder: URL) throws -> String {
        let library = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try Data("name: default\n".utf8).write(to: library.appendingPathComponent("default.yaml"))
        return library.path
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.resolvingSymlinksInPath()
    }

    @Test func theLibraryInstalledBesideTheBinaryWinsOverACheckoutAround() throws {
        let prefix = try temporaryFolder(), checkout = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: checkout)
        }
        let installed = try plantLibrary("share/touchlab/scenes", under: prefix)
        let ownScenes = try plantLibrary("scenes", under: checkout)
        let binary = prefix.appendingPathComponent("bin/touchlab")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: binary)
        let found = SceneLibrary.locate(environment: [:], currentDirectory: checkout.path, executable: binary.path)
        #expect(found.directory == installed)
        // TOUCHLAB_SCENES, a library of the user's choosing, still wins.
        let chosen = SceneLibrary.locate(
            environment: ["TOUCHLAB_SCENES": ownScenes], currentDirectory: checkout.path, executable: binary.path)
        #expect(chosen.directory == ownScenes)
        // Without the installed library, the checkout around the current folder.
        try FileManager.default.removeItem(atPath: installed)
        #expect(SceneLibrary.locate(environment: [:], currentDirectory: checkout.path, executable: binary.path).directory == ownScenes)
    }

    /// A binary copied away from its assets finds the library through TOUCHLAB_ASSETS
    /// (an installed `share/touchlab`), before any checkout.
    @Test func aCopiedBinaryFindsTheLibraryInTouchlabAssets() throws {
        let prefix = try temporaryFolder(), checkout = try temporaryFolder(), elsewhere = try temporaryFolder()
        defer { [prefix, checkout, elsewhere].forEach { try? FileManager.default.removeItem(at: $0) } }
        let installed = try plantLibrary("share/touchlab/scenes", under: prefix)
        _ = try plantLibrary("scenes", under: checkout)
        let binary = elsewhere.appendingPathComponent("touchlab")
        try Data().write(to: binary)
        let assets = prefix.appendingPathComponent("share/touchlab").path
        let found = SceneLibrary.locate(
            environment: ["TOUCHLAB_ASSETS": assets], currentDirectory: checkout.path, executable: binary.path)
        #expect(found.directory == installed)
    }

    /// The running binary, as Linux names it: a command found through PATH has only
    /// `touchlab` as its first argument, which names no file here.
    @Test func theExecutablePathIsTheRunningBinarysWholePath() {
        let path = SceneLibrary.executablePath()
        #expect(path.hasPrefix("/"), "\(path)")
        #expect(FileManager.default.isExecutableFile(atPath: path), "\(path)")
    }
}
