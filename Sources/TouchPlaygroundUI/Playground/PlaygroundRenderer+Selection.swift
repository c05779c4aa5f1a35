import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The selection outline on the device: the selected view's halo and the
/// hovered one's (the panel that explains it is ``SelectionPanel``).
extension PlaygroundRenderer {
    /// The selected view in a neutral halo (a wide dark band round a white
    /// line), the hovered one in a fainter, thinner one: never a verdict's
    /// colour, never dashed like a rejection, under the labels. A halo shows
    /// only the visible part of its view: clipped, as the view is drawn, by
    /// its ancestors' `clipsToBounds` and by the device's screen, so a
    /// scrolled content view's halo stops at its scroll view.
    mutating func drawSelectionOutline() {
        if let hovered = frame.hoveredView, hovered !== frame.selectedView, let drawn = drawnView(ObjectIdentifier(hovered)) {
            clippedToVisible(drawn) { list in
                list.strokePolygon(drawn.quad, PlaygroundStyle.selectionHalo.withAlpha(45), width: 6)
                list.strokePolygon(drawn.quad, PlaygroundStyle.selectionHaloCore.withAlpha(210), width: 1.5)
            }
        }
        if let selected = frame.selectedView, let drawn = drawnView(ObjectIdentifier(selected)) {
            clippedToVisible(drawn) { list in
                list.strokePolygon(drawn.quad, PlaygroundStyle.selectionHalo, width: PlaygroundStyle.selectionHaloWidth)
                list.strokePolygon(drawn.quad, PlaygroundStyle.selectionHaloCore, width: 2.5)
            }
        }
    }

    /// Draws inside the device's screen and the clip `drawn` was drawn under.
    private mutating func clippedToVisible(_ drawn: DrawnView, _ body: (inout DrawList) -> Void) {
        list.clipped(to: layout.viewportRect) { list in
            if let clip = drawn.clip {
                list.clipped(to: clip, body)
            } else {
                body(&list)
            }
        }
    }
}
