import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// Where a timeline lane's state names go: a pill pinned at each change, and
/// never two pills over each other.
///
/// States can follow each other within a few milliseconds (a pan's `changed`
/// then `ended` as the finger lifts), closer than a name is wide. Shifting the
/// later name right would pin it at a time it did not happen; overlapping them
/// gave "cl ended". So a name that would run into the pill before it joins that
/// pill instead, which then reads in order, each part in its state's colour:
/// `changed` `→ ended`. A return to `possible` (a reset) between two joined
/// names is written too, so the pill never skips a state the log shows. Every
/// pill lies within the axis: one that would hang past its end is moved back
/// (pushing the pills before it back as far as needed), and when the lane has
/// no room for them all side by side, they become one pill cut at the axis's end.
/// A pill moved back no longer starts at its instant, so every name's instant
/// is also marked by a tick under the pill (``Part/changeX``).
///
/// See also: ``TouchTimeline``, ``PlaygroundRenderer`` (the timeline panel).
struct TimelinePillLayout {
    /// A change on the lane: where it happened, its word and colour; a reset
    /// (a return to `possible`) gets no pill of its own.
    struct Change {
        var x: CGFloat
        var word: String
        var color: DrawColor
        var isReset = false

        /// A recognizer's change to `state` at `x`.
        init(x: CGFloat, state: UIGestureRecognizer.State) {
            self.init(x: x, word: "\(state)", color: PlaygroundStyle.stateColor(state), isReset: state == .possible)
        }

        init(x: CGFloat, word: String, color: DrawColor, isReset: Bool = false) {
            self.x = x
            self.word = word
            self.color = color
            self.isReset = isReset
        }
    }

    /// One change's word in a pill.
    struct Part: Equatable {
        var text: String
        var color: DrawColor
        var rect: CGRect
        /// Where the change happened on the lane: a pill moved back to stay
        /// within the axis no longer starts there, so a tick under it marks it.
        var changeX: CGFloat
    }

    /// The gap kept between two pills.
    static let gap: CGFloat = 3
    /// How far left of its change a pill starts, so its edge marks the instant.
    static let inset: CGFloat = 2

    /// The pills, left to right, each one part or several side by side.
    private(set) var pills: [[Part]] = []

    /// The pills for `changes` (in time order) on a lane whose axis spans
    /// `track`'s width, pills of text `size` at `y`.
    init(changes: [Change], track: CGRect, y: CGFloat, size: CGFloat) {
        func width(_ text: String) -> CGFloat { PlaygroundStyle.estimatedWidth(of: text, size: size) + 8 }
        var groups: [(x: CGFloat, parts: [(String, DrawColor, CGFloat)])] = []
        var reset: Change?
        for change in changes {
            guard !change.isReset else {
                reset = groups.isEmpty ? nil : change
                continue
            }
            let x = change.x - Self.inset
            if var last = groups.last,
                x < last.x + last.parts.reduce(0, { $0 + width($1.0) }) + Self.gap
            {
                if let reset { last.parts.append(("→ \(reset.word)", reset.color, reset.x)) }
                last.parts.append(("→ \(change.word)", change.color, change.x))
                groups[groups.count - 1] = last
            } else {
                groups.append((x, [(change.word, change.color, change.x)]))
            }
            reset = nil
        }
        func groupWidth(_ index: Int) -> CGFloat { groups[index].parts.reduce(0) { $0 + width($1.0) } }
        // Within the axis: back from its end, then, if that pushed the first
        // before its start, on from there.
        var limit = track.maxX
        for index in groups.indices.reversed() {
            groups[index].x = min(groups[index].x, limit - groupWidth(index))
            limit = groups[index].x - Self.gap
        }
        var lower = track.minX
        for index in groups.indices {
            groups[index].x = max(groups[index].x, lower)
            lower = groups[index].x + groupWidth(index) + Self.gap
        }
        if let last = groups.indices.last, groups[last].x + groupWidth(last) > track.maxX + 0.001 {
            // No room for them side by side: one pill, in order, cut at the end.
            var merged: [(String, DrawColor, CGFloat)] = []
            for group in groups {
                for (index, part) in group.parts.enumerated() {
                    merged.append(index == 0 && !merged.isEmpty ? ("→ " + part.0, part.1, part.2) : part)
                }
            }
            groups = [(track.minX, merged)]
        }
        pills = groups.map { group in
            var x = group.x
            var parts: [Part] = []
            for (text, color, changeX) in group.parts where x < track.maxX {
                let w = min(width(text), track.maxX - x)
                parts.append(
                    Part(text: text, color: color, rect: CGRect(x: x, y: y, width: w, height: size + 6), changeX: changeX))
                x += w
            }
            return parts
        }
    }

    /// Each pill's whole rectangle.
    var rects: [CGRect] {
        pills.compactMap { parts in
            guard let first = parts.first, let last = parts.last else { return nil }
            return first.rect.union(last.rect)
        }
    }
}
