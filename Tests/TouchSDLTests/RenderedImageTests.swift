import Foundation
import Testing
import TouchDisplayList

@testable import TouchSDL

/// Writing PNGs: round trip, atomic replacement, and failures that leave nothing behind.
@Suite(.serialized) @MainActor struct RenderedImageTests {
    /// A 4×2 image with one pixel of each kind, including a translucent one.
    let image = RenderedImage(
        width: 4, height: 2,
        pixels: [
            0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x80FF_FFFF,
            0xFF00_0000, 0xFFFF_FFFF, 0xFF12_3456, 0x0000_0000,
        ])

    func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func pixelReadsARGBWords() {
        #expect(image.pixel(x: 0, y: 0) == DrawColor(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 3, y: 0) == DrawColor(red: 255, green: 255, blue: 255, alpha: 128))
        #expect(image.pixel(x: 2, y: 1) == DrawColor(red: 0x12, green: 0x34, blue: 0x56))
    }

    @Test func pngRoundTripsEveryPixelIncludingAlpha() throws {
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("image.png").path
        try image.writePNG(to: path)
        #expect(try RenderedImage(contentsOfPNG: path) == image)
        #expect(try contents(of: folder) == ["image.png"])
    }

    @Test func writingReplacesAnExistingFile() throws {
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("image.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try image.writePNG(to: path)
        #expect(try RenderedImage(contentsOfPNG: path) == image)
        #expect(try contents(of: folder) == ["image.png"])
    }

    @Test func missingFolderIsAClearErrorAndCreatesNothing() throws {
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("missing/image.png").path
        #expect(throws: TouchSDLError.cannotWrite(path: path, reason: "the folder \(folder.path)/missing does not exist")) {
            try image.writePNG(to: path)
        }
        #expect(try contents(of: folder).isEmpty)
    }

    @Test func folderThatIsAFileIsAClearError() throws {
        // Root may write into any folder whatever its permissions, so the
        // unwritable folder here is one that cannot hold files at all.
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        let path = file.appendingPathComponent("image.png").path
        #expect(throws: TouchSDLError.cannotWrite(path: path, reason: "\(file.path) is not a folder")) {
            try image.writePNG(to: path)
        }
        #expect(try contents(of: folder) == ["notes.txt"])
    }

    @Test func destinationThatIsAFolderFailsWithoutLeavingTheTemporaryFile() throws {
        // The temporary PNG is written, then rename(2) refuses to replace a folder:
        // the error path must remove the temporary file.
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("image.png")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        do {
            try image.writePNG(to: destination.path)
            Issue.record("writing over a folder should fail")
        } catch let error as TouchSDLError {
            guard case .cannotWrite(let path, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == destination.path)
            #expect(!reason.isEmpty)
            #expect(error.description.hasPrefix("Cannot write \(destination.path): "))
        }
        #expect(try contents(of: folder) == ["image.png"])
        #expect(try contents(of: destination).isEmpty)
    }

    @Test func unwritableFolderIsAnErrorForOtherUsersThanRoot() throws {
        let folder = try TestAssets.makeTemporaryFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        let path = folder.appendingPathComponent("image.png").path
        if FileManager.default.isWritableFile(atPath: folder.path) {
            // Running as root: permissions do not stop the write, which must then succeed.
            try image.writePNG(to: path)
            #expect(try contents(of: folder) == ["image.png"])
        } else {
            #expect(throws: TouchSDLError.self) { try image.writePNG(to: path) }
            #expect(try contents(of: folder).isEmpty)
        }
    }

    @Test func differingPixelsAreCountedBeyondTheTolerance() {
        var pixels = image.pixels
        pixels[0] = 0xFFFE_0000  // red off by 1
        pixels[5] = 0xFFFF_FFF0  // blue off by 15
        let other = RenderedImage(width: 4, height: 2, pixels: pixels)
        #expect(image.countOfPixelsDiffering(from: other) == 2)
        #expect(image.countOfPixelsDiffering(from: other, tolerance: 1) == 1)
        #expect(image.countOfPixelsDiffering(from: other, tolerance: 15) == 0)
        let wider = RenderedImage(width: 8, height: 1, pixels: image.pixels)
        #expect(image.countOfPixelsDiffering(from: wider) == 8)
    }
}
