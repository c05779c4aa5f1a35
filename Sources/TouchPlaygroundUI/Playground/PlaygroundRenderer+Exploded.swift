import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The exploded view: the device's views as layers spread by their depth in
/// the tree and seen at an angle (``ExplodedProjection``), as Xcode's view
/// debugger and Reveal show a hierarchy, with the last touch drawn as a ray
/// through the stack.
///
/// Back to front: each depth level's layers in drawing order (so a layer is
/// always painted over the layers behind it), and between two levels the
/// part of the ray that lies between them, so the ray is seen to pass
/// through each layer. Then, over everything: the layers hit-testing visited
/// numbered in visit order where the ray meets them (a rejected layer the ray
/// misses, at its corner) with their names and verdicts in a column at the
/// right (SPEC H1–H3: ✓ inside, ✗ the reason, the hit-test view); the
/// responder chain as numbered blue circles with arrows climbing from the
/// hit-test view's layer to the window's (SPEC R1); the finger at the ray's
/// near end.
extension PlaygroundRenderer {
    /// One layer: a drawn view and its depth.
    struct ExplodedLayer {
        /// Its position in ``PlaygroundRenderer/drawn``.
        var position: Int
        var depth: Int
    }

    /// Where the exploded view is drawn: the device's whole room, less a
    /// column at the right for the names of the visited layers.
    var explodedStackRect: CGRect {
        let area = explodedArea
        if explodedListsBelow {
            let listHeight = CGFloat(explodedVisitCount) * Self.explodedLineHeight + 24
            return CGRect(x: area.minX + 12, y: area.minY + 20, width: area.width - 24, height: max(60, area.height - 40 - listHeight))
        }
        return CGRect(x: area.minX + 12, y: area.minY + 20, width: area.width - explodedColumnWidth - 36, height: area.height - 40)
    }

    /// The exploded view's frame: the device's room, down to the flat device's bottom edge (the footer is under it).
    var explodedArea: CGRect {
        let box = layout.deviceBox
        return CGRect(x: box.minX, y: box.minY, width: box.width, height: max(100, layout.viewportRect.maxY + 3 - box.minY))
    }

    /// Whether the names of the visited layers go under the stack (a narrow
    /// room) rather than in a column at its right.
    var explodedListsBelow: Bool { layout.deviceBox.width < 520 }

    static let explodedLineHeight: CGFloat = 24

    /// How many layers the first touch's hit-test visited.
    var explodedVisitCount: Int {
        (analysis.hitTests.first?.visitOrder ?? analysis.visitOrder).count
    }

    /// The width of the column naming the visited layers.
    var explodedColumnWidth: CGFloat {
        max(150, min(230, layout.deviceBox.width * 0.34))
    }

