import Foundation
import Testing
import TouchCore

@testable import TouchPlaygroundUI

/// What the renderer remembers of each view it drew, including the odd case of
/// a view drawn twice.
@Suite struct DrawnViewTests {
    @Test func aWindowThatIsAlsoASubviewIsDrawnTwiceAndItsLatestDrawingAnswers() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        app.addWindow(window)
        window.makeKeyAndVisible()
        let holder = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        holder.clipsToBounds = true
        holder.isHidden = true
        window.addSubview(holder)
        let nested = UIWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        app.addWindow(nested)
        nested.makeKeyAndVisible()
        holder.addSubview(nested)

        var renderer = PlaygroundRenderer(
            frame: PlaygroundFrame(application: app), canvasSize: CGSize(width: 1280, height: 860))
        renderer.drawAll()
        let drawings = renderer.drawn.indices.filter { renderer.drawn[$0].view === nested }
        #expect(drawings.count == 2)
        #expect(renderer.drawsSomeViewTwice)
        let latest = renderer.drawnView(ObjectIdentifier(nested))
        #expect(latest?.quad == renderer.drawn[drawings[1]].quad)
        // Hidden under the hidden holder the first time, so hidden for good;
        // the holder's clip stays, though the top-level drawing had none.
        #expect(latest?.isHidden == true)
        #expect(latest?.clip != nil)
        #expect(renderer.latestDrawing(drawings[0]) == drawings[1])
    }

    @Test func eachViewIsDrawnOnceInAnOrdinaryHierarchy() {
        let world = PlaygroundFixture()
        world.tap("E")
        var renderer = PlaygroundRenderer(
            frame: world.session.frame(options: PlaygroundOptions()), canvasSize: CGSize(width: 1280, height: 860))
        renderer.drawAll()
        #expect(!renderer.drawsSomeViewTwice)
        #expect(Set(renderer.drawn.map { ObjectIdentifier($0.view) }).count == renderer.drawn.count)
        #expect(renderer.drawn.map(\.name).contains("E"))
        #expect(renderer.drawn.filter(\.hasRecognizers).map(\.name) == ["F"])
    }
}
