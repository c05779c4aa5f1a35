import Foundation
import Testing

@testable import TouchCore

/// UIPageControl (Apple: UIPageControl): a row of dots, one per page; a tap left or
/// right of the current page's dot turns one page that way and sends `valueChanged`
/// ("The page control advances only one page in either direction"). Its default
/// action is a single-finger single tap, so it refuses an ancestor's recognizer for
/// that gesture and no other (SPEC G11; Apple: "Interacting with Other User Interface
/// Controls").
@Suite struct UIPageControlTests {
    /// Five pages in a 300 × 30 control at (50, 100), on page 2: its dot is the centre one.
    private final class Scene {
        let world = TouchWorld()
        let page = UIView(frame: CGRect(0, 0, 400, 600))
        let pages = UIPageControl(frame: CGRect(50, 100, 300, 30))
        let events = ControlEventRecorder()
        let log = RecognizerStateLog()
        let left = CGPoint(x: 100, y: 115)
        let right = CGPoint(x: 300, y: 115)

        init() {
            page.name = "Page"
            pages.name = "Pages"
            pages.numberOfPages = 5
            pages.currentPage = 2
            world.rootView.addSubview(page)
            page.addSubview(pages)
            events.watch(pages)
        }

        func tap(_ point: CGPoint) {
            world.tap(point)
            world.wait(1)
        }
    }

    @Test func theCurrentPageIsPinnedToThePages() {
        let pages = UIPageControl(frame: .zero)
        #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
        pages.currentPage = -1
        #expect(pages.currentPage == 0)
        pages.currentPage = 2
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
    }

    @Test func aTapBesideTheCurrentDotTurnsOnePageThatWay() {
        let scene = Scene()
        scene.tap(scene.right)
        #expect(scene.pages.currentPage == 3)
        #expect(scene.events.events == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        scene.tap(scene.right)
        scene.tap(scene.right)
        #expect(scene.pages.currentPage == 4)
        #expect(scene.events.events.filter { $0 == "valueChanged" }.count == 2)
        scene.tap(scene.left)
        #expect(scene.pages.currentPage == 3)
        // Just left of the current dot (page 3's dot is one pitch right of the centre).
        scene.tap(CGPoint(x: 200 + TouchConstants.pageControlIndicatorPitch - 2, y: 115))
        #expect(scene.pages.currentPage == 2)
    }

    @Test func anAncestorsSingleTapIsRefusedButNotItsLongPress() {
        let scene = Scene()
        scene.log.watch(UITapGestureRecognizer(), "PageTap", on: scene.page)
        scene.log.watch(UILongPressGestureRecognizer(), "PagePress", on: scene.page)
        scene.tap(scene.right)
        #expect(!scene.log.fired("PageTap"))
        #expect(scene.pages.currentPage == 3)
        scene.world.down(1, scene.right)
        scene.world.wait(0.6)
        scene.world.up(1, scene.right)
        #expect(scene.log.states(of: "PagePress") == [.began, .ended])
        #expect(scene.pages.currentPage == 3)
    }
}
