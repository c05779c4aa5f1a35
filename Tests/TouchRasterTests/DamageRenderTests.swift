import Foundation
import TestSupport
import Testing
import TouchDrawing

@testable import TouchRaster

/// A canvas that repaints only what changed (`repaintsChangesOnly`) shows
/// exactly the pixels of a full render of every frame: seeded random lists,
/// each frame the last with a few commands changed, inserted, removed or
/// moved, the background, scale or size changed now and then, in 1 and 3
/// bands. Tolerance: 0 pixels.
@Suite struct DamageRenderTests {
    /// The list with one random edit.
    func edited(_ list: DrawList, _ random: inout SeededRandom) -> DrawList {
        var commands = list.commands
        let donor = BandedRenderTests().randomList(&random, size: list.size, count: 3).commands.filter {
            if case .pushClip = $0 { return false }
            if case .popClip = $0 { return false }
            return true
        }
        var result = DrawList(size: list.size, background: list.background)
        switch random.int(0..<6) {
        case 0 where !commands.isEmpty && !donor.isEmpty:
            let index = random.int(0..<commands.count)
            if case .pushClip = commands[index] {} else if case .popClip = commands[index] {} else { commands[index] = donor[0] }
        case 1:
            commands.insert(contentsOf: donor, at: random.int(0..<(commands.count + 1)))
        case 2 where !commands.isEmpty:
            let index = random.int(0..<commands.count)
            if case .pushClip = commands[index] {} else if case .popClip = commands[index] {} else { commands.remove(at: index) }
        case 3:
            // A view moved by a fraction of a pixel: the fused pair changes together.
            for index in commands.indices {
                guard case .fillPolygon(let corners, let color) = commands[index] else { continue }
                commands[index] = .fillPolygon(corners.map { CGPoint(x: $0.x + 0.25, y: $0.y) }, color: color)
                break
            }
        case 4:
            result = DrawList(
                size: list.size,
                background: random.int(0..<4) == 0 ? DrawColor(red: 9, green: 9, blue: 9, alpha: 255) : list.background)
        default:
            break  // the same frame again
        }
        for command in commands { result.append(command) }
        return result
    }

    func fullRender(_ list: DrawList, scale: CGFloat) throws -> [UInt32] {
        let canvas = RasterCanvas(textSource: BlockTextSource())
        canvas.bandCount = 1
        try canvas.render(list, scale: scale)
        return canvas.pixels
    }

    @Test(arguments: [1, 3])
    func everyFrameRepaintedInPartsMatchesItsFullRender(bands: Int) throws {
        var random = SeededRandom(seed: 77)
        let canvas = RasterCanvas(textSource: BlockTextSource())
        canvas.bandCount = bands
        canvas.repaintsChangesOnly = true
        var list = BandedRenderTests().randomList(&random, size: CGSize(width: 150, height: 110), count: 60)
        var scale: CGFloat = 1
        var partial = 0
        for frame in 0..<300 {
            if frame % 50 == 49 { scale = scale == 1 ? 1.5 : 1 }
            if frame % 100 == 99 {
                list = BandedRenderTests().randomList(&random, size: CGSize(width: 96, height: 130), count: 60)
            } else {
                list = edited(list, &random)
            }
            try canvas.render(list, scale: scale)
            let expected = try fullRender(list, scale: scale)
            let differing = zip(canvas.pixels, expected).count { $0 != $1 }
            #expect(differing == 0, "frame \(frame), \(bands) bands: \(differing) pixels differ")
            if canvas.repaintedPixelCount < canvas.width * canvas.height { partial += 1 }
        }
        #expect(partial > 150, "most frames repaint only part of the canvas")
    }

    @Test func anUnchangedFrameRepaintsNothingAndASmallChangeLittle() throws {
        var list = DrawList(size: CGSize(width: 320, height: 240), background: .white)
        list.fill(CGRect(x: 0, y: 0, width: 320, height: 240), .blue)
        list.fill(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
        let canvas = RasterCanvas()
        canvas.repaintsChangesOnly = true
        try canvas.render(list, scale: 1)
        #expect(canvas.repaintedPixelCount == 320 * 240)
        try canvas.render(list, scale: 1)
        #expect(canvas.repaintedPixelCount == 0)
        var changed = DrawList(size: list.size, background: .white)
        changed.fill(CGRect(x: 0, y: 0, width: 320, height: 240), .blue)
        changed.fill(CGRect(x: 10, y: 10, width: 20, height: 20), .green)
        try canvas.render(changed, scale: 1)
        #expect(canvas.repaintedPixelCount == 32 * 32)
        #expect(canvas.pixels == (try fullRender(changed, scale: 1)))
    }

    @Test func afterAFailedRenderTheNextRepaintsEverything() throws {
        var broken = DrawList(size: CGSize(width: 64, height: 64), background: .white)
        broken.fill(CGRect(x: 0, y: 0, width: 64, height: 64), .blue)
        broken.append(.popClip)
        var good = DrawList(size: CGSize(width: 64, height: 64), background: .white)
        good.fill(CGRect(x: 0, y: 0, width: 64, height: 64), .blue)
        let canvas = RasterCanvas()
        canvas.repaintsChangesOnly = true
        try canvas.render(good, scale: 1)
        #expect(throws: RasterError.self) { try canvas.render(broken, scale: 1) }
        try canvas.render(good, scale: 1)
        #expect(canvas.repaintedPixelCount == 64 * 64)
    }
}
