import Foundation
import TouchDisplayList

/// Text too small to read where a picture is shown, found on its display
/// list: each text's point size times the pixels per point it is drawn at,
/// against a least height in pixels — 18 on a 1920×1080 slide
/// (``PlaygroundLayoutKind/slide``), which a projector shows across a room.
///
/// Beside ``DrawListGeometryCheck``, which finds text over text, lines
/// through words and cut names. A text counts only where it is drawn: not
/// when its clips hide it all, and, given `regions` (the parts of a picture a
/// storyboard keeps), only when it lies in one of them.
package struct DrawListTextSizeCheck {
    package struct Problem: Hashable, CustomStringConvertible {
        package var text: String
        /// Its height in pixels as drawn.
        package var pixels: CGFloat

        package var description: String {
            "\"\(text)\" is \(String(format: "%.1f", Double(pixels))) px high"
        }
    }

    package let problems: [Problem]
    /// The smallest text found, in pixels (`nil`: no text).
    package let smallest: CGFloat?

    /// Checks `list` drawn at `scale` pixels per point against `minimumPixels`.
    package init(_ list: DrawList, scale: CGFloat, minimumPixels: CGFloat, within regions: [CGRect]? = nil) {
        var problems: [Problem] = []
        var smallest: CGFloat?
        var clips: [CGRect] = [CGRect(origin: .zero, size: list.size)]
        for command in list.commands {
            switch command {
            case .pushClip(let rect): clips.append(rect.intersection(clips.last!))
            case .popClip: if clips.count > 1 { clips.removeLast() }
            case .text(let run):
                guard !run.string.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                let box = PlaygroundRenderer.estimatedRect(of: run).intersection(clips.last!)
                guard !box.isNull, box.width > 0, box.height > 0 else { continue }
                if let regions, !regions.contains(where: { $0.intersects(box) }) { continue }
                let pixels = run.pointSize * scale
                smallest = min(smallest ?? pixels, pixels)
                if pixels < minimumPixels - 0.001 { problems.append(Problem(text: run.string, pixels: pixels)) }
            default:
                break
            }
        }
        self.problems = problems
        self.smallest = smallest
    }
}
