import Foundation
import TouchInsight

/// The index of a course site (`touchlab site`): every library scene in the
/// order a course teaches touch delivery, each with its lesson, its key
/// frame, its pages (``LessonPage``) and its quiz questions, answers shown on
/// a click. Plain HTML and CSS, no script: it opens from `file://` and from
/// any static host.
package struct CourseSite: Sendable {
    /// One chapter of the course and the library scenes it teaches, in order.
    package struct Chapter: Hashable, Sendable {
        package var title: String
        package var summary: String
        package var scenes: [String]

        package init(title: String, summary: String, scenes: [String]) {
            self.title = title
            self.summary = summary
            self.scenes = scenes
        }
    }

    /// One scene on the index.
    package struct Scene: Sendable {
        package var name: String
        package var description: String
        package var lesson: String
        /// The key frame's path, relative to the index.
        package var keyFrame: String?
        /// Each script's name and its page's file name.
        package var pages: [(script: String, file: String)]
        /// The questions of every script, each with the script it is about.
        package var quiz: [(script: String, question: QuizQuestion)]

        package init(
            name: String, description: String, lesson: String, keyFrame: String?, pages: [(script: String, file: String)],
            quiz: [(script: String, question: QuizQuestion)] = []
        ) {
            self.name = name
            self.description = description
            self.lesson = lesson
            self.keyFrame = keyFrame
            self.pages = pages
            self.quiz = quiz
        }
    }

    /// The course: where a touch goes (hit-testing), how it climbs (the
    /// responder chain), who competes for it (recognizers, then controls,
    /// which refuse some of them), the scroll view's own rules, and events
    /// that go to the first responder. A library scene missing here goes to
    /// ``moreTitle`` at the end, so a new scene is never left off the site.
    package static let chapters: [Chapter] = [
        Chapter(
            title: "1. Hit-testing",
            summary: "Which view a touch goes to: hitTest visits the views front to back and the deepest view containing the point wins.",
            scenes: [
                "hit-testing", "default", "cannot-receive", "hit-test-override", "tabbar-circle-button", "pass-through", "windows",
                "presentation-context", "animation",
            ]),
        Chapter(
            title: "2. The responder chain",
            summary: "What the hit-test view does with the touch, and where it goes when the view passes it on.",
            scenes: ["responder-chain", "drag", "multitouch", "changing-views"]),
        Chapter(
            title: "3. Gesture recognizers",
            summary: "Recognizers see every touch before the view; when one recognizes, the view's touches are cancelled or held back.",
            scenes: ["tap-gesture", "pan-gesture", "pan-no-cancel", "pan-delays-began", "pan-numbers", "double-tap", "recognizer-rules"]),
        Chapter(
            title: "4. Controls",
            summary: "UIControl tracks its own touches and refuses some of its ancestors' recognizers.",
            scenes: ["button-vs-tap-ancestor", "button-vs-tap-on-button", "button-in-cell", "slider-thumb-vs-pan"]),
        Chapter(
            title: "5. Scroll views",
            summary: "A scroll view holds its content's touchesBegan back for a moment and cancels it when it scrolls.",
            scenes: ["table-cells", "scroll-view", "nested-scroll"]),
        Chapter(
            title: "6. The first responder and other events",
            summary: "Shakes, remote-control commands and nil-target actions start at the first responder, not at a hit-test view.",
            scenes: ["first-responder", "first-responder-changes", "can-perform-action"]),
    ]

    /// The chapter of the scenes no chapter names.
    package static let moreTitle = "More scenes"

    /// `names` (the library's scenes) in the course's order: each chapter's
    /// scenes that exist, then the rest, by name, under ``moreTitle``.
    package static func ordered(_ names: [String]) -> [(chapter: Chapter, scenes: [String])] {
        let present = Set(names)
        var result = chapters.map { chapter in (chapter, chapter.scenes.filter(present.contains)) }.filter { !$0.1.isEmpty }
        let placed = Set(chapters.flatMap(\.scenes))
        let rest = names.filter { !placed.contains($0) }.sorted()
        if !rest.isEmpty {
            result.append((Chapter(title: moreTitle, summary: "Scenes outside the course's chapters.", scenes: rest), rest))
        }
        return result
    }

    package var title: String
    package var chapters: [(chapter: Chapter, scenes: [Scene])]
    /// Who made the site, in its footer.
    package var generator: String

    package init(title: String = "TouchLab — how iOS delivers a touch", chapters: [(chapter: Chapter, scenes: [Scene])], generator: String)
    {
        self.title = title
        self.chapters = chapters
        self.generator = generator
    }

    /// The index page.
    package var html: String {
        let e = LessonPage.escaped
        var body = ""
        body += "<header><h1>\(e(title))</h1>\n"
        body +=
            "<p>Each scene is a small iOS screen and scripts of fingers on it. Open a script's page, then step with ← →, "
            + "jump between inputs with ↑ ↓, play with Space at ½×, ¼× or ⅒×, or tap the picture. Every mark on a picture "
            + "is a line of the trace beside it. Predict before you look: each scene's questions hide their answers until you click.</p>\n"
        body += "<nav><ul>"
        for (number, entry) in chapters.enumerated() {
            body += "<li><a href=\"#chapter-\(number + 1)\">\(e(entry.chapter.title))</a></li>"
        }
        body += "</ul></nav></header>\n<main>\n"
        for (number, entry) in chapters.enumerated() {
            body += "<section class=\"chapter\" id=\"chapter-\(number + 1)\"><h2>\(e(entry.chapter.title))</h2>\n"
            body += "<p class=\"summary\">\(e(entry.chapter.summary))</p>\n"
            for scene in entry.scenes {
                body += "<article class=\"scene\" id=\"scene-\(e(LessonPage.safe(scene.name)))\">\n"
                if let keyFrame = scene.keyFrame, let first = scene.pages.first {
                    body +=
                        "<a href=\"\(e(first.file))\"><img src=\"\(e(keyFrame))\" alt=\"\(e(scene.name)): its key frame\" loading=\"lazy\"></a>\n"
                }
                body += "<div><h3>\(e(scene.name))</h3><p>\(e(scene.description))</p>\n"
                if !scene.lesson.isEmpty { body += "<p class=\"lesson\">\(e(scene.lesson))</p>\n" }
                body += "<p class=\"pages\">Pages: "
                body += scene.pages.map { "<a href=\"\(e($0.file))\">\(e($0.script))</a>" }.joined(separator: " · ")
                body += "</p>\n"
                if !scene.quiz.isEmpty {
                    body += "<div class=\"quiz\"><h4>Predict, then see</h4><ol>\n"
                    for (script, question) in scene.quiz {
                        body += "<li><p>\(e(question.prompt)) <span class=\"script\">(script \(e(script)))</span></p>"
                        if !question.choices.isEmpty { body += "<p>Choices: \(e(question.choices.joined(separator: " · ")))</p>" }
                        body += "<details><summary>Reveal the answer</summary><p>\(e(question.answer))"
                        if !question.explanation.isEmpty { body += ". \(e(question.explanation))" }
                        body += "</p></details></li>\n"
                    }
                    body += "</ol></div>\n"
                }
                body += "</div></article>\n"
            }
            body += "</section>\n"
        }
        body += "</main>\n<footer>Made by \(e(generator)) from the scene library. Every page opens without a network.</footer>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(title))</title>
            <style>
            body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1c1e; background: #e5e5ea; }
            header, main, footer { max-width: 1100px; margin: 0 auto; padding: 8px 16px; }
            h1 { font-size: 26px; } h2 { font-size: 22px; margin-top: 28px; } h3 { margin: 0 0 4px; } h4 { margin: 8px 0 4px; }
            .summary { color: #3a3a3c; }
            .scene { overflow-wrap: anywhere; display: grid; grid-template-columns: 240px minmax(0, 1fr); gap: 16px; background: #fff; border: 1px solid #d1d1d6;
              border-radius: 8px; padding: 12px; margin: 12px 0; }
            .scene img { width: 100%; height: auto; border: 1px solid #d1d1d6; }
            .lesson { white-space: pre-wrap; color: #3a3a3c; font-size: 15px; }
            .pages a { font-weight: 600; }
            .quiz li { margin-bottom: 6px; } .quiz p { margin: 2px 0; } .script { color: #6e6e73; font-size: 14px; }
            summary { cursor: pointer; color: #0e4eb9; }
            footer { color: #6e6e73; font-size: 14px; }
            @media (max-width: 700px) { .scene { grid-template-columns: minmax(0, 1fr); } }
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }
}
