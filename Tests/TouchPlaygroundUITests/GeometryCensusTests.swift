import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchScenes

@testable import TouchPlaygroundUI

@Suite struct GeometryCensusTests {
    @Test func census() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var out = ""
        for file in files {
            for size in [CGSize(width: 1280, height: 860), CGSize(width: 900, height: 700)] {
                let frame = try DeviceLabelLayoutTests.frameAfterFirstScript(file)
                let (list, screen) = PlaygroundRenderer.render(frame, canvasSize: size)
                let check = DrawListGeometryCheck(list, shortened: screen.shortenedTexts)
                out += "\(file) \(Int(size.width)): \(check.problems.count)\n"
                for p in check.problems.prefix(12) { out += "   \(p)\n" }
            }
        }
        try out.write(toFile: "/tmp/census.txt", atomically: true, encoding: .utf8)
    }
}
