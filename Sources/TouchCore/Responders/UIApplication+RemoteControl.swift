import Foundation

/// Asking for remote-control events (Apple: UIApplication.beginReceivingRemoteControlEvents(),
/// endReceivingRemoteControlEvents()).
///
/// On iOS an app asks for remote-control events (play, pause, next track) before it
/// gets any, typically in `viewDidAppear(_:)` next to `becomeFirstResponder()`
/// (Apple: "Remote Control Events"); they then go to the first responder (SPEC F2).
/// TouchLab delivers a remote-control input to the first responder whether or not
/// the app asked (scenes send them without asking), so these calls change nothing
/// but are traced, `-[UIApplication beginReceivingRemoteControlEvents]`, so the log
/// shows where the code asked.
extension UIApplication {
    /// Starts the app receiving remote-control events (Apple).
    public func beginReceivingRemoteControlEvents() {
        recordRemoteControlRequest("beginReceivingRemoteControlEvents")
    }

    /// Stops the app receiving remote-control events (Apple).
    public func endReceivingRemoteControlEvents() {
        recordRemoteControlRequest("endReceivingRemoteControlEvents")
    }

    private func recordRemoteControlRequest(_ selector: String) {
        guard trace.isEnabled else { return }
        trace.record(.call(receiver: traceSubject, selector: selector, detail: nil))
    }
}
