import Foundation
import TouchDisplayList

/// Renders a ``TouchDisplayList/DrawList`` into ARGB8888 pixels, in pure Swift,
/// deterministically: the same list at the same scale gives the same pixels
/// on every run and machine.
///
/// TouchLab draws every frame — screenshots, golden images, `touchlab shoot`,
/// the benchmark and the live window — with this canvas. SDL 2.26's software
/// renderer spent about 170 ms on a 1,000-view frame, most of it allocating,
/// scanning and blitting a temporary surface for every blended triangle
/// (docs/performance.md); drawing the spans directly takes a few milliseconds.
///
/// How commands become pixels (coordinates are points, multiplied by the
/// render's scale):
///
/// - Rectangles and clips snap each edge to the nearest pixel boundary
///   (``PixelSnapping``), so view borders stay crisp and adjacent rectangles
///   neither overlap nor leave gaps. A rectangle's stroke is up to four bands
///   inside it, as many whole pixels thick as the width rounds to (at least
///   one); a dash pattern runs clockwise from the top-left corner.
/// - Polygons, lines, arrows and circles are sampled at pixel centres, one
///   span per row (``ConvexPolygonScanner``): no antialiasing. A polygon's
///   stroke is the band between its outline and the outline inset by the
///   width (mitred corners): per row, the outer span minus the inner one. A
///   dashed stroke is one quad per dash, measured along the outline and
///   continuing from edge to edge, each with the scanner's pixels
///   (``DashPiece`` sets up only its edges). Lines and arrows are quads (and a
///   triangle head) centred on the segment; circles are exact, their dashes
///   measured along the circumference from the rightmost point, clockwise.
/// - Text is a coverage mask from a ``TextMaskSource`` at
///   `pointSize × scale` pixels (rounded, 1…512), blended in the run's colour,
///   its top at the origin's y and its left, middle or right edge at the
///   origin's x, both rounded to whole pixels. Without a source, text draws
///   nothing.
/// - Clips nest: each push intersects with the enclosing clip; while the clip
///   is empty nothing is drawn.
///
/// Every colour is blended source-over with SDL's integer arithmetic
/// (``SourceOverColor``); opaque colours are plain stores and invisible ones
/// are skipped. Later commands paint over earlier ones.
///
/// A render runs in two passes. First, serially, the list is walked once to
/// resolve what depends on order or on the caller's thread: the clip stack,
/// which view fill and outline pairs are painted together, and the text
/// masks (the ``TextMaskSource`` is asked in command order, on the calling
/// thread). Then the canvas is split into horizontal bands of rows, one per
/// processor (at most ``maximumAutomaticBandCount``; one for a small image),
/// painted in parallel: each band walks the whole plan and paints only its
/// rows (``RasterBand``). A canvas for a stream of frames
/// (``choosesBandsPerRender``) makes one band for each thread ready to paint
/// when the plan is instead: its own and the helpers woken before planning
/// that have arrived, or two when none has, the second for a helper still
/// on its way (``RasterBandCrew`` says why). A pixel is meant not to
/// depend on the band it lies in, so that the pixels are the same whatever
/// the number of bands (``bandCount``); one known exception: a dashed
/// outline's piece whose clip starts inside a band can gain or lose a pixel
/// on that row, because the
/// polygon scanner then starts part-way down the piece (1–3 pixels in 4 of 72
/// random nested-view lists, none of `BandedRenderTests`' lists). Only a
/// piece that rounding left with zigzag corners (not y-monotone) can: every
/// other piece's pixels are computed per row from its edge's band or its own
/// edges alone, whatever row a walk starts at (``DashedEdge``, ``DashPiece``),
/// and those zigzag pieces are still left to the scanner, so the pixels are
/// those of before.
///
/// The canvas keeps the pixels of a list's stable prefix
/// (``TouchDisplayList/DrawList/stablePrefixCount``: the playground's scene, its
/// windows and views, which repeat from frame to frame) in a buffer of the
/// canvas's size (``StablePrefixLayer``), as Flutter's raster cache keeps
/// a picture that repeats. It keeps up to two prefixes, the most recently
/// used first, and drops the least recently used when a third is kept: a
/// window alternates between its scene as shown and its scene muted while a
/// touch is explained, and each change would otherwise paint the whole
/// scene again. A render whose first `stablePrefixCount` commands
/// are exactly those kept, on the same canvas (pixel size, scale,
/// background, text source), starts each band from a copy of its rows of
/// those pixels instead of the background, with the clips the prefix left
/// open, and plans and paints only the rest; its text source is not asked
/// for the prefix's text. A prefix is first only noted; the pixels are
/// copied during the next render with the same prefix (seen twice in a row),
/// so a scene that changes every frame costs the comparison and no copy;
/// ``prepareStablePrefix(of:scale:)`` paints and keeps a prefix ahead of the
/// render that will need it (a window's idle time). A render that fails in
/// its prefix keeps nothing. No view is fused across the
/// prefix's end (fused or not, a view paints the same pixels), so the pixels
/// are the same with or without the kept layer; `StablePrefixLayerTests`
/// compares them byte for byte.
///
/// The canvas keeps its pixel buffer between renders of the same size and its
/// scratch storage (the plan, each band's corners) always, so a steady stream
/// of frames allocates nothing. ``releaseStorage()`` lets the buffers go.
/// ``pixels`` is an array: a caller keeping a frame's pixels shares the buffer
/// until the next render writes, which then copies it (copy on write), so a
/// kept frame never changes. Not thread-safe: use a canvas on one thread (its
/// bands' threads are its own business).
package final class RasterCanvas {
    /// Largest side, in pixels, a canvas may have.
    package static let maximumSide = 16384
    /// Most bands an automatic band count uses: past a few cores, walking the
    /// plan once more per band costs more than the band saves.
    package static let maximumAutomaticBandCount = 8
    /// Images with fewer pixels are painted in one band: waking threads would
    /// cost more than painting them (a 256×256 image paints in well under
    /// 0.1 ms).
    static let minimumPixelsForBands = 256 * 256
    /// Processors this process may run on, read once.
    private static let processorCount = ProcessInfo.processInfo.activeProcessorCount

    /// The last render's size in pixels (0 before the first).
    package private(set) var width = 0
    package private(set) var height = 0
    /// The last render's pixels, `0xAARRGGBB`, `width × height` of them, row
    /// by row from the top left.
    package private(set) var pixels: [UInt32] = []
    /// Where text comes from; `nil` draws no text.
    package var textSource: (any TextMaskSource)?
    /// How many horizontal bands a render paints in parallel (limited to
    /// 1…64 and to the image's rows); `nil`, the default, chooses: one per
    /// active processor, at most ``maximumAutomaticBandCount``, and one for
    /// images under 256×256 pixels — or, with ``choosesBandsPerRender``, one
    /// per thread ready to paint, at most that many. The pixels are the same
    /// for every count; tests set it to check exactly that.
    package var bandCount: Int?
    /// With an automatic ``bandCount``, splits each render's rows among the
    /// threads ready to paint when its plan is (``RasterBandCrew``) instead
    /// of one band per processor: for a stream of frames on a machine that
    /// may be busy (a window, and the benchmark that times it). Off by
    /// default, so that a one-off picture's band count, and so its bytes
    /// even in the known exception above, does not depend on the machine's
    /// load.
    package var choosesBandsPerRender = false
    /// Paints dashed outlines' pieces through the general polygon fill, as
    /// before ``DashPiece`` (``RasterBand/dashPiecesThroughScanner``): the
    /// reference tests compare the pixels with. Never set outside tests.
    var dashPiecesThroughScanner = false
    /// Paints opaque polygons' and view bands' spans one call to
    /// ``PixelTarget/fillSpan(row:from:to:_:)`` each, as before their direct
    /// stores (``RasterBand/opaqueSpansThroughFillSpan``): the reference
    /// tests compare the pixels with, in a debug build (a release build
    /// ignores it). Never set outside tests.
    var opaqueSpansThroughFillSpan = false

    /// Pixel rectangles of the pushed clips (each already intersected with
    /// the enclosing one and the canvas), innermost last, while planning.
    private var clips: [PixelRect] = []
    /// The render's commands with their clips and masks (``PlannedCommand``).
    private var plan: [PlannedCommand] = []
    /// One worker per thread that paints bands (the canvas's own first),
    /// kept between renders. A helper's worker keeps the pixels of the
    /// largest band it painted aside, twice (the band, and its rows of the
    /// stable prefix): at most about four buffers of the canvas's size all
    /// together, beside the canvas's own and its kept layers (helper `k`
    /// paints at most a `k + 1`th of the rows but for the first band's weight).
    private var bands: [RasterBand] = []
    /// The helpers woken for the render under way, when its band count is
    /// automatic (``RasterBandCrew``); used by its one ``paintBands``.
    private var crew: RasterBandCrew?
    /// The last render's crew: one of its helpers may still be painting
    /// aside a band the canvas's thread took over, reading the render's kept
    /// pixels and writing its worker's (``RasterBandCrew/awaitHelpers()``).
    private var lastCrew: RasterBandCrew?
    /// The rows the canvas's thread paints against each helper, learned
    /// from the renders split among the threads ready (``RasterBandBalance``);
    /// tests set it.
    var bandBalance = RasterBandBalance()
    /// How long the canvas's thread, its own bands done, waits for its
    /// helpers' before it paints those unfinished too (``RasterBandCrew``);
    /// tests set 0, so that every helper is raced.
    var helperRaceDelay = RasterBandCrew.defaultRaceDelay
    /// How long a render waits for a first helper when none has arrived by
    /// the time its plan is ready, in nanoseconds: on a free core one
    /// arrives in about 20–35 µs of being woken.
    static let helperPatience: UInt64 = 50_000
    /// The kept stable prefixes, the most recently used first; at most
    /// ``maximumKeptPrefixes``.
    private var layers: [StablePrefixLayer] = []
    /// The last render's stable prefix when no kept one matched it: only
    /// noted, and kept if the next render's repeats it.
    private var noted: StablePrefixLayer?
    /// How many stable prefixes the canvas keeps the pixels of: the scene
    /// shown and the scene muted (a buffer of the canvas's size each).
    static let maximumKeptPrefixes = 2
    /// Where the plan stood when the walk reached the list's stable prefix's
    /// end: how many planned commands paint the prefix, and the clips then
    /// open; `nil` when the walk ended before it (an error).
    private var boundary: (planCount: Int, clips: [PixelRect])?
    /// Renders that copied the pixels of their stable prefix to keep them.
    private(set) var prefixCopies = 0
    /// Renders that started from kept pixels instead of painting their
    /// stable prefix (a measure of the cache, for tests and benchmarks).
    package private(set) var prefixReuses = 0
    /// Renders whose rows were split among the threads ready to paint
    /// (``choosesBandsPerRender``), for tests.
    private(set) var rendersSplitAmongReadyThreads = 0
    /// Stable prefixes painted ahead of time by ``prepareStablePrefix(of:scale:)``.
    package private(set) var prefixPreparations = 0

    package init(textSource: (any TextMaskSource)? = nil) {
        self.textSource = textSource
        clips.reserveCapacity(32)
    }

    deinit {
        lastCrew?.awaitHelpers()
    }

    /// Waits for a helper of the last render still painting aside a band
    /// that was taken over (in practice gone long before), so that its
    /// worker and the kept pixels it reads may be touched again.
    private func awaitLastCrew() {
        lastCrew?.awaitHelpers()
        lastCrew = nil
    }

    /// The size in pixels a list renders to at `scale`: each side of
    /// `list.size × scale` rounded to the nearest pixel.
    package static func pixelSize(of list: DrawList, scale: CGFloat) -> (width: Int, height: Int) {
        (pixelCount(list.size.width * scale), pixelCount(list.size.height * scale))
    }

    /// Clears the canvas to the list's background and executes its commands
    /// at `scale` pixels per point; the result is in ``pixels``.
    ///
    /// Throws ``RasterError/invalidCanvasSize(width:height:)`` when a side of
    /// the image would be outside 1…16384 pixels, and
    /// ``RasterError/unbalancedClipPop(commandIndex:)`` for a pop without a
    /// push (the frame is left half drawn: the commands before it are
    /// painted), as is an error the text source throws. Pushes left open at
    /// the end are closed silently.
    package func render(_ list: DrawList, scale: CGFloat) throws {
        awaitLastCrew()
        let (width, height) = Self.pixelSize(of: list, scale: scale)
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw RasterError.invalidCanvasSize(width: width, height: height)
        }
        if width != self.width || height != self.height || pixels.count != width * height {
            pixels = []  // let the old buffers go before making the new one
            layers.removeAll { $0.canvas.width != width || $0.canvas.height != height }
            pixels = Array(repeating: 0, count: width * height)
            self.width = width
            self.height = height
        }
        defer { textSource?.frameDidEnd() }
        startCrew(width: width, height: height)
        defer { endCrew() }
        let bounds = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        let prefix = min(max(0, list.stablePrefixCount), list.commands.count)
        let canvas = StablePrefixLayer.Canvas(
            width: width, height: height, scale: scale, background: list.background, textSource: textSource)
        let keptIndex = prefix > 0 ? layers.firstIndex { $0.matches(list, count: prefix, on: canvas) } : nil
        let failure: (any Error)?
        if let keptIndex {
            let kept = layers.remove(at: keptIndex)
            layers.insert(kept, at: 0)
            noted = nil
            failure = makePlan(list, scale: scale, bounds: bounds, from: prefix, clips: kept.clips, boundary: prefix)
            prefixReuses += 1
            kept.pixels.withUnsafeBufferPointer { paintBands(list, scale: scale, from: $0.baseAddress!) }
        } else {
            let repeated = prefix > 0 && noted?.matches(list, count: prefix, on: canvas) == true
            failure = makePlan(list, scale: scale, bounds: bounds, from: 0, clips: [], boundary: prefix)
            if prefix > 0, let boundary {
                if repeated {
                    // Seen twice in a row: worth keeping.
                    keepPixels(list, scale: scale, after: boundary.planCount)
                } else {
                    noted = StablePrefixLayer(
                        canvas: canvas, commands: list.commands, count: prefix, clips: boundary.clips, pixels: [])
                    paintBands(list, scale: scale)
                }
            } else {
                if prefix > 0 { noted = nil }  // an error before the prefix's end: nothing to keep
                paintBands(list, scale: scale)
            }
        }
        plan.removeAll(keepingCapacity: true)
        boundary = nil
        if let failure { throw failure }
    }

    /// Paints `list`'s stable prefix, and only it, into a kept layer, without
    /// touching ``pixels``: the next render whose list begins with the same
    /// prefix on the same canvas starts from those pixels, as if the prefix
    /// had been seen twice already. For a caller that knows which prefix
    /// comes next and has time before it does (a window, idle, paints the
    /// scene as the first touch will mute it). Keeping it may drop the least
    /// recently used kept prefix; a prefix kept already is left as it is.
    ///
    /// Not a frame: the text source is asked for the prefix's text but not
    /// told a frame ended, so a source that releases the masks a frame did
    /// not use counts these as the next frame's and keeps the shown frame's.
    /// Throws as ``render(_:scale:)``; a prefix that fails keeps nothing.
    package func prepareStablePrefix(of list: DrawList, scale: CGFloat) throws {
        awaitLastCrew()
        let (width, height) = Self.pixelSize(of: list, scale: scale)
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw RasterError.invalidCanvasSize(width: width, height: height)
        }
        let prefix = min(max(0, list.stablePrefixCount), list.commands.count)
        let canvas = StablePrefixLayer.Canvas(
            width: width, height: height, scale: scale, background: list.background, textSource: textSource)
        guard prefix > 0, !layers.contains(where: { $0.matches(list, count: prefix, on: canvas) }) else { return }
        startCrew(width: width, height: height)
        defer {
            endCrew()
            plan.removeAll(keepingCapacity: true)
            boundary = nil
        }
        let bounds = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        if let failure = makePlan(list, scale: scale, bounds: bounds, from: 0, clips: [], boundary: prefix, end: prefix) {
            throw failure
        }
        guard let boundary else { return }
        var layer = StablePrefixLayer(
            canvas: canvas, commands: list.commands, count: prefix, clips: boundary.clips,
            pixels: takeBuffer(count: width * height))
        layer.pixels.withUnsafeMutableBufferPointer {
            paintBands(list, scale: scale, on: PixelTarget(base: $0.baseAddress!, width: width, height: height))
        }
        layers.insert(layer, at: 0)
        prefixPreparations += 1
    }

    /// Lets the pixel buffer, the kept pixels of the stable prefixes and the
    /// helpers' pixels go; the next render makes a new buffer and paints its
    /// prefix. For memory back, and for benchmarks of a first frame.
    package func releaseStorage() {
        awaitLastCrew()
        bands = []
        layers = []
        noted = nil
        pixels = []
        width = 0
        height = 0
    }

    /// Wakes the helpers of a render of `width × height` pixels whose band
    /// count is automatic and more than one, before its plan is made, so
    /// that they are there when it is ready.
    private func startCrew(width: Int, height: Int) {
        endCrew()
        let count = resolvedBandCount(width: width, height: height)
        guard choosesBandsPerRender, bandCount == nil, count > 1 else { return }
        crew = RasterBandCrew(helpers: count - 1, patience: Self.helperPatience, raceDelay: helperRaceDelay)
    }

    /// Lets the render's helpers go (those still to arrive return at once).
    private func endCrew() {
        crew?.close()
        crew = nil
    }

    /// The most bands a render of `width × height` pixels uses.
    func resolvedBandCount(width: Int, height: Int) -> Int {
        if let bandCount { return max(1, min(bandCount, 64, height)) }
        guard width * height >= Self.minimumPixelsForBands else { return 1 }
        return max(1, min(Self.processorCount, Self.maximumAutomaticBandCount, height))
    }

    // MARK: Passes

    /// Walks the list in order, filling ``plan`` with the commands that can
    /// paint something, each with its clip (and its mask, for text); returns
    /// the error that ends the walk early, if any: a pop without a push, or
    /// one the text source threw.
    ///
    /// The walk starts at command `start` with `clips` open (0 and none,
    /// unless the prefix before it is painted already) and notes in
    /// ``boundary`` where it reaches command `boundaryIndex`, the stable
    /// prefix's end. No view is fused across that boundary, so the plan of
    /// the prefix is the same whatever follows it. The walk stops before
    /// command `end` (the list's end unless given).
    private func makePlan(
        _ list: DrawList, scale: CGFloat, bounds: PixelRect, from start: Int, clips open: [PixelRect],
        boundary boundaryIndex: Int, end: Int = .max
    ) -> (any Error)? {
        plan.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        clips.append(contentsOf: open)
        boundary = nil
        defer { clips.removeAll(keepingCapacity: true) }
        let commands = list.commands
        var index = start
        while true {
            if index == boundaryIndex { boundary = (plan.count, clips) }
            guard index < min(commands.count, end) else { break }
            let clip = clips.last ?? bounds
            if index + 1 < commands.count, index + 1 != boundaryIndex,
                RasterBand.fusesView(commands[index], commands[index + 1], scale: scale)
            {
                if case .fillPolygon(let corners, _) = commands[index] {
                    append(index, isFusedView: true, clip: clip, within: RasterBand.polygonBounds(corners, scale: scale))
                }
                index += 2
                continue
            }
            switch commands[index] {
            case .fillPolygon(let corners, _), .strokePolygon(let corners, _, _):
                append(index, clip: clip, within: RasterBand.polygonBounds(corners, scale: scale))
            case .fillRect(let rect, _), .strokeRect(let rect, _, _):
                append(index, clip: clip, within: RasterBand.pixelRect(rect, scale: scale))
            case .pushClip(let rect):
                clips.append(RasterBand.pixelRect(rect, scale: scale).intersection(clip))
            case .popClip:
                guard clips.popLast() != nil else { return RasterError.unbalancedClipPop(commandIndex: index) }
            case .text(let run):
                guard !clip.isEmpty, run.color.alpha > 0, let source = textSource else { break }
                if index >= list.primaryCommandCount ?? commands.count,
                    source.defersMask(
                        for: run.string, pixelSize: Self.fontPixelSize(run.pointSize * scale), maxWidth: maxWidth(run, scale: scale))
                {
                    break  // the source draws it in a later render of this list
                }
                do {
                    if let mask = try textMask(run, scale: scale, from: source) {
                        let (x, y) = RasterBand.textOrigin(run, mask, scale: scale)
                        let area = clip.intersection(PixelRect(x: x, y: y, width: mask.width, height: mask.height))
                        if !area.isEmpty {
                            let highlights = try highlightRects(run, mask, x: x, y: y, scale: scale, from: source)
                            plan.append(
                                PlannedCommand(index: index, isFusedView: false, clip: area, mask: mask, highlights: highlights))
                        }
                    }
                } catch {
                    return error
                }
            default:
                if !clip.isEmpty { plan.append(PlannedCommand(index: index, isFusedView: false, clip: clip)) }
            }
            index += 1
        }
        return nil
    }

    /// Plans command `index` (a fused view's fill, with `isFusedView`) to
    /// paint within `clip` and `bounds`, the pixels it can reach; nothing
    /// when they do not overlap or `bounds` is `nil` (it paints nothing).
    private func append(_ index: Int, isFusedView: Bool = false, clip: PixelRect, within bounds: PixelRect?) {
        guard let bounds else { return }
        let area = clip.intersection(bounds)
        if !area.isEmpty { plan.append(PlannedCommand(index: index, isFusedView: isFusedView, clip: area)) }
    }

    /// The mask of `run` at the render's scale: its font size in pixels, and
    /// its maximum width rounded down to whole pixels.
    private func textMask(_ run: TextRun, scale: CGFloat, from source: any TextMaskSource) throws -> TextMask? {
        try source.mask(for: run.string, pixelSize: Self.fontPixelSize(run.pointSize * scale), maxWidth: maxWidth(run, scale: scale))
    }

    /// `run`'s maximum width at the render's scale, rounded down to whole pixels.
    private func maxWidth(_ run: TextRun, scale: CGFloat) -> Int? {
        run.maxWidth.map { value -> Int in
            let pixels = (value * scale).rounded(.down)
            return pixels.isNaN ? 0 : Int(min(PixelSnapping.limit, max(-PixelSnapping.limit, pixels)))
        }
    }

    /// Where `run`'s highlighted ranges fall, in pixels: each from the width of the
    /// text before it to the width of the text through it, measured with the same
    /// font and size as the run's mask, and cut to the drawn (possibly shortened) mask.
    private func highlightRects(
        _ run: TextRun, _ mask: TextMask, x: Int, y: Int, scale: CGFloat, from source: any TextMaskSource
    ) throws -> [PixelRect] {
        guard !run.highlights.isEmpty else { return [] }
        let characters = Array(run.string)
        let pixelSize = Self.fontPixelSize(run.pointSize * scale)
        func width(through count: Int) throws -> Int {
            guard count > 0 else { return 0 }
            return try source.mask(for: String(characters[..<count]), pixelSize: pixelSize, maxWidth: nil)?.width ?? 0
        }
        var rects: [PixelRect] = []
        for range in run.highlights {
            let lower = max(0, min(range.lowerBound, characters.count))
            let upper = max(lower, min(range.upperBound, characters.count))
            guard upper > lower else { continue }
            let start = min(try width(through: lower), mask.width)
            let end = min(try width(through: upper), mask.width)
            if end > start { rects.append(PixelRect(x: x + start, y: y, width: end - start, height: mask.height)) }
        }
        return rects
    }

    // MARK: Kept pixels

    /// Paints the plan and copies the pixels each band has after its first
    /// `planCount` planned commands (the noted prefix's, now seen twice in
    /// a row) into a kept layer, which later renders start from.
    private func keepPixels(_ list: DrawList, scale: CGFloat, after planCount: Int) {
        guard var kept = noted else {
            paintBands(list, scale: scale)
            return
        }
        noted = nil
        kept.pixels = takeBuffer(count: width * height)
        kept.pixels.withUnsafeMutableBufferPointer {
            paintBands(list, scale: scale, keeping: (planCount, $0.baseAddress!))
        }
        layers.insert(kept, at: 0)
        prefixCopies += 1
    }

    /// A buffer of `count` pixels for a prefix about to be kept: when as many
    /// prefixes as the canvas keeps are kept already, the least recently
    /// used one is dropped and its buffer reused if it has the size.
    private func takeBuffer(count: Int) -> [UInt32] {
        guard layers.count >= Self.maximumKeptPrefixes else { return Array(repeating: 0, count: count) }
        var buffer = layers.removeLast().pixels  // uniquely referenced: written without a copy
        if buffer.count != count {
            buffer = []
            buffer = Array(repeating: 0, count: count)
        }
        return buffer
    }

    // MARK: Bands

    /// Paints the plan, band by band, the bands in parallel when there are
    /// several, on the background or, given `kept`, on a copy of those
    /// pixels; with `keeping`, each band also copies its rows into
    /// `keeping.pixels` after painting the first `keeping.planCount`
    /// planned commands.
    private func paintBands(
        _ list: DrawList, scale: CGFloat, from kept: UnsafePointer<UInt32>? = nil,
        keeping: (planCount: Int, pixels: UnsafeMutablePointer<UInt32>)? = nil
    ) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            paintBands(
                list, scale: scale, on: PixelTarget(base: buffer.baseAddress!, width: width, height: height), from: kept,
                keeping: keeping)
        }
    }

    /// Paints the plan on `target` (``pixels``, or a layer being prepared)
    /// as ``paintBands(_:scale:from:keeping:)`` describes.
    private func paintBands(
        _ list: DrawList, scale: CGFloat, on target: PixelTarget, from kept: UnsafePointer<UInt32>? = nil,
        keeping: (planCount: Int, pixels: UnsafeMutablePointer<UInt32>)? = nil
    ) {
        let count = resolvedBandCount(width: target.width, height: target.height)
        while bands.count < count { bands.append(RasterBand()) }
        for band in bands {
            band.dashPiecesThroughScanner = dashPiecesThroughScanner
            #if DEBUG
                band.opaqueSpansThroughFillSpan = opaqueSpansThroughFillSpan
            #endif
        }
        let background = SourceOverColor(list.background).pixel
        if let crew {
            // Automatic: as many bands as threads are here to paint them.
            self.crew = nil
            lastCrew = crew
            rendersSplitAmongReadyThreads += 1
            let weight = bandBalance.weight
            let outcome = crew.paint(maximum: count) { [bands, plan] count in
                RasterBandJob(
                    target: target, bands: bands, count: count, plan: plan, commands: list.commands, background: background,
                    scale: scale, kept: kept, keeping: keeping, firstBandWeight: weight)
            }
            if let outcome { bandBalance.update(firstBand: outcome.firstBand, helperBand: outcome.helperBand) }
            return
        }
        let job = RasterBandJob(
            target: target, bands: bands, count: count, plan: plan, commands: list.commands, background: background,
            scale: scale, kept: kept, keeping: keeping)
        if count == 1 {
            job.paint(band: 0, worker: 0)
        } else {
            DispatchQueue.concurrentPerform(iterations: count) { job.paint(band: $0, worker: $0) }
        }
    }

    /// Font size in pixels, 1…512: a larger size would only make the font
    /// rasteriser allocate huge glyph bitmaps for text no canvas here can show.
    static func fontPixelSize(_ pixels: CGFloat) -> Int {
        guard pixels.isFinite else { return 1 }
        return min(512, max(1, Int(pixels.rounded())))
    }

    private static func pixelCount(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(1e6, max(-1e6, value)).rounded())
    }
}
