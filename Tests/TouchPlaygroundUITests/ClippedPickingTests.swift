import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI

/// Selecting and hovering pick what is on the screen: a view that clips its
/// subviews (`clipsToBounds`, which a scroll view does by default) hides them
/// outside its bounds, so a point there cannot pick them — the same clipping
/// hit-testing has (UIView.hitTest(_:with:) looks into subviews only where
/// `point(inside:with:)` says YES, SPEC H1). A selection halo shows only the
/// visible part of its view.
struct ClippedPickingTests {
    /// The library's scroll-view scene with its content dragged up 200 points,
    /// as the review did: Content (1600 points tall) then starts 100 points
    /// above the top of the screen, and only its part inside Scroller shows.
    private func scrolledScene() throws -> SceneControllerHarness {
        let harness = try SceneControllerHarness(scene: "scroll-view")
        harness.touch(.down, atScreen: CGPoint(x: 195, y: 600))
        for step in 1...10 {
            harness.touch(.move, atScreen: CGPoint(x: 195, y: 600 - CGFloat(step) * 20))
        }
        harness.touch(.up, atScreen: CGPoint(x: 195, y: 400))
        harness.run(seconds: 1)
        let scroller = try #require(view("Scroller", in: harness) as? UIScrollView)
        try #require(scroller.contentOffset.y > 100, "the drag scrolled the content")
        return harness
    }

    private func view(_ name: String, in harness: SceneControllerHarness) -> UIView? {
        func find(_ view: UIView) -> UIView? {
            if view.traceSubject.name == name { return view }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        for window in harness.controller.session.application.windows { if let found = find(window) { return found } }
        return nil
    }

    private func clearSelection(_ harness: SceneControllerHarness) {
        let device = harness.controller.layout.deviceRect
        harness.send(.pointerPressed(.secondary, at: CGPoint(x: device.maxX + 20, y: device.midY), modifiers: []))
        #expect(harness.controller.selectedView == nil)
    }

    private func canvas(_ harness: SceneControllerHarness, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        harness.controller.layout.canvasPoint(fromScreen: CGPoint(x: x, y: y))
    }

    @Test func aRightClickAboveAScrolledScrollViewSelectsWhatIsThereNotTheClippedContent() throws {
        let harness = try scrolledScene()
        let content = try #require(view("Content", in: harness))
        // Content's frame reaches above the screen, but Scroller (y 100–700) clips it.
        #expect(content.convertToScreen(CGPoint(x: 0, y: 0)).y < 50)
        harness.send(.pointerPressed(.secondary, at: canvas(harness, 195, 50), modifiers: []))
        #expect(harness.controller.selectedView?.traceSubject.name == "RootView")
        // Inside the scroll view the content is on the screen, and is picked
        // (after a click beside the device: a click inside the selection walks up).
        clearSelection(harness)
        harness.send(.pointerPressed(.secondary, at: canvas(harness, 40, 300), modifiers: []))
        #expect(harness.controller.selectedView === content)
        // Below the scroll view, where Content's frame runs on to the bottom of the screen.
        clearSelection(harness)
        harness.send(.pointerPressed(.secondary, at: canvas(harness, 40, 780), modifiers: []))
        #expect(harness.controller.selectedView?.traceSubject.name == "RootView")
    }

    @Test func hoverAboveAScrolledScrollViewNamesWhatIsThere() throws {
        let harness = try scrolledScene()
        harness.send(.pointerMoved(to: canvas(harness, 195, 50)))
        #expect(harness.controller.hoveredView?.traceSubject.name == "RootView")
        harness.send(.pointerMoved(to: canvas(harness, 40, 300)))
        #expect(harness.controller.hoveredView?.traceSubject.name == "Content")
    }

    @Test func thePickerLooksIntoAViewThatDoesNotClipButNotIntoOneThatDoes() {
        let world = TraceWorld()
        let parent = world.add("Parent", CGRect(x: 0, y: 0, width: 100, height: 100))
        let juts = world.add("Juts", CGRect(x: 50, y: 50, width: 100, height: 100), to: parent)
        let app = world.app
        // Outside Parent, Juts sticks out and is drawn: pickable.
        #expect(PlaygroundViewPicker.view(atScreen: CGPoint(x: 120, y: 120), in: app, includingHidden: false) === juts)
        parent.clipsToBounds = true
        // Clipped away: the window is what shows there.
        #expect(PlaygroundViewPicker.view(atScreen: CGPoint(x: 120, y: 120), in: app, includingHidden: false) === world.window)
        #expect(PlaygroundViewPicker.view(atScreen: CGPoint(x: 70, y: 70), in: app, includingHidden: false) === juts)
    }

    @Test func aSelectedOrHoveredScrolledContentsHaloIsClippedToItsScrollViewAndTheScreen() throws {
        let harness = try scrolledScene()
        let layout = harness.controller.layout
        let scroller = try #require(view("Scroller", in: harness))
        let scrollerBox = Self.canvasBox(of: scroller, layout)
        harness.send(.pointerPressed(.secondary, at: canvas(harness, 40, 300), modifiers: []))
        harness.send(.pointerMoved(to: canvas(harness, 40, 300)))
        let list = PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: harness.controller.canvasSize)
        let halos = Self.clipsOfStrokes(in: list) { $0 == PlaygroundStyle.selectionHalo || $0 == PlaygroundStyle.selectionHaloCore }
        #expect(halos.count == 2)
        for clip in halos {
            let clip = try #require(clip, "a halo is drawn under a clip")
            #expect(Self.encloses(scrollerBox, clip))
            #expect(Self.encloses(layout.viewportRect, clip))
        }
    }

    @Test func aHaloOfAViewReachingPastTheScreenStopsAtTheScreen() {
        let fixture = PlaygroundFixture()
        let tall = UIView(frame: CGRect(x: 20, y: -300, width: 100, height: 2000))
        tall.name = "Tall"
        fixture.views["D"]!.addSubview(tall)
        var frame = fixture.session.frame(options: PlaygroundOptions())
        frame.selectedView = tall
        let size = CGSize(width: 1280, height: 860)
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: size)
        let screen = fixture.layout(size: size).viewportRect
        let halos = Self.clipsOfStrokes(in: list) { $0 == PlaygroundStyle.selectionHalo }
        #expect(halos.count == 1)
        #expect(halos.allSatisfy { $0.map { Self.encloses(screen, $0) } ?? false })
    }

    /// The clip in force (the intersection of the pushed rectangles) at every
    /// polygon stroke of a colour `matches` accepts, in order; nil where none is.
    static func clipsOfStrokes(in list: DrawList, _ matches: (DrawColor) -> Bool) -> [CGRect?] {
        var stack: [CGRect] = []
        var clips: [CGRect?] = []
        for command in list.commands {
            switch command {
            case .pushClip(let rect): stack.append(stack.last.map { $0.intersection(rect) } ?? rect)
            case .popClip: stack.removeLast()
            case .strokePolygon(_, let color, _) where matches(color): clips.append(stack.last)
            default: continue
            }
        }
        return clips
    }

    /// Whether `inner` lies inside `outer`, to a hundredth of a point.
    static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX - 0.01 && inner.maxX <= outer.maxX + 0.01 && inner.minY >= outer.minY - 0.01
            && inner.maxY <= outer.maxY + 0.01
    }

    static func canvasBox(of view: UIView, _ layout: PlaygroundLayout) -> CGRect {
        let corners = view.screenQuad.map(layout.canvasPoint(fromScreen:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