    /// The layers in painting order (by depth, then as drawn), and the
    /// projection that fits them: every window is a level of its own above
    /// the windows behind it, every view one level above its superview.
    func explodedLayers(camera: ExplodedCamera) -> (layers: [ExplodedLayer], projection: ExplodedProjection) {
        var depthOf: [ObjectIdentifier: Int] = [:]
        depthOf.reserveCapacity(drawn.count)
        var layers: [ExplodedLayer] = []
        layers.reserveCapacity(drawn.count)
        var deepest = -1
        for position in drawn.indices {
            let view = drawn[position].view
            let depth: Int
            if let superview = view.superview, let parent = depthOf[ObjectIdentifier(superview)] {
                depth = parent + 1
            } else {
                depth = deepest + 1
            }
            depthOf[ObjectIdentifier(view)] = depth
            deepest = max(deepest, depth)
            if drawn[position].isHidden && !frame.options.showsHiddenViews { continue }
            layers.append(ExplodedLayer(position: position, depth: depth))
        }
        // Stable: equal depths keep their drawing order.
        layers = layers.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }.map(\.element)
        let device = layout.deviceRect
        let levels = CGFloat(max(1, deepest))
        let spacing = max(8, min(device.width * 0.5, device.height * 0.7 / levels))
        var points: [(CGPoint, CGFloat)] = []
        points.reserveCapacity(layers.count * 4 + 2)
        for layer in layers {
            for corner in drawn[layer.position].quad { points.append((corner, CGFloat(layer.depth))) }
        }
        if let touch = explodedTouchPoint {
            points.append((touch, -0.4))
            points.append((touch, CGFloat(deepest) + 1.2))
        }
        if points.isEmpty { points = [(CGPoint(x: device.minX, y: device.minY), 0), (CGPoint(x: device.maxX, y: device.maxY), 0)] }
        let projection = ExplodedProjection(
            camera: camera, pivot: CGPoint(x: device.midX, y: device.midY), spacing: spacing, fitting: points,
            in: explodedStackRect)
        return (layers, projection)
    }

    /// Where the first touch was hit-tested, on the flat device.
    var explodedTouchPoint: CGPoint? {
        analysis.hitTests.first.map { layout.canvasPoint(fromScreen: $0.location) }
    }

    /// Replaces the flat device (the commands from `start` on) with the exploded view.
    mutating func drawExploded(replacingFrom start: Int, camera: ExplodedCamera) {
        list.commands.removeSubrange(min(start, list.commands.count)...)
        shortened.removeAll()
        let box = layout.deviceBox
        list.text(
            "Exploded \(Int(camera.yaw.rounded()))° · \(Int(camera.pitch.rounded()))°"
                + (camera.zoom == 1 ? "" : " ×\(TraceFormatter.number(camera.zoom))")
                + (frame.options.isStillPicture ? "" : " — drag turns, wheel zooms, E: flat"),
            at: CGPoint(x: box.minX, y: box.minY - 18), size: PlaygroundStyle.panelTitleSize, PlaygroundStyle.viewName,
            maxWidth: box.width)
        let area = explodedArea
        list.fill(area, DrawColor(red: 250, green: 250, blue: 252))
        list.stroke(area, DrawColor.lightGray, width: 1)
        list.append(.pushClip(area))
        let (layers, projection) = explodedLayers(camera: camera)
        // Kept for picking: the controller finds the layer under a click here.
        screen.explodedLayers = layers.map {
            (projection.project(drawn[$0.position].quad, depth: CGFloat($0.depth)), drawn[$0.position].view)
        }
        let deepest = layers.map(\.depth).max() ?? 0
        let touch = explodedTouchPoint
        let rayColor = PlaygroundStyle.fingerColor
        func raySegment(_ list: inout DrawList, from near: CGFloat, to far: CGFloat) {
            guard let touch else { return }
            list.line(
                from: projection.project(touch, depth: near), to: projection.project(touch, depth: far), rayColor, width: 4)
        }
        raySegment(&list, from: -0.4, to: 0)
        let first = analysis.hitTests.first
        let verdicts = first?.verdicts ?? analysis.verdicts
        let hitID = first?.hitView?.id ?? analysis.hitViews.first?.id
        let labelsAll = layers.count <= 80
        var level = layers.first?.depth ?? 0
        var nameLabels: [(CGPoint, String)] = []
        for layer in layers {
            if layer.depth != level {
                raySegment(&list, from: CGFloat(level), to: CGFloat(layer.depth))
                level = layer.depth
            }
            let drawnView = drawn[layer.position]
            let quad = projection.project(drawnView.quad, depth: CGFloat(layer.depth))
            if drawnView.isHidden {
                list.strokePolygon(quad, PlaygroundStyle.hiddenOutline, width: 1, dash: [5, 4])
                continue
            }
            let own =
                drawnView.view.backgroundColor.map { Self.drawColor($0, alpha: 1) }
                ?? (drawnView.view is UIWindow ? PlaygroundStyle.windowFill : DrawColor.clear)
            // The scene's own colours, unmuted: translucent, they tell the layers
            // apart, and the verdicts are outlines drawn over them.
            let fill = own
            // Translucent, so the ray shows through the layers in front of it.
            if fill.alpha > 0 { list.fillPolygon(quad, fill.withAlpha(UInt8(Double(fill.alpha) * 0.62))) }
            let id = ObjectIdentifier(drawnView.view)
            // A hidden private container keeps its layer (it is there) but no verdict.
            switch hidesMarks(of: id) ? nil : verdicts[id] {
            case .hit?:
                list.fillPolygon(quad, PlaygroundStyle.hitColor.withAlpha(60))
                list.strokePolygon(quad, PlaygroundStyle.hitColor, width: PlaygroundStyle.hitOutlineWidth)
            case .passedOn?, .insideAskingSubviews?:
                list.strokePolygon(quad, PlaygroundStyle.passedColor, width: 2.5)
            case .overridden?:
                list.strokePolygon(quad, PlaygroundStyle.overriddenColor, width: 2.5)
            case .rejected?:
                list.strokePolygon(quad, PlaygroundStyle.rejectedColor, width: 2.5, dash: PlaygroundStyle.rejectedDash)
            case nil:
                list.strokePolygon(
                    quad, id == hitID ? PlaygroundStyle.hitColor : DrawColor(red: 60, green: 60, blue: 67, alpha: 150), width: 1)
            }
            if frame.selectedView === drawnView.view {
                list.strokePolygon(quad, PlaygroundStyle.selectionHalo, width: PlaygroundStyle.selectionHaloWidth)
                list.strokePolygon(quad, PlaygroundStyle.selectionHaloCore, width: 2.5)
            }
            if labelsAll && verdicts[id] == nil && !hidesMarks(of: id) { nameLabels.append((quad[0], drawnView.name)) }
        }
        if let touch {
            // The whole ray faintly over every layer, so it can be followed
            // through them; the near part, in front of every layer, as an arrow.
            list.line(
                from: projection.project(touch, depth: -0.4), to: projection.project(touch, depth: CGFloat(level)),
                rayColor.withAlpha(110), width: 2)
            let near = projection.project(touch, depth: CGFloat(deepest) + 1.2)
            let end = projection.project(touch, depth: CGFloat(level))
            list.arrow(from: near, to: end, rayColor, width: 4, headLength: 14)
        }
        for (corner, name) in nameLabels {
            list.text(name, at: CGPoint(x: corner.x + 4, y: corner.y + 3), size: 10, DrawColor.darkGray, maxWidth: 140)
        }
        drawExplodedChain(projection, layers: layers)
        drawExplodedVisits(projection, layers: layers, touch: touch)
        if let touch {
            let center = projection.project(touch, depth: CGFloat(deepest) + 1.2)
            let radius = PlaygroundStyle.fingerRadius
            // Opaque: the ray starts under it, and never runs through its number.
            list.fillCircle(center: center, radius: radius, DrawColor.white)
            list.strokeCircle(center: center, radius: radius, rayColor, width: 2)
            list.text("#\(first?.touch ?? 1)", at: CGPoint(x: center.x, y: center.y - 8), size: 12, rayColor, alignment: .center)
        }
        list.append(.popClip)
    }

    /// The chain's numbered circles, on each view's layer near its top-right
    /// corner, joined by arrows from the hit-test view's layer down to the window's.
    private mutating func drawExplodedChain(_ projection: ExplodedProjection, layers: [ExplodedLayer]) {
        var depthOf: [Int: Int] = [:]
        for layer in layers { depthOf[layer.position] = layer.depth }
        var points: [(Int, CGPoint)] = []
        for (index, responder) in chain.enumerated() {
            guard let view = responder as? UIView, let position = drawnIndex[ObjectIdentifier(view)], let depth = depthOf[position],
                !hidesMarks(of: ObjectIdentifier(view))
            else { continue }
            // Beside the ray, on the layer: the arrows then climb along it.
            let box = drawn[position].box
            let anchor = explodedTouchPoint ?? CGPoint(x: box.midX, y: box.midY)
            let beside = CGPoint(
                x: max(box.minX + 12, min(box.maxX - 12, anchor.x)), y: max(box.minY + 12, min(box.maxY - 12, anchor.y + 64)))
            points.append((index + 1, projection.project(beside, depth: CGFloat(depth))))
        }
        let radius = PlaygroundStyle.chainBadgeRadius
        for (a, b) in zip(points, points.dropFirst()) {
            let dx = b.1.x - a.1.x, dy = b.1.y - a.1.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 2 * radius + 4 else { continue }
            let ux = dx / length, uy = dy / length
            list.arrow(
                from: CGPoint(x: a.1.x + ux * radius, y: a.1.y + uy * radius),
                to: CGPoint(x: b.1.x - ux * (radius + 1), y: b.1.y - uy * (radius + 1)),
                PlaygroundStyle.chainColor.withAlpha(220), width: 2, headLength: 9)
        }
        for (index, center) in points { drawBadge(index, at: center) }
    }

    /// The visit squares in visit order, where the ray meets each visited
    /// layer (at its corner when the ray misses it), each with a leader line
    /// to its name and verdict in the column at the right.
    private mutating func drawExplodedVisits(_ projection: ExplodedProjection, layers: [ExplodedLayer], touch: CGPoint?) {
        let first = analysis.hitTests.first
        let order = first?.visitOrder ?? analysis.visitOrder
        let verdicts = first?.verdicts ?? analysis.verdicts
        var depthOf: [Int: Int] = [:]
        for layer in layers { depthOf[layer.position] = layer.depth }
        var marks: [(number: Int, point: CGPoint, name: String, verdict: HitTestVerdict?)] = []
        for (offset, subject) in order.enumerated() where !hidesMarks(of: subject.id) {
            guard let position = drawnIndex[subject.id], let depth = depthOf[position] else { continue }
            let quad = drawn[position].quad
            let flat: CGPoint
            if let touch, ExplodedProjection.contains(quad, touch) {
                flat = touch
            } else {
                flat = CGPoint(x: quad[0].x + 14, y: quad[0].y + 14)
            }
            marks.append((offset + 1, projection.project(flat, depth: CGFloat(depth)), drawn[position].name, verdicts[subject.id]))
        }
        guard !marks.isEmpty else { return }
        // The column: one line per visit, in visit order, top to bottom,
        // centred on the squares' heights.
        let area = explodedArea
        let lineHeight = Self.explodedLineHeight
        let columnX: CGFloat, columnRight: CGFloat
        var top: CGFloat
        if explodedListsBelow {
            columnX = area.minX + 12
            columnRight = area.maxX - 12
            top = explodedStackRect.maxY + 16
        } else {
            columnX = area.maxX - explodedColumnWidth - 6
            columnRight = area.maxX - 4
            let mean = marks.map(\.point.y).reduce(0, +) / CGFloat(marks.count)
            top = mean - CGFloat(marks.count) * lineHeight / 2
            top = max(area.minY + 30, min(top, area.maxY - 12 - CGFloat(marks.count) * lineHeight))
        }
        let side = PlaygroundStyle.visitTagSize
        for (row, mark) in marks.enumerated() {
            let y = top + CGFloat(row) * lineHeight
            let verdictText = mark.verdict.map(verdictLabel) ?? "asked"
            let color = mark.verdict.map(verdictColor) ?? PlaygroundStyle.visitColor
            // Beside the stack a leader line joins each line to its square;
            // under it, each line carries its number instead.
            if !explodedListsBelow {
                list.line(
                    from: CGPoint(x: mark.point.x + side / 2, y: mark.point.y), to: CGPoint(x: columnX, y: y + side / 2),
                    PlaygroundStyle.visitColor.withAlpha(110), width: 1, dash: [3, 3])
            }
            let width = columnRight - columnX
            list.fill(CGRect(x: columnX, y: y, width: width, height: side + 2), DrawColor.white.withAlpha(235))
            list.fill(CGRect(x: columnX, y: y + 1, width: 4, height: side), color)
            var nameX = columnX + 8
            if explodedListsBelow {
                // A little smaller than the squares on the stack, which are the ones that count.
                list.fill(CGRect(x: nameX, y: y + 2, width: side - 2, height: side - 2), PlaygroundStyle.visitColor)
                list.text("\(mark.number)", at: CGPoint(x: nameX + side / 2 - 1, y: y + 3), size: 11, .white, alignment: .center)
                nameX += side + 4
            }
            list.text(mark.name, at: CGPoint(x: nameX, y: y + 3), size: 12, PlaygroundStyle.viewName, maxWidth: width * 0.5)
            let nameWidth = min(width * 0.5, PlaygroundStyle.estimatedWidth(of: mark.name, size: 12))
            let textColor = PlaygroundStyle.verdictInk(mark.verdict)
            list.text(
                verdictText, at: CGPoint(x: nameX + 6 + nameWidth, y: y + 4), size: 11, textColor,
                maxWidth: width - nameWidth - 16)
        }
        for mark in marks {
            let rect = CGRect(x: mark.point.x - side / 2, y: mark.point.y - side / 2, width: side, height: side)
            if case .rejected? = mark.verdict {
                list.fill(rect.insetBy(dx: -2, dy: -2), PlaygroundStyle.rejectedColor)
            } else if case .hit? = mark.verdict {
                list.fill(rect.insetBy(dx: -2, dy: -2), PlaygroundStyle.hitColor)
            }
            list.fill(rect, PlaygroundStyle.visitColor)
            list.text("\(mark.number)", at: CGPoint(x: mark.point.x, y: mark.point.y - 7), size: 11, .white, alignment: .center)
        }
    }
}
