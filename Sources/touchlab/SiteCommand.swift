import ArgumentParser
import Foundation
import TouchCore
import TouchInsight
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// `touchlab site`: the scene library as a course site for any static host —
/// an index in the course's order (``TouchPlaygroundUI/CourseSite``) and a
/// lesson page for every script (`shoot --html`).
struct SiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Write the scene library as a course site: an index and a lesson page for every script.",
        discussion: ExitStatus.discussion(
            """
            Writes DIR/index.html: every library scene in the course's order (hit-testing, the \
            responder chain, gesture recognizers, controls, scroll views, the first responder and \
            other events), each with its lesson, its key frame, its pages and its quiz questions \
            (the answers shown on a click); and, beside it, one lesson page per script \
            (SCENE-SCRIPT.html with its pictures in SCENE-SCRIPT-frames/), as `touchlab shoot \
            SCENE --html` writes them. Nothing needs a network: open index.html from the disk or \
            copy DIR to any web host. Prints each page, then the site's size and how long it took; \
            a page over \(SiteCommand.pageLimitMB) MB or a site over \(SiteCommand.siteLimitMB) MB \
            ends with status 1. TOUCHLAB_SCENES names another library.
            """)
    )

    @Option(name: [.short, .long], help: "The folder to write the site into (created if missing).")
    var out: String

    @Option(name: .long, help: "Only these library scenes (comma-separated names), for a quick look.")
    var only: String?

    /// The most a library scene's page may take with its pictures, and the whole site.
    static let pageLimitMB = 2
    static let siteLimitMB = 50

    func run() throws {
        let library = SceneLibrary.locate()
        guard library.directory != nil else {
            throw ValidationError("No scene library found: run from a TouchLab checkout or set TOUCHLAB_SCENES.")
        }
        var entries = library.entries()
        if let only {
            let names = Set(only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            entries = entries.filter { names.contains($0.name) }
            guard !entries.isEmpty else { throw ValidationError("--only names no library scene.") }
        }
        let folder = try ShootCommand.outputFolder(out)
        let started = Date()
        var scenes: [String: CourseSite.Scene] = [:]
        var total = 0, pages = 0
        var oversized: [String] = []
        for entry in entries {
            let document = try SceneInput.load(entry.path).parse()
            var scene = CourseSite.Scene(
                name: document.name, description: document.description ?? "", lesson: document.lesson ?? "", keyFrame: nil, pages: [])
            for script in document.scripts {
                let output = try MainActor.assumeIsolated {
                    try ShootCommand.writeLessonPage(
                        document, script, into: folder, canvas: CGSize(width: 1280, height: 860), scale: 1,
                        options: Self.frameOptions, index: "index.html")
                }
                let file = LessonPage.fileName(scene: document.name, script: script.name)
                scene.pages.append((script.name, file))
                if scene.keyFrame == nil { scene.keyFrame = output.keyFrame }
                scene.quiz += output.quiz.map { (script.name, $0) }
                total += output.bytes
                pages += 1
                if output.bytes > Self.pageLimitMB * 1_000_000 { oversized.append(file) }
                print(
                    TerminalText.escaped(
                        "\(output.path)  \(Self.megabytes(output.bytes)) MB, \(output.records) records, \(output.frames) pictures, "
                            + String(format: "%.1f s", output.seconds)))
                fflush(nil)  // progress as it goes, also into a log file
            }
            scenes[document.name] = scene
        }
        let chapters = CourseSite.ordered(entries.map(\.name)).map { entry in
            (entry.chapter, entry.scenes.compactMap { name in scenes[name] })
        }
        let site = CourseSite(chapters: chapters, generator: "touchlab \(TouchLabBuild.version)")
        let index = PathText.joining(folder, "index.html")
        let html = Array(site.html.utf8)
        try AtomicFileWriter().write(html, to: index)
        total += html.count
        print(TerminalText.escaped(index))
        print(
            "Site: \(scenes.count) scenes, \(pages) pages, \(Self.megabytes(total)) MB in all, "
                + String(format: "written in %.1f s", Date().timeIntervalSince(started)))
        if !oversized.isEmpty || total > Self.siteLimitMB * 1_000_000 {
            let pagesText = oversized.isEmpty ? "" : "pages over \(Self.pageLimitMB) MB: \(oversized.joined(separator: ", ")); "
            FileHandle.standardError.write(
                Data("touchlab site: \(pagesText)the site may take at most \(Self.siteLimitMB) MB.\n".utf8))
            throw ExitCode(1)
        }
    }

    /// The pictures of a site's pages: as `shoot` draws them.
    static var frameOptions: PlaygroundOptions {
        var options = PlaygroundOptions()
        options.isStillPicture = true
        return options
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f", Double(bytes) / 1_000_000) }
}
