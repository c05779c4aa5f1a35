import Foundation
import TouchCore
import TouchDisplayList

/// A control's own parts, drawn where the core's geometry puts them, so the
/// picture shows what hit-testing and tracking test (see ``PlaygroundRenderer``,
/// step 1): a slider's track and thumb (Apple: UISlider.trackRect(forBounds:),
/// thumbRect(forBounds:trackRect:value:)), a switch's track and knob on the side
/// `isOn` says (UISwitch's `knobRect`), a stepper's − and + halves split at its
/// middle (where `beginTracking` decides which way to step), and a segmented
/// control's segments with the selected one raised
/// (UISegmentedControl.selectedSegmentIndex).
///
/// Parts are scene colours (``PlaygroundStyle/controlTrack`` and the rest),
/// muted with the scene while a touch is explained; they are drawn right after
/// the control's own fill, so its subviews and the highlights, which outline the
/// control's bounds, lie over them. Not drawn: a switch's knob following a finger
/// mid-drag (the core keeps that position private; the knob shows `isOn`), and
/// which stepper half is pressed (the core does not keep it).
extension PlaygroundRenderer {
    /// Draws `view`'s parts if it is one of the controls above; `quad` is its
    /// bounds' corners on the canvas, `alpha` the alpha it is composited with.
    mutating func drawControlParts(of view: UIView, quad: [CGPoint], alpha: CGFloat) {
        guard view is UIControl, view.bounds.width > 0, view.bounds.height > 0,
            quad.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
        else { return }
        let map = BoundsMap(bounds: view.bounds, quad: quad)
        if let slider = view as? UISlider {
            drawSlider(slider, map, alpha: alpha)
        } else if let toggle = view as? UISwitch {
            drawSwitch(toggle, map, alpha: alpha)
        } else if let stepper = view as? UIStepper {
            drawStepper(stepper, map, alpha: alpha)
        } else if let segments = view as? UISegmentedControl {
            drawSegments(segments, map, alpha: alpha)
        }
    }

    /// A scene colour as drawn: with the view's alpha, muted with the scene.
    private func partColor(_ color: DrawColor, alpha: CGFloat) -> DrawColor {
        let own = color.withAlpha(UInt8((Double(color.alpha) * Double(max(0, min(1, alpha)))).rounded()))
        return mutesScene ? PlaygroundStyle.muted(own) : own
    }

    /// The track, the minimum track (tinted) up to the thumb's centre, and the thumb,
    /// a circle filling `thumbRect` exactly.
    private mutating func drawSlider(_ slider: UISlider, _ map: BoundsMap, alpha: CGFloat) {
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let radius = track.height / 2
        list.fillPolygon(map.capsule(track, radius: radius), partColor(PlaygroundStyle.controlTrack, alpha: alpha))
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        if filled.width > 0 {
            list.fillPolygon(
                map.capsule(filled, radius: min(radius, filled.width / 2)), partColor(PlaygroundStyle.controlTint, alpha: alpha))
        }
        drawKnob(map.ellipse(in: thumb), alpha: alpha)
    }

    /// The track as a capsule, tinted when on, and the knob in `knobRect`.
    private mutating func drawSwitch(_ toggle: UISwitch, _ map: BoundsMap, alpha: CGFloat) {
        let bounds = toggle.bounds
        let track = map.capsule(bounds, radius: min(bounds.width, bounds.height) / 2)
        list.fillPolygon(track, partColor(toggle.isOn ? PlaygroundStyle.switchOnTint : PlaygroundStyle.controlTrack, alpha: alpha))
        drawKnob(map.ellipse(in: toggle.knobRect), alpha: alpha)
    }

    /// Two halves split at the middle, each a rounded end of one capsule, with a line
    /// between them and a − on the left, a + on the right.
    private mutating func drawStepper(_ stepper: UIStepper, _ map: BoundsMap, alpha: CGFloat) {
        let bounds = stepper.bounds
        let radius = min(8, bounds.height / 4)
        let halves = Self.stepperHalves(of: bounds)
        let fill = partColor(PlaygroundStyle.controlTrack, alpha: alpha)
        list.fillPolygon(map.capsule(bounds, radius: radius), fill)
        let ink = partColor(PlaygroundStyle.controlGlyph, alpha: alpha)
        let divider = halves.decrement.maxX
        let inset = bounds.height / 4
        list.line(
            from: map.point(CGPoint(x: divider, y: bounds.minY + inset)),
            to: map.point(CGPoint(x: divider, y: bounds.maxY - inset)), ink, width: 1)
        let arm = min(7, bounds.height / 4, halves.decrement.width / 4)
        for (half, isPlus) in [(halves.decrement, false), (halves.increment, true)] {
            let centre = CGPoint(x: half.midX, y: half.midY)
            let width = max(1, 2 * map.scale)
            list.line(
                from: map.point(CGPoint(x: centre.x - arm, y: centre.y)), to: map.point(CGPoint(x: centre.x + arm, y: centre.y)),
                ink, width: width)
            if isPlus {
                list.line(
                    from: map.point(CGPoint(x: centre.x, y: centre.y - arm)),
                    to: map.point(CGPoint(x: centre.x, y: centre.y + arm)), ink, width: width)
            }
        }
    }

    /// A stepper's − and + halves in its coordinates: split at the middle, where
    /// `UIStepper.beginTracking` decides (a touch at `x >= bounds.midX` increments).
    static func stepperHalves(of bounds: CGRect) -> (decrement: CGRect, increment: CGRect) {
        let (left, right) = bounds.divided(atDistance: bounds.midX - bounds.minX, from: .minXEdge)
        return (left, right)
    }

