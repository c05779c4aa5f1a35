import Foundation

/// The shown views' faces a callout must not cover (``PlaygroundRenderer``'s
/// `callout(_:for:of:)`), binned once a frame into square cells over the
/// region callouts may go, so that asking whether a place covers one looks
/// only at the faces near it.
///
/// Every shown view but the one explained, its superviews holding it and the
/// views holding its whole box is such a face; which are left out changes
/// from callout to callout (``excluding(_:)``), the bins do not. Asking each
/// of a callout's thousands of places about each face made a frame of 2,000
/// long-named views cost seconds; sorting every face into the rows of each
/// callout's places, which replaced that, cost the 1,000-view frame two
/// thirds of its instructions, though a search asks about a hundred places.
///
/// A face is filed under every cell its closed extent touches, cell numbers
/// clamped to the grid's, so a place that overlaps it
/// (``PlaygroundRenderer/overlaps(_:_:)``) shares a cell with it: the two
/// share a point, and a point's cell lies between a rectangle's first and
/// last cells, clamping and all (each step from a coordinate to its cell
/// never decreases). A face spanning more than ``maximumCells`` cells is kept
/// aside and asked by every query; a face with an edge that is not a number
/// covers nothing (every comparison with NaN is false) and is left out.
/// ``rightmostEdge(overlapping:)`` then applies the exact test to what the
/// cells hold, so its answer is the one a look at every face gives.
struct CalloutObstacles {
    /// About a small view's size, in canvas points.
    static let cellSize: CGFloat = 48
    /// Cells a binned face may span; larger ones are asked by every query.
    static let maximumCells = 24
    /// At most this many cells across or down: a larger region gets larger cells.
    static let maximumSide = 64

    private typealias Box = (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)

    /// Each face's edges, by its index in the faces given.
    private var boxes: [Box] = []
    /// Faces a query must not count, by index (``excluding(_:)``).
    private var excluded: [Bool] = []
    /// Where each cell's faces start in ``entries``; one more than the cells.
    private var starts: [Int] = [0, 0]
    /// The faces of each cell, cell after cell, as indices into ``boxes``.
    private var entries: [Int32] = []
    /// Faces too large to bin, asked by every query.
    private var always: [Int32] = []
    private var grid = CellGrid(cellSize: cellSize)

    /// No faces: nothing to avoid.
    init() {}

    /// Bins `faces` into cells over `region` (where the places asked about lie;
    /// a face or place outside it is still answered exactly, in its edge cells).
    init(_ faces: [CGRect], over region: CGRect) {
        boxes = faces.map { ($0.minX, $0.minY, $0.maxX, $0.maxY) }
        excluded = [Bool](repeating: false, count: faces.count)
        guard let grid = CellGrid(over: region, cellSize: Self.cellSize, maximumSide: Self.maximumSide),
            faces.count < Int(Int32.max)
        else {
            always = boxes.withUnsafeBufferPointer(Self.byRightEdge)
            return
        }
        self.grid = grid
        var filed: [(entry: Int32, span: CellGrid.Span)] = []
        filed.reserveCapacity(boxes.count)
        // The faces rightmost right edge first, so that each cell's list and
        // the list kept aside are in that order: a query stops at the first
        // face of a list that overlaps its place, since no later one can
        // raise its answer.
        for index in boxes.withUnsafeBufferPointer(Self.byRightEdge) {
            let span = self.span(boxes[Int(index)])
            if (span.x1 - span.x0 + 1) * (span.y1 - span.y0 + 1) > Self.maximumCells {
                always.append(index)
            } else {
                filed.append((index, span))
            }
        }
        (starts, entries) = grid.file(filed)
    }

