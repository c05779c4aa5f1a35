import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchScenes

@testable import TouchPlaygroundUI

/// The display-list geometry check (issue 26): what it finds on lists made
/// to show each fault, and what already holds on every library scene.
@Suite struct DrawListGeometryCheckTests {
    private func list(_ build: (inout DrawList) -> Void) -> DrawList {
        var list = DrawList(size: CGSize(width: 400, height: 300), background: .white)
        build(&list)
        return list
    }

    @Test func textOverTextIsFound() {
        let overlapping = list {
            $0.text("CardView", at: CGPoint(x: 10, y: 10), size: 12, .black)
            $0.text("Cancel", at: CGPoint(x: 30, y: 14), size: 12, .black)
        }
        #expect(DrawListGeometryCheck(overlapping).problems == [.textOverlapsText("CardView", "Cancel")])
        let apart = list {
            $0.text("CardView", at: CGPoint(x: 10, y: 10), size: 12, .black)
            $0.text("Cancel", at: CGPoint(x: 10, y: 40), size: 12, .black)
        }
        #expect(DrawListGeometryCheck(apart).problems.isEmpty)
    }

    @Test func aLineThroughANameIsFoundUnlessAnOpaquePlateCoversIt() {
        let through = list {
            $0.text("CardView", at: CGPoint(x: 10, y: 10), size: 12, .black)
            $0.line(from: CGPoint(x: 0, y: 18), to: CGPoint(x: 200, y: 18), .black, width: 1)
        }
        #expect(DrawListGeometryCheck(through).problems == [.lineCrossesText("CardView")])
        let under = list {
            $0.line(from: CGPoint(x: 0, y: 18), to: CGPoint(x: 200, y: 18), .black, width: 1)
            $0.fill(CGRect(x: 8, y: 9, width: 80, height: 18), .white)
            $0.text("CardView", at: CGPoint(x: 10, y: 10), size: 12, .black)
        }
        #expect(DrawListGeometryCheck(under).problems.isEmpty)
        let see = list {
            $0.line(from: CGPoint(x: 0, y: 18), to: CGPoint(x: 200, y: 18), .black, width: 1)
            $0.fill(CGRect(x: 8, y: 9, width: 80, height: 18), DrawColor.white.withAlpha(100))
            $0.text("CardView", at: CGPoint(x: 10, y: 10), size: 12, .black)
        }
        #expect(DrawListGeometryCheck(see).problems == [.lineCrossesText("CardView")], "a see-through plate hides nothing")
        let beside = list {
            $0.text("CardView", at: CGPoint(x: 10, y: 10), size: 12, .black)
            $0.line(from: CGPoint(x: 0, y: 60), to: CGPoint(x: 200, y: 60), .black, width: 1)
        }
        #expect(DrawListGeometryCheck(beside).problems.isEmpty)
    }

    @Test func aShortNameCutIsFoundALongOneMayBe() {
        let cut = list {
            $0.text("Row", at: CGPoint(x: 10, y: 10), size: 12, .black, maxWidth: 12)
            $0.text("UIScrollViewDelayedTouchesBeganGestureRecognizer", at: CGPoint(x: 10, y: 40), size: 12, .black, maxWidth: 100)
        }
        #expect(DrawListGeometryCheck(cut).problems == [.shortTextCut("Row")])
        #expect(DrawListGeometryCheck(list { _ in }, shortened: ["Row", "UITableViewCellContentView"]).problems == [.shortTextCut("Row")])
    }

    /// What already holds on every library scene's key frame (the frame after
    /// its first script) at the default size and a small one: no text is
    /// drawn over another text. Lines through names and short names cut are
    /// still found in some scenes (issue 26 goes on).
    @Test(arguments: try SceneLibrary.files())
    func noTextOverlapsTextInALibraryScene(_ file: String) throws {
        for size in [CGSize(width: 1280, height: 860), CGSize(width: 900, height: 700)] {
            let frame = try DeviceLabelLayoutTests.frameAfterFirstScript(file)
            let (drawn, screen) = PlaygroundRenderer.render(frame, canvasSize: size)
            let overlaps = DrawListGeometryCheck(drawn, shortened: screen.shortenedTexts).problems.filter {
                if case .textOverlapsText = $0 { return true } else { return false }
            }
            #expect(overlaps.isEmpty, "\(file) at \(size): \(overlaps)")
        }
    }
}

/// The library scenes' file names.
enum SceneLibrary {
    static func files() throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
    }
}
