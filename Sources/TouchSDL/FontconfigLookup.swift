import Foundation

/// Asks fontconfig, the font registry of every Linux desktop, which installed font
/// draws a language: the fallback for glyphs the bundled DejaVu Sans lacks (the seed
/// articles' Chinese) is then found on Fedora, Arch or any other distribution, not
/// only in Debian's folders.
///
/// fontconfig is asked through its command-line tools (`fc-match`, `fc-list`) rather
/// than linked: SDL_ttf does not need it, so a machine without it still runs TouchLab,
/// falling back to the folders in ``FontCache/knownFallbackPaths``.
///
/// See also: https://www.freedesktop.org/software/fontconfig/fontconfig-user.html
package enum FontconfigLookup {
    /// The font file fontconfig picks for `language` (`zh-cn`), if one covers it.
    ///
    /// `fc-match` always answers with some font, even one without the language's
    /// glyphs, so its answer counts only when `fc-list :lang=LANGUAGE` lists it too;
    /// otherwise the first of those fonts by path (sorted: fontconfig promises no
    /// order for fc-list, and the same machine must pick the same font every run).
    package static func fontFile(forLanguage language: String) -> String? {
        guard let listed = run("fc-list", ["-f", "%{file}\n", ":lang=\(language)"]) else { return nil }
        let matched = run("fc-match", ["-f", "%{file}", "sans-serif:lang=\(language)"])
        return choose(matched: matched, covering: listed)
    }

    /// fc-match's answer `matched` when it is among the files `covering` lists (one a
    /// line), else the first of those by path; nil when none covers the language.
    static func choose(matched: String?, covering listed: String) -> String? {
        let files = Set(listed.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        if let matched, files.contains(matched) { return matched }
        return files.sorted().first
    }

    /// What `tool` (found on `PATH`) printed, or nil when it is not installed or failed.
    private static func run(_ tool: String, _ arguments: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let executable = path.split(separator: ":").map({ "\($0)/\(tool)" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