    /// The indices of the `boxes` with no edge that is not a number, the
    /// largest right edge first: a merge sort on raw pointers,
    /// which a debug build runs about as fast as a release one.
    private static func byRightEdge(_ boxes: UnsafeBufferPointer<Box>) -> [Int32] {
        var order = (0..<Int32(truncatingIfNeeded: boxes.count)).filter { !hasNaN(boxes[Int($0)]) }
        guard order.count > 1, let boxes = boxes.baseAddress else { return order }
        var other = order
        let total = order.count
        order.withUnsafeMutableBufferPointer { order in
            other.withUnsafeMutableBufferPointer { other in
                guard var from = order.baseAddress, var to = other.baseAddress else { return }
                var width = 1
                var inOrder = true
                while width < total {
                    var start = 0
                    while start < total {
                        let middle = min(start + width, total), end = min(start + 2 * width, total)
                        var left = start, right = middle, slot = start
                        while left < middle && right < end {
                            if boxes[Int(from[right])].maxX > boxes[Int(from[left])].maxX {
                                to[slot] = from[right]
                                right += 1
                            } else {
                                to[slot] = from[left]
                                left += 1
                            }
                            slot += 1
                        }
                        while left < middle {
                            to[slot] = from[left]
                            left += 1
                            slot += 1
                        }
                        while right < end {
                            to[slot] = from[right]
                            right += 1
                            slot += 1
                        }
                        start = end
                    }
                    swap(&from, &to)
                    inOrder.toggle()
                    width *= 2
                }
                // The last pass wrote into `other`: copy it back.
                if !inOrder { to.update(from: from, count: total) }
            }
        }
        return order
    }

    private static func hasNaN(_ box: Box) -> Bool {
        box.minX.isNaN || box.minY.isNaN || box.maxX.isNaN || box.maxY.isNaN
    }

    /// The cells a box's closed extent touches, clamped to the grid.
    private func span(_ box: Box) -> CellGrid.Span {
        grid.span(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
    }

    /// These obstacles without the faces `isExcluded` names, by index: the
    /// bins are shared, only which faces count is new.
    func excluding(_ isExcluded: (Int) -> Bool) -> CalloutObstacles {
        var result = self
        for index in excluded.indices { result.excluded[index] = isExcluded(index) }
        return result
    }

    /// The faces that count, in the order given.
    var countedBoxes: [CGRect] {
        boxes.indices.filter { !excluded[$0] && !Self.hasNaN(boxes[$0]) }.map { index in
            let box = boxes[index]
            return CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
        }
    }

    /// The cells' entries and the faces kept aside: what the bins hold,
    /// about one to four entries a small face, however many places are asked.
    var entryCount: Int { entries.count + always.count }

    /// The rightmost right edge of the counted faces `rect` overlaps, or `nil`
    /// when it overlaps none; and how many faces were looked at.
    ///
    /// Faces may be looked at more than once (a face in two of the place's
    /// cells) and in any order: the largest of the same edges is the same.
    func rightmostEdge(overlapping rect: CGRect) -> (edge: CGFloat?, looks: Int) {
        let columns = grid.columns
        let place: Box = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        guard !Self.hasNaN(place), !boxes.isEmpty else { return (nil, 0) }
        let span = span(place)
        var result: CGFloat?
        var looks = 0
        boxes.withUnsafeBufferPointer { boxes in
            excluded.withUnsafeBufferPointer { excluded in
                let boxes = boxes.baseAddress!, excluded = excluded.baseAddress!
                always.withUnsafeBufferPointer { always in
                    looks &+= Self.raise(&result, by: always.baseAddress, always.count, boxes, excluded, place)
                }
                entries.withUnsafeBufferPointer { entries in
                    guard let entries = entries.baseAddress else { return }
                    for y in span.y0...span.y1 {
                        for cell in (y * columns + span.x0)...(y * columns + span.x1) {
                            looks &+= Self.raise(
                                &result, by: entries + starts[cell], starts[cell + 1] - starts[cell], boxes, excluded, place)
                        }
                    }
                }
            }
        }
        return (result, looks)
    }

    /// Raises `result` to the right edge of the faces listed at `list`
    /// (`count` of them, rightmost right edge first) that `place` overlaps
    /// and that count; returns how many it looked at. It stops at the first
    /// such face, or at the first whose right edge cannot raise `result` or
    /// reach into the place: every later one's is no larger. Raw pointers,
    /// so that a debug build's look at a face costs a few instructions, not
    /// a generic call.
    private static func raise(
        _ result: inout CGFloat?, by list: UnsafePointer<Int32>?, _ count: Int, _ boxes: UnsafePointer<Box>,
        _ excluded: UnsafePointer<Bool>, _ place: Box
    ) -> Int {
        guard let list, count > 0 else { return 0 }
        for offset in 0..<count {
            let index = Int(list[offset])
            let box = boxes[index]
            if !(place.minX < box.maxX) { return offset + 1 }
            if let current = result, !(current < box.maxX) { return offset + 1 }
            guard box.minX < place.maxX, place.minY < box.maxY, box.minY < place.maxY, !excluded[index] else { continue }
            result = box.maxX
            return offset + 1
        }
        return count
    }
}
