import Foundation

/// How the exploded view looks at the hierarchy: turned about the vertical
/// axis (`yaw`) and tilted about the horizontal one (`pitch`), in degrees,
/// and magnified by `zoom` — what dragging and the wheel change, as in
/// Xcode's view debugger and Reveal.
///
/// The angles stay within ±75°, so the layers' fronts always face the viewer
/// and painting them from the backmost layer up is correct.
package struct ExplodedCamera: Hashable, Sendable {
    package var yaw: CGFloat
    package var pitch: CGFloat
    package var zoom: CGFloat

    /// The steepest turn or tilt, in degrees.
    package static let maximumAngle: CGFloat = 75

    /// The default angle: turned and tilted enough that the layers fan out
    /// to the right and their numbers and names do not overlap.
    package static let standard = ExplodedCamera(yaw: 38, pitch: -18)

    package init(yaw: CGFloat, pitch: CGFloat, zoom: CGFloat = 1) {
        let limit = Self.maximumAngle
        self.yaw = max(-limit, min(limit, yaw))
        self.pitch = max(-limit, min(limit, pitch))
        self.zoom = max(0.25, min(8, zoom))
    }

    /// The camera turned by a pointer drag of `dx`, `dy` canvas points
    /// (a third of a degree a point).
    package func dragged(dx: CGFloat, dy: CGFloat) -> ExplodedCamera {
        ExplodedCamera(yaw: yaw + dx / 3, pitch: pitch - dy / 3, zoom: zoom)
    }

    /// The camera magnified by `factor`.
    package func zoomed(by factor: CGFloat) -> ExplodedCamera {
        ExplodedCamera(yaw: yaw, pitch: pitch, zoom: zoom * factor)
    }
}
