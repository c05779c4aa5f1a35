import Foundation
import Testing

/// `make setup` (tools/setup.sh) on any Linux: pkg-config decides what is missing; apt-get
/// is asked only when something is and it is there; without it the packages are named
/// for apt, dnf, pacman and Homebrew.
@Suite struct SetupScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tools/setup.sh")

    /// A folder of links to `tools` (found on PATH), to run the script with only those,
    /// and a fake `apt-get` that records that it was called.
    static func bin(_ tools: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("setup-bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for tool in tools {
            let real = try #require(ChildProcess.locate(tool), "\(tool) is not installed")
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(tool), withDestinationURL: real)
        }
        return folder
    }

    static func run(_ what: String, path: URL, environment: [String: String] = [:]) throws -> ChildProcess.Result {
        var all = ["PATH": path.path, "HOME": FileManager.default.temporaryDirectory.path]
        all.merge(environment) { $1 }
        return try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), [script.path, what], environment: all)
    }

    /// Nothing found, no apt-get: every library and the font named for each manager,
    /// status 1, nothing installed.
    @Test func withoutAptTheMissingPackagesAreNamedForEveryManager() throws {
        let folder = try Self.bin(["pkg-config", "awk", "id"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run("build", path: folder, environment: ["PKG_CONFIG_LIBDIR": "/nonexistent", "CC": "false"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        let lines = result.errors.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.first == "Missing: sdl2 SDL2_ttf SDL2_image libgif libwebpmux yaml-0.1 fc-list a-font-for-zh-cn", "\(result.errors)")
        #expect(
            lines.contains(
                "Debian, Ubuntu: sudo apt-get install libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev libwebp-dev libyaml-dev fontconfig fonts-wqy-microhei"
            ), "\(result.errors)")
        #expect(
            lines.contains(
                "Fedora: sudo dnf install SDL2-devel SDL2_ttf-devel SDL2_image-devel giflib-devel libwebp-devel libyaml-devel fontconfig wqy-microhei-fonts"
            ))
        #expect(lines.contains("Arch: sudo pacman -S sdl2 sdl2_ttf sdl2_image giflib libwebp libyaml fontconfig wqy-microhei"))
        #expect(lines.contains("macOS: brew install sdl2 sdl2_ttf sdl2_image giflib webp libyaml fontconfig (untested: see the README)"))
    }

    /// Everything found by pkg-config (this machine has it all): the script says nothing
    /// and asks no package manager, even where apt-get is there.
    @Test func withEverythingFoundNoPackageManagerIsAsked() throws {
        let folder = try Self.bin(["pkg-config", "awk", "id", "fc-list", "cc"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("apt-get-was-called")
        let fake = folder.appendingPathComponent("apt-get")
        try Data("#!/bin/sh\n: > '\(marker.path)'\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let result = try Self.run("build", path: folder, environment: ["CC": "cc"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.isEmpty && result.errors.isEmpty, "\(result.output)\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        // With libraries missing, that apt-get is asked, for exactly those packages (gif_lib.h is found by cc).
        let missing = try Self.run("build", path: folder, environment: ["CC": "cc", "PKG_CONFIG_LIBDIR": "/nonexistent"])
        #expect(
            missing.output == "Installing missing Debian packages: libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libwebp-dev libyaml-dev\n",
            "\(missing.output)")
        #expect(FileManager.default.fileExists(atPath: marker.path))
    }

    /// Only the Chinese font missing, no apt-get: TouchLab builds and runs without it, so
    /// the script names it and goes on (status 0).
    @Test func withoutAptAMissingChineseFontIsOnlyNamed() throws {
        let folder = try Self.bin(["pkg-config", "awk", "id", "cc"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run("build", path: folder, environment: ["CC": "cc"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.hasPrefix("Optional, for Chinese text in scenes"), "\(result.errors)")
        #expect(result.errors.contains("sudo dnf install fontconfig wqy-microhei-fonts"), "\(result.errors)")
    }

    /// The tests' own needs: with the X tools and valgrind there but no
    /// browser, `make test` installs Debian's chromium, which the lesson
    /// page tests drive headless (LessonPageBrowserTests).
    @Test func theTestSetUpInstallsChromium() throws {
        let folder = try Self.bin(["pkg-config", "awk", "id", "fc-list", "cc", "env", "Xvfb", "xdotool", "xwininfo", "valgrind"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("apt-get-was-called")
        let fake = folder.appendingPathComponent("apt-get")
        try Data("#!/bin/sh\necho \"$@\" >> '\(marker.path)'\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let result = try Self.run("test", path: folder, environment: ["CC": "cc"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "Installing missing Debian packages: chromium\n", "\(result.output)")
        let calls = try String(contentsOf: marker, encoding: .utf8)
        #expect(calls.contains("install -y -qq chromium"), "\(calls)")
    }
}
