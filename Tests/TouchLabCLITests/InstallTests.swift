import Foundation
import Testing

/// `make install` and `make dist`: an installed `touchlab` runs from any folder with the
/// font and scene library installed beside it (`PREFIX/share/touchlab`), never the
/// checkout's; `make uninstall` removes exactly what was installed; the dist check
/// tells a binary that needs the Swift toolchain.
///
/// The tests install the debug binary this suite already has (`make install-files
/// BINARY=…`, which builds nothing), without the man page (`MANPAGE=`: generating it runs
/// SwiftPM, which waits for the lock `swift test` holds). The checkout is hidden from the
/// installed binary: it runs in a folder outside it, and `TOUCHLAB_ASSETS` names a folder
/// that does not exist, which ends the font's search before the build tree (FontLocator).
@Suite struct InstallTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.resolvingSymlinksInPath()
    }

    /// Runs `make TARGET VARIABLES…` in the repository.
    static func make(_ arguments: [String]) throws -> ChildProcess.Result {
        let make = try #require(ChildProcess.locate("make"))
        return try ChildProcess.run(
            make, ["-s", "-C", repository.path] + arguments, environment: ProcessInfo.processInfo.environment, seconds: 120)
    }

    /// Installs this suite's `touchlab` under a new temporary prefix.
    static func install() throws -> URL {
        let prefix = try temporaryFolder("prefix")
        let result = try make(["install-files", "PREFIX=\(prefix.path)", "BINARY=\(ChildProcess.touchlab.path)", "MANPAGE="])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        return prefix
    }

    /// Runs `executable` in `folder` (through `sh`, which changes into it first), with
    /// TOUCHLAB_SCENES unset and TOUCHLAB_ASSETS as given (default: a folder that does
    /// not exist, hiding the checkout).
    static func run(
        _ executable: String, _ arguments: [String], in folder: URL, assets: String = "/nonexistent/touchlab-assets",
        path: String? = nil
    ) throws -> ChildProcess.Result {
        var environment = ChildProcess.environment(changing: ["TOUCHLAB_SCENES": nil, "TOUCHLAB_ASSETS": assets])
        if let path { environment["PATH"] = path }
        return try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$0\" && exec \"$@\"", folder.path, executable] + arguments,
            environment: environment, seconds: 120)
    }

    static var libraryScenes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("scenes").path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func makeInstallLaysOutTheBinaryFontScenesAndCompletions() throws {
        let prefix = try Self.install()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let files = FileManager.default
        #expect(files.isExecutableFile(atPath: prefix.appendingPathComponent("bin/touchlab").path))
        let font = try Data(contentsOf: prefix.appendingPathComponent("share/touchlab/Fonts/DejaVuSans.ttf"))
        #expect(font == (try Data(contentsOf: Self.repository.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf"))))
        #expect(files.fileExists(atPath: prefix.appendingPathComponent("share/touchlab/Fonts/LICENSE-DejaVu.txt").path))
        let installed = try files.contentsOfDirectory(atPath: prefix.appendingPathComponent("share/touchlab/scenes").path).sorted()
        #expect(installed == Self.libraryScenes)
        for (shell, path) in [
            ("bash", "share/bash-completion/completions/touchlab"), ("zsh", "share/zsh/site-functions/_touchlab"),
            ("fish", "share/fish/vendor_completions.d/touchlab.fish"),
        ] {
            let script = try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
            // The script calls back into touchlab for scene, script and view names.
            #expect(script.contains("---completion why -- positional@1"), "\(shell)")
        }
        // MANPAGE= installs no man page; `make install` always gives one.
        #expect(!files.fileExists(atPath: prefix.appendingPathComponent("share/man").path))
    }

    /// The acceptance run: list, trace, shoot and check, from a folder outside the
    /// checkout, with the checkout hidden. The trace and the picture are the same as
    /// the build tree's binary makes: same scenes, same font.
    @Test func theInstalledBinaryRunsFromAnotherFolderWithItsOwnAssets() throws {
        let prefix = try Self.install(), elsewhere = try Self.temporaryFolder("elsewhere")
        defer { [prefix, elsewhere].forEach { try? FileManager.default.removeItem(at: $0) } }
        let binary = prefix.appendingPathComponent("bin/touchlab").path
        let scenes = prefix.appendingPathComponent("share/touchlab/scenes").path

        // Found through PATH, as a user runs it: its first argument is only "touchlab".
        let path = prefix.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let list = try Self.run("touchlab", ["list"], in: elsewhere, path: path)
        #expect(list.status == 0, "\(list.errors)")
        #expect(list.output.hasPrefix("Scenes in \(scenes):"), "\(list.output)")

        let trace = try Self.run(binary, ["trace", "hit-testing"], in: elsewhere)
        #expect(trace.status == 0, "\(trace.errors)")
        let expected = try ChildProcess.touchlab(["trace", Self.repository.appendingPathComponent("scenes/hit-testing.yaml").path])
        #expect(trace.output == expected.output)
        #expect(trace.output.contains("hit-testing touch #1"))

        let shoot = try Self.run(binary, ["shoot", "hit-testing", "-o", "shots", "--final"], in: elsewhere)
        #expect(shoot.status == 0, "\(shoot.errors)")
        let picture = elsewhere.appendingPathComponent("shots/hit-testing-touch-e-final.png")
        #expect(shoot.output == "\(picture.path)\n")
        let reference = try Self.temporaryFolder("reference")
        defer { try? FileManager.default.removeItem(at: reference) }
        _ = try ChildProcess.touchlab(["shoot", "hit-testing", "--out", reference.path, "--final"])
        #expect(
            try Data(contentsOf: picture) == Data(contentsOf: reference.appendingPathComponent("hit-testing-touch-e-final.png")))

        let check = try Self.run(binary, ["check"], in: elsewhere)
        #expect(check.status == 0, "\(check.errors)")
        let checked = check.output.split(separator: "\n").filter { $0.hasPrefix(scenes + "/") && $0.contains(": ok — ") }
        #expect(checked.count == Self.libraryScenes.count, "\(check.output)")

        // Its own font, not the checkout's: without it the picture cannot be drawn, and
        // the error names the installed place first.
        try FileManager.default.removeItem(at: prefix.appendingPathComponent("share/touchlab/Fonts/DejaVuSans.ttf"))
        let fontless = try Self.run(binary, ["shoot", "hit-testing", "-o", "shots2", "--final"], in: elsewhere)
        #expect(fontless.status == 1)
        #expect(fontless.errors.contains("Looked at:\n  \(prefix.path)/share/touchlab/Fonts/DejaVuSans.ttf\n"), "\(fontless.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.appendingPathComponent("shots2").path).isEmpty)
    }

    /// A binary copied out of its prefix finds the font and the scenes through
    /// TOUCHLAB_ASSETS set to the installed `share/touchlab`.
    @Test func aCopiedBinaryFindsItsAssetsThroughTouchlabAssets() throws {
        let prefix = try Self.install(), elsewhere = try Self.temporaryFolder("copied")
        defer { [prefix, elsewhere].forEach { try? FileManager.default.removeItem(at: $0) } }
        let copy = elsewhere.appendingPathComponent("touchlab")
        // Copied by cp, not by this process: a file this process holds open for
        // writing is inherited by any child another test starts meanwhile, and
        // executing it then fails with "Text file busy" (status 126).
        let copied = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/cp"), [prefix.appendingPathComponent("bin/touchlab").path, copy.path], environment: [:])
        #expect(copied.status == 0, "\(copied.errors)")
        let assets = prefix.appendingPathComponent("share/touchlab").path
        let list = try Self.run(copy.path, ["list"], in: elsewhere, assets: assets)
        #expect(list.output.hasPrefix("Scenes in \(assets)/scenes:"), "\(list.output)\(list.errors)")
        let shoot = try Self.run(copy.path, ["shoot", "drag", "-o", "out", "--final"], in: elsewhere, assets: assets)
        #expect(shoot.status == 0, "\(shoot.errors)")
    }

    /// `make uninstall` removes what install wrote and the folders it left empty; a file
    /// of the user's in one of them stays, with its folder.
    @Test func uninstallRemovesExactlyWhatInstallWrote() throws {
        let prefix = try Self.install()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let mine = prefix.appendingPathComponent("share/touchlab/scenes/mine.yaml")
        try Data("name: mine\n".utf8).write(to: mine)
        let other = prefix.appendingPathComponent("bin/other-tool")
        try Data().write(to: other)
        let result = try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(result.status == 0, "\(result.errors)")
        let left = FileManager.default.enumerator(atPath: prefix.path)?.allObjects.compactMap { $0 as? String }.sorted()
        #expect(
            left == ["bin", "bin/other-tool", "share", "share/touchlab", "share/touchlab/scenes", "share/touchlab/scenes/mine.yaml"])
    }

    /// A relative PREFIX would install under whatever folder make runs in: refused.
    @Test func aRelativePrefixIsRefused() throws {
        let result = try Self.make(["install-files", "PREFIX=relative", "BINARY=\(ChildProcess.touchlab.path)", "MANPAGE="])
        #expect(result.status != 0)
        #expect(result.errors.contains("PREFIX must be an absolute path"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("relative").path))
    }

    /// tools/dist-check.sh (make dist-check) on a tarball of the debug build: the binary
    /// runs, but ldd shows the Swift runtime coming from the toolchain, which a machine
    /// without Swift lacks, so the check fails and names those libraries. (`make dist`'s
    /// static build passes it; it takes minutes, so it is not part of `make test`.)
    @Test func theDistCheckRefusesABinaryThatNeedsTheToolchain() throws {
        let folder = try Self.temporaryFolder("dist")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manual = folder.appendingPathComponent("touchlab.1")
        try Data(".Dd\n.Dt TOUCHLAB 1\n".utf8).write(to: manual)
        let tarball = folder.appendingPathComponent("touchlab-test-linux.tar.gz").path
        let packed = try ChildProcess.run(
            Self.repository.appendingPathComponent("tools/dist.sh"), [ChildProcess.touchlab.path, manual.path, tarball],
            environment: ProcessInfo.processInfo.environment, seconds: 120)
        #expect(packed.status == 0, "\(packed.errors)")
        let notes = try String(
            contentsOf: folder.appendingPathComponent("touchlab-test-linux/INSTALL.txt"), encoding: .utf8)
        for packages in ["libsdl2-2.0-0 libsdl2-ttf-2.0-0", "SDL2 SDL2_ttf SDL2_image giflib libwebp", "sdl2 sdl2_ttf sdl2_image"] {
            #expect(notes.contains(packages), "\(notes)")
        }
        let checked = try ChildProcess.run(
            Self.repository.appendingPathComponent("tools/dist-check.sh"), [tarball],
            environment: ProcessInfo.processInfo.environment, seconds: 300)
        #expect(checked.status != 0)
        #expect(checked.output.contains("FAILED: no library from the toolchain"), "\(checked.output)")
        #expect(checked.output.contains("FAILED: no Swift runtime library"))
        #expect(checked.output.contains("libswiftCore.so"))
        for run in ["ok: --version", "ok: list: the tarball's library", "ok: trace: the default scene", "ok: check: every library scene"] {
            #expect(checked.output.contains(run), "\(checked.output)")
        }
    }
}
