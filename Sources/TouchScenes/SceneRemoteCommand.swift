/// A remote-control command (headphone or lock-screen button), delivered to the
/// first responder and up its chain (SPEC F2). The raw values are the names a
/// scene writes; they match `UIEvent.EventSubtype.remoteControl…` cases.
package enum SceneRemoteCommand: String, CaseIterable, Hashable, Sendable {
    case play
    case pause
    case stop
    case togglePlayPause
    case nextTrack
    case previousTrack
    case beginSeekingBackward
    case endSeekingBackward
    case beginSeekingForward
    case endSeekingForward
}
