import Foundation
import Testing
import TouchCore
import TouchInsight

/// A view that consumes its touches: overrides without calling super (SPEC R4).
private final class ConsumingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A view that handles and forwards: overrides and calls super (SPEC R4).
private final class ForwardingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
    }
}

@Suite struct TouchSequenceAnalysisTests {
    @Test func tapOnEGivesTheSeedVerdicts() {
        let world = PlaygroundFixture()
        world.tap("E")
        let analysis = TouchSequenceAnalysis(records: world.session.sequence)
        let id = { (name: String) in ObjectIdentifier(world.views[name]!) }
        #expect(analysis.visitOrder.map(\.name) == ["UIWindow", "UIView", "A", "C", "F", "E"])
        #expect(analysis.verdicts[id("E")] == .hit)
        #expect(analysis.verdicts[id("C")] == .passedOn(to: world.views["E"]!.traceSubject))
        #expect(analysis.verdicts[id("F")] == .rejected(.outsideBounds))
        // B is never asked: C, added last, answered first (SPEC H3).
        #expect(analysis.verdicts[id("B")] == nil)
        #expect(analysis.hitViews.map(\.name) == ["E"])
    }

    @Test func hiddenViewIsRejectedWithItsReason() {
        let world = PlaygroundFixture()
        world.tap("H")
        let analysis = TouchSequenceAnalysis(records: world.session.sequence)
        #expect(analysis.verdicts[ObjectIdentifier(world.views["H"]!)] == .rejected(.hidden))
        #expect(analysis.hitViews.map(\.name) == ["B"])
    }

    @Test func unconsumedPhasesAreDroppedAfterTheApplication() {
        let world = PlaygroundFixture()
        world.tap("E")
        let analysis = TouchSequenceAnalysis(records: world.session.sequence)
        #expect(analysis.handlings.map(\.method) == [.began, .ended])
        for handling in analysis.handlings {
            #expect(handling.handler == nil)
            #expect(handling.droppedAfter?.name == "UIApplication")
            #expect(handling.path.map(\.name) == ["E", "C", "A", "UIView", "UIViewController", "UIWindow", "UIApplication"])
        }
    }

    @Test func theLastResponderThatDoesNotForwardConsumes() {
        let world = PlaygroundFixture()
        let consumer = ConsumingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        consumer.name = "Consumer"
        let forwarder = ForwardingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        forwarder.name = "Forwarder"
        world.views["E"]!.addSubview(consumer)
        consumer.addSubview(forwarder)
        let point = forwarder.convertToScreen(CGPoint(x: 25, y: 25))
        world.down(point)
        world.up(point)
        let analysis = TouchSequenceAnalysis(records: world.session.sequence)
        let began = analysis.handlings.first { $0.method == .began }
        #expect(began?.handler?.name == "Consumer")
        #expect(began?.path.map(\.name) == ["Forwarder", "Consumer"])
        #expect(analysis.lastHandlingByMethod[.ended]?.handler?.name == "Consumer")
    }

    @Test func noRecordsMeanNothingToShow() {
        let analysis = TouchSequenceAnalysis(records: [])
        #expect(analysis.verdicts.isEmpty && analysis.hitViews.isEmpty && analysis.handlings.isEmpty)
    }
}
