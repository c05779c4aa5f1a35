import Foundation
import TouchDisplayList

/// What a picture of the playground must never do, checked on its display
/// list rather than its pixels: text over text, a line drawn
/// across a name, a short name cut, a callout box over another view, a
/// text that an opaque fill painted after it covers (cut where the fill
/// begins). Tests run it on every library scene's key frame at two canvas
/// sizes, on slides and storyboards, and on every picture `make screenshots`
/// draws (`touchlab shoot --check`).
///
/// Text boxes are the renderer's own estimates
/// (``PlaygroundRenderer/estimatedRect(of:)``), clipped by the clips in
/// force; a text counts only where it is visible. A line "crosses" a text
/// when it is painted over the text's box, or under it with nothing opaque
/// between them (labels sit on opaque pills above lines).
package struct DrawListGeometryCheck {
    package enum Problem: Hashable, CustomStringConvertible {
        /// Two texts share more than a sliver of their boxes.
        case textOverlapsText(String, String)
        /// A line or arrow runs through a text's box.
        case lineCrossesText(String)
        /// A text of at most ``DrawListGeometryCheck/shortNameLength`` characters does not fit its room.
        case shortTextCut(String)
        /// A callout box (named by its label's first name) lies over the
        /// face of a view (named second) that does not contain the point
        /// its leader ends at: the callout would read as that view's label.
        case calloutCoversView(String, String)
        /// An opaque fill painted later covers part of a text (a caption bar
        /// over a footer's last line): the text is cut where the fill begins.
        case textCovered(String)
        /// A text runs past the canvas's edge, or above or below the clip of
        /// its panel: part of it is cut off (a heading half off a slide).
        case textClipped(String)

        package var description: String {
            switch self {
            case .textOverlapsText(let a, let b): return "text \"\(a)\" overlaps \"\(b)\""
            case .lineCrossesText(let text): return "a line crosses \"\(text)\""
            case .shortTextCut(let text): return "\"\(text)\" is cut"
            case .calloutCoversView(let callout, let view): return "the callout of \"\(callout)\" covers \(view)"
            case .textCovered(let text): return "\"\(text)\" is covered by a fill painted over it"
            case .textClipped(let text): return "\"\(text)\" is cut at the edge of the picture or of its panel"
            }
        }
    }

    /// A callout box as drawn: its rectangle, the point on its view its
    /// leader line ends at, and the first name it shows.
    package struct Callout: Hashable, Sendable {
        package var box: CGRect
        package var anchor: CGPoint
        package var name: String

        package init(box: CGRect, anchor: CGPoint, name: String) {
            self.box = box
            self.anchor = anchor
            self.name = name
        }
    }

    /// A shown view's face: the part of its own rectangle drawn on the
    /// device (inside its clips and the device's frame), and its name.
    package struct ViewFace: Hashable, Sendable {
        package var rect: CGRect
        package var name: String

        package init(rect: CGRect, name: String) {
            self.rect = rect
            self.name = name
        }
    }

    /// Names this short are never cut: a view's name of 12 characters fits its label.
    package static let shortNameLength = 12
    /// Boxes may touch or overlap by this much (the estimates' slack).
    static let tolerance: CGFloat = 2

    private struct PlacedText {
        var index: Int
        var string: String
        var box: CGRect
        var isViewFace: Bool
    }

    package let problems: [Problem]

    /// Checks `list`; `shortened` are texts the renderer shortened on
    /// purpose, with the whole each stands for; `viewFaces` the origins of
    /// texts a view draws in its own bounds (a cell's "Row 3", a button's
    /// title), which lines may cross as they cross the view itself — the
    /// names, chips, tags and panels that explain the touch they may not;
    /// `callouts` the callout boxes drawn and `faces` the shown views, of
    /// which a callout may cover only those containing its leader's end
    /// (its own view and the ancestors holding it): a callout goes to free
    /// space or the margin, never over another view's face.
    package init(
        _ list: DrawList, shortened: [String] = [], viewFaces: [CGPoint] = [], callouts: [Callout] = [],
        faces: [ViewFace] = []
    ) {
        var problems: [Problem] = []
        var texts: [PlacedText] = []
        var opaque: [(index: Int, covers: Cover)] = []
        var lines: [(index: Int, from: CGPoint, to: CGPoint)] = []
        var clips: [CGRect] = [CGRect(origin: .zero, size: list.size)]
        for (index, command) in list.commands.enumerated() {
            let clip = clips.last!
            switch command {
            case .pushClip(let rect): clips.append(rect.intersection(clip))
            case .popClip: if clips.count > 1 { clips.removeLast() }
            case .fillRect(let rect, let color) where color.alpha == 255:
                opaque.append((index, .rect(rect.intersection(clip))))
            case .fillCircle(let center, let radius, let color) where color.alpha == 255:
                // A badge's number, a timeline pill's letter.
                opaque.append((index, .circle(center: center, radius: radius)))
            case .fillPolygon(let corners, let color) where color.alpha == 255 && corners.count == 4:
                let xs = corners.map(\.x), ys = corners.map(\.y)
                if Set(xs).count == 2 && Set(ys).count == 2 {  // axis-aligned: a rectangle
                    let rect = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                    opaque.append((index, .rect(rect.intersection(clip))))
                }
            case .line(let from, let to, _, _), .arrow(let from, let to, _, _, _):
                lines.append((index, from, to))
            case .text(let run):
                let trimmed = run.string.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty else { continue }
                // The glyphs' own advances (what the font draws), not the generous
                // estimate rooms are sized by: a text given room by that estimate fits.
                let estimated = PlaygroundText.emWidth(of: run.string) * run.pointSize
                // A view's own title cut to its bounds is UIKit's truncation, faithfully drawn.
                if let maxWidth = run.maxWidth, estimated > maxWidth + Self.tolerance, trimmed.count <= Self.shortNameLength,
                    !viewFaces.contains(run.origin)
                {
                    problems.append(.shortTextCut(run.string))
                }
                let whole = PlaygroundRenderer.estimatedRect(of: run).insetBy(dx: 0, dy: 2)
                let box = whole.intersection(clip)
                guard !box.isNull, box.width > 0, box.height > 0 else { continue }
                // Shown in part: cut by the canvas's edge, or by its panel's
                // clip above or below. A view's own text cut by its scroll
                // view is the scene as drawn, not a cut label.
                let canvas = CGRect(origin: .zero, size: list.size)
                let cutByCanvas =
                    whole.minX < canvas.minX - Self.tolerance || whole.maxX > canvas.maxX + Self.tolerance
                    || whole.minY < canvas.minY - Self.tolerance || whole.maxY > canvas.maxY + Self.tolerance
                let cutByClip = whole.minY < clip.minY - Self.tolerance || whole.maxY > clip.maxY + Self.tolerance
                if (cutByCanvas || cutByClip) && !viewFaces.contains(run.origin) { problems.append(.textClipped(run.string)) }
                texts.append(
                    PlacedText(index: index, string: run.string, box: box, isViewFace: viewFaces.contains(run.origin)))
            default:
                break
            }
        }
        for whole in shortened where whole.count <= Self.shortNameLength { problems.append(.shortTextCut(whole)) }
        // Text over text: every pair whose boxes overlap by more than the slack both ways.
        let byY = texts.sorted { $0.box.minY < $1.box.minY }
        for (position, a) in byY.enumerated() {
            for b in byY[(position + 1)...] {
                guard b.box.minY < a.box.maxY - Self.tolerance else { break }
                let shared = a.box.intersection(b.box)
                if !shared.isNull, shared.width > Self.tolerance, shared.height > Self.tolerance {
                    problems.append(.textOverlapsText(a.string, b.string))
                }
            }
        }
        // Text under a later opaque fill.
        for text in texts {
            let box = text.box.insetBy(dx: Self.tolerance, dy: Self.tolerance)
            guard !box.isNull, box.width > 0, box.height > 0 else { continue }
            let covered = opaque.contains { fill in
                guard fill.index > text.index, case .rect(let rect) = fill.covers, !rect.isNull else { return false }
                let shared = rect.intersection(box)
                return !shared.isNull && shared.width > 0 && shared.height > 0
            }
            if covered { problems.append(.textCovered(text.string)) }
        }
        // Lines through text.
        for line in lines {
            for text in texts where !text.isViewFace && Self.segment(line.from, line.to, crosses: text.box.insetBy(dx: 1, dy: 1)) {
                let covered =
                    text.index > line.index
                    && opaque.contains {
                        $0.index > line.index && $0.index < text.index && $0.covers.covers(text.box.insetBy(dx: 1, dy: 1))
                    }
                if !covered { problems.append(.lineCrossesText(text.string)) }
            }
        }
        // Callouts over other views' faces.
        for callout in callouts {
            for face in faces where !Self.contains(face.rect, callout.anchor) {
                let shared = face.rect.intersection(callout.box)
                if !shared.isNull, shared.width > Self.tolerance, shared.height > Self.tolerance {
                    problems.append(.calloutCoversView(callout.name, face.name))
                }
            }
        }
        self.problems = problems
    }

    /// Whether `point` lies in `rect`, its edges included (a leader ends a
    /// point inside its view's box, which may be a point wide).
    static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
        point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
    }

    /// An opaque fill that may hide a line under a text drawn on it.
    private enum Cover {
        case rect(CGRect)
        case circle(center: CGPoint, radius: CGFloat)

        /// Whether the fill covers all of `box`. Edges compared one by one:
        /// swift-corelibs-foundation's `CGRect.contains(_: CGRect)` compares
        /// a union for equality, which rounding makes false for boxes that
        /// lie well inside.
        func covers(_ box: CGRect) -> Bool {
            switch self {
            case .rect(let rect):
                return PlaygroundRenderer.isInside(box, rect)
            case .circle(let center, let radius):
                let corners = [
                    CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.maxY),
                    CGPoint(x: box.maxX, y: box.maxY),
                ]
                return corners.allSatisfy { hypot($0.x - center.x, $0.y - center.y) <= radius }
            }
        }
    }

    /// Whether the segment from `a` to `b` passes through `rect` (Liang–Barsky clipping).
    static func segment(_ a: CGPoint, _ b: CGPoint, crosses rect: CGRect) -> Bool {
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return false }
        var t0: CGFloat = 0, t1: CGFloat = 1
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
                if t0 > t1 { return false }
            }
        }
        return true
    }
}
