import Foundation
import Testing
import TouchCore

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// A control's parts drawn where the core puts them, so the picture shows what
/// hit-testing and tracking test: a slider's thumb at
/// `thumbRect(forBounds:trackRect:value:)` (Apple: UISlider), a switch's knob on
/// the side `isOn` says (Apple: UISwitch), a stepper's two halves split at its
/// middle, where a touch decides between − and + (Apple: UIStepper).
@Suite struct ControlDrawingTests {
    /// A control added to view D of the fixture.
    private func fixture<Control: UIControl>(with control: Control) -> PlaygroundFixture {
        let fixture = PlaygroundFixture()
        control.name = "Control"
        fixture.views["D"]!.addSubview(control)
        fixture.views["Control"] = control
        return fixture
    }

    /// `rect` of `view`'s bounds on the canvas, mapped corner by corner through the
    /// core's own conversion.
    private func canvasRect(_ rect: CGRect, of view: UIView, _ fixture: PlaygroundFixture) -> CGRect {
        let layout = fixture.layout()
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ].map { layout.canvasPoint(fromScreen: view.convertToScreen($0)) }
        return PlaygroundRenderer.bounds(of: corners)
    }

    /// The round parts (a thumb, a knob): white polygons of more than four points.
    private func knobs(_ list: DrawList) -> [CGRect] {
        list.commands.compactMap {
            guard case .fillPolygon(let points, let color) = $0, color == PlaygroundStyle.controlKnob, points.count > 4 else {
                return nil
            }
            return PlaygroundRenderer.bounds(of: points)
        }
    }

    private func expectSame(_ drawn: CGRect, _ expected: CGRect) {
        for (a, b) in [(drawn.minX, expected.minX), (drawn.minY, expected.minY), (drawn.maxX, expected.maxX), (drawn.maxY, expected.maxY)] {
            #expect(abs(a - b) < 1e-6, "\(drawn) vs \(expected)")
        }
    }

    /// Apple (UISlider.thumbRect(forBounds:trackRect:value:)): "the drawing rectangle
    /// for the slider's thumb image". The drawn thumb fills exactly that rectangle
    /// mapped to the canvas, the rectangle `beginTracking` tests, and moves with
    /// `value`.
    @Test func theSliderThumbIsDrawnAtThumbRect() throws {
        let slider = UISlider(frame: CGRect(x: 5, y: 30, width: 150, height: 31))
        slider.value = 0.5
        let fixture = fixture(with: slider)
        func expected() -> CGRect {
            let track = slider.trackRect(forBounds: slider.bounds)
            return canvasRect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value), of: slider, fixture)
        }
        let middle = try #require(knobs(fixture.drawList()).first)
        #expect(knobs(fixture.drawList()).count == 1)
        expectSame(middle, expected())

        slider.value = 0.9
        let right = try #require(knobs(fixture.drawList()).first)
        expectSame(right, expected())
        #expect(right.midX > middle.midX + 10, "the thumb moves right with the value")

        // The tinted minimum track ends under the thumb's centre.
        let tint = fixture.drawList().commands.compactMap {
            if case .fillPolygon(let points, let color) = $0, color == PlaygroundStyle.controlTint {
                return PlaygroundRenderer.bounds(of: points)
            }
            return nil
        }
        let filled = try #require(tint.first)
        #expect(abs(filled.maxX - right.midX) < 1e-6)
        #expect(abs(filled.minX - fixture.canvasQuad("Control")[0].x) < 1e-6)
    }

    /// A rotated slider draws its thumb rotated with it: the ellipse's ends lie on
    /// the mapped thumb rectangle's edges, where hit-testing finds the thumb.
    @Test func aRotatedSliderDrawsItsThumbAlongItsTrack() throws {
        let slider = UISlider(frame: CGRect(x: 5, y: 30, width: 150, height: 31))
        slider.transform = CGAffineTransform(rotationAngle: .pi / 2)
        slider.value = 0.25
        let fixture = fixture(with: slider)
        let list = fixture.drawList()
        let outline = try #require(
            list.commands.compactMap {
                if case .fillPolygon(let points, let color) = $0, color == PlaygroundStyle.controlKnob, points.count > 4 { return points }
                return nil
            }.first)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.25)
        let layout = fixture.layout()
        for end in [CGPoint(x: thumb.minX, y: thumb.midY), CGPoint(x: thumb.maxX, y: thumb.midY)] {
            let canvas = layout.canvasPoint(fromScreen: slider.convertToScreen(end))
            #expect(outline.contains { $0.distance(to: canvas) < 1e-6 }, "\(canvas)")
        }
    }

    /// UISwitch: the knob sits at the right end when on, the left end when off, and
    /// the track is tinted only when on; the knob is drawn at exactly the rectangle
    /// the core's knob-pan protection tests.
    @Test func theSwitchKnobFollowsIsOn() throws {
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        let fixture = fixture(with: toggle)
        let quad = fixture.canvasQuad("Control")
        let middle = (quad[0].x + quad[1].x) / 2
        func tinted(_ list: DrawList) -> Bool {
            list.commands.contains {
                if case .fillPolygon(_, let color) = $0 { return color == PlaygroundStyle.switchOnTint } else { return false }
            }
        }

        let off = fixture.drawList()
        let offKnob = try #require(knobs(off).first)
        expectSame(offKnob, canvasRect(toggle.knobRect, of: toggle, fixture))
        #expect(offKnob.midX < middle)
        #expect(!tinted(off))

        toggle.isOn = true
        let on = fixture.drawList()
        let onKnob = try #require(knobs(on).first)
        expectSame(onKnob, canvasRect(toggle.knobRect, of: toggle, fixture))
        #expect(onKnob.midX > middle)
        #expect(tinted(on))
    }

    /// UIStepper: two halves split at the middle, − on the left and + on the right;
    /// and the split is where a touch decides: just left of it decrements, just
    /// right of it increments.
    @Test func theStepperDrawsTwoHalvesSplitAtItsMiddle() throws {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        stepper.value = 5
        let fixture = fixture(with: stepper)
        let box = PlaygroundRenderer.bounds(of: fixture.canvasQuad("Control"))
        let lines = fixture.drawList().commands.compactMap {
            if case .line(let from, let to, let color, _) = $0, color == PlaygroundStyle.controlGlyph { return (from, to) }
            return nil
        }
        let vertical = lines.filter { abs($0.0.x - $0.1.x) < 1e-9 }.map(\.0.x).sorted()
        let horizontal = lines.filter { abs($0.0.y - $0.1.y) < 1e-9 }.map { ($0.0.x + $0.1.x) / 2 }.sorted()
        // The divider at the middle, and the + 's upright in the right half's middle.
        #expect(vertical.count == 2)
        #expect(abs(vertical[0] - box.midX) < 1e-6)
        #expect(abs(vertical[1] - (box.midX + box.maxX) / 2) < 1e-6)
        // The − and the + 's bar, each centred in its half.
        #expect(horizontal.count == 2)
        #expect(abs(horizontal[0] - (box.minX + box.midX) / 2) < 1e-6)
        #expect(abs(horizontal[1] - (box.midX + box.maxX) / 2) < 1e-6)

        let middle = stepper.convertToScreen(CGPoint(x: stepper.bounds.midX, y: stepper.bounds.midY))
        fixture.down(CGPoint(x: middle.x - 1, y: middle.y))
        fixture.up(CGPoint(x: middle.x - 1, y: middle.y))
        #expect(stepper.value == 4, "left of the drawn split: −")
        fixture.down(CGPoint(x: middle.x + 1, y: middle.y))
        fixture.up(CGPoint(x: middle.x + 1, y: middle.y))
        #expect(stepper.value == 5, "right of the drawn split: +")
    }

    /// While a touch is explained the scene is muted, control parts with it.
    @Test func controlPartsAreMutedWithTheScene() {
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        toggle.isOn = true
        let fixture = fixture(with: toggle)
        fixture.down(toggle.convertToScreen(CGPoint(x: 5, y: 5)))
        let colors = fixture.drawList().commands.compactMap { if case .fillPolygon(_, let color) = $0 { return color } else { return nil } }
        #expect(colors.contains(PlaygroundStyle.muted(PlaygroundStyle.switchOnTint)))
        #expect(!colors.contains(PlaygroundStyle.switchOnTint))
    }
}
