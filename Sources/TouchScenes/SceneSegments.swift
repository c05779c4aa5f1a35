/// A segmented control's segment titles and selection (`UISegmentedControl`'s
/// `init(items:)` and `selectedSegmentIndex`).
///
/// The loader guarantees that `selected`, when given, is the index of a segment; nil
/// is UIKit's `noSegment`, the default.
public struct SceneSegments: Hashable, Sendable {
    public var titles: [String]
    public var selected: Int?

    public init(titles: [String] = [], selected: Int? = nil) {
        self.titles = titles
        self.selected = selected
    }
}
