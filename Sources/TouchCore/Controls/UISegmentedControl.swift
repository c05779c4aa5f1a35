import Foundation

/// A row of equal segments of which at most one is selected (Apple: UISegmentedControl).
///
/// Lifting the finger inside the control (its bounds grown by the tracking margin,
/// SPEC C3) selects the segment under it — the nearest end segment when lifted beyond
/// an end — and sends `valueChanged` (with `primaryActionTriggered`, SPEC C2) when the
/// selection changes. Segments have titles only (images, momentary selection and
/// segment widths by content are not modelled).
///
/// Its default action is a single-finger single tap, so it refuses an ancestor's
/// recognizer for exactly that gesture (SPEC G11; Apple: "Interacting with Other User
/// Interface Controls").
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected (Apple: noSegment).
    public static let noSegment = -1

    private var titles: [String?] = []
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// One segment per item; an item that is not a `String` makes an untitled segment.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    open var numberOfSegments: Int { titles.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), titles.count)
        titles.insert(title, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// The segment under `point` (the control's coordinates): equal widths across the
    /// bounds, pinned to the first and last segment.
    func segmentIndex(at point: CGPoint) -> Int {
        guard !titles.isEmpty, bounds.width > 0 else { return UISegmentedControl.noSegment }
        let index = Int(((point.x - bounds.minX) / segmentWidth).rounded(.down))
        return min(max(index, 0), titles.count - 1)
    }

    /// Segment `segment`'s rectangle in the control's coordinates, the one
    /// ``segmentIndex(at:)`` answers for (the playground draws the segments here).
    package func segmentRect(at segment: Int) -> CGRect {
        CGRect(x: bounds.minX + CGFloat(segment) * segmentWidth, y: bounds.minY, width: segmentWidth, height: bounds.height)
    }

    /// Every segment's width: the bounds shared equally.
    private var segmentWidth: CGFloat { titles.isEmpty ? 0 : bounds.width / CGFloat(titles.count) }

    open override func primaryEvents(forTouchUpInside touch: UITouch) -> Event? {
        let index = segmentIndex(at: touch.location(in: self))
        guard index != UISegmentedControl.noSegment, index != selectedSegmentIndex else { return nil }
        selectedSegmentIndex = index
        return [.valueChanged, .primaryActionTriggered]
    }

    override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
