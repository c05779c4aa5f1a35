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

    /// A plate well around the text covers it, whatever the rounding of
    /// its edges (Foundation's `CGRect.contains` on Linux compares a union
    /// for equality and said no for this one); a round pill covers its
    /// letter when the letter's box is inside the circle.
    @Test func platesAndPillsCoverTheLinesUnderTheirText() {
        let plate = list {
            $0.line(from: CGPoint(x: 286.24502369668244, y: 406), to: CGPoint(x: 286.24502369668244, y: 157), .black, width: 2)
            $0.fill(CGRect(x: 277.24502369668244, y: 170.61611374407585, width: 116.9, height: 17.0), .green)
            $0.text("✓ hit-test view", at: CGPoint(x: 281.24502369668244, y: 172.61611374407585), size: 10, .white)
        }
        #expect(DrawListGeometryCheck(plate).problems.isEmpty)
        let pill = list {
            $0.line(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 300, y: 50), .gray, width: 2)
            $0.fillCircle(center: CGPoint(x: 150, y: 50), radius: 7, .green)
            $0.text("B", at: CGPoint(x: 150, y: 44), size: 10, .white, alignment: .center)
        }
        #expect(DrawListGeometryCheck(pill).problems.isEmpty)
        let dot = list {
            $0.line(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 300, y: 50), .gray, width: 2)
            $0.fillCircle(center: CGPoint(x: 150, y: 50), radius: 2, .green)
            $0.text("B", at: CGPoint(x: 150, y: 44), size: 10, .white, alignment: .center)
        }
        #expect(DrawListGeometryCheck(dot).problems == [.lineCrossesText("B")], "a dot smaller than the letter hides nothing")
    }

    /// A view's own text (a cell's "Row 3") is part of its face, which the
    /// chain's arrows cross as they cross the view; a name is not.
    @Test func aViewsOwnTextMayBeCrossedANameMayNot() {
        let crossed = list {
            $0.text("Row 3", at: CGPoint(x: 10, y: 10), size: 11, .gray)
            $0.text("Cell", at: CGPoint(x: 100, y: 10), size: 12, .black)
            $0.line(from: CGPoint(x: 0, y: 17), to: CGPoint(x: 200, y: 17), .blue, width: 2)
        }
        #expect(DrawListGeometryCheck(crossed, viewFaces: [CGPoint(x: 10, y: 10)]).problems == [.lineCrossesText("Cell")])
    }

    /// A callout may lie over the views that hold its leader's end (its own
    /// view, its ancestors), never over another view's face.
    @Test func aCalloutOverAnotherViewIsFound() {
        let callout = DrawListGeometryCheck.Callout(
            box: CGRect(x: 100, y: 100, width: 80, height: 20), anchor: CGPoint(x: 60, y: 60), name: "StarControl")
        let root = DrawListGeometryCheck.ViewFace(rect: CGRect(x: 0, y: 0, width: 400, height: 300), name: "Root")
        let own = DrawListGeometryCheck.ViewFace(rect: CGRect(x: 50, y: 50, width: 200, height: 100), name: "Star")
        let sibling = DrawListGeometryCheck.ViewFace(rect: CGRect(x: 150, y: 110, width: 40, height: 40), name: "Row")
        let apart = DrawListGeometryCheck.ViewFace(rect: CGRect(x: 300, y: 200, width: 40, height: 40), name: "Other")
        let touching = DrawListGeometryCheck.ViewFace(rect: CGRect(x: 179, y: 60, width: 40, height: 41), name: "Edge")
        let empty = list { _ in }
        #expect(
            DrawListGeometryCheck(empty, callouts: [callout], faces: [root, own, sibling, apart, touching]).problems
                == [.calloutCoversView("StarControl", "Row")])
        #expect(DrawListGeometryCheck(empty, callouts: [callout], faces: [root, own, apart]).problems.isEmpty)
    }

    /// Issue 27: the default scene's slide drew the rail's "Delivered to"
    /// half off the canvas's bottom edge, and the check passed it. A text
    /// the canvas's edge or its panel's clip cuts is now a problem; one
    /// wholly inside, or a view's own text cut by its scroll view, is not.
    @Test func aTextCutByTheCanvasOrItsPanelIsFound() {
        let offTheBottom = list { $0.text("Delivered to", at: CGPoint(x: 10, y: 292), size: 13, .black) }
        #expect(DrawListGeometryCheck(offTheBottom).problems == [.textClipped("Delivered to")])
        let offTheRight = list { $0.text("Delivered to", at: CGPoint(x: 360, y: 100), size: 13, .black) }
        #expect(DrawListGeometryCheck(offTheRight).problems == [.textClipped("Delivered to")])
        let cutByItsPanel = list {
            $0.clipped(to: CGRect(x: 0, y: 0, width: 400, height: 100)) {
                $0.text("touchesBegan", at: CGPoint(x: 10, y: 92), size: 12, .black)
            }
        }
        #expect(DrawListGeometryCheck(cutByItsPanel).problems == [.textClipped("touchesBegan")])
        let whole = list {
            $0.text("Delivered to", at: CGPoint(x: 10, y: 270), size: 13, .black)
            $0.clipped(to: CGRect(x: 0, y: 0, width: 400, height: 100)) {
                $0.text("touchesBegan", at: CGPoint(x: 10, y: 70), size: 12, .black)
            }
        }
        #expect(DrawListGeometryCheck(whole).problems.isEmpty)
        // A table's row title half scrolled out of its table is the scene as drawn.
        let row = CGPoint(x: 10, y: 92)
        let scrolled = list {
            $0.clipped(to: CGRect(x: 0, y: 0, width: 400, height: 100)) { $0.text("Row 7", at: row, size: 12, .black) }
        }
        #expect(DrawListGeometryCheck(scrolled, viewFaces: [row]).problems.isEmpty)
    }

    @Test func aShortNameCutIsFoundALongOneMayBe() {
        let cut = list {
            $0.text("Row", at: CGPoint(x: 10, y: 10), size: 12, .black, maxWidth: 12)
            $0.text("UIScrollViewDelayedTouchesBeganGestureRecognizer", at: CGPoint(x: 10, y: 40), size: 12, .black, maxWidth: 100)
        }
        #expect(DrawListGeometryCheck(cut).problems == [.shortTextCut("Row")])
        #expect(DrawListGeometryCheck(list { _ in }, shortened: ["Row", "UITableViewCellContentView"]).problems == [.shortTextCut("Row")])
    }

    /// Every library scene's key frame (the frame after its first script),
    /// at the default size and a small one: no text over text, no line
    /// through a name, a chip, a tag or a panel's words, no short text cut,
    /// no callout over another view.
    /// (A button's own title cut to its bounds, "Locate" at 900×700, is
    /// UIKit's truncation, drawn as a device would.)
    @Test(arguments: try SceneLibrary.files())
    /// The same with UIKit's private containers hidden (`U`, `--hide-private-containers`),
    /// and with the hierarchy panel (`O`, `--hierarchy`), whose verdicts are
    /// whole: left of the device at 1280, at the bottom of the right-hand
    /// column at 900.
    func aLibrarySceneKeyFrameIsClean(_ file: String) throws {
        // The last: a still picture (`touchlab shoot`), whose footer is whole.
        for (hidesPrivateContainers, showsHierarchy, still) in [
            (false, false, false), (true, false, false), (false, true, false), (false, false, true),
        ] {
            for size in [CGSize(width: 1280, height: 860), CGSize(width: 900, height: 700)] {
                var options = PlaygroundOptions()
                options.hidesPrivateContainers = hidesPrivateContainers
                options.showsHierarchy = showsHierarchy
                options.isStillPicture = still
                let frame = try DeviceLabelLayoutTests.frameAfterFirstScript(file, options: options)
                var renderer = PlaygroundRenderer(frame: frame, canvasSize: size)
                renderer.drawAll()
                let screen = renderer.screen
                let problems = DrawListGeometryCheck(
                    renderer.list, shortened: screen.shortenedTexts, viewFaces: screen.viewContentTexts, callouts: screen.callouts,
                    faces: renderer.viewFaceList()
                )
                .problems
                #expect(
                    problems.isEmpty,
                    "\(file) at \(size), containers hidden \(hidesPrivateContainers), hierarchy \(showsHierarchy), still \(still): \(problems)"
                )
            }
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
