import Foundation
import TouchCore
import TouchInsight

/// A slide's labels on the device (``PlaygroundLayoutKind/slide``): what a
/// class must read there is the views themselves, so only the hit-test
/// views keep their whole label (name and verdict, in a callout when their
/// view has no room). Every other visited or chain view keeps its numbers —
/// the visit square and the chain circle — as a badge on itself, with its
/// name when that fits on the view; its verdict is told by its outline
/// (red dashes, teal) and, in words, by the visit list beside the device
/// (``VisitListPanel``), which names every visit with its verdict. On the
/// workbench every visited view's label carries its verdict chip, and
/// twelve such labels piled in callouts over the very views they described.
extension PlaygroundRenderer {
    /// Whether the labels are a slide's: badges, the verdicts in the visit list.
    /// Only when the visit list shows every row (``PlaygroundScreenLayout``
    /// leaves it out otherwise).
    var usesSlideBadges: Bool {
        frame.options.layoutKind == .slide && frame.options.exploded == nil && screen.panel(VisitListPanel.self) != nil
    }

    /// The chips a slide keeps on a view that is not a hit-test view: what
    /// the visit list does not say (who consumed the touch, where a
    /// nil-target action started).
    static let slideKeptChips: Set<String> = ["consumed", "first responder"]

    /// `line`, the label line of the view drawn at `position`, as a slide
    /// shows it: whole for a hit-test view, else without its verdict chips.
    func slideLine(_ line: [LabelItem], of position: Int) -> [LabelItem] {
        guard usesSlideBadges, !analysis.hitViews.contains(where: { $0.id == ObjectIdentifier(drawn[position].view) })
        else { return line }
        return line.filter { item in
            if case .chip(let text, _) = item { return Self.slideKeptChips.contains(text) }
            return true
        }
    }

    /// Places each entry's badge on its view, in order of the chain: its
    /// name and numbers when they fit on the view, else its numbers alone
    /// (on the view, or jutting out a little). Numbers with no room on the
    /// view go in a small callout for a view in the chain (the chain's
    /// arrows run between the circles); a view off the chain is then left to
    /// its outline and the visit list.
    mutating func placeSlideBadges(_ entries: [(lines: [[LabelItem]], position: Int, rank: Int)]) {
        func isNumber(_ item: LabelItem) -> Bool {
            switch item {
            case .visitTag, .badge: return true
            case .name, .chip: return false
            }
        }
        let ordered = entries.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
        for entry in ordered {
            // Views sharing one rectangle: their numbers on one line.
            let numbers = [entry.lines.flatMap { $0.filter(isNumber) }]
            guard !numbers[0].isEmpty else { continue }
            if entry.lines.count == 1 {
                if placeInside(entry.lines, of: entry.position) { continue }
                let named = entry.lines.map { $0.filter { if case .chip = $0 { false } else { true } } }
                if named[0].count < entry.lines[0].count, placeInside(named, of: entry.position) { continue }
            }
            if placeInside(numbers, of: entry.position) { continue }
            if placeInside(numbers, of: entry.position, overhang: Self.labelOverhang) { continue }
            if entry.rank < Self.offChainRank { placeCallout(numbers, of: entry.position) }
        }
    }

    /// On a slide, a hit-test view's label too wide for its view is tried
    /// once more on the view, its numbers, name and chips each on a row of
    /// their own, before it goes to a callout: the slide's device takes the
    /// canvas's height, leaving little margin for callouts, and the hit-test
    /// view keeps its whole label; it may jut out of its view twice as far
    /// as a label usually does (a phone's half-width pane is 107 points on a
    /// slide, "UITransitionView" 125). `false` off a slide, or when that
    /// does not fit either.
    mutating func placeSlideHitLabelStacked(_ lines: [[LabelItem]], of position: Int) -> Bool {
        guard usesSlideBadges else { return false }
        let stacked = lines.flatMap { line -> [[LabelItem]] in
            let numbers = line.filter { if case .visitTag = $0 { true } else if case .badge = $0 { true } else { false } }
            let names = line.filter { if case .name = $0 { true } else { false } }
            let chips = line.filter { if case .chip = $0 { true } else { false } }
            return [numbers, names, chips].filter { !$0.isEmpty }
        }
        return placeInside(stacked, of: position, overhang: 2 * Self.labelOverhang)
    }
}
