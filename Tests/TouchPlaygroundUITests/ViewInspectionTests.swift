import Foundation
import Testing
import TouchCore

@testable import TouchInsight
@testable import TouchPlaygroundUI

/// The inspector, handler inventory and flag toggles, read from live views.
struct ViewInspectionTests {
    @Test func propertiesShowTheFlagsHitTestingReadsAndMarkTheBlockingOnes() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 10, y: 20, width: 100, height: 50))
        view.isUserInteractionEnabled = false
        view.transform = CGAffineTransform(scaleX: 2, y: 1)
        let inspection = ViewInspection(view: view)
        #expect(inspection.title == "A (UIView)")
        let byLabel = Dictionary(uniqueKeysWithValues: inspection.properties.map { ($0.label, $0) })
        #expect(byLabel["bounds"]?.value == "(0, 0, 100, 50)")
        #expect(byLabel["interaction"]?.value == "no" && byLabel["interaction"]?.blocksHitTesting == true)
        #expect(byLabel["hidden"]?.blocksHitTesting == false)
        #expect(byLabel["transform"]?.value == "[2 0 0 1 0 0]")
        #expect(inspection.chain.prefix(2) == ["A", "Window"])
    }

    /// A scroll view's position in its content is observable in the inspector, as it
    /// scrolls (Apple: UIScrollView.contentOffset); a corner radius is listed as
    /// drawing only, since `point(inside:with:)` tests the bounds.
    @Test func aScrollViewShowsItsOffsetAndARoundedViewItsRadius() {
        let world = TraceWorld()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 900)
        world.window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        var byLabel = Dictionary(uniqueKeysWithValues: ViewInspection(view: scroll).properties.map { ($0.label, $0) })
        #expect(byLabel["offset"]?.value == "(0, 120)")
        #expect(byLabel["contentSize"]?.value == "(200, 900)")
        #expect(byLabel["corners"] == nil)
        let round = world.add("Round", CGRect(x: 10, y: 20, width: 100, height: 100))
        round.layer.cornerRadius = 50
        byLabel = Dictionary(uniqueKeysWithValues: ViewInspection(view: round).properties.map { ($0.label, $0) })
        #expect(byLabel["corners"]?.value == "50 (drawn; hits use bounds)")
        #expect(byLabel["corners"]?.blocksHitTesting == false)
        #expect(byLabel["offset"] == nil)
    }

    @Test func handlersListOwnRecognizersThenAncestorsWithTheirFlags() {
        let world = TraceWorld()
        let parent = world.add("Parent", CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = world.add("Child", CGRect(x: 0, y: 0, width: 100, height: 100), to: parent)
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.name = "Pan"
        pan.delaysTouchesBegan = true
        parent.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "Tap"
        tap.cancelsTouchesInView = false
        child.addGestureRecognizer(tap)
        let handlers = ViewInspection(view: child).handlers
        #expect(handlers.map(\.owner) == ["Child", "Parent"])
        #expect(handlers.map(\.isOwn) == [true, false])
        #expect(handlers[0].text == "Tap (UITapGestureRecognizer) · possible · does not cancel · delays ended")
        #expect(handlers[1].text == "Pan (UIPanGestureRecognizer) · possible · cancels touches · delays began · delays ended")
    }

    @Test func aControlListsItsTargetsAndActionsPerEvent() {
        final class Target: UIResponder {}
        let world = TraceWorld()
        let button = world.add("Button", CGRect(x: 0, y: 0, width: 100, height: 40), UIButton()) as! UIButton
        let target = Target()
        target.name = "Controller"
        button.addTarget(target, action: "buttonTap", for: .touchUpInside)
        button.addTarget(nil, action: "chainAction", for: [.touchDown, .touchUpInside])
        let texts = ViewInspection(view: button).handlers.filter { $0.kind == .controlAction }.map(\.text)
        #expect(
            texts == [
                "touchDown → chainAction to the responder chain (nil target)",
                "touchUpInside → buttonTap to Controller",
                "touchUpInside → chainAction to the responder chain (nil target)",
            ])
        withExtendedLifetime(target) {}
    }

    /// Closures added with `addAction(_:for:)` are listed with the target-action pairs
    /// of their event, named as the trace names them (Apple: UIControl.enumerateEventHandlers(_:)).
    @Test func aControlListsItsClosureActionsPerEvent() {
        let world = TraceWorld()
        let button = world.add("Button", CGRect(x: 0, y: 0, width: 100, height: 40), UIButton()) as! UIButton
        button.addAction(UIAction(title: "Save") { _ in }, for: .touchUpInside)
        button.addTarget(nil, action: "chainAction", for: [.touchDown, .touchUpInside])
        let texts = ViewInspection(view: button).handlers.filter { $0.kind == .controlAction }.map(\.text)
        #expect(
            texts == [
                "touchDown → chainAction to the responder chain (nil target)",
                "touchUpInside → chainAction to the responder chain (nil target)",
                "touchUpInside → UIAction \"Save\", a closure",
            ])
    }

    @Test func togglesFlipTheFlagTheNextTouchUses() {
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(PlaygroundViewToggle.userInteraction.apply(to: view) == "A.isUserInteractionEnabled = false")
        world.tap(50, 50)
        #expect(DeliveryExplanation(view: view, records: world.records).verdict == .rejected)
        PlaygroundViewToggle.userInteraction.apply(to: view)
        #expect(PlaygroundViewToggle.alpha.apply(to: view) == "A.alpha = 0.005")
        #expect(PlaygroundViewToggle.alpha.apply(to: view) == "A.alpha = 1")
        #expect(PlaygroundViewToggle.hidden.apply(to: view) == "A.isHidden = true")
        PlaygroundViewToggle.hidden.apply(to: view)
        #expect(PlaygroundViewToggle.clipsToBounds.apply(to: view) == "A.clipsToBounds = true")
        world.tap(50, 50)
        #expect(DeliveryExplanation(view: view, records: world.records).verdict == .received)
    }

    @Test func thePickerFindsViewsHitTestingSkips() {
        let world = TraceWorld()
        let parent = world.add("Parent", CGRect(x: 0, y: 0, width: 300, height: 300))
        let off = world.add("Off", CGRect(x: 0, y: 0, width: 100, height: 100), to: parent)
        off.isUserInteractionEnabled = false
        let hidden = world.add("Hidden", CGRect(x: 200, y: 0, width: 100, height: 100), to: parent)
        hidden.isHidden = true
        let app = world.app
        #expect(PlaygroundViewPicker.view(atScreen: CGPoint(x: 50, y: 50), in: app, includingHidden: false) === off)
        #expect(PlaygroundViewPicker.view(atScreen: CGPoint(x: 250, y: 50), in: app, includingHidden: true) === hidden)
        #expect(PlaygroundViewPicker.view(atScreen: CGPoint(x: 250, y: 50), in: app, includingHidden: false) === parent)
        #expect(PlaygroundViewPicker.view(atScreen: CGPoint(x: 350, y: 700), in: app, includingHidden: false) === world.window)
        #expect(PlaygroundViewPicker.view(atScreen: CGPoint(x: 500, y: 50), in: app, includingHidden: false) == nil)
    }
}
