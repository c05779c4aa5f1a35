/// A segmented control's segment titles and selection (`UISegmentedControl`'s
/// `init(items:)` and `selectedSegmentIndex`).
///
/// The loader guarantees that `selected`, when given, is the index of a segment; nil
/// is UIKit's `noSegment`, the default.
package struct SceneSegments: Hashable, Sendable {
    package var titles: [String]
    package var selected: Int?

    package init(titles: [String] = [], selected: Int? = nil) {
        self.titles = titles
        self.selected = selected
    }
}
