import Foundation
import Testing
import TouchInsight

@testable import TouchPlaygroundUI

/// The course site's index: every library scene in the course's order, its
/// pages linked and its quiz answers hidden until a click.
@Suite struct CourseSiteTests {
    static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")

    /// Each library scene has its place in a chapter, once: none is left to
    /// "More scenes", and none is named twice.
    @Test func everyLibrarySceneHasOneChapter() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.library.path).filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(5)) }
        #expect(names.count > 20)
        let placed = CourseSite.chapters.flatMap(\.scenes)
        #expect(Set(placed).count == placed.count, "a scene in two chapters")
        #expect(
            Set(placed) == Set(names),
            "not in a chapter: \(Set(names).subtracting(placed)); no such scene: \(Set(placed).subtracting(names))")
        #expect(CourseSite.ordered(names).map(\.chapter.title) == CourseSite.chapters.map(\.title))
    }

    /// The course's order: hit-testing, the responder chain, recognizers,
    /// controls, scroll views, the first responder; a scene no chapter names
    /// comes last, under "More scenes".
    @Test func theChaptersFollowTheCourse() {
        let ordered = CourseSite.ordered([
            "table-cells", "my-own", "hit-testing", "first-responder", "tap-gesture", "button-in-cell", "drag",
        ])
        #expect(
            ordered.map(\.scenes) == [
                ["hit-testing"], ["drag"], ["tap-gesture"], ["button-in-cell"], ["table-cells"], ["first-responder"], ["my-own"],
            ])
        #expect(ordered.last?.chapter.title == CourseSite.moreTitle)
        #expect(ordered.first?.chapter.title.hasSuffix("Hit-testing") == true)
    }

    /// The index links each page and the key frame, escapes the scenes' text,
    /// and hides each answer in a `<details>` opened by a click.
    @Test func theIndexLinksPagesAndHidesAnswers() {
        let question = QuizQuestion(
            kind: .hitTestView, prompt: "Which view gets the touch?", choices: ["A", "<B>"], answer: "EView", accepted: ["EView"],
            explanation: "EView contains the point.", askedBefore: 3, time: 0)
        let scene = CourseSite.Scene(
            name: "hit-testing", description: "Tap E & see", lesson: "Watch <A>", keyFrame: "hit-testing-tap-e-frames/f0003.webp",
            pages: [("tap-e", "hit-testing-tap-e.html")], quiz: [("tap-e", question)])
        let html = CourseSite(chapters: [(CourseSite.chapters[0], [scene])], generator: "touchlab test").html
        #expect(html.contains("<a href=\"hit-testing-tap-e.html\"><img src=\"hit-testing-tap-e-frames/f0003.webp\""))
        #expect(html.contains("Tap E &amp; see") && html.contains("Watch &lt;A&gt;") && html.contains("&lt;B&gt;"))
        #expect(html.contains("<details><summary>Reveal the answer</summary><p>EView. EView contains the point.</p></details>"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    /// A lesson page's data cannot end its script block, whatever a scene's
    /// text says, and reads back as the same text.
    @Test func aPageKeepsScriptEndsOutOfItsData() throws {
        let page = LessonPage(
            scene: "s</script><b>", script: "x", lesson: "<!-- a -->", jsonLines: "{\"line\":\"</script>\"}\n",
            records: [LessonPage.Record(frame: 0, group: 0, category: .input, isHeading: true)], frames: ["s-x-frames/f0000.webp"])
        let html = page.html
        #expect(html.components(separatedBy: "</script>").count == 4, "three script blocks, each closed once")
        #expect(!html.contains("<!-- a"))
        #expect(LessonPage.fileName(scene: "a/../b c", script: ".x") == "a_.._b_c-_x.html")
        #expect(LessonPage.safe(".hidden") == "_hidden")
    }
}