    /// The track, thin lines between segments, and the selected segment raised.
    private mutating func drawSegments(_ control: UISegmentedControl, _ map: BoundsMap, alpha: CGFloat) {
        let bounds = control.bounds
        let radius = min(8, bounds.height / 4)
        list.fillPolygon(map.capsule(bounds, radius: radius), partColor(PlaygroundStyle.controlTrack, alpha: alpha))
        let count = control.numberOfSegments
        guard count > 0 else { return }
        let ink = partColor(PlaygroundStyle.controlGlyph, alpha: alpha)
        let selected = control.selectedSegmentIndex
        for segment in 1..<max(1, count) where segment != selected && segment - 1 != selected {
            let x = control.segmentRect(at: segment).minX
            let inset = bounds.height / 4
            list.line(
                from: map.point(CGPoint(x: x, y: bounds.minY + inset)), to: map.point(CGPoint(x: x, y: bounds.maxY - inset)),
                ink, width: 1)
        }
        guard selected >= 0, selected < count else { return }
        let raised = control.segmentRect(at: selected).insetBy(dx: 2, dy: 2)
        guard raised.width > 0, raised.height > 0 else { return }
        let outline = map.capsule(raised, radius: min(radius - 1, raised.height / 2, raised.width / 2))
        list.fillPolygon(outline, partColor(PlaygroundStyle.controlKnob, alpha: alpha))
        list.strokePolygon(outline, partColor(PlaygroundStyle.controlEdge, alpha: alpha), width: 1)
    }

    /// A thumb or knob: white, with a thin grey edge.
    private mutating func drawKnob(_ outline: [CGPoint], alpha: CGFloat) {
        list.fillPolygon(outline, partColor(PlaygroundStyle.controlKnob, alpha: alpha))
        list.strokePolygon(outline, partColor(PlaygroundStyle.controlEdge, alpha: alpha), width: 1)
    }

    /// Maps points of a view's bounds onto the canvas along its quad (every level
    /// of a view's geometry is affine, so the map is too: rotated and scaled
    /// controls draw their parts rotated and scaled).
    struct BoundsMap {
        let bounds: CGRect
        let origin: CGPoint
        let across: CGPoint
        let down: CGPoint

        init(bounds: CGRect, quad: [CGPoint]) {
            self.bounds = bounds
            origin = quad[0]
            across = CGPoint(x: (quad[1].x - quad[0].x) / bounds.width, y: (quad[1].y - quad[0].y) / bounds.width)
            down = CGPoint(x: (quad[3].x - quad[0].x) / bounds.height, y: (quad[3].y - quad[0].y) / bounds.height)
        }

        /// How many canvas points one point of the bounds spans (the mean of the axes).
        var scale: CGFloat { (hypot(across.x, across.y) * hypot(down.x, down.y)).squareRoot() }

        func point(_ p: CGPoint) -> CGPoint {
            let u = p.x - bounds.minX, v = p.y - bounds.minY
            return CGPoint(x: origin.x + u * across.x + v * down.x, y: origin.y + u * across.y + v * down.y)
        }

        /// The ellipse inscribed in `rect`, clockwise from its left end; its
        /// leftmost, topmost, rightmost and bottommost points are exactly on
        /// `rect`'s edges.
        func ellipse(in rect: CGRect) -> [CGPoint] {
            let count = 32
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            return (0..<count).map { step in
                // Quarter turns land on the axes exactly, without cos and sin's rounding.
                let (c, s): (CGFloat, CGFloat)
                switch step {
                case 0: (c, s) = (-1, 0)
                case count / 4: (c, s) = (0, -1)
                case count / 2: (c, s) = (1, 0)
                case 3 * count / 4: (c, s) = (0, 1)
                default:
                    let angle = Double.pi * (1 + 2 * Double(step) / Double(count))
                    (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
                }
                return point(CGPoint(x: centre.x + c * rect.width / 2, y: centre.y + s * rect.height / 2))
            }
        }

        /// `rect` with corners of `radius` (clamped to half its shorter side),
        /// clockwise from the top-left corner's left end.
        func capsule(_ rect: CGRect, radius: CGFloat) -> [CGPoint] {
            let r = max(0, min(radius, rect.width / 2, rect.height / 2))
            guard r > 0 else {
                return [
                    point(CGPoint(x: rect.minX, y: rect.minY)), point(CGPoint(x: rect.maxX, y: rect.minY)),
                    point(CGPoint(x: rect.maxX, y: rect.maxY)), point(CGPoint(x: rect.minX, y: rect.maxY)),
                ]
            }
            // Points per corner by its size on the canvas; a scale too large to
            // measure (nested extreme transforms) gets the most.
            let wanted = (r * scale).squareRoot() * 1.5
            let count = wanted.isNaN ? 2 : max(2, Int(min(10, wanted)))
            let centres = [
                CGPoint(x: rect.minX + r, y: rect.minY + r), CGPoint(x: rect.maxX - r, y: rect.minY + r),
                CGPoint(x: rect.maxX - r, y: rect.maxY - r), CGPoint(x: rect.minX + r, y: rect.maxY - r),
            ]
            var points: [CGPoint] = []
            points.reserveCapacity(4 * count)
            for (corner, centre) in centres.enumerated() {
                // Left, top, right, bottom: the arcs start at 180°, 270°, 0°, 90° (y down).
                let start = Double.pi * (1 + Double(corner) / 2)
                for step in 0..<count {
                    let angle = start + Double.pi / 2 * Double(step) / Double(count - 1)
                    points.append(point(CGPoint(x: centre.x + r * CGFloat(cos(angle)), y: centre.y + r * CGFloat(sin(angle)))))
                }
            }
            return points
        }
    }
}
