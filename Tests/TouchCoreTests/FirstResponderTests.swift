import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// SPEC §9: the first responder, motion and remote control.
@Suite struct FirstResponderTests {
    final class Player: UIViewController {
        var commands: [UIEvent.EventSubtype] = []
        var motions: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func remoteControlReceived(with event: UIEvent?) { commands.append(event!.subtype) }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("ended \(motion)") }
    }

    @Test func remoteControlReachesTheFirstResponder() {
        let player = Player()
        let world = TouchWorld(root: player)
        #expect(player.becomeFirstResponder())
        #expect(player.isFirstResponder)
        world.app.handle(.remoteControl(.remoteControlPlay, timestamp: 1))
        world.app.handle(.remoteControl(.remoteControlNextTrack, timestamp: 2))
        #expect(player.commands == [.remoteControlPlay, .remoteControlNextTrack])
    }

    @Test func shakeTravelsTheChainFromTheFirstResponder() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let player = Player()
        player.name = "Player"
        let world = TouchWorld(root: player)
        let field = Field(frame: CGRect(0, 0, 100, 40))
        field.name = "Field"
        world.rootView.addSubview(field)
        #expect(field.becomeFirstResponder())
        world.app.handle(.shake(timestamp: 1))
        #expect(player.motions == ["ended motionShake"])
        let lines = world.lines
        // SPEC F2: from the first responder up its chain, in order.
        expectOrdered(
            lines,
            [
                "-[Field motionBegan:withEvent:]",
                "-[UIView motionBegan:withEvent:]",
                "-[Player motionBegan:withEvent:]",
                "motionBegan:withEvent: dropped: nobody after UIApplication in the responder chain",
            ])
    }

    @Test func becomingFirstResponderNeedsAWindowAndTheCurrentOneToResign() {
        final class Stubborn: UIView {
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { false }
        }
        final class Eager: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let world = TouchWorld()
        let offscreen = Eager(frame: .zero)
        #expect(!offscreen.becomeFirstResponder())
        let plain = UIView(frame: .zero)
        world.rootView.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        let stubborn = Stubborn(frame: .zero), eager = Eager(frame: .zero)
        world.rootView.addSubview(stubborn); world.rootView.addSubview(eager)
        #expect(stubborn.becomeFirstResponder())
        #expect(!eager.becomeFirstResponder())
        #expect(stubborn.isFirstResponder)
    }

    /// Devices: a candidate that cannot become first responder changes nothing — the
    /// text field keeps editing (docs/fidelity.md, F1, "decided with sources").
    @Test func aCandidateThatCannotBecomeLeavesTheCurrentFirstResponder() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let world = TouchWorld()
        let field = Field(frame: .zero), label = UIView(frame: .zero)
        field.name = "Field"
        label.name = "Label"
        world.rootView.addSubview(field); world.rootView.addSubview(label)
        #expect(field.becomeFirstResponder())
        #expect(!label.becomeFirstResponder())
        #expect(field.isFirstResponder)
        // The candidate was asked, and the current one was never asked to resign.
        #expect(world.lines.contains("-[Label canBecomeFirstResponder] → NO"))
        #expect(!world.lines.contains { $0.hasPrefix("-[Field resignFirstResponder]") })
    }
}
