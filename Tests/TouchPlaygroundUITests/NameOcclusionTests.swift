import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// A view's name is drawn only where the view itself shows: never on an
/// opaque view in front of it that is not its descendant, where a learner
/// would read it as the name of the view they see there (a sheet covering the
/// content it was presented over, a card over its sibling).
struct NameOcclusionTests {
    let size = CGSize(width: 1280, height: 860)

    /// The device's text runs after `file`'s first script (or none) at `size`.
    private func deviceTexts(_ frame: PlaygroundFrame) -> [TextRun] {
        DeviceLabelLayoutTests.deviceTexts(DeviceLabelLayoutTests.render(frame, size: size))
    }

    private func frame(_ text: String) throws -> (PlaygroundFrame, PlaygroundRenderer) {
        let document = try SceneParser().parse(text, file: "occlusion.yaml")
        let world = SceneBuilder().build(document)
        let session = PlaygroundSession(application: world.application)
        let frame = session.frame(options: PlaygroundOptions())
        return (frame, DeviceLabelLayoutTests.render(frame, size: size))
    }

    /// Apple's `overCurrentContext`: the sheet covers InnerView entirely, so
    /// InnerView's name has nowhere of its own to go and is not drawn over the
    /// sheet; the sheet's own name is.
    @Test func aViewCoveredByASheetHasNoNameOnTheSheet() throws {
        let frame = try DeviceLabelLayoutTests.frameAfterFirstScript("presentation-context.yaml")
        let names = Set(deviceTexts(frame).map(\.string))
        #expect(!names.contains("InnerView"))
        #expect(names.contains { $0.contains("SheetView") })
        #expect(names.contains("LeftPane"))
    }

    /// A card over the top-left corner of its sibling: the sibling's name
    /// moves right past the card, onto the part of the sibling that shows.
    @Test func aNamePartlyCoveredBySiblingInFrontSlidesPastIt() throws {
        let (_, renderer) = try frame(
            """
            name: occlusion
            windows:
              - name: UIWindow
                root:
                  name: VC
                  view:
                    name: Root
                    color: "#ffffff"
                    subviews:
                      - name: Behind
                        frame: [20, 100, 340, 200]
                        color: "#ffd6d6"
                      - name: Card
                        frame: [10, 90, 120, 120]
                        color: "#99bbff"
            """)
        let runs = DeviceLabelLayoutTests.deviceTexts(renderer)
        let behind = try #require(runs.first { $0.string == "Behind" })
        let card = try #require(renderer.drawn.first { $0.name == "Card" })
        #expect(!PlaygroundRenderer.overlaps(DeviceLabelLayoutTests.box(of: behind), card.box))
        let own = try #require(renderer.drawn.first { $0.name == "Behind" })
        #expect(PlaygroundRenderer.isInside(DeviceLabelLayoutTests.box(of: behind), own.box))
    }

    /// A translucent view in front hides nothing, and a view's own subviews
    /// are not in front of it: names go on them as before.
    @Test func translucentViewsAndOwnSubviewsDoNotPushANameAway() throws {
        let (_, renderer) = try frame(
            """
            name: occlusion
            windows:
              - name: UIWindow
                root:
                  name: VC
                  view:
                    name: Root
                    color: "#ffffff"
                    subviews:
                      - name: Container
                        frame: [20, 100, 340, 200]
                        color: "#ffd6d6"
                        subviews:
                          - name: Child
                            frame: [0, 0, 340, 100]
                            color: "#99bbff"
                      - name: Glass
                        frame: [20, 400, 340, 200]
                        color: "#ffd6d6"
                      - name: Veil
                        frame: [20, 400, 340, 200]
                        color: "#99bbff40"
            """)
        let names = Set(DeviceLabelLayoutTests.deviceTexts(renderer).map(\.string))
        #expect(names.isSuperset(of: ["Container", "Child", "Glass", "Veil"]))
    }
}
