import Foundation
import TouchCore

/// One built scene as the window holds it: the application to drive and how
/// to release it when the window switches away or reloads.
public struct PlaygroundSceneWorld {
    public var application: UIApplication
    /// Releases what the scene built (a scene world's `close()`).
    public var close: () -> Void

    public init(application: UIApplication, close: @escaping () -> Void = {}) {
        self.application = application
        self.close = close
    }
}
