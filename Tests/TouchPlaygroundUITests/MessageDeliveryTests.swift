import Foundation
import Testing
import TouchCore
import TouchInsight
import TouchPlaygroundUI

/// A shake or a remote-control command is shown by how it travelled from the
/// first responder (SPEC F2): the rail lists the responders its messages
/// reached and who kept each, and the device no longer shows the touch before.
@Suite struct MessageDeliveryTests {
    /// Becomes first responder; keeps shakes, passes remote control on.
    private final class Player: UIView {
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    }

    private func world() -> (TraceWorld, Player) {
        let world = TraceWorld()
        let player = Player()
        world.add("Player", CGRect(x: 0, y: 0, width: 400, height: 800), player)
        _ = player.becomeFirstResponder()
        return (world, player)
    }

    @Test func aShakeIsKeptByTheFirstResponderThatHandlesIt() throws {
        let (world, _) = world()
        world.session.handle(.shake(timestamp: 1))
        let delivery = try #require(MessageDelivery(records: world.session.message))
        #expect(delivery.input == "shake")
        #expect(delivery.steps.map(\.selector) == ["motionBegan:withEvent:", "motionEnded:withEvent:"])
        #expect(delivery.steps.map { $0.responders.map(\.name) } == [["Player"], ["Player"]])
        #expect(delivery.steps.map { $0.keeper?.name } == ["Player", "Player"])
    }

    @Test func aRemoteCommandNobodyHandlesIsDroppedAfterTheWholeChain() throws {
        let (world, _) = world()
        world.session.handle(.remoteControl(.remoteControlPlay, timestamp: 1))
        let delivery = try #require(MessageDelivery(records: world.session.message))
        let step = try #require(delivery.steps.first)
        #expect(delivery.steps.count == 1)
        #expect(step.selector == "remoteControlReceivedWithEvent:")
        #expect(step.responders.map(\.name) == ["Player", "Window", "UIApplication"])
        #expect(step.isDropped && step.keeper == nil)
    }

    @Test func touchInputEndsTheMessageAndPausingShowsTheTouchAgain() {
        let (world, _) = world()
        world.tap(200, 400)
        let touch = world.session.sequence
        world.session.handle(.shake(timestamp: 9))
        var frame = world.session.frame(options: PlaygroundOptions())
        #expect(frame.messageDelivery != nil)
        #expect(frame.shownSequence.isEmpty)
        #expect(world.session.sequence.count == touch.count)
        var cursor = PlaygroundStepCursor(count: touch.count)
        cursor.jumpToEnd()
        frame.stepCursor = cursor
        #expect(frame.messageDelivery == nil)
        #expect(frame.shownSequence.count == touch.count)
        // The selection panel still answers about the last touch.
        frame.stepCursor = nil
        frame.selectedView = world.window.subviews.first
        let texts = PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1280, height: 860)).commands
            .compactMap { command -> String? in
                if case .text(let run) = command { return run.string }
                return nil
            }
        #expect(!texts.contains { $0.hasPrefix("No touch yet") })
        world.tap(100, 100)
        #expect(world.session.message.isEmpty)
        #expect(world.session.frame(options: PlaygroundOptions()).messageDelivery == nil)
    }

    @Test func theRailListsTheChainAndWhoKeptIt() {
        let (world, _) = world()
        world.session.handle(.remoteControl(.remoteControlPlay, timestamp: 1))
        let texts = PlaygroundRenderer.drawList(
            for: world.session.frame(options: PlaygroundOptions()), canvasSize: CGSize(width: 1280, height: 860)
        ).commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.string }
            return nil
        }
        for expected in [
            "Player", "Window", "UIApplication", "end of chain: not handled", "Delivered to", "remote control: play",
            "remoteControlReceivedWithEvent",
        ] {
            #expect(texts.contains(expected), "\(expected)")
        }
        // SPEC R3: nobody kept it, which is normal; neutral words, wrapped in the rail.
        #expect(texts.joined(separator: " ").contains("received; no responder kept it (dropped after UIApplication)"))
        #expect(!texts.contains { $0.contains("nobody kept it") })
        #expect(!texts.contains("Touch a view to see"))
    }

    @Test func inputsThatAreNotMessagesHaveNoDelivery() {
        let (world, _) = world()
        world.tap(200, 400)
        #expect(MessageDelivery(records: world.session.sequence) == nil)
        #expect(MessageDelivery(records: []) == nil)
    }
}
