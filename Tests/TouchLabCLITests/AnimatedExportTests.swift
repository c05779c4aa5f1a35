import Foundation
import Testing
import TouchPlaygroundUI

@testable import TouchSDL

/// `touchlab shoot --animate` and `--storyboard`: an animated GIF and WebP of
/// a script and a sheet of its key frames, the same bytes on every run.
@Suite struct AnimatedExportTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func export(_ arguments: [String], into folder: URL) throws -> [String: [UInt8]] {
        let result = try ChildProcess.touchlab(
            ["shoot", "drag", "--out", folder.path, "--size", "400x300", "--caption"] + arguments, mergingErrors: true)
        #expect(result.status == 0, "\(result.output)")
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        return files
    }

    @Test func theAnimationAndStoryboardAreTheSameBytesOnEveryRun() throws {
        let first = try folder(), second = try folder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let arguments = ["--animate", "--storyboard", "--speed", "0.5"]
        let one = try export(arguments, into: first)
        let two = try export(arguments, into: second)
        #expect(
            Set(one.keys) == ["drag-drag-down-right.gif", "drag-drag-down-right.webp", "drag-drag-down-right-storyboard.png"])
        for (name, bytes) in one {
            #expect(two[name] == bytes, "\(name) differs between two runs")
        }
        let gif = try #require(one["drag-drag-down-right.gif"])
        #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
        #expect(gif.count < 1_000_000)
        // Loops forever (NETSCAPE2.0) and holds many frames: one image descriptor (0x2C) after each graphic control block.
        #expect(Self.contains(gif, Array("NETSCAPE2.0".utf8)))
        #expect(Self.count(gif, [0x21, 0xF9, 0x04]) > 20)
        let webp = try #require(one["drag-drag-down-right.webp"])
        #expect(Array(webp.prefix(4)) == Array("RIFF".utf8) && Array(webp[8..<12]) == Array("WEBP".utf8))
        #expect(Self.contains(webp, Array("ANIM".utf8)) && Self.count(webp, Array("ANMF".utf8)) > 10)
        // The storyboard: a PNG of the moments, each cut from a picture at twice the size
        // (the 400-point canvas is 800 pixels wide there), two to a row.
        let sheet = try RenderedImage(contentsOfPNG: first.appendingPathComponent("drag-drag-down-right-storyboard.png").path)
        #expect(sheet.width > 800)
    }

    @Test func slowMotionStretchesTheAnimationInTime() throws {
        let real = try folder(), slow = try folder()
        defer {
            try? FileManager.default.removeItem(at: real)
            try? FileManager.default.removeItem(at: slow)
        }
        let atOne = try #require(try export(["--animate"], into: real)["drag-drag-down-right.gif"])
        let atQuarter = try #require(try export(["--animate", "--speed", "0.25"], into: slow)["drag-drag-down-right.gif"])
        #expect(Self.totalDelay(atQuarter) > 3 * Self.totalDelay(atOne))
    }

    /// The GIF's first frame shows the legend; its palette holds the legend's
    /// semantic colours and the canvas's grey exactly, not the averages of a
    /// median cut (which had turned the grey swatches green).
    @Test func theGIFKeepsTheLegendsColoursExactly() throws {
        let out = try folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try ChildProcess.touchlab(["shoot", "hit-testing", "--animate", "--out", out.path], mergingErrors: true)
        #expect(result.status == 0, "\(result.output)")
        let gif = Array(try Data(contentsOf: out.appendingPathComponent("hit-testing-touch-e.gif")))
        let palette = try #require(Self.firstLocalColorTable(gif))
        let wanted = [
            PlaygroundStyle.background, PlaygroundStyle.hitColor, PlaygroundStyle.passedColor, PlaygroundStyle.rejectedColor,
            PlaygroundStyle.chainColor, PlaygroundStyle.consumedColor, PlaygroundStyle.recognizerColor,
            PlaygroundStyle.visitColor,
        ]
        for color in wanted {
            #expect(palette.contains([color.red, color.green, color.blue]), "\(color) is not in the first frame's palette")
        }
    }

    /// The first image's local colour table, as [r, g, b] entries (GIF89a §20, §21).
    static func firstLocalColorTable(_ gif: [UInt8]) -> [[UInt8]]? {
        guard gif.count > 13 else { return nil }
        var index = 13
        if gif[10] & 0x80 != 0 { index += 3 << (Int(gif[10] & 7) + 1) }
        while index < gif.count {
            switch gif[index] {
            case 0x21:  // an extension: label, then sub-blocks up to an empty one
                index += 2
                while index < gif.count, gif[index] != 0 { index += Int(gif[index]) + 1 }
                index += 1
            case 0x2C:
                let flags = gif[index + 9]
                guard flags & 0x80 != 0 else { return nil }
                let entries = 1 << (Int(flags & 7) + 1)
                let start = index + 10
                guard start + 3 * entries <= gif.count else { return nil }
                return (0..<entries).map { Array(gif[(start + 3 * $0)..<(start + 3 * $0 + 3)]) }
            default:
                return nil
            }
        }
        return nil
    }

    /// The sum of a GIF's frame delays, in hundredths of a second.
    static func totalDelay(_ gif: [UInt8]) -> Int {
        var total = 0, index = 0
        while index + 6 < gif.count {
            if gif[index] == 0x21, gif[index + 1] == 0xF9, gif[index + 2] == 0x04 {
                total += Int(gif[index + 4]) | Int(gif[index + 5]) << 8
                index += 8
            } else {
                index += 1
            }
        }
        return total
    }

    static func count(_ bytes: [UInt8], _ pattern: [UInt8]) -> Int {
        guard bytes.count >= pattern.count else { return 0 }
        return (0...(bytes.count - pattern.count)).filter { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }.count
    }

    static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool { count(bytes, pattern) > 0 }
}
