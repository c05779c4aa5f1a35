/// The properties only some view kinds have: label text, button titles, the values of
/// switches, sliders, steppers, segmented and page controls, control targets,
/// scrolling and table rows.
extension SceneReader {
    func readKind(_ kind: SceneViewKind.Name, _ map: SceneMapping, viewName: String, frame: SceneRect) throws(SceneError) -> SceneViewKind {
        switch kind {
        case .view: return .view
        case .imageView: return .imageView
        case .label: return .label(text: try map["text"].map { (node) throws(SceneError) in try text(node, "text") } ?? "")
        case .button:
            let title = try map["title"].map { (node) throws(SceneError) in try text(node, "title") } ?? ""
            return .button(title: title, control: try readControl(map, viewName: viewName))
        case .switch:
            let isOn = try map["on"].map { (node) throws(SceneError) in try bool(node, "on") } ?? false
            return .switch(isOn: isOn, control: try readControl(map, viewName: viewName))
        case .slider:
            return .slider(try readSlider(map), control: try readControl(map, viewName: viewName))
        case .stepper:
            return .stepper(try readStepper(map), control: try readControl(map, viewName: viewName))
        case .segmentedControl:
            return .segmentedControl(try readSegments(map), control: try readControl(map, viewName: viewName))
        case .pageControl:
            return .pageControl(try readPages(map), control: try readControl(map, viewName: viewName))
        case .textField:
            let fieldText = try map["text"].map { (node) throws(SceneError) in try text(node, "text") } ?? ""
            let placeholder = try map["placeholder"].map { (node) throws(SceneError) in try text(node, "placeholder") } ?? ""
            return .textField(
                SceneTextField(text: fieldText, placeholder: placeholder), control: try readControl(map, viewName: viewName))
        case .control:
            return .control(try readControl(map, viewName: viewName))
        case .scrollView:
            let contentSize = try map["contentSize"].map { (node) throws(SceneError) in try size(node, "contentSize") } ?? frame.size
            return .scrollView(try readScrolling(map, contentSize: contentSize))
        case .tableView:
            let table = try readTable(map)
            return .tableView(try readScrolling(map, contentSize: SceneSize(width: frame.width, height: table.contentHeight)), table)
        }
    }

    private func readControl(_ map: SceneMapping, viewName: String) throws(SceneError) -> SceneControl {
        var control = SceneControl()
        if let node = map["enabled"] { control.isEnabled = try bool(node, "enabled") }
        if let node = map["selected"] { control.isSelected = try bool(node, "selected") }
        if let node = map["targets"] {
            for item in try items(
                node, singleAllowed: false, "targets",
                expected: "targets such as {target: ViewController, action: buttonTap, events: touchUpInside}")
            {
                control.targets.append(try readTarget(item, viewName: viewName))
            }
        }
        return control
    }

    private func readTarget(_ node: SceneNode, viewName: String) throws(SceneError) -> SceneTarget {
        let what = "a target of '\(viewName)'"
        let map = try mapping(node, what)
        try checkKeys(map, allowed: ["target", "action", "events"], in: what)
        let actionNode = try required(map, "action", in: what, "name the action method it sends, such as action: buttonTap")
        let action = try scalarText(actionNode, "action", expected: "an action name such as buttonTap").text
        try checkIdentifier(action, actionNode, "action")
        let eventsNode = try required(map, "events", in: what, "say which control events send it, such as events: touchUpInside")
        var events: [SceneControlEvent] = []
        for item in try items(eventsNode, singleAllowed: true, "events", expected: "control events") {
            events.append(try word(item, "events", SceneControlEvent.self))
        }
        guard !events.isEmpty else {
            throw error(eventsNode, "'events' is empty; list at least one control event, such as touchUpInside")
        }
        var target: String?
        if let targetNode = map["target"], !isNil(targetNode) {
            let targetName = try name(targetNode, "target")
            target = targetName
            registry.references.append(
                SceneReference(
                    name: targetName, position: position(of: targetNode), key: "target",
                    rule: .target(action: action, actionPosition: position(of: actionNode))))
        }
        if target == nil { registry.nilTargetActions.insert(action) }
        return SceneTarget(target: target, action: action, events: events)
    }

    private func readSlider(_ map: SceneMapping) throws(SceneError) -> SceneSlider {
        var slider = SceneSlider()
        if let node = map["minimum"] { slider.minimum = try number(node, "minimum") }
        if let node = map["maximum"] { slider.maximum = try number(node, "maximum") }
        if let node = map["value"] { slider.value = try number(node, "value") }
        if let node = map["continuous"] { slider.isContinuous = try bool(node, "continuous") }
        try checkRange(map, of: "slider", minimum: slider.minimum, maximum: slider.maximum, value: slider.value)
        return slider
    }

    /// `minimum < maximum`, and a given `value` between them, as UISlider and UIStepper
    /// require.
    private func checkRange(
        _ map: SceneMapping, of kind: String, minimum: Double, maximum: Double, value: Double
    ) throws(SceneError) {
        if minimum >= maximum {
            let node = map["maximum"] ?? map["minimum"]!
            throw error(
                node,
                "a \(kind)'s 'minimum' (\(SceneNumberBound.format(minimum))) must be less than its 'maximum' (\(SceneNumberBound.format(maximum)))"
            )
        }
        if let node = map["value"], !(minimum...maximum).contains(value) {
            throw error(
                node,
                "'value' must lie from the \(kind)'s minimum \(SceneNumberBound.format(minimum)) to its maximum \(SceneNumberBound.format(maximum)), but is \(SceneNumberBound.format(value))"
            )
        }
    }

