import Foundation
import TouchCore

/// Builds a `SceneWorld` from a parsed scene: the core objects a UIKit developer would
/// write, named as the scene names them.
///
/// The parser has already checked every name and reference, so building cannot fail
/// for a document it produced. Objects are made in the order UIKit code makes them —
/// application, delegate, windows, controllers, views, recognizers — then the
/// cross-references (targets, require-to-fail, first responder) are wired.
package struct SceneBuilder {
    package init() {}

    package func build(_ document: SceneDocument, clock: VirtualClock = VirtualClock()) -> SceneWorld {
        let appBehaviour = SceneBehaviour(document.application.responder)
        let app = ScriptedApplication(clock: clock, fidelity: document.fidelity.options, behaviour: appBehaviour)
        app.name = document.application.name
        let world = SceneWorld(document: document, application: app)
        app.world = world
        appBehaviour.world = world
        var context = Context(world: world)
        // A parsed document's views are filed by the parser's table of names
        // (`SceneWorld.file`); a document made in code has none, and room for
        // every view is made up front, or a large scene's own name table would
        // rehash each time it doubles.
        if document.names.count == 0 {
            let views = document.windows.reduce(0) { $0 + Self.viewCount($1.view) }
            world.viewsByName.reserveCapacity(views)
        }
        context.register(app, name: app.traceName, spec: document.application.responder)

        let delegateSpec = document.appDelegate
        if delegateSpec.isResponder {
            let delegate = ScriptedAppDelegate(behaviour: context.behaviour(delegateSpec.responder))
            delegate.name = delegateSpec.name
            context.register(delegate, name: delegateSpec.name, spec: delegateSpec.responder)
            app.delegate = delegate
        } else {
            app.delegate = PlainAppDelegate(name: delegateSpec.name)
        }

        for sceneWindow in document.windows {
            let spec = sceneWindow.view
            let behaviour = context.behaviour(for: spec)
            let window = ScriptedWindow(frame: rect(spec.frame), behaviour: behaviour)
            window.windowLevel = UIWindow.Level(CGFloat(sceneWindow.level))
            app.addWindow(window)
            configure(window, spec, &context)
            if let root = sceneWindow.rootController {
                window.rootViewController = context.controller(root, parent: nil)
            }
            for subview in spec.subviews { context.add(subview, to: window, controller: nil) }
            world.windows.append(window)
            if !spec.isHidden {
                if sceneWindow.isKey { window.makeKeyAndVisible() } else { window.isHidden = false }
            }
        }
        // Presenting needs the presenter's view in a window, as in UIKit. The
        // controller whose `presented` it is asks, and the core routes the call to
        // the controller UIKit would pick (SPEC R2), which `presentations` predicts.
        for sceneWindow in document.windows {
            for presentation in sceneWindow.presentations {
                guard let caller = world.responder(named: presentation.caller) as? UIViewController else { continue }
                let presented = context.controller(presentation.presented, parent: nil)
                caller.present(presented)
                // The file's frame places the view in its transition view, as a
                // custom presentation would (Apple: UIPresentationController.
                // frameOfPresentedViewInContainerView); left out, the view fills its
                // container: the window (the reader made it the window's size) or,
                // in a presentation context, the context's view.
                if let view = presentation.presented.view {
                    if presentation.context != nil, !presentation.presented.viewFrameGiven, let container = presented.view.superview {
                        presented.view.frame = container.bounds
                    } else {
                        presented.view.frame = rect(view.frame)
                    }
                }
            }
        }
        context.wireReferences()
        if let name = document.firstResponder {
            world.responder(named: name)?.becomeFirstResponder()
        }
        // Building made no touches, so nothing is recorded before the script starts.
        app.trace.removeAll()
        return world
    }

    private func configure(_ view: UIView, _ spec: SceneView, _ context: inout Context) {
        view.name = spec.name
        // Views are made with their frame; set again only where the class moved it,
        // compared as the setter stores it (size and centre): the frame read back
        // from those can differ from the scene's in the last bit.
        let frame = rect(spec.frame)
        if view.bounds.size != frame.size || view.center != CGPoint(x: frame.midX, y: frame.midY) { view.frame = frame }
        view.backgroundColor = spec.color.map { UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
        view.alpha = CGFloat(spec.alpha)
        if !(view is UIWindow) { view.isHidden = spec.isHidden }
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled
        view.clipsToBounds = spec.clipsToBounds
        // Both are false on a new view of every class; the setters are checked
        // for exclusive access, which costs more than the rest of a view's flags.
        if spec.isMultipleTouchEnabled { view.isMultipleTouchEnabled = true }
        if spec.isExclusiveTouch { view.isExclusiveTouch = true }
        // A new view's transform is the identity: most views keep it.
        let t = spec.transform
        if t != .identity { view.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
        context.registerView(view, name: spec.name, spec: spec.overriddenResponder)
        for recognizer in spec.recognizers { context.add(recognizer, to: view) }
    }

    private func rect(_ r: SceneRect) -> CGRect { CGRect(x: r.x, y: r.y, width: r.width, height: r.height) }

    /// The views of `view`'s tree, itself included (child controllers' views are
    /// left out: the count only sizes tables ahead).
    private static func viewCount(_ view: SceneView) -> Int {
        var count = 1
        for case .view(let subview) in view.subviews { count += viewCount(subview) }
        return count
    }

    /// The building state: what has been made so far and what is left to wire.
    struct Context {
        let world: SceneWorld
        /// The one behaviour of every view that overrides nothing (most views of
        /// a large scene): a behaviour holds only its spec and the world, so
        /// views with equal specs can share it, and a view then costs no
        /// allocation of its own for it (docs/performance.md, "Scene load").
        private var plainBehaviour: SceneBehaviour?
        var pendingTargets: [(UIControl, SceneTarget)] = []
        var pendingRecognizers: [(UIGestureRecognizer, SceneRecognizer)] = []

        init(world: SceneWorld) {
            self.world = world
        }

        /// A behaviour for a responder that is not a view, knowing the world.
        func behaviour(_ spec: SceneResponder) -> SceneBehaviour {
            let behaviour = SceneBehaviour(spec)
            behaviour.world = world
            return behaviour
        }

        /// The behaviour of a view or window: the shared one when the view
        /// overrides nothing, else its own, knowing the world.
        mutating func behaviour(for spec: SceneView) -> SceneBehaviour {
            let plain = spec.overridesNoBehaviour
            if plain, let plainBehaviour { return plainBehaviour }
            let behaviour = SceneBehaviour(
                spec.responder, hitTest: spec.hitTest, pointInside: spec.pointInside, shouldBegin: spec.gestureRecognizerShouldBegin)
            behaviour.world = world
            if plain { plainBehaviour = behaviour }
            return behaviour
        }

        /// Registers a responder that is not a view (the application, its
        /// delegate, a controller) under its name.
        mutating func register(_ responder: UIResponder, name: String, spec: SceneResponder) {
            world.respondersByName[name] = responder
            registerResponder(responder, spec: spec)
        }

        /// Registers a view under its name. Views are filed only with the
        /// world's views (`SceneWorld.responder(named:)` looks there after the
        /// other responders; every name in a scene is unique), by the parser's
        /// table of names when it has the name, so a large scene keeps one
        /// table of every name, not three.
        /// Files `view` by its name and gives it the logging and actions of `spec`;
        /// nil is UIKit's own responder, with neither.
        mutating func registerView(_ view: UIView, name: String, spec: SceneResponder?) {
            world.file(view, named: name)
            if let spec { registerResponder(view, spec: spec) }
        }

        private func registerResponder(_ responder: UIResponder, spec: SceneResponder) {
            // Absent reads as no topics (`SceneWorld.logTopics(of:)`); most objects log
            // nothing, and a table of every object only costs rehashing as it grows.
            if !spec.log.isEmpty { world.logTopics[ObjectIdentifier(responder)] = spec.log }
            guard !spec.actions.isEmpty else { return }
            let trace = world.application.trace
            for action in spec.actions {
                let message = action.message
                responder.handleAction(Selector(action.name)) { _, _ in
                    if let message { trace.message(message) }
                }
            }
        }

        mutating func controller(_ spec: SceneController, parent: UIViewController?) -> UIViewController {
            let behaviour = behaviour(spec.responder)
            let controller: UIViewController
            switch spec.content {
            case .view(let viewSpec):
                let scripted = ScriptedViewController(behaviour: behaviour)
                scripted.view = view(viewSpec, controller: scripted)
                controller = scripted
            case .navigation(let stack):
                let built = stack.map { self.controller($0, parent: nil) }
                let navigation = ScriptedNavigationController(rootViewController: built[0], behaviour: behaviour)
                for pushed in built.dropFirst() { navigation.pushViewController(pushed) }
                controller = navigation
            }
            controller.name = spec.name
            controller.definesPresentationContext = spec.definesPresentationContext
            if let style = spec.modalPresentationStyle { controller.modalPresentationStyle = style.style }
            register(controller, name: spec.name, spec: spec.responder)
            parent?.addChild(controller)
            return controller
        }

        mutating func view(_ spec: SceneView, controller: UIViewController?) -> UIView {
            let behaviour = behaviour(for: spec)
            let frame = CGRect(x: spec.frame.x, y: spec.frame.y, width: spec.frame.width, height: spec.frame.height)
            let view: UIView
            switch spec.kind {
            case .view:
                view = ScriptedView(frame: frame, behaviour: behaviour)
            case .imageView:
                view = ScriptedImageView(frame: frame, behaviour: behaviour)
            case .label(let text):
                let label = ScriptedLabel(frame: frame, behaviour: behaviour)
                label.text = text
                view = label
            case .button(let title, let control):
                let button = ScriptedButton(frame: frame, behaviour: behaviour)
                button.title = title
                view = setUp(button, control)
            case .switch(let isOn, let control):
                let toggle = ScriptedSwitch(frame: frame, behaviour: behaviour)
                toggle.isOn = isOn
                view = setUp(toggle, control)
            case .slider(let slider, let control):
                let built = ScriptedSlider(frame: frame, behaviour: behaviour)
                built.minimumValue = Float(slider.minimum)
                built.maximumValue = Float(slider.maximum)
                built.value = Float(slider.value)
                built.isContinuous = slider.isContinuous
                view = setUp(built, control)
            case .stepper(let stepper, let control):
                let built = ScriptedStepper(frame: frame, behaviour: behaviour)
                built.minimumValue = stepper.minimum
                built.maximumValue = stepper.maximum
                built.value = stepper.value
                built.stepValue = stepper.step
                built.wraps = stepper.wraps
                built.isContinuous = stepper.isContinuous
                built.autorepeat = stepper.autorepeat
                view = setUp(built, control)
            case .segmentedControl(let segments, let control):
                let built = ScriptedSegmentedControl(frame: frame, behaviour: behaviour)
                for (index, title) in segments.titles.enumerated() { built.insertSegment(withTitle: title, at: index, animated: false) }
                built.selectedSegmentIndex = segments.selected ?? UISegmentedControl.noSegment
                view = setUp(built, control)
            case .pageControl(let pages, let control):
                let built = ScriptedPageControl(frame: frame, behaviour: behaviour)
                built.numberOfPages = pages.count
                built.currentPage = pages.current
                view = setUp(built, control)
            case .textField(let field, let control):
                let built = ScriptedTextField(frame: frame, behaviour: behaviour)
                built.text = field.text
                built.placeholder = field.placeholder.isEmpty ? nil : field.placeholder
                built.borderStyle = .roundedRect
                view = setUp(built, control)
            case .control(let control):
                view = setUp(ScriptedControl(frame: frame, behaviour: behaviour), control)
            case .scrollView(let scrolling):
                let scroll = ScriptedScrollView(frame: frame, behaviour: behaviour)
                scroll.scrolling = scrolling
                apply(scrolling, to: scroll)
                view = scroll
            case .tableView(let scrolling, let table):
                let built = ScriptedTableView(frame: frame, behaviour: behaviour)
                built.scrolling = scrolling
                built.setRows(table.rows.map { ($0.title, CGFloat($0.height)) })
                apply(scrolling, to: built)
                let delegate = SceneTableDelegate(message: table.selectionMessage, trace: world.application.trace)
                world.retained.append(delegate)
                built.delegate = delegate
                view = built
            }
            SceneBuilder().configure(view, spec, &self)
            for subview in spec.subviews { add(subview, to: view, controller: controller) }
            return view
        }

        mutating func add(_ subview: SceneSubview, to parent: UIView, controller: UIViewController?) {
            switch subview {
            case .view(let spec):
                parent.addSubview(view(spec, controller: controller))
            case .child(let spec):
                let child = self.controller(spec, parent: controller)
                parent.addSubview(child.view)
            }
        }

        private mutating func setUp(_ control: UIControl, _ spec: SceneControl) -> UIControl {
            control.isEnabled = spec.isEnabled
            control.isSelected = spec.isSelected
            for target in spec.targets { pendingTargets.append((control, target)) }
            return control
        }

        private func apply(_ scrolling: SceneScrolling, to scroll: UIScrollView) {
            if scrolling.contentSize.width > 0 || scrolling.contentSize.height > 0 {
                scroll.contentSize = CGSize(width: scrolling.contentSize.width, height: scrolling.contentSize.height)
            }
            scroll.contentOffset = CGPoint(x: scrolling.contentOffset.x, y: scrolling.contentOffset.y)
            scroll.isScrollEnabled = scrolling.isScrollEnabled
            scroll.delaysContentTouches = scrolling.delaysContentTouches
            scroll.canCancelContentTouches = scrolling.canCancelContentTouches
            if let bounces = scrolling.bounces { scroll.bounces = bounces }
            if let vertical = scrolling.alwaysBounceVertical { scroll.alwaysBounceVertical = vertical }
            if let horizontal = scrolling.alwaysBounceHorizontal { scroll.alwaysBounceHorizontal = horizontal }
        }

        mutating func add(_ spec: SceneRecognizer, to view: UIView) {
            let behaviour = SceneRecognizerBehaviour(canPrevent: spec.canPrevent, canBePrevented: spec.canBePrevented)
            behaviour.world = world
            let recognizer: UIGestureRecognizer
            switch spec.kind {
            case .tap(let taps, let touches):
                let tap = ScriptedTapGestureRecognizer(behaviour: behaviour)
                tap.numberOfTapsRequired = taps
                tap.numberOfTouchesRequired = touches
                recognizer = tap
            case .longPress(let duration, let movement, let touches, let taps):
                let press = ScriptedLongPressGestureRecognizer(behaviour: behaviour)
                press.numberOfTapsRequired = taps
                if let duration { press.minimumPressDuration = duration }
                if let movement { press.allowableMovement = CGFloat(movement) }
                press.numberOfTouchesRequired = touches
                recognizer = press
            case .pan(let minTouches, let maxTouches):
                let pan = ScriptedPanGestureRecognizer(behaviour: behaviour)
                pan.minimumNumberOfTouches = minTouches
                if let maxTouches { pan.maximumNumberOfTouches = maxTouches }
                recognizer = pan
            case .swipe(let directions, let touches):
                let swipe = ScriptedSwipeGestureRecognizer(behaviour: behaviour)
                var direction = UISwipeGestureRecognizer.Direction()
                for item in directions {
                    switch item {
                    case .right: direction.insert(.right)
                    case .left: direction.insert(.left)
                    case .up: direction.insert(.up)
                    case .down: direction.insert(.down)
                    }
                }
                swipe.direction = direction
                swipe.numberOfTouchesRequired = touches
                recognizer = swipe
            case .pinch:
                recognizer = ScriptedPinchGestureRecognizer(behaviour: behaviour)
            case .rotation:
                recognizer = ScriptedRotationGestureRecognizer(behaviour: behaviour)
            }
            recognizer.name = spec.name
            recognizer.isEnabled = spec.isEnabled
            recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
            recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
            recognizer.delaysTouchesEnded = spec.delaysTouchesEnded
            recognizer.logsTouchMethods = spec.log.contains(.touches)
            if let message = spec.message {
                // Printed whenever the action runs: on began, every change and ended —
                // seed 002's repeated `View panned` — and once more with state
                // .cancelled when a continuous gesture is cancelled: Apple's
                // UIGestureRecognizer.State.cancelled page says the action is sent in
                // that state too, as for began, changed and ended.
                let trace = world.application.trace
                recognizer.addHandler { _ in trace.message(message) }
            }
            if !spec.measurements.isEmpty {
                // Printed after the message, at the same moments, as an action that
                // prints its numbers after its words.
                let measurements = spec.measurements
                recognizer.addHandler { [weak world] recognizer in
                    guard let world, world.application.trace.isEnabled else { return }
                    for line in SceneMeasurementLog.lines(for: recognizer, measurements, world: world) {
                        world.application.trace.message(line)
                    }
                }
            }
            if spec.dragsView {
                // The drag-a-card handler (Apple: UIPanGestureRecognizer, setTranslation(_:in:)):
                // on began and changed, move the view's centre by the translation in its
                // superview, then set the translation back to zero, so the next change
                // is measured from there. After the message and the numbers, as a
                // handler that prints before it moves.
                recognizer.addHandler { recognizer in
                    guard let pan = recognizer as? UIPanGestureRecognizer, pan.state == .began || pan.state == .changed,
                        let moved = pan.view
                    else { return }
                    let translation = pan.translation(in: moved.superview)
                    moved.center = CGPoint(x: moved.center.x + translation.x, y: moved.center.y + translation.y)
                    pan.setTranslation(.zero, in: moved.superview)
                }
            }
            if !spec.shouldBegin || !spec.shouldReceiveTouch || spec.simultaneous != .none || !spec.shouldRequireFailureOf.isEmpty
                || !spec.shouldBeRequiredToFailBy.isEmpty
            {
                let delegate = SceneRecognizerDelegate(
                    shouldBegin: spec.shouldBegin, shouldReceive: spec.shouldReceiveTouch,
                    simultaneous: spec.simultaneous, requiresFailureOf: spec.shouldRequireFailureOf,
                    requiredToFailBy: spec.shouldBeRequiredToFailBy)
                delegate.world = world
                world.retained.append(delegate)
                recognizer.delegate = delegate
            }
            view.addGestureRecognizer(recognizer)
            world.recognizersByName[spec.name] = recognizer
            world.logTopics[ObjectIdentifier(recognizer)] = spec.log.isEmpty ? nil : spec.log
            pendingRecognizers.append((recognizer, spec))
        }

        /// Targets and require-to-fail name objects that may be built after them.
        func wireReferences() {
            for (control, target) in pendingTargets {
                var events = UIControl.Event()
                for event in target.events { events.formUnion(SceneBuilder.controlEvent(event)) }
                let object = target.target.flatMap { world.responder(named: $0) }
                control.addTarget(object, action: Selector(target.action), for: events)
            }
            for (recognizer, spec) in pendingRecognizers {
                for name in spec.requireToFail {
                    if let other = world.recognizer(named: name) { recognizer.require(toFail: other) }
                }
            }
        }
    }

    static func controlEvent(_ event: SceneControlEvent) -> UIControl.Event {
        switch event {
        case .touchDown: return .touchDown
        case .touchDownRepeat: return .touchDownRepeat
        case .touchDragInside: return .touchDragInside
        case .touchDragOutside: return .touchDragOutside
        case .touchDragEnter: return .touchDragEnter
        case .touchDragExit: return .touchDragExit
        case .touchUpInside: return .touchUpInside
        case .touchUpOutside: return .touchUpOutside
        case .touchCancel: return .touchCancel
        case .valueChanged: return .valueChanged
        case .primaryActionTriggered: return .primaryActionTriggered
        case .editingDidBegin: return .editingDidBegin
        case .editingDidEnd: return .editingDidEnd
        case .allTouchEvents: return .allTouchEvents
        case .allEvents: return .allEvents
        }
    }
}
