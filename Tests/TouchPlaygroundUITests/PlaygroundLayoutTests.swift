import Foundation
import Testing
import TouchPlaygroundUI

@Suite struct PlaygroundLayoutTests {
    @Test func deviceRailAndLogSitSideBySideWithoutOverlapping() {
        let layout = PlaygroundLayout(
            canvasSize: CGSize(width: 1280, height: 860),
            screenRect: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(layout.deviceRect.maxX < layout.railRect.minX)
        #expect(layout.railRect.maxX < layout.logRect.minX)
        #expect(layout.logRect.maxX <= 1280 && layout.deviceRect.maxY <= 860)
        #expect(abs(layout.deviceRect.width / layout.deviceRect.height - 390.0 / 844.0) < 0.001)
    }

    /// The hierarchy panel stands left of the device where the device keeps
    /// its least width beside it; on a narrower canvas it takes the bottom
    /// of the right-hand column instead (at 900 points wide, beside the
    /// device, it left the phone 87 points, its names cut).
    @Test func theHierarchyPanelNeverSqueezesTheDevice() throws {
        let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
        let wide = PlaygroundLayout(canvasSize: CGSize(width: 1280, height: 860), screenRect: phone, hierarchyWidth: 345)
        let wideHierarchy = try #require(wide.hierarchyRect)
        #expect(wide.hierarchyBesideDevice)
        #expect(wideHierarchy.maxX < wide.viewportRect.minX)
        #expect(wide.viewportRect.width >= PlaygroundLayout.minimumDeviceWidthBesideHierarchy)
        let plain = PlaygroundLayout(canvasSize: CGSize(width: 900, height: 700), screenRect: phone)
        let narrow = PlaygroundLayout(canvasSize: CGSize(width: 900, height: 700), screenRect: phone, hierarchyWidth: 243)
        let hierarchy = try #require(narrow.hierarchyRect)
        #expect(!narrow.hierarchyBesideDevice)
        #expect(narrow.viewportRect == plain.viewportRect && narrow.railRect == plain.railRect, "the device keeps its room")
        #expect(hierarchy.minX == plain.logRect.minX && hierarchy.width == plain.logRect.width)
        #expect(hierarchy.maxY == plain.logRect.maxY && hierarchy.minY > narrow.logRect.maxY)
        #expect(narrow.logRect.minY == plain.logRect.minY)
    }

    @Test func canvasAndScreenPointsRoundTrip() {
        let layout = PlaygroundLayout(
            canvasSize: CGSize(width: 900, height: 500),
            screenRect: CGRect(x: 100, y: 50, width: 400, height: 800))
        let screen = CGPoint(x: 321, y: 654)
        let back = layout.screenPoint(fromCanvas: layout.canvasPoint(fromScreen: screen))
        #expect(abs(back.x - screen.x) < 1e-9 && abs(back.y - screen.y) < 1e-9)
        #expect(layout.canvasPoint(fromScreen: CGPoint(x: 100, y: 50)) == layout.deviceRect.origin)
    }

    @Test func aSmallDeviceIsEnlargedAtMostTwice() {
        let layout = PlaygroundLayout(
            canvasSize: CGSize(width: 1600, height: 1000),
            screenRect: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(layout.scale == 2)
    }
}
