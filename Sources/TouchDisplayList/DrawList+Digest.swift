import Foundation

/// A stable fingerprint of a display list, for fixtures that pin what the
/// renderer draws.
///
/// Swift's `hashValue` is seeded afresh in every process, so it cannot be
/// written to a file and compared tomorrow. ``canonicalText`` spells every
/// command out exactly — numbers in their shortest round-trip form, so two lists
/// have the same text only if every coordinate is bit for bit the same (it even
/// tells `-0.0` from `0.0`, which `==` does not) — and ``digest`` is the 64-bit
/// FNV-1a hash of that text. The draw-list fixture tests compare digests, so a
/// change in the playground's drawing code that moves one point by one ulp shows.
///
/// See also: `Tests/Fixtures/golden/drawlists`; FNV-1a, Fowler–Noll–Vo
/// (http://www.isthe.com/chongo/tech/comp/fnv/).
extension DrawList {
    /// Every command on its own line, after a line with the size and
    /// background; the same list gives the same text in every process.
    package var canonicalText: String {
        var text = "size \(Self.number(size.width)) \(Self.number(size.height)) background \(background)\n"
        for command in commands {
            Self.describe(command, into: &text)
            text += "\n"
        }
        return text
    }

    /// The FNV-1a 64-bit hash of ``canonicalText``, as 16 hexadecimal digits.
    package var digest: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in canonicalText.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func describe(_ command: DrawCommand, into text: inout String) {
        switch command {
        case .fillRect(let rect, let color):
            text += "fillRect \(rectangle(rect)) \(color)"
        case .strokeRect(let rect, let color, let style):
            text += "strokeRect \(rectangle(rect)) \(color) \(stroke(style))"
        case .fillPolygon(let corners, let color):
            text += "fillPolygon \(points(corners)) \(color)"
        case .strokePolygon(let corners, let color, let style):
            text += "strokePolygon \(points(corners)) \(color) \(stroke(style))"
        case .line(let start, let end, let color, let style):
            text += "line \(point(start)) \(point(end)) \(color) \(stroke(style))"
        case .arrow(let start, let end, let color, let style, let headLength):
            text += "arrow \(point(start)) \(point(end)) \(color) \(stroke(style)) head \(number(headLength))"
        case .fillCircle(let center, let radius, let color):
            text += "fillCircle \(point(center)) \(number(radius)) \(color)"
        case .strokeCircle(let center, let radius, let color, let style):
            text += "strokeCircle \(point(center)) \(number(radius)) \(color) \(stroke(style))"
        case .text(let run):
            text +=
                "text \(String(reflecting: run.string)) \(point(run.origin)) \(number(run.pointSize)) \(run.color)"
                + " max \(run.maxWidth.map(number) ?? "none") \(run.alignment.rawValue)"
            // Only when present, so lists without highlights keep their digests.
            if !run.highlights.isEmpty {
                text +=
                    " highlights \(run.highlights.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ",")) \(run.highlightColor)"
            }
        case .pushClip(let rect):
            text += "pushClip \(rectangle(rect))"
        case .popClip:
            text += "popClip"
        }
    }

    private static func number(_ value: CGFloat) -> String { Double(value).description }

    private static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    private static func points(_ points: [CGPoint]) -> String { "[" + points.map(point).joined(separator: " ") + "]" }

    private static func rectangle(_ rect: CGRect) -> String {
        "\(number(rect.origin.x)) \(number(rect.origin.y)) \(number(rect.size.width)) \(number(rect.size.height))"
    }

    private static func stroke(_ style: StrokeStyle) -> String {
        "width \(number(style.width)) dash [\(style.dash.map(number).joined(separator: " "))]"
    }
}
