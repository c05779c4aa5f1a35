import Foundation
import TouchInsight

/// What the user did to the hierarchy panel (``HierarchyOutline``): the rows
/// collapsed, how far it is scrolled, and the name searched for.
package struct HierarchyPanelState: Hashable, Sendable {
    /// Rows whose descendants are hidden, by their object's identity.
    package var collapsed: Set<ObjectIdentifier> = []
    /// How many rows are scrolled off the top.
    package var scroll = 0
    /// Whether the next layout scrolls the selected view's row into sight
    /// (selecting on the device selects in the panel); the layout pass
    /// decides the scroll, since only it knows which rows fit.
    package var revealsSelection = false
    /// Only rows whose name contains this (and their ancestors) are shown.
    package var search = ""
    /// Whether keys type into the search field (N starts, Enter or Esc ends).
    package var isTyping = false

    package init() {}
}
