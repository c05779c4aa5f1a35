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
        // Every link and picture of the index and the pages is a file of the site.
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
        for scene in ["table-cells", "hit-testing"] {
            #expect(
                index.contains("href=\"\(LessonPage.fileName(scene: scene, script: scene == "table-cells" ? "short-press" : "tap-e"))\""))
        }
    }
}
