import ArgumentParser
import Foundation
import TouchCore
import TouchScenes

/// `touchlab list`: the scene library, each scene with its one-line summary
/// and, under it, the scripts `trace --script` and `shoot --script` accept.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenes in the library (scenes/) with a one-line description and their scripts.",
        discussion: ExitStatus.brief
    )

    func run() throws {
        let library = SceneLibrary.locate()
        let entries = library.entries()
        guard let directory = library.directory, !entries.isEmpty else {
            // Not a result: said on standard error, so a pipe gets no list.
            FileHandle.standardError.write(
                Data(
                    ("No scene library found (looked in TOUCHLAB_SCENES, ../share/touchlab/scenes beside the executable, "
                        + "TOUCHLAB_ASSETS/scenes, and for scenes/default.yaml upward from here and from the executable).\n"
                        + "The built-in default scene is always available: touchlab trace\n").utf8))
            return
        }
        print("Scenes in \(TerminalText.escaped(directory)):")
        // Names and summaries come from other people's files: escaped. A name
        // (a file name) is cut; a summary is printed whole, wrapped under its
        // column — it is one line of the file's first 4 KB (SceneLibrary), so
        // a hostile one cannot flood the terminal.
        let names = entries.map { TerminalText.quoted($0.name, limit: 60) }
        let width = names.map(\.count).max() ?? 0
        let indent = String(repeating: " ", count: width + 4)
        for (name, entry) in zip(names, entries) {
            let summary = Self.wrapped(TerminalText.escaped(entry.summary), width: max(40, Self.lineWidth - indent.count))
            print("  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(summary.first ?? "")")
            for line in summary.dropFirst() { print(indent + line) }
            print(indent + Self.scripts(of: entry))
        }
    }

    /// The width `list` wraps summaries to, in characters.
    static let lineWidth = 100

    /// `text` in lines of at most `width` characters, broken at spaces; a word
    /// longer than a line is broken inside.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            var word = Substring(word)
            while word.count > width {
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// "scripts: a, b" for a scene that loads. The file is read by the
    /// loader, which stops at the scene size limit, so an oversized file
    /// costs no more than a scene; one that does not load says so instead.
    static func scripts(of entry: SceneLibrary.Entry) -> String {
        guard let document = try? SceneParser().parse(fileAtPath: entry.path) else {
            return "(does not load: touchlab check \(TerminalText.quoted(entry.name, limit: 60)) says why)"
        }
        let names = document.scripts.map { TerminalText.quoted($0.name, limit: 40) }
        return names.isEmpty ? "no scripts" : "scripts: \(names.joined(separator: ", "))"
    }
}
