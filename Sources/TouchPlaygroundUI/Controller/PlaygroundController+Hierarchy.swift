import Foundation
import TouchCore
import TouchInsight

/// The hierarchy panel and the exploded view in the window: O shows the
/// panel, a click on a row selects its view (on the device and in the
/// selection panel, as a right-click there does), a click on a row's
/// triangle folds it, the wheel scrolls it; N types a name to find (rows and
/// log lines); E turns the device into the exploded stack, which a drag with
/// the primary button turns and the wheel zooms, and E again draws flat.
extension PlaygroundController {
    /// O: shows or hides the hierarchy panel.
    func toggleHierarchy() {
        options.showsHierarchy.toggle()
        if options.showsHierarchy { revealSelectionInHierarchy() }
    }

    /// E: the exploded view at its standard angle, or flat again.
    func toggleExploded() {
        options.exploded = options.exploded == nil ? .standard : nil
        if case .turning = state.drag { state.drag = .none }
    }

    /// N: starts typing a name to find, opening the panel if need be.
    func startHierarchySearch() {
        options.showsHierarchy = true
        hierarchyPanel.isTyping = true
    }

    /// What the panel or the exploded view does with `event`: `nil` when
    /// neither takes it, else whether the host must leave it alone (no
    /// touches are made of a click on the panel or a drag that turns the stack).
    func handleHierarchyEvent(_ event: PlaygroundInputEvent) -> Bool? {
        switch event {
        case .keyPressed(let press) where hierarchyPanel.isTyping:
            typeInSearch(press)
            needsDisplay = true
            return false
        case .pointerPressed(let button, let point, _) where button == .primary || button == .secondary:
            if let panel = screen.hierarchyPanel, panel.geometry.panel.contains(point) {
                if let action = panel.handle(.pressed(button, at: point), in: panel.geometry.panel) { apply(action) }
                needsDisplay = true
                return true
            }
            guard options.exploded != nil, layout.deviceBox.contains(point) else { return nil }
            if button == .primary {
                beginDrag(.turning(from: point))
            } else {
                selectedView = screen.explodedView(at: point)
                revealSelectionInHierarchy()
            }
            needsDisplay = true
            return true
        case .wheel(let notches, let point):
            if let panel = layout.hierarchyRect, panel.contains(point) {
                if let hierarchy = screen.hierarchyPanel,
                    let action = hierarchy.handle(.wheel(notches: notches, at: point), in: panel)
                {
                    apply(action)
                }
                needsDisplay = true
                return true
            }
            if let camera = options.exploded, layout.deviceBox.contains(point) {
                options.exploded = camera.zoomed(by: pow(1.25, CGFloat(notches)))
                needsDisplay = true
                return true
            }
            return nil
        default:
            return nil
        }
    }

    /// A key while typing a name: characters and Space add to it, Backspace
    /// takes the last one away, Enter keeps it, Esc clears it; both stop typing.
    private func typeInSearch(_ press: PlaygroundKeyPress) {
        switch press.key {
        case .character(let character):
            hierarchyPanel.search.append(press.modifiers.contains(.shift) ? Character(character.uppercased()) : character)
        case .space:
            hierarchyPanel.search.append(" ")
        case .backspace:
            if !hierarchyPanel.search.isEmpty { hierarchyPanel.search.removeLast() }
        case .enter:
            hierarchyPanel.isTyping = false
        case .escape:
            hierarchyPanel.search = ""
            hierarchyPanel.isTyping = false
        default:
            return
        }
        hierarchyPanel.scroll = 0
    }

    /// Unfolds the rows above the selected view and scrolls the panel so
    /// its row shows: selecting on the device selects in the panel.
    func revealSelectionInHierarchy() {
        guard options.showsHierarchy, let selected = selectedView else { return }
        var ancestor: UIView? = selected.superview
        while let view = ancestor {
            hierarchyPanel.collapsed.remove(ObjectIdentifier(view))
            if let controller = view.next as? UIViewController { hierarchyPanel.collapsed.remove(ObjectIdentifier(controller)) }
            ancestor = view.superview
        }
        if let controller = selected.next as? UIViewController { hierarchyPanel.collapsed.remove(ObjectIdentifier(controller)) }
        hierarchyPanel.revealsSelection = true
    }

    /// The log filter the search stands for: a category's name (as the
    /// log's legend names them) keeps that category, any other text the
    /// lines that contain it (a receiver, a selector, a reason).
    var searchFilter: TraceFilter? {
        let search = hierarchyPanel.search.trimmingCharacters(in: .whitespaces)
        guard !search.isEmpty else { return nil }
        if let category = TraceFilter.category(named: search) { return TraceFilter(categories: [category]) }
        return TraceFilter(text: search)
    }
}
