import Foundation
import Testing
import TouchDisplayList

@testable import TouchSDL

/// Each test makes and releases its renderer itself, on the main actor (see HeadlessTextTests).
@Suite(.serialized) @MainActor struct HeadlessRendererTests {
    func makeRenderer() throws -> HeadlessRenderer {
        HeadlessRenderer(fonts: try FontCache(fontPath: TestAssets.fontPath))
    }

    /// A scene using every kind of command, like a frame of the playground.
    static var scene: DrawList {
        var list = DrawList(size: CGSize(width: 320, height: 200), background: DrawColor(red: 242, green: 242, blue: 247))
        list.fill(CGRect(x: 20, y: 20, width: 160, height: 110), .white)
        list.stroke(CGRect(x: 20, y: 20, width: 160, height: 110), .gray, width: 1)
        list.fill(CGRect(x: 40, y: 50, width: 90, height: 40), DrawColor.blue.withAlpha(90))
        list.stroke(CGRect(x: 40, y: 50, width: 90, height: 40), .green, width: 3, dash: [6, 3])
        let quad = [CGPoint(x: 230, y: 30), CGPoint(x: 290, y: 60), CGPoint(x: 260, y: 120), CGPoint(x: 200, y: 90)]
        list.fillPolygon(quad, DrawColor.orange.withAlpha(160))
        list.strokePolygon(quad, .red, width: 2)
        list.fillCircle(center: CGPoint(x: 85, y: 70), radius: 14, DrawColor.blue.withAlpha(120))
        list.strokeCircle(center: CGPoint(x: 85, y: 70), radius: 14, .blue, width: 2)
        list.strokeCircle(center: CGPoint(x: 245, y: 75), radius: 30, .purple, width: 1.5, dash: [4, 4])
        list.arrow(from: CGPoint(x: 85, y: 70), to: CGPoint(x: 230, y: 150), .red, width: 2)
        list.line(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 180, y: 150), .darkGray, width: 1, dash: [2, 2])
        list.text("hitTest(_:with:) ⇒ Button", at: CGPoint(x: 20, y: 160), size: 13, .black)
        list.text(
            "A label that is much too long for its box", at: CGPoint(x: 20, y: 178), size: 12, .darkGray,
            maxWidth: 150)
        list.text("äöü ✓", at: CGPoint(x: 300, y: 178), size: 12, .indigo, alignment: .right)
        list.clipped(to: CGRect(x: 200, y: 140, width: 100, height: 30)) {
            $0.fillCircle(center: CGPoint(x: 250, y: 140), radius: 25, .teal)
        }
        return list
    }

    @Test func imageSizeIsCanvasSizeTimesScale() throws {
        let renderer = try makeRenderer()
        let list = DrawList(size: CGSize(width: 30, height: 20))
        let one = try renderer.render(list)
        let two = try renderer.render(list, scale: 2)
        #expect((one.width, one.height) == (30, 20))
        #expect((two.width, two.height) == (60, 40))
    }

    @Test func emptyOrHugeCanvasIsAnError() throws {
        let renderer = try makeRenderer()
        #expect(throws: TouchSDLError.invalidCanvasSize(width: 0, height: 20)) {
            try renderer.render(DrawList(size: CGSize(width: 0, height: 20)))
        }
        #expect(throws: TouchSDLError.invalidCanvasSize(width: 20_000, height: 20)) {
            try renderer.render(DrawList(size: CGSize(width: 10_000, height: 10)), scale: 2)
        }
    }

    @Test func twoRendersGiveByteIdenticalPNGs() throws {
        let renderer = try makeRenderer()
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first.png")
        let second = folder.appendingPathComponent("second.png")
        try renderer.writePNG(Self.scene, scale: 2, to: first.path)
        // A second renderer with its own fonts, so no cache is shared between the two.
        try HeadlessRenderer(fonts: FontCache(fontPath: TestAssets.fontPath)).writePNG(Self.scene, scale: 2, to: second.path)
        let a = try Data(contentsOf: first), b = try Data(contentsOf: second)
        #expect(a.count > 1000)
        #expect(a == b)
        #expect(a.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // And the file holds exactly the rendered pixels.
        #expect(try RenderedImage(contentsOfPNG: first.path) == renderer.render(Self.scene, scale: 2))
    }

    @Test func writePNGIntoAMissingFolderThrowsAndWritesNothing() throws {
        let renderer = try makeRenderer()
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("no/such/folder/frame.png").path
        #expect {
            try renderer.writePNG(Self.scene, to: path)
        } throws: { error in
            guard case TouchSDLError.cannotWrite(let failedPath, _) = error else { return false }
            return failedPath == path
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
