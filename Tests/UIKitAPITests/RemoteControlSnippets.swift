import Foundation
import Testing
import TouchPlayground

/// A player screen as audio articles write it: ask for remote-control events, become
/// first responder, handle the command (Apple:
/// UIApplication.beginReceivingRemoteControlEvents(),
/// UIResponder.remoteControlReceived(with:); SPEC F2).
@Suite struct RemoteControlSnippets {
    final class PlayerView: UIView {
        var commands: [UIEvent.EventSubtype] = []
        override var canBecomeFirstResponder: Bool { true }
        override func remoteControlReceived(with event: UIEvent?) {
            if let event { commands.append(event.subtype) }
        }
    }

    /// The article's code compiles and runs: after
    /// `beginReceivingRemoteControlEvents()` the first responder gets the command.
    /// TouchLab's deliberate difference: a command reaches the first responder
    /// whether or not the app asked, and after `endReceivingRemoteControlEvents()`.
    @Test func aPlayerThatAskedReceivesTheCommandAndAskingChangesNothingHere() {
        let world = World()
        let player = PlayerView(frame: world.window.bounds)
        world.window.addSubview(player)
        _ = player.becomeFirstResponder()
        world.application.handle(.remoteControl(.remoteControlTogglePlayPause, timestamp: 0.1))
        UIApplication.shared.beginReceivingRemoteControlEvents()
        world.application.handle(.remoteControl(.remoteControlNextTrack, timestamp: 0.2))
        world.application.endReceivingRemoteControlEvents()
        world.application.handle(.remoteControl(.remoteControlPause, timestamp: 0.3))
        #expect(player.commands == [.remoteControlTogglePlayPause, .remoteControlNextTrack, .remoteControlPause])
    }
}
