import Foundation

/// Asking for remote-control events (Apple: UIApplication
/// beginReceivingRemoteControlEvents(), endReceivingRemoteControlEvents()).
///
/// On iOS an app calls `beginReceivingRemoteControlEvents()` (and makes a responder
/// first responder) before headset and Control Center commands reach
/// `remoteControlReceived(with:)`. In TouchLab a remote command is input that a host
/// or script sends on purpose (SPEC F2), and it always goes to the first responder:
/// these calls are accepted, so article code compiles and runs unchanged, and they
/// change nothing — a deliberate difference (docs/uikit-api.md).
extension UIApplication {
    /// Apple: "Tells the app to begin receiving remote-control events."
    /// <https://developer.apple.com/documentation/uikit/uiapplication/beginreceivingremotecontrolevents()>
    public func beginReceivingRemoteControlEvents() {}

    /// Apple: "Tells the app to stop receiving remote-control events." Remote
    /// commands still reach the first responder here.
    public func endReceivingRemoteControlEvents() {}
}
