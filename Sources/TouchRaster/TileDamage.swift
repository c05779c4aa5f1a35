import Foundation
import TouchDrawing

/// Which parts of the canvas changed between two renders, found from the
/// plans before any pixel is painted, so ``RasterCanvas`` can repaint only
/// those (``RasterCanvas/repaintsChangesOnly``).
///
/// The canvas is divided into square tiles of ``side`` pixels. A pixel's
/// value depends only on the background and on the planned commands whose
/// reach (``PlannedCommand/clip``) covers it, painted in plan order: a band
/// paints every command through its clip and nothing else (``RasterBand``).
/// So each tile gets the fingerprint of the background followed, in order,
/// by those of the commands whose reach meets the tile
/// (``CommandFingerprint``: every field, bit for bit, and the reach). A tile
/// whose fingerprint equals the last render's, at the same size, scale,
/// background and text source, holds the same pixels already; the others are
/// repainted in full. Damaged tiles are merged into a few rectangles: runs
/// along a row of tiles (across gaps of up to two tiles, cheaper to repaint
/// than to walk the plan for once more), and the runs of consecutive rows
/// that cover the same columns.
struct TileDamage {
    /// A tile's side in pixels.
    static let side = 32
    /// Gaps of up to this many clean tiles between damaged ones are repainted
    /// with them.
    static let bridgedGap = 2

    /// What the last render's fingerprints are valid for.
    struct Key: Equatable {
        var width: Int
        var height: Int
        var scale: UInt64
        var background: UInt32
        var source: ObjectIdentifier?
    }

    private var key: Key?
    private var columns = 0
    private var rows = 0
    /// The last render's tile fingerprints, row by row.
    private var tiles: [UInt64] = []
    /// This render's, swapped into ``tiles`` once compared.
    private var next: [UInt64] = []
    /// Each planned command's fingerprint, reused between renders.
    private var commandPrints: [UInt64] = []

    /// Forgets the last render: the next one repaints everything.
    mutating func invalidate() {
        key = nil
    }

    /// The rectangles to repaint so that `plan` (over `commands`) shows
    /// exactly, given the canvas holds the render last passed here: the whole
    /// canvas when that render cannot be compared (first render, other size,
    /// scale, background or text source), nothing when no tile changed.
    mutating func damage(
        _ plan: [PlannedCommand], of commands: [DrawCommand], scale: CGFloat, key: Key
    ) -> [PixelRect] {
        let columns = (key.width + Self.side - 1) / Self.side
        let rows = (key.height + Self.side - 1) / Self.side
        let comparable = self.key == key && columns == self.columns && rows == self.rows && tiles.count == columns * rows
        self.key = key
        self.columns = columns
        self.rows = rows
        var seed = CommandFingerprint(seed: 0x5EED)
        seed.combine(UInt64(key.background))
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: repeatElement(seed.value, count: columns * rows))
        commandPrints.removeAll(keepingCapacity: true)
        for planned in plan {
            var print = CommandFingerprint(seed: planned.isFusedView ? 1 : 0)
            print.combine(planned.clip)
            print.combine(commands[planned.index])
            if planned.isFusedView { print.combine(commands[planned.index + 1]) }
            if let mask = planned.mask { print.combine(UInt64(mask.width) << 32 | UInt64(mask.height)) }
            commandPrints.append(print.value)
        }
        next.withUnsafeMutableBufferPointer { next in
            for (planned, print) in zip(plan, commandPrints) {
                let area = Self.reach(of: commands[planned.index], within: planned.clip, scale: scale)
                guard !area.isEmpty else { continue }
                let firstColumn = max(0, area.minX / Self.side), lastColumn = min(columns - 1, (area.maxX - 1) / Self.side)
                let firstRow = max(0, area.minY / Self.side), lastRow = min(rows - 1, (area.maxY - 1) / Self.side)
                guard firstColumn <= lastColumn, firstRow <= lastRow else { continue }
                for row in firstRow...lastRow {
                    for column in firstColumn...lastColumn {
                        var tile = CommandFingerprint(seed: next[row * columns + column])
                        tile.combine(print)
                        next[row * columns + column] = tile.value
                    }
                }
            }
        }
        defer { swap(&tiles, &next) }
        guard comparable else { return [PixelRect(minX: 0, minY: 0, maxX: key.width, maxY: key.height)] }
        return rectangles(key: key)
    }

    /// The pixels `command` may paint within `clip`, its planned reach. The
    /// plan gives lines, arrows and circles their whole clip (the canvas,
    /// often); their own bounds, widened by the stroke, half the head and two
    /// pixels for rounding, keep a moved marker from damaging every tile.
    /// Anything not finite keeps the clip.
    static func reach(of command: DrawCommand, within clip: PixelRect, scale: CGFloat) -> PixelRect {
        let bounds: (CGFloat, CGFloat, CGFloat, CGFloat, margin: CGFloat)
        switch command {
        case .line(let start, let end, _, let style):
            bounds = (
                min(start.x, end.x), min(start.y, end.y), max(start.x, end.x), max(start.y, end.y), abs(style.width) / 2
            )
        case .arrow(let start, let end, _, let style, let head):
            bounds = (
                min(start.x, end.x), min(start.y, end.y), max(start.x, end.x), max(start.y, end.y),
                max(abs(style.width), abs(head)) / 2
            )
        case .fillCircle(let center, let radius, _), .strokeCircle(let center, let radius, _, _):
            bounds = (center.x, center.y, center.x, center.y, abs(radius))
        default:
            return clip
        }
        let margin = bounds.margin * scale + 2
        let minX = bounds.0 * scale - margin, minY = bounds.1 * scale - margin
        let maxX = bounds.2 * scale + margin, maxY = bounds.3 * scale + margin
        let limit = CGFloat(1 << 40)
        guard [minX, minY, maxX, maxY].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return clip }
        return clip.intersection(
            PixelRect(
                minX: Int(minX.rounded(.down)), minY: Int(minY.rounded(.down)), maxX: Int(maxX.rounded(.up)),
                maxY: Int(maxY.rounded(.up))))
    }

    /// The damaged tiles (``next`` against ``tiles``) as rectangles in pixels.
    private func rectangles(key: Key) -> [PixelRect] {
        var result: [PixelRect] = []
        var open: [(columns: Range<Int>, rect: Int)] = []
        for row in 0..<rows {
            var runs: [Range<Int>] = []
            var column = 0
            while column < columns {
                guard next[row * columns + column] != tiles[row * columns + column] else {
                    column += 1
                    continue
                }
                var end = column + 1
                var probe = end
                while probe < columns, probe - end <= Self.bridgedGap {
                    if next[row * columns + probe] != tiles[row * columns + probe] { end = probe + 1 }
                    probe += 1
                }
                runs.append(column..<end)
                column = end
            }
            var stillOpen: [(columns: Range<Int>, rect: Int)] = []
            for run in runs {
                let minY = row * Self.side, maxY = min(key.height, (row + 1) * Self.side)
                if let previous = open.first(where: { $0.columns == run }) {
                    result[previous.rect].maxY = maxY
                    stillOpen.append(previous)
                } else {
                    result.append(
                        PixelRect(
                            minX: run.lowerBound * Self.side, minY: minY, maxX: min(key.width, run.upperBound * Self.side),
                            maxY: maxY))
                    stillOpen.append((run, result.count - 1))
                }
            }
            open = stillOpen
        }
        return result
    }
}
