import Foundation
import Testing

@testable import TouchSDL

@Suite struct FontLocatorTests {
    /// Makes `<root>/<relative>/Assets/Fonts/DejaVuSans.ttf` (an empty file is enough:
    /// the locator only looks for it).
    func plantFont(under folder: URL) throws {
        let fonts = folder.appendingPathComponent("Assets/Fonts", isDirectory: true)
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Data().write(to: fonts.appendingPathComponent(FontLocator.fontFileName))
    }

    @Test func findsTheFontAboveTheExecutablesFolder() throws {
        let root = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try plantFont(under: root)
        let binaries = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: binaries, withIntermediateDirectories: true)
        let locator = FontLocator(assetsOverride: nil, executableDirectory: binaries.path + "/", currentDirectory: "/")
        #expect(try locator.locate() == root.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path)
    }

    @Test func findsTheFontAboveTheCurrentDirectory() throws {
        let root = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try plantFont(under: root)
        let nested = root.appendingPathComponent("scenes/deeper")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let locator = FontLocator(assetsOverride: nil, executableDirectory: "/nonexistent/bin", currentDirectory: nested.path)
        #expect(try locator.locate() == root.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path)
    }

    @Test func executableFolderIsSearchedBeforeTheCurrentDirectory() throws {
        let first = try TestAssets.makeTemporaryFolder(), second = try TestAssets.makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        try plantFont(under: first)
        try plantFont(under: second)
        let locator = FontLocator(assetsOverride: nil, executableDirectory: first.path, currentDirectory: second.path)
        #expect(try locator.locate().hasPrefix(first.path))
    }

    /// A playground program in another package runs from that package's build folder;
    /// the font is found in TouchLab's own package folder, looked at last.
    @Test func thePackageFolderIsLookedAtLast() throws {
        let package = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        try plantFont(under: package)
        let locator = FontLocator(
            assetsOverride: nil, executableDirectory: "/nonexistent/bin", currentDirectory: "/", packageDirectory: package.path)
        #expect(try locator.locate() == package.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path)
        #expect(locator.candidates().last == package.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path)
        #expect(FontLocator.compiledPackageDirectory == TestAssets.repositoryRoot.path)
    }

    @Test func environmentOverrideIsTheOnlyPlaceLookedAtAfterTheInstalledAssets() throws {
        let assets = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: assets) }
        let locator = FontLocator(
            assetsOverride: assets.path, executableDirectory: TestAssets.repositoryRoot.path,
            currentDirectory: TestAssets.repositoryRoot.path)
        let expected = assets.appendingPathComponent("Fonts/DejaVuSans.ttf").path
        let installed = TestAssets.repositoryRoot.deletingLastPathComponent().appendingPathComponent("share/touchlab/Fonts/DejaVuSans.ttf")
            .path
        // The repository's font would be found, but the override wins even when it is wrong.
        #expect(throws: TouchSDLError.fontNotFound(tried: [installed, expected])) { try locator.locate() }
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: expected))
        #expect(try locator.locate() == expected)
    }

    /// `make install` puts the binary in `PREFIX/bin` and the font in
    /// `PREFIX/share/touchlab/Fonts`: that copy wins over `TOUCHLAB_ASSETS` and a
    /// checkout around the current folder, so an installed binary draws with its own font.
    @Test func theFontInstalledBesideTheBinaryIsLookedAtFirst() throws {
        let prefix = try TestAssets.makeTemporaryFolder(), other = try TestAssets.makeTemporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: other)
        }
        let installed = prefix.appendingPathComponent("share/touchlab/Fonts")
        try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
        try Data().write(to: installed.appendingPathComponent(FontLocator.fontFileName))
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try plantFont(under: other)
        let locator = FontLocator(
            assetsOverride: other.appendingPathComponent("Assets").path,
            executableDirectory: prefix.appendingPathComponent("bin").path + "/",
            currentDirectory: other.path)
        #expect(try locator.locate() == installed.appendingPathComponent(FontLocator.fontFileName).path)
        // Without it, the override is next.
        try FileManager.default.removeItem(at: installed)
        #expect(try locator.locate() == other.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path)
    }

    @Test func emptyOverrideCountsAsUnset() {
        #expect(FontLocator(assetsOverride: "", executableDirectory: nil, currentDirectory: "/").assetsOverride == nil)
    }

    @Test func notFoundNamesEveryPathTriedOnceAndSaysWhatToDo() throws {
        let root = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let a = root.appendingPathComponent("a")
        try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
        let locator = FontLocator(assetsOverride: nil, executableDirectory: a.path, currentDirectory: root.path)
        let tried = locator.candidates()
        #expect(tried.first == root.appendingPathComponent("share/touchlab/Fonts/DejaVuSans.ttf").path)
        #expect(tried[1] == a.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path)
        #expect(tried.contains(root.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path))
        #expect(tried.last == "/Assets/Fonts/DejaVuSans.ttf")
        #expect(Set(tried).count == tried.count)
        do {
            _ = try locator.locate()
            Issue.record("expected fontNotFound")
        } catch let error as TouchSDLError {
            #expect(error == .fontNotFound(tried: tried))
            #expect(error.description.contains(tried[0]))
            #expect(error.description.contains("TOUCHLAB_ASSETS"))
        }
    }

    @Test func theRepositoryShipsTheFontAndItsLicense() throws {
        let fonts = TestAssets.repositoryRoot.appendingPathComponent("Assets/Fonts")
        let font = try Data(contentsOf: fonts.appendingPathComponent("DejaVuSans.ttf"))
        #expect(font.prefix(4) == Data([0, 1, 0, 0]))  // TrueType sfnt version 1.0
        let license = try String(contentsOf: fonts.appendingPathComponent("LICENSE-DejaVu.txt"), encoding: .utf8)
        #expect(license.contains("Bitstream Vera Fonts Copyright"))
        #expect(license.contains("Arev Fonts Copyright"))
    }
}
