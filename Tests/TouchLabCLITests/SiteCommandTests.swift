import Foundation
import Testing
import TouchPlaygroundUI

/// `touchlab site`: the library's index in the course's order, a lesson page
/// for every script, every link and picture present, the sizes reported.
@Suite struct SiteCommandTests {
    @Test func aSiteOfTwoScenesLinksEveryPageAndReportsItsSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ChildProcess.touchlab(
            ["site", "--only", "table-cells,hit-testing", "--out", folder.path], mergingErrors: true, seconds: 600)
        #expect(result.status == 0, "\(result.output)")
        print(result.output)  // each page's size, records, pictures and time; the site's total
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix(" s") && $0.contains(" MB, ") }.count == 7, "3 + 4 scripts")
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("Site: 2 scenes, 7 pages, "), "\(summary)")

        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        // Hit-testing's chapter comes before the scroll views'.
        let hitTesting = try #require(index.range(of: "id=\"scene-hit-testing\""))
        let tableCells = try #require(index.range(of: "id=\"scene-table-cells\""))
        #expect(hitTesting.lowerBound < tableCells.lowerBound)
        #expect(index.contains("<summary>Reveal the answer</summary>"))
        try Self.expectEveryLinkIsAFileOfTheSite(folder)
        for scene in ["table-cells", "hit-testing"] {
            #expect(
                index.contains("href=\"\(LessonPage.fileName(scene: scene, script: scene == "table-cells" ? "short-press" : "tap-e"))\""))
        }
    }

    /// The course site checked in under docs/course (`make course`), which
    /// the README links: a chapter for every library scene, and every link,
    /// picture and frame of its pages a file of the site.
    @Test func theCheckedInCourseSiteIsWhole() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent("docs/course")
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let scenes = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scenes").path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        #expect(scenes.count > 20)
        for scene in scenes { #expect(index.contains("id=\"scene-\(scene)\""), "docs/course has no chapter for \(scene)") }
        try Self.expectEveryLinkIsAFileOfTheSite(folder)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/course/index.html)"))
    }

    /// Every link and picture of the index and the pages in `folder` is a
    /// file of the site, and none leaves it.
    static func expectEveryLinkIsAFileOfTheSite(_ folder: URL) throws {
        var targets: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".html") {
            let html = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for attribute in ["href=\"", "src=\""] {
                for part in html.components(separatedBy: attribute).dropFirst() {
                    let target = String(part.prefix { $0 != "\"" })
                    if !target.hasPrefix("#") { targets.append(target) }
                }
            }
            if name != "index.html" {
                let data =
                    try JSONSerialization.jsonObject(
                        with: Data(try LessonPageBrowserTests.block("lesson-data", in: html).utf8)) as? [String: Any]
                targets += data?["frames"] as? [String] ?? []
                #expect(data?["index"] as? String == "index.html")
            }
        }
        #expect(targets.count > 10)
        for target in targets {
            #expect(!target.contains("://"), "\(target) leaves the site")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).path), "\(target) is missing")
        }
    }
}