    private func readStepper(_ map: SceneMapping) throws(SceneError) -> SceneStepper {
        var stepper = SceneStepper()
        if let node = map["minimum"] { stepper.minimum = try number(node, "minimum") }
        if let node = map["maximum"] { stepper.maximum = try number(node, "maximum") }
        if let node = map["value"] { stepper.value = try number(node, "value") }
        if let node = map["step"] { stepper.step = try number(node, "step", .positive) }
        if let node = map["wraps"] { stepper.wraps = try bool(node, "wraps") }
        if let node = map["continuous"] { stepper.isContinuous = try bool(node, "continuous") }
        if let node = map["autorepeat"] { stepper.autorepeat = try bool(node, "autorepeat") }
        try checkRange(map, of: "stepper", minimum: stepper.minimum, maximum: stepper.maximum, value: stepper.value)
        return stepper
    }

    /// `segments: [Day, Week, Month]` and `selectedSegment: 1` (left out: none selected).
    private func readSegments(_ map: SceneMapping) throws(SceneError) -> SceneSegments {
        var segments = SceneSegments()
        if let node = map["segments"] {
            for item in try items(node, singleAllowed: false, "segments", expected: "segment titles such as [Day, Week, Month]") {
                segments.titles.append(try text(item, "segments"))
            }
        }
        if let node = map["selectedSegment"] {
            guard !segments.titles.isEmpty else {
                throw error(node, "'selectedSegment' needs segments to choose from; list their titles in 'segments'")
            }
            segments.selected = try integer(node, "selectedSegment", from: 0, to: segments.titles.count - 1)
        }
        return segments
    }

    /// UIKit sets no limit on pages; a scene may have this many.
    static let maximumPages = 1_000

    /// `pages: 5` and `currentPage: 2` (the first page is 0).
    private func readPages(_ map: SceneMapping) throws(SceneError) -> ScenePages {
        var pages = ScenePages()
        if let node = map["pages"] { pages.count = try integer(node, "pages", from: 0, to: Self.maximumPages) }
        if let node = map["currentPage"] {
            guard pages.count > 0 else { throw error(node, "'currentPage' needs pages; give their number in 'pages'") }
            pages.current = try integer(node, "currentPage", from: 0, to: pages.count - 1)
        }
        return pages
    }

    private func readScrolling(_ map: SceneMapping, contentSize: SceneSize) throws(SceneError) -> SceneScrolling {
        var scrolling = SceneScrolling(contentSize: contentSize)
        if let node = map["contentOffset"] { scrolling.contentOffset = try vector(node, "contentOffset") }
        if let node = map["scrollEnabled"] { scrolling.isScrollEnabled = try bool(node, "scrollEnabled") }
        if let node = map["delaysContentTouches"] { scrolling.delaysContentTouches = try bool(node, "delaysContentTouches") }
        if let node = map["canCancelContentTouches"] { scrolling.canCancelContentTouches = try bool(node, "canCancelContentTouches") }
        if let node = map["touchesShouldBegin"] { scrolling.touchesShouldBegin = try bool(node, "touchesShouldBegin") }
        if let node = map["touchesShouldCancel"] { scrolling.touchesShouldCancel = try bool(node, "touchesShouldCancel") }
        if let node = map["bounces"] { scrolling.bounces = try bool(node, "bounces") }
        if let node = map["alwaysBounceVertical"] { scrolling.alwaysBounceVertical = try bool(node, "alwaysBounceVertical") }
        if let node = map["alwaysBounceHorizontal"] { scrolling.alwaysBounceHorizontal = try bool(node, "alwaysBounceHorizontal") }
        return scrolling
    }

    /// UITableView's long-standing default row height.
    static let defaultRowHeight = 44.0

    /// `rows: 20`, or a list of titles and `{title, height}` mappings.
    private func readTable(_ map: SceneMapping) throws(SceneError) -> SceneTable {
        let rowHeight =
            try map["rowHeight"].map { (node) throws(SceneError) in try number(node, "rowHeight", .positive) } ?? Self.defaultRowHeight
        var rows: [SceneTableRow] = []
        if let node = map["rows"] {
            if case .sequence(let list) = node {
                guard list.nodes.count <= limits.tableRows else {
                    throw error(node, "a table may have at most \(limits.tableRows) rows, but this one has \(list.nodes.count)")
                }
                for item in list.nodes {
                    if case .mapping = item {
                        let row = try mapping(item, "a row")
                        try checkKeys(row, allowed: ["title", "height"], in: "a row")
                        let title = try row["title"].map { (value) throws(SceneError) in try text(value, "title") } ?? "Row \(rows.count)"
                        let height =
                            try row["height"].map { (value) throws(SceneError) in try number(value, "height", .positive) } ?? rowHeight
                        rows.append(SceneTableRow(title: title, height: height))
                    } else {
                        rows.append(SceneTableRow(title: try text(item, "rows"), height: rowHeight))
                    }
                }
            } else {
                let count = try integer(node, "rows", from: 0, to: limits.tableRows)
                rows = (0..<count).map { SceneTableRow(title: "Row \($0)", height: rowHeight) }
            }
        }
        if let node = map["rows"] { try countViews(rows.count, at: node) }
        let message = try map["selectionMessage"].map { (node) throws(SceneError) in try text(node, "selectionMessage") }
        return SceneTable(rows: rows, selectionMessage: message)
    }
}
