/// How long the playground window took from a scene file changing on disk to
/// the first frame of the reloaded scene being presented, reload after reload.
///
/// The performance target (docs/performance.md) is 50 ms for a 2,000-view
/// scene. The time covers the wait until the window's loop notices the change
/// (``SceneFileWatcher``: inotify, whose notification wakes the loop from its
/// wait for events; without it, the loop's next turn, at most 16 ms later),
/// parsing and building the scene, closing the old one, the display list,
/// TouchRaster's render, the texture upload and `SDL_RenderPresent`.
package struct HotReloadMeasurement: Hashable, Sendable {
    /// SDL's video driver (`x11` under a display or Xvfb, `dummy` without one).
    package var videoDriver: String
    /// Whether the window learnt of changes through inotify (otherwise it polled).
    package var isNotified: Bool
    /// Nanoseconds per reload, from the rename that replaced the file to the
    /// end of the presentation of the reloaded scene's first frame.
    package var nanoseconds: [Double]
    /// Changes that were not on screen within two seconds, or did not load.
    package var failures: Int

    package init(videoDriver: String, isNotified: Bool, nanoseconds: [Double], failures: Int) {
        self.videoDriver = videoDriver
        self.isNotified = isNotified
        self.nanoseconds = nanoseconds
        self.failures = failures
    }
}
