import Foundation
import Testing
import TouchPlayground

/// A view's layer as teaching code touches it: rounded corners, a border, masking,
/// and the presentation layer while a view animates (Apple: CALayer, UIView.layer).
@Suite struct LayerSnippets {
    /// Apple (UIView.layer): the view's geometry is its layer's; (UIView.clipsToBounds)
    /// "Setting this value to true causes subviews to be clipped" — it is the layer's
    /// `masksToBounds` (CALayer.masksToBounds).
    @Test func aViewsLayerSharesItsGeometryAndClipping() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.layer.frame == view.frame)
        #expect(view.layer.position == view.center)
        #expect(view.layer.bounds == view.bounds)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
        view.layer.position = CGPoint(x: 200, y: 200)
        #expect(view.frame == CGRect(x: 150, y: 180, width: 100, height: 40))
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.layer.isHidden = true
        #expect(view.isHidden)
        #expect(view.layer === view.layer, "one layer per view")
    }

    /// Apple (UIView.layer): a view's layer sits in its superview's layer; the
    /// layer tree is the view tree (CALayer.superlayer, sublayers).
    @Test func theLayerTreeIsTheViewTree() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(), front = UIView()
        parent.addSubview(back)
        parent.addSubview(front)
        #expect(front.layer.superlayer === parent.layer)
        let sublayers = try #require(parent.layer.sublayers)
        #expect(sublayers.count == 2 && sublayers[0] === back.layer && sublayers[1] === front.layer)
        #expect(front.layer.sublayers == nil)
    }

    /// Apple (CALayer): cornerRadius and borderWidth default to 0, borderColor to
    /// opaque black; `UIColor.cgColor` is the colour layers take.
    @Test func cornerAndBorderPropertiesWithTheirDefaults() {
        let button = UIButton(type: .system)
        #expect(button.layer.cornerRadius == 0)
        #expect(button.layer.borderWidth == 0)
        #expect(button.layer.borderColor == CGColor(gray: 0, alpha: 1))
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemBlue.cgColor
        #expect(button.layer.cornerRadius == 8 && button.layer.borderWidth == 1)
        #expect(button.layer.borderColor.map(UIColor.init(cgColor:)) == .systemBlue)
        button.backgroundColor = .red
        #expect(button.layer.backgroundColor == UIColor.red.cgColor)
    }

    /// cornerRadius changes only the drawing: `point(inside:with:)` tests `bounds`
    /// (Apple: UIView.point(inside:with:), "Returns a Boolean value indicating
    /// whether the receiver contains the specified point" — its bounds), so a touch
    /// in the cut-off corner of a round button still hits it.
    @Test func aRoundedCornerStillTakesTouches() {
        let world = World()
        let round = UIButton(type: .custom)
        round.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
        round.layer.cornerRadius = 40
        world.window.addSubview(round)
        var taps = 0
        let target = TapCounter { taps += 1 }
        round.addTarget(target, action: TapCounter.action, for: .touchUpInside)
        // (102, 102) is outside the circle (about 54 points from its centre).
        world.tap(CGPoint(x: 102, y: 102))
        #expect(taps == 1)
        #expect(round.point(inside: CGPoint(x: 1, y: 1), with: nil))
        #expect(round.layer.contains(CGPoint(x: 1, y: 1)))
    }

    /// A card slides down; halfway through a linear animation its presentation layer
    /// is halfway, while the model (`frame`) is already at the end (Apple:
    /// CALayer.presentation(), "a copy of the layer … that represents the state of
    /// the layer as it currently appears onscreen",
    /// <https://developer.apple.com/documentation/quartzcore/calayer/presentation()>).
    @Test func thePresentationLayerIsInFlightWhileTheModelIsAtTheEnd() throws {
        let world = World()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        world.window.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            card.frame.origin.y = 500
        }
        #expect(card.frame.origin.y == 500)
        world.wait(0.25)
        #expect(try #require(card.layer.presentation()).frame.origin.y == 200)
        world.wait(0.25)
        let halfway = try #require(card.layer.presentation())
        #expect(halfway.frame == CGRect(x: 100, y: 300, width: 100, height: 100))
        #expect(halfway.position == CGPoint(x: 150, y: 350))
        #expect(halfway.model() === card.layer)
        world.wait(0.6)
        #expect(try #require(card.layer.presentation()).frame.origin.y == 500)
    }

    /// The default curve eases in and out (Apple: UIView.AnimationOptions
    /// .curveEaseInOut, "the default"): a quarter of the way through the time the
    /// view has covered less than a quarter of the way, at half it is halfway.
    @Test func theDefaultCurveEasesInAndOut() throws {
        let world = World()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(card)
        UIView.animate(withDuration: 1) { card.alpha = 0 }
        world.wait(0.25)
        let quarter = try #require(card.layer.presentation()).opacity
        #expect(quarter > 0.75 && quarter < 1)
        world.wait(0.25)
        #expect(abs(try #require(card.layer.presentation()).opacity - 0.5) < 1e-4)
    }

    /// With a delay, the view shows its old values until the animation starts, and
    /// a property set outside the block is not animated (Apple:
    /// animate(withDuration:delay:options:animations:completion:)).
    @Test func theDelayShowsTheStartAndOtherPropertiesAreNotAnimated() throws {
        let world = World()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear]) {
            card.center.x = 250
        }
        card.alpha = 0.3
        world.wait(0.25)
        let delayed = try #require(card.layer.presentation())
        #expect(delayed.position.x == 50)
        #expect(delayed.opacity == 0.3)
        world.wait(0.75)  // 0.5 s into the animation
        #expect(try #require(card.layer.presentation()).position.x == 150)
    }

    /// Setting an animating property to a new value outside any block is not
    /// animated: the view shows the new value at once. Setting the value it already
    /// has leaves the animation running.
    @Test func aNewValueSetOutsideTheBlockJumpsAndTheSameValueLeavesTheAnimation() throws {
        let world = World()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.window.addSubview(card)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.center.x = 250 }
        world.wait(0.5)
        card.center = CGPoint(x: 250, y: 50)  // its model value already
        #expect(try #require(card.layer.presentation()).position.x == 150)
        card.center.x = 400
        #expect(try #require(card.layer.presentation()).position.x == 400)
    }

    /// A view in no window has no presentation layer (Core Animation has none for a
    /// layer never committed); a presentation copy's presentation is itself.
    @Test func aViewInNoWindowHasNoPresentation() throws {
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(loose.layer.presentation() == nil)
        let world = World()
        world.window.addSubview(loose)
        let presented = try #require(loose.layer.presentation())
        #expect(presented.presentation() === presented)
    }

    /// Hit-testing uses the model, as on iOS: during an animation with
    /// `.allowUserInteraction` a tap where the card appears to be misses it, and
    /// the article's fix — a `hitTest(_:with:)` override asking each subview's
    /// presentation layer (CALayer.hitTest(_:)) — catches the moving card.
    final class PresentationHitTestingView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            for subview in subviews.reversed() where subview.layer.presentation()?.hitTest(point) != nil {
                return subview
            }
            return super.hitTest(point, with: event)
        }
    }

    @Test func hitTestingUsesTheModelAndAnOverrideCanUseThePresentation() {
        let world = World()
        let plain = UIView(frame: world.window.bounds)
        let card = TouchCounter(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        plain.addSubview(card)
        world.window.addSubview(plain)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear]) {
            card.frame.origin.y = 600
        }
        world.wait(0.1)
        // Drawn at y 150…250 now; its model is at 600…700.
        world.tap(CGPoint(x: 150, y: 200), hold: 0.01)
        #expect(card.began == 0)
        plain.removeFromSuperview()

        let overriding = PresentationHitTestingView(frame: world.window.bounds)
        let moving = TouchCounter(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        overriding.addSubview(moving)
        world.window.addSubview(overriding)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear]) {
            moving.frame.origin.y = 600
        }
        world.wait(0.1)
        world.tap(CGPoint(x: 150, y: 200), hold: 0.01)
        #expect(moving.began == 1)
    }

    /// A turning view's presentation turns through the angles (Core Animation
    /// interpolates a transform by its rotation, not entry by entry).
    @Test func aRotationTurnsThroughItsAngles() throws {
        let world = World()
        let dial = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        world.window.addSubview(dial)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            dial.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        world.wait(0.5)
        let halfway = try #require(dial.layer.presentation()).affineTransform()
        let expected = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(abs(halfway.a - expected.a) < 1e-9 && abs(halfway.b - expected.b) < 1e-9)
        #expect(abs(halfway.c - expected.c) < 1e-9 && abs(halfway.d - expected.d) < 1e-9)
    }
}
