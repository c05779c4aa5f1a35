import Foundation
import TouchDrawing

/// A 64-bit fingerprint of what a planned command paints: every field of its
/// draw command (and of the fused stroke), bit for bit, with the pixels it
/// may reach. Two commands with the same fingerprint paint the same pixels,
/// unless 64-bit mixing collides; ``TileDamage`` compares frames by them.
///
/// Numbers are taken by their bit patterns, not their values, so `-0` and
/// `0`, or two NaNs, never count as the same number (they might not paint
/// alike). Each word is folded with a multiply and the high half mixed back
/// (the finaliser of SplitMix64), so neighbouring values spread over all 64 bits.
struct CommandFingerprint {
    private(set) var value: UInt64

    init(seed: UInt64) {
        value = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    @inline(__always)
    mutating func combine(_ word: UInt64) {
        var z = (value ^ word) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        value = z ^ (z >> 31)
    }

    @inline(__always)
    mutating func combine(_ number: CGFloat) { combine(UInt64(Double(number).bitPattern)) }

    @inline(__always)
    mutating func combine(_ number: Int) { combine(UInt64(bitPattern: Int64(number))) }

    mutating func combine(_ point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    mutating func combine(_ rect: CGRect) {
        combine(rect.origin)
        combine(rect.size.width)
        combine(rect.size.height)
    }

    mutating func combine(_ rect: PixelRect) {
        combine(UInt64(UInt32(truncatingIfNeeded: rect.minX)) << 32 | UInt64(UInt32(truncatingIfNeeded: rect.minY)))
        combine(UInt64(UInt32(truncatingIfNeeded: rect.maxX)) << 32 | UInt64(UInt32(truncatingIfNeeded: rect.maxY)))
    }

    mutating func combine(_ color: DrawColor) {
        combine(UInt64(color.red) << 24 | UInt64(color.green) << 16 | UInt64(color.blue) << 8 | UInt64(color.alpha))
    }

    mutating func combine(_ style: StrokeStyle) {
        combine(style.width)
        combine(style.dash.count)
        for length in style.dash { combine(length) }
    }

    mutating func combine(_ points: [CGPoint]) {
        combine(points.count)
        for point in points { combine(point) }
    }

    mutating func combine(_ text: String) {
        var word: UInt64 = 0
        var count = 0
        for byte in text.utf8 {
            word = word << 8 | UInt64(byte)
            count += 1
            if count & 7 == 0 {
                combine(word)
                word = 0
            }
        }
        combine(word)
        combine(count)
    }

    /// Every field of `command`, after a word telling which case it is.
    mutating func combine(_ command: DrawCommand) {
        switch command {
        case .fillRect(let rect, let color):
            combine(1 as UInt64)
            combine(rect)
            combine(color)
        case .strokeRect(let rect, let color, let style):
            combine(2 as UInt64)
            combine(rect)
            combine(color)
            combine(style)
        case .fillPolygon(let corners, let color):
            combine(3 as UInt64)
            combine(corners)
            combine(color)
        case .strokePolygon(let corners, let color, let style):
            combine(4 as UInt64)
            combine(corners)
            combine(color)
            combine(style)
        case .line(let start, let end, let color, let style):
            combine(5 as UInt64)
            combine(start)
            combine(end)
            combine(color)
            combine(style)
        case .arrow(let start, let end, let color, let style, let headLength):
            combine(6 as UInt64)
            combine(start)
            combine(end)
            combine(color)
            combine(style)
            combine(headLength)
        case .fillCircle(let center, let radius, let color):
            combine(7 as UInt64)
            combine(center)
            combine(radius)
            combine(color)
        case .strokeCircle(let center, let radius, let color, let style):
            combine(8 as UInt64)
            combine(center)
            combine(radius)
            combine(color)
            combine(style)
        case .text(let run):
            combine(9 as UInt64)
            combine(run.string)
            combine(run.origin)
            combine(run.pointSize)
            combine(run.color)
            combine(run.maxWidth.map { UInt64(Double($0).bitPattern) } ?? 0x7FF8_DEAD_BEEF_0001)
            combine(run.maxWidth == nil ? 0 : 1)
            switch run.alignment {
            case .left: combine(0 as UInt64)
            case .center: combine(1 as UInt64)
            case .right: combine(2 as UInt64)
            }
        case .pushClip(let rect):
            combine(10 as UInt64)
            combine(rect)
        case .popClip:
            combine(11 as UInt64)
        }
    }
}
