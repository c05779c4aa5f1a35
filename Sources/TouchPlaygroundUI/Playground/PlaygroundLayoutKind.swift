import Foundation

/// How the playground's screen is arranged: the workbench of the window, or
/// a slide for a class (`touchlab shoot --layout slide`, `run --layout slide`,
/// the `B` key).
///
/// A slide is the same one layout pass (``PlaygroundScreenLayout``) with
/// other values, not a second renderer: the device and the timeline large,
/// the column's panels those a class reads (``PlaygroundColumn/panels(for:)``:
/// what happened at the moment, ``MomentPanel``; the timeline, given most of
/// the column; an excerpt of the trace, ``LogPanel``), no hierarchy panel and
/// no selection panel. It is laid out on a canvas ``slideCanvasHeight``
/// points tall and drawn ``magnification(forHostSize:)`` times larger, so
/// that the smallest text the playground draws (``PlaygroundStyle/smallestSlideTextSize``,
/// 9 points) is 18 pixels on a 1920×1080 slide: readable from the back of a
/// classroom.
package enum PlaygroundLayoutKind: String, Hashable, Sendable, CaseIterable {
    /// The window's workbench: device, rail, lesson card, trace, timeline, selection.
    case standard
    /// A slide: the device, the timeline and the moment's explanation large.
    case slide

    /// The height, in points, of the canvas a slide is laid out on: 1080
    /// pixels at a magnification of 2.
    package static let slideCanvasHeight: CGFloat = 540

    /// How many host points (or pixels) a point of the layout takes on a
    /// host of `size`: 1 for the workbench; for a slide, the host's height
    /// over ``slideCanvasHeight`` (2 at 1080 high), never below 1.
    package func magnification(forHostSize size: CGSize) -> CGFloat {
        switch self {
        case .standard: return 1
        case .slide: return max(1, size.height / Self.slideCanvasHeight)
        }
    }

    /// The canvas, in layout points, for a host of `size`.
    package func canvasSize(forHostSize size: CGSize) -> CGSize {
        let scale = magnification(forHostSize: size)
        return CGSize(width: size.width / scale, height: size.height / scale)
    }

    /// The share of the column (after the leading panels) a kept panel (the
    /// timeline) may take: most of a slide's, since the trace there is an
    /// excerpt.
    var maximumKeptShare: CGFloat {
        switch self {
        case .standard: return PlaygroundStyle.maximumPanelShare
        case .slide: return 0.72
        }
    }
}
