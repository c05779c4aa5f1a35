import Foundation
import TouchDisplayList

/// What ``RasterCanvas`` keeps of a list's stable prefix
/// (``TouchDisplayList/DrawList/stablePrefixCount``) between renders: the prefix's
/// commands, what its pixels depend on besides them (the canvas's size, the
/// scale, the background, the text source), the clips open after it and,
/// once kept, the pixels it leaves.
///
/// A render whose list begins with the same commands on the same canvas
/// starts from those pixels and paints only the rest of the list, as
/// Flutter's raster cache keeps a repaint boundary's picture as an image once
/// the picture repeats, rather than on first sight. Until the prefix repeats,
/// it is only noted (its commands are shared with the list, not copied, and
/// it has no pixels), so a scene that changes every frame never pays for
/// copying pixels it will not use. A prefix painted ahead of time
/// (``RasterCanvas/prepareStablePrefix(of:scale:)``) is kept at once.
///
/// The commands are compared exactly, bit for bit: coordinates by their bit
/// patterns (`0.0` and `-0.0`, equal by `==`, differ) and strings by their
/// UTF-8 (`==` on `String` equates canonically equivalent spellings, which a
/// font may draw differently). The text
/// source is compared by identity: ``TextMaskSource`` requires a source to
/// give the same mask for the same question for as long as it is used.
struct StablePrefixLayer {
    /// What a prefix's pixels depend on besides its commands.
    struct Canvas {
        var width: Int
        var height: Int
        var scale: CGFloat
        var background: DrawColor
        var textSource: (any TextMaskSource)?

        func matches(_ other: Canvas) -> Bool {
            width == other.width && height == other.height && scale.bitPattern == other.scale.bitPattern
                && background == other.background && textSource === other.textSource
        }
    }

    /// The canvas the prefix was planned for.
    var canvas: Canvas
    /// The list's commands (shared storage); the prefix is the first ``count``.
    var commands: [DrawCommand]
    /// How many leading commands the pixels stand for; at least 1.
    var count: Int
    /// The clips pushed in the prefix and still open after it, innermost
    /// last, in pixels (already intersected), as the plan had them.
    var clips: [PixelRect]
    /// The pixels after the prefix, `width × height` of them, once kept;
    /// empty while the prefix is only noted.
    var pixels: [UInt32]

    /// Whether `list`, whose first `count` commands are its stable prefix,
    /// begins with this layer's prefix on `canvas`.
    func matches(_ list: DrawList, count: Int, on canvas: Canvas) -> Bool {
        count == self.count && canvas.matches(self.canvas)
            && Self.sameCommands(commands, list.commands, count: count)
    }

    /// Whether the first `count` commands of `first` and `second` (both at
    /// least that long) are exactly the same; at once when both arrays share
    /// their storage.
    static func sameCommands(_ first: [DrawCommand], _ second: [DrawCommand], count: Int) -> Bool {
        let shared = first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        if shared { return true }
        return first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in
                for index in 0..<count where !same(a[index], b[index]) { return false }
                return true
            }
        }
    }

    /// Whether two commands are exactly the same, field by field:
    /// coordinates by their bit patterns, strings by their UTF-8, arrays
    /// byte for byte. (`==` on the commands is lenient on zeros and strings,
    /// and, generic over the enum's payloads, took about 0.09 µs a command,
    /// 0.17 ms for the bench frame's prefix; this takes a fraction of it.)
    /// `StablePrefixLayerTests` lists the fields of the payload types, so a
    /// field added to one is not forgotten here.
    static func same(_ first: DrawCommand, _ second: DrawCommand) -> Bool {
        switch first {
        case .fillPolygon(let a, let aColor):
            guard case .fillPolygon(let b, let bColor) = second else { return false }
            return same(aColor, bColor) && same(a, b)
        case .strokePolygon(let a, let aColor, let aStyle):
            guard case .strokePolygon(let b, let bColor, let bStyle) = second else { return false }
            return same(aColor, bColor) && same(aStyle, bStyle) && same(a, b)
        case .fillRect(let a, let aColor):
            guard case .fillRect(let b, let bColor) = second else { return false }
            return same(aColor, bColor) && same(a, b)
        case .strokeRect(let a, let aColor, let aStyle):
            guard case .strokeRect(let b, let bColor, let bStyle) = second else { return false }
            return same(aColor, bColor) && same(a, b) && same(aStyle, bStyle)
        case .line(let aStart, let aEnd, let aColor, let aStyle):
            guard case .line(let bStart, let bEnd, let bColor, let bStyle) = second else { return false }
            return same(aStart, bStart) && same(aEnd, bEnd) && same(aColor, bColor) && same(aStyle, bStyle)
        case .arrow(let aStart, let aEnd, let aColor, let aStyle, let aHead):
            guard case .arrow(let bStart, let bEnd, let bColor, let bStyle, let bHead) = second else { return false }
            return same(aStart, bStart) && same(aEnd, bEnd) && same(aColor, bColor) && same(aStyle, bStyle)
                && aHead.bitPattern == bHead.bitPattern
        case .fillCircle(let aCenter, let aRadius, let aColor):
            guard case .fillCircle(let bCenter, let bRadius, let bColor) = second else { return false }
            return same(aCenter, bCenter) && aRadius.bitPattern == bRadius.bitPattern && same(aColor, bColor)
        case .strokeCircle(let aCenter, let aRadius, let aColor, let aStyle):
            guard case .strokeCircle(let bCenter, let bRadius, let bColor, let bStyle) = second else { return false }
            return same(aCenter, bCenter) && aRadius.bitPattern == bRadius.bitPattern && same(aColor, bColor)
                && same(aStyle, bStyle)
        case .text(let a):
            guard case .text(let b) = second else { return false }
            return same(a.origin, b.origin) && a.pointSize.bitPattern == b.pointSize.bitPattern && same(a.color, b.color)
                && a.maxWidth?.bitPattern == b.maxWidth?.bitPattern && a.alignment == b.alignment
                && same(a.highlightColor, b.highlightColor) && same(a.highlights, b.highlights)
                && a.string.utf8.elementsEqual(b.string.utf8)
        case .pushClip(let a):
            guard case .pushClip(let b) = second else { return false }
            return same(a, b)
        case .popClip:
            guard case .popClip = second else { return false }
            return true
        }
    }

    private static func same(_ a: DrawColor, _ b: DrawColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    private static func same(_ a: CGPoint, _ b: CGPoint) -> Bool {
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        same(a.origin, b.origin) && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }

    private static func same(_ a: StrokeStyle, _ b: StrokeStyle) -> Bool {
        a.width.bitPattern == b.width.bitPattern && same(a.dash, b.dash)
    }

    /// Arrays of plain values without padding (points, numbers, ranges of
    /// integers), compared byte for byte.
    private static func same<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }
}
