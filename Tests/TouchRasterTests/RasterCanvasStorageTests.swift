import Foundation
import Testing
import TouchDisplayList

@testable import TouchRaster

/// The canvas's buffer across renders: reused while the size stays, remade
/// when it changes, and never leaking one frame into the next.
@Suite struct RasterCanvasStorageTests {
    static func scene(width: CGFloat, height: CGFloat) -> DrawList {
        var list = DrawList(size: CGSize(width: width, height: height), background: DrawColor(red: 242, green: 242, blue: 247))
        list.fill(CGRect(x: 4, y: 4, width: width / 2, height: height / 2), DrawColor.blue.withAlpha(90))
        list.strokePolygon(
            [CGPoint(x: 10, y: 3), CGPoint(x: width - 4, y: 12), CGPoint(x: width - 10, y: height - 2), CGPoint(x: 2, y: height - 9)],
            .red, width: 2, dash: [5, 3])
        list.fillCircle(center: CGPoint(x: width / 2, y: height / 2), radius: height / 3, DrawColor.green.withAlpha(128))
        list.arrow(from: CGPoint(x: 2, y: 2), to: CGPoint(x: width - 2, y: height - 2), .purple, width: 1.5)
        return list
    }

    func baseAddress(_ canvas: RasterCanvas) -> UnsafeRawPointer? {
        canvas.pixels.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func renderingIsDeterministic() throws {
        let list = Self.scene(width: 90, height: 60)
        for scale in [CGFloat(1), 1.5, 2] {
            let first = RasterCanvas(), second = RasterCanvas()
            try first.render(list, scale: scale)
            try second.render(list, scale: scale)
            try second.render(list, scale: scale)
            #expect(first.pixels == second.pixels)
        }
    }

    @Test func theBufferIsKeptWhileTheSizeStays() throws {
        let canvas = RasterCanvas()
        try canvas.render(Self.scene(width: 90, height: 60), scale: 1)
        let buffer = baseAddress(canvas)
        try canvas.render(Self.scene(width: 90, height: 60), scale: 1)
        #expect(baseAddress(canvas) == buffer)
        // Another list of the same pixel size reuses it too.
        try canvas.render(Self.scene(width: 45, height: 30), scale: 2)
        #expect(baseAddress(canvas) == buffer)
    }

    @Test func renderingAnotherSizeAndBackGivesTheSamePixelsAsAFreshCanvas() throws {
        let large = Self.scene(width: 90, height: 60), small = Self.scene(width: 40, height: 30)
        let canvas = RasterCanvas()
        try canvas.render(large, scale: 1)
        let first = canvas.pixels
        try canvas.render(small, scale: 1.5)
        #expect((canvas.width, canvas.height) == (60, 45))
        let fresh = RasterCanvas()
        try fresh.render(small, scale: 1.5)
        #expect(canvas.pixels == fresh.pixels)
        try canvas.render(large, scale: 1)
        #expect(canvas.pixels == first)
    }

    @Test func aKeptFrameDoesNotChangeWhenTheNextOneIsRendered() throws {
        let canvas = RasterCanvas()
        var list = Self.scene(width: 90, height: 60)
        try canvas.render(list, scale: 1)
        let kept = canvas.pixels
        let copy = Array(kept)
        list.background = .black
        try canvas.render(list, scale: 1)
        #expect(kept == copy)
        #expect(canvas.pixels != kept)
    }

    @Test func releasingTheStorageForgetsTheSize() throws {
        let canvas = RasterCanvas()
        try canvas.render(Self.scene(width: 90, height: 60), scale: 1)
        let before = canvas.pixels
        canvas.releaseStorage()
        #expect(canvas.pixels.isEmpty && canvas.width == 0)
        try canvas.render(Self.scene(width: 90, height: 60), scale: 1)
        #expect(canvas.pixels == before)
    }
}
