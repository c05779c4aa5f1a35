import Foundation
import TouchCore

/// One script of a scene, ready to play event by event on the world it was
/// made for: the window's view of TouchScenes' `SceneScriptPlayer`, handed
/// over as closures because this layer knows nothing of scene files.
///
/// ``playNext`` makes the next event's calls through the host's `deliver`
/// and `advance` — the same calls `touchlab trace` makes — and ``nextTime``
/// says at which virtual time that event happens (`nil` once the script and
/// its settle are played). ``PlaygroundPlayback`` paces them by the wall clock.
package struct PlaygroundScriptPlayer {
    package var name: String
    package var nextTime: () -> TimeInterval?
    package var playNext: (_ deliver: (HostInput) -> Void, _ advance: (TimeInterval) -> Void) -> Void
    /// How many events have been played.
    package var playedEvents: () -> Int

    package init(
        name: String, nextTime: @escaping () -> TimeInterval?,
        playNext: @escaping (_ deliver: (HostInput) -> Void, _ advance: (TimeInterval) -> Void) -> Void,
        playedEvents: @escaping () -> Int
    ) {
        self.name = name
        self.nextTime = nextTime
        self.playNext = playNext
        self.playedEvents = playedEvents
    }
}
