import Foundation
import Testing
import TouchCore

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// A view's layer where it changes the picture (Apple: CALayer): rounded corners cut
/// the fill and outline; the border lies inside the bounds, over the subviews; and
/// the highlights keep outlining the bounds, which is what hit-testing tests.
@Suite struct LayerDrawingTests {
    private static let red = PlaygroundRenderer.drawColor(.red, alpha: 1)
    private static let blue = PlaygroundRenderer.drawColor(.blue, alpha: 1)

    /// A red card with the given layer, over view D of the fixture.
    private func card(_ configure: (CALayer) -> Void) -> (PlaygroundFixture, UIView, [CGPoint]) {
        let fixture = PlaygroundFixture()
        let card = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 60))
        card.backgroundColor = .red
        configure(card.layer)
        fixture.views["D"]!.addSubview(card)
        let quad = card.screenQuad.map(fixture.layout().canvasPoint(fromScreen:))
        return (fixture, card, quad)
    }

    private func polygons(_ list: DrawList, filled color: DrawColor) -> [[CGPoint]] {
        list.commands.compactMap { if case .fillPolygon(let points, let c) = $0, c == color { return points } else { return nil } }
    }

    /// Apple (CALayer.cornerRadius): "Setting the radius to a value greater than 0.0
    /// causes the layer to begin drawing rounded corners on its background."
    /// <https://developer.apple.com/documentation/quartzcore/calayer/cornerradius>
    @Test func aCornerRadiusRoundsTheFillAndTheOutline() throws {
        let (fixture, _, quad) = card { $0.cornerRadius = 12 }
        let list = fixture.drawList()
        let fill = try #require(polygons(list, filled: Self.red).first)
        #expect(fill.count > 8, "arcs, not a quad")
        let box = PlaygroundRenderer.bounds(of: quad)
        let scale = box.width / 100
        for point in fill {
            #expect(point.x >= box.minX - 1e-9 && point.x <= box.maxX + 1e-9 && point.y >= box.minY - 1e-9 && point.y <= box.maxY + 1e-9)
        }
        // The corner is cut: the outline passes the corner at r(√2 − 1) from it.
        let corner = CGPoint(x: box.minX, y: box.minY)
        let nearest = fill.map { $0.distance(to: corner) }.min()!
        let expected = 12 * scale * (2.0.squareRoot() - 1)
        #expect(abs(nearest - expected) < 0.5 * scale, "\(nearest) vs \(expected)")
        // The thin outline follows the same rounded shape.
        #expect(list.commands.contains { if case .strokePolygon(let points, _, _) = $0 { return points == fill } else { return false } })
    }

    /// A radius larger than half the shorter side draws a capsule, as Core Animation
    /// clamps it: the ends are half circles of half the height.
    @Test func aHugeRadiusMakesACapsule() throws {
        let (fixture, _, quad) = card { $0.cornerRadius = 500 }
        let fill = try #require(polygons(fixture.drawList(), filled: Self.red).first)
        let box = PlaygroundRenderer.bounds(of: quad)
        let left = CGPoint(x: box.minX, y: box.midY)
        #expect(fill.contains { $0.distance(to: left) < 1e-6 }, "the left end touches the middle of the left side")
        #expect(!fill.contains { $0.distance(to: CGPoint(x: box.minX, y: box.minY)) < 5 })
    }

    /// Apple (CALayer.borderWidth): "the border is drawn inset from the receiver's
    /// bounds by borderWidth. It is composited above the receiver's contents and
    /// sublayers." A blue border of 3 points: one stroke inside the quad, 3 points
    /// wide on the canvas, after the subview's fill.
    @Test func theBorderIsDrawnInsideTheBoundsOverTheSubviews() throws {
        let (fixture, cardView, quad) = card {
            $0.borderWidth = 3
            $0.borderColor = UIColor.blue.cgColor
        }
        let inner = UIView(frame: CGRect(x: -10, y: 0, width: 50, height: 50))
        inner.backgroundColor = UIColor(white: 0.2)
        cardView.addSubview(inner)
        let list = fixture.drawList()
        let scale = PlaygroundRenderer.bounds(of: quad).width / 100
        let borderIndex = try #require(
            list.commands.firstIndex {
                if case .strokePolygon(let points, let color, let style) = $0 {
                    return points == quad && color == Self.blue && abs(style.width - 3 * scale) < 1e-9
                }
                return false
            })
        let innerFill = PlaygroundRenderer.drawColor(UIColor(white: 0.2), alpha: 1)
        let innerIndex = try #require(
            list.commands.firstIndex {
                if case .fillPolygon(_, let color) = $0 { return color == innerFill }
                if case .fillRect(_, let color) = $0 { return color == innerFill }
                return false
            })
        #expect(borderIndex > innerIndex)
    }

    /// With rounded corners the border follows them; a border wider than the radius
    /// has a square inner edge, painted as pieces between the two outlines, all
    /// inside the bounds.
    @Test func aBorderFollowsTheCornersAndAWideOneHasSquareInnerCorners() throws {
        let (fixture, _, quad) = card {
            $0.cornerRadius = 10
            $0.borderWidth = 2
            $0.borderColor = UIColor.blue.cgColor
        }
        let list = fixture.drawList()
        let fill = try #require(polygons(list, filled: Self.red).first)
        #expect(
            list.commands.contains {
                if case .strokePolygon(let points, let color, _) = $0 { return points == fill && color == Self.blue }
                return false
            })

        let (wide, _, wideQuad) = card {
            $0.cornerRadius = 4
            $0.borderWidth = 8
            $0.borderColor = UIColor.blue.cgColor
        }
        let pieces = polygons(wide.drawList(), filled: Self.blue)
        #expect(pieces.count >= 8)
        let box = PlaygroundRenderer.bounds(of: wideQuad)
        let scale = box.width / 100
        let points = pieces.flatMap { $0 }
        #expect(points.allSatisfy { box.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
        // The inner corner is the square corner 8 points in.
        let innerCorner = CGPoint(x: box.minX + 8 * scale, y: box.minY + 8 * scale)
        #expect(points.contains { $0.distance(to: innerCorner) < 1e-6 })
    }

    /// No border without a width, or with a clear colour; a hidden view draws none.
    @Test func noBorderWithoutAWidthAClearColourOrWhenHidden() {
        for configure: (CALayer) -> Void in [
            { $0.borderColor = UIColor.blue.cgColor },
            {
                $0.borderWidth = 2; $0.borderColor = UIColor.clear.cgColor
            },
            {
                $0.borderWidth = 2; $0.borderColor = nil
            },
            {
                $0.borderWidth = 2; $0.borderColor = UIColor.blue.cgColor; $0.isHidden = true
            },
        ] {
            let (fixture, _, _) = card(configure)
            let list = fixture.drawList()
            #expect(
                !list.commands.contains {
                    if case .strokePolygon(_, let color, _) = $0 { return color == Self.blue }
                    return false
                })
        }
    }

    /// A view that never asked for its layer draws as before: a quad.
    @Test func aViewWithoutALayerDrawsItsQuad() throws {
        let fixture = PlaygroundFixture()
        let plain = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 60))
        plain.backgroundColor = .red
        fixture.views["D"]!.addSubview(plain)
        #expect(plain.layerIfLoaded == nil)
        let quad = plain.screenQuad.map(fixture.layout().canvasPoint(fromScreen:))
        #expect(polygons(fixture.drawList(), filled: Self.red) == [quad])
        #expect(plain.layerIfLoaded == nil, "drawing made no layer")
    }
}
