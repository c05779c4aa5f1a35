import Foundation
import TouchCore

/// Why a view did or did not get the last touch sequence, in one plain
/// sentence, with the trace records that show it.
///
/// The question learners ask of a device that gives no answer. The decisions
/// come from the records only (as in ``TouchSequenceAnalysis``); the live
/// hierarchy is used only to find the view's ancestors and siblings, which the
/// records name but do not relate. Hit-testing is read from the first touch's
/// last pass (SPEC H7), the way its highlight is drawn. The answers, in the
/// order they are tried:
///
/// 1. no touch yet, or the view is in no window (hit-testing starts at windows);
/// 2. it was a touch's hit-test view: excluded (SPEC T7, T8, S3); its
///    `touchesBegan` held back and thrown away (G6); given began and then
///    cancelled by a recognizer (G4, G7) — for a plain `UIControl` subclass
///    and an ancestor's recognizer, with why it did not refuse it (G11) — or
///    an interruption (T6); or received
///    its methods, some perhaps late (G4), with a later finger kept from it
///    named (T7, T8);
/// 3. it received methods forwarded up the responder chain (R4);
/// 4. hitTest rejected it, with the reason (H1, H2, H8);
/// 5. it contained the point but a subview answered (H3);
/// 6. it was never asked: an ancestor was rejected and its subtree pruned; a
///    sibling in front answered first (H3: front to back, first answer wins);
///    an ancestor's overridden `hitTest` answered without asking; its window
///    was never asked.
///
/// After the answer, every recognizer that competed for the touch (for the
/// hit-test view, all its touches collected, SPEC G1; for another view, its
/// own) and how each ended: recognized, failed and why (its view's
/// `gestureRecognizerShouldBegin` said NO, G11; prevented, G8; a recognizer it
/// requires to fail recognized, G9), with the time from the touch's start.
///
/// See also: ``PlaygroundRenderer`` (the selection panel), SPEC §3, §4.
package struct DeliveryExplanation: Hashable, Sendable {
    package enum Verdict: Hashable, Sendable {
        case noTouchYet, notInWindow
        case received, excluded, withheldAndDiscarded, cancelledByRecognizer, cancelledByInterruption, stillWithheld
        case forwarded
        case rejected, containsPointSubviewAnswered, hitTestOverridden
        case pruned, siblingAnsweredFirst, ancestorAnsweredWithoutAsking, windowNotAsked
    }

    package var verdict: Verdict
    package var sentence: String
    /// Indices into the records that show the verdict, in trace order.
    package var evidence: [Int]

    package init(verdict: Verdict, sentence: String, evidence: [Int] = []) {
        self.verdict = verdict
        self.sentence = sentence
        self.evidence = evidence
    }

    /// Explains what happened to `view` in `records` (one touch sequence).
    package init(view: UIView, records: [TraceRecord]) {
        self = Self.explain(view, records)
    }

    /// Explains `view` while only the first `shown` records are on screen (paused,
    /// stepping through the trace). The shown records are not an answer: a view the
    /// walk has not reached yet is not "never asked". So the sentence first says how
    /// far the shown records have got, from those records only, then gives the whole
    /// touch's answer, labelled as such; `evidence` indexes the whole `records`.
    package init(view: UIView, records: [TraceRecord], shown: Int) {
        let whole = Self.explain(view, records)
        guard shown < records.count else {
            self = whole
            return
        }
        let progress = Self.progress(of: view, in: records[..<max(0, shown)])
        self.init(
            verdict: whole.verdict,
            sentence: "So far (record \(max(0, shown)) of \(records.count)): \(progress) The whole touch: \(whole.sentence)",
            evidence: whole.evidence)
    }

    /// What the shown records say about `view`, and nothing they do not say.
    static func progress(of view: UIView, in shown: ArraySlice<TraceRecord>) -> String {
        let name = view.traceName
        let subject = view.traceSubject
        guard let start = shown.lastIndex(where: { if case .hitTestTouch = $0.kind { true } else { false } }) else {
            // The finger may be down already (the input's own record): what
            // has not happened then is hitTest, and so any delivery.
            let fingerDown = shown.contains { record in
                if case .input(.touch(_, .began, _)) = record.kind { true } else { false }
            }
            return fingerDown ? "hitTest has not run for the touch yet." : "no touch has begun yet."
        }
        let bound = shown[start...].contains { if case .touchBound = $0.kind { true } else { false } }
        if !bound {
            let visited = shown[start...].contains { if case .hitTest(subject, _) = $0.kind { true } else { false } }
            let asking = shown[start...].last { if case .hitTest = $0.kind { true } else { false } }
            let now: String
            if let asking, case .hitTest(let current, _) = asking.kind {
                now = " (now asking \(current.name))"
            } else {
                now = ""
            }
            return visited
                ? "hit-testing is under way\(now) and has asked \(name)."
                : "hit-testing is under way\(now); \(name) not asked yet."
        }
        let records = Array(shown)
        let received = records.indices.compactMap { index -> TraceRecord.TouchMethod? in
            guard case .touches(let method, subject, _) = records[index].kind,
                !TouchSequenceAnalysis.isForwarded(index, method, in: records)
            else { return nil }
            return method
        }
        guard !received.isEmpty else { return "\(name) has received no touch method yet." }
        return "\(name) has received \(received.map(\.selector).joined(separator: ", "))."
    }

    private static func explain(_ view: UIView, _ records: [TraceRecord]) -> DeliveryExplanation {
        let name = view.traceName
        let subject = view.traceSubject
        guard records.contains(where: { if case .hitTestTouch = $0.kind { true } else { false } }) else {
            return DeliveryExplanation(
                verdict: .noTouchYet,
                sentence: "No touch yet: touch the device, then select a view to ask why it did"
                    + " or did not get the touch.")
        }
        guard view.window != nil else {
            return DeliveryExplanation(
                verdict: .notInWindow,
                sentence: "\(name) is in no window: hit-testing starts at the windows, so it can never get a touch.")
        }
        if let delivered = asHitTestView(subject, records) {
            return delivered.narrating(chosenByOverride(subject, records))
                .narrating(plainControlNote(view, delivered, records))
                .narrating(competition(for: view, asHitTestView: true, records))
        }
        let hitTest = hitTestReason(view, records)
        let narration = competition(for: view, asHitTestView: false, records)
        if let forwarded = forwarded(subject, records) {
            return DeliveryExplanation(
                verdict: .forwarded, sentence: forwarded.sentence + " " + hitTest.sentence,
                evidence: (forwarded.evidence + hitTest.evidence).sorted()
            ).narrating(narration)
        }
        return hitTest.narrating(narration)
    }

    /// This explanation with `narration`'s sentence after it and its records
    /// among the evidence.
    private func narrating(_ narration: (sentence: String, evidence: [Int])?) -> DeliveryExplanation {
        guard let narration else { return self }
        return DeliveryExplanation(
            verdict: verdict, sentence: sentence + " " + narration.sentence,
            evidence: Array(Set(evidence + narration.evidence)).sorted())
    }

    // MARK: A plain control and an ancestor's recognizer

    /// For a plain `UIControl` subclass whose touch an ancestor's recognizer
    /// took: that it did not refuse the recognizer, which is why (SPEC G11).
    /// UIKit's controls return NO from `gestureRecognizerShouldBegin(_:)` for
    /// an ancestor's recognizer whose gesture is their own action — a
    /// single-finger single tap on a button, switch, stepper, segmented or page
    /// control; a pan or swipe along a slider's thumb or a switch's knob —
    /// and a subclass of `UIControl` itself inherits none of that (Apple,
    /// "Attaching gesture recognizers to UIKit controls"; seed 002). The half
    /// of the comparison a teacher points at: the trace has no refusal line
    /// to show, only its absence.
    private static func plainControlNote(
        _ view: UIView, _ delivered: DeliveryExplanation, _ records: [TraceRecord]
    ) -> (sentence: String, evidence: [Int])? {
        guard delivered.verdict == .cancelledByRecognizer, view is UIControl,
            !(view is UIButton || view is UISwitch || view is UIStepper || view is UISegmentedControl
                || view is UIPageControl || view is UISlider)
        else { return nil }
        let subject = view.traceSubject
        guard
            let cancel = records.indices.first(where: { index in
                guard case .touches(.cancelled, subject, _) = records[index].kind else { return false }
                return !TouchSequenceAnalysis.isForwarded(index, .cancelled, in: records)
            }),
            let winner = recognized(before: cancel, after: 0, records),
            case .recognizerState(let recognizer, _, _, _) = records[winner].kind
        else { return nil }
        // Only an ancestor's recognizer is ever refused; one on the control
        // itself sees the touch first and wins on any control.
        var ancestor = view.superview
        var live: UIGestureRecognizer?
        while let candidate = ancestor, live == nil {
            live = candidate.gestureRecognizers?.first { ObjectIdentifier($0) == recognizer.id }
            ancestor = candidate.superview
        }
        guard let live else { return nil }
        let name = subject.name
        var sentence =
            "\(name) is a plain UIControl: it does not refuse \(recognizer.name) in gestureRecognizerShouldBegin,"
            + " so \(recognizer.name) recognized and cancelled its touch"
        if let tap = live as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            sentence +=
                "; a UIButton, UISwitch, UIStepper, UISegmentedControl or UIPageControl returns NO there for"
                + " an ancestor's single tap, and keeps the touch."
        } else if live is UIPanGestureRecognizer || live is UISwipeGestureRecognizer {
            sentence +=
                "; a UISlider returns NO there for an ancestor's pan or swipe along its thumb, and a UISwitch"
                + " for a pan along its knob."
        } else {
            sentence += "."
        }
        return (sentence, [winner, cancel])
    }

    // MARK: The recognizers' competition

    /// Every recognizer that competed for the view's touch and how each ended
    /// (SPEC G1: a touch collects the recognizers of its hit-test view and its
    /// ancestors; G3, G8–G10: how each leaves possible). For the hit-test view,
    /// all the recognizers its touches collected; for another view, those
    /// attached to it. Nil when there were none.
    private static func competition(
        for view: UIView, asHitTestView: Bool, _ records: [TraceRecord]
    ) -> (sentence: String, evidence: [Int])? {
        let subject = view.traceSubject
        var touches: Set<Int> = []
        for record in records {
            if case .touchBound(let touch, subject?, _, _) = record.kind { touches.insert(touch) }
        }
        let own = Set((view.gestureRecognizers ?? []).map { ObjectIdentifier($0) })
        var competitors: [TraceSubject] = []
        for record in records {
            guard case .recognizersCollected(let touch, let recognizers) = record.kind else { continue }
            for recognizer in recognizers where !competitors.contains(recognizer) {
                if asHitTestView ? touches.contains(touch) : own.contains(recognizer.id) { competitors.append(recognizer) }
            }
        }
        guard !competitors.isEmpty else { return nil }
        let origin = records.first?.time ?? 0
        var evidence: [Int] = []
        let stories = competitors.map { recognizer -> String in
            let (story, indices) = Self.story(of: recognizer, in: view, records, origin: origin)
            evidence += indices
            return story
        }
        let heading =
            asHitTestView
            ? (competitors.count == 1
                ? "One recognizer competed for the touch: " : "\(competitors.count) recognizers competed for the touch: ")
            : "Its recognizers: "
        return (heading + stories.joined(separator: "; ") + ".", evidence)
    }

    /// How `recognizer` ended, from its state records: "Tap (on BlueView) asked
    /// CLButton's gestureRecognizerShouldBegin at +0.100, got NO, and failed".
    private static func story(
        of recognizer: TraceSubject, in view: UIView, _ records: [TraceRecord], origin: TimeInterval
    ) -> (String, [Int]) {
        var owner: UIView? = view
        while let candidate = owner, !(candidate.gestureRecognizers ?? []).contains(where: { ObjectIdentifier($0) == recognizer.id }) {
            owner = candidate.superview
        }
        let name = recognizer.name + (owner.map { $0 === view ? " (on it)" : " (on \($0.traceName))" } ?? "")
        var events: [String] = []
        var evidence: [Int] = []
        for (index, record) in records.enumerated() {
            guard case .recognizerState(recognizer, let from, let to, let reason) = record.kind, reason != .reset else { continue }
            let at = "at " + TraceFormatter.relativeTime(record.time, since: origin)
            let event: String?
            switch (to, reason) {
            case (.possible, .waitingForFailure(let other)?): event = "waited for \(other.name) to fail (\(at))"
            case (.possible, _): event = nil
            case (.began, _): event = "began \(at)"
            case (.changed, _): event = nil
            case (.ended, _): event = from == .possible ? "recognized \(at)" : "ended \(at)"
            case (.cancelled, _): event = "was cancelled \(at)"
            case (.failed, .viewShouldBeginRefused(let asked)?):
                event = "asked \(asked.name)'s gestureRecognizerShouldBegin \(at), got NO, and failed"
            case (.failed, .delegateShouldBeginRefused?):
                event = "asked its delegate's gestureRecognizerShouldBegin \(at), got NO, and failed"
            case (.failed, .prevented(let other)?): event = "was prevented by \(other.name) and failed \(at)"
            case (.failed, .requiredRecognizerRecognized(let other)?):
                event = "failed \(at) because \(other.name), which it requires to fail, recognized"
            case (.failed, .disabled?): event = "failed \(at): it was disabled"
            case (.failed, _): event = "failed \(at): the touch did not make its gesture"
            }
            if let event, events.last != event {
                events.append(event)
                evidence.append(index)
            }
        }
        guard !events.isEmpty else { return ("\(name) has not decided yet (still possible)", []) }
        return (name + " " + events.joined(separator: ", then "), evidence)
    }

    // MARK: The hit-test view's deliveries

    /// The story of every touch the view was the hit-test view of, each told
    /// from its own records (a view can receive touch #1 and be refused touch
    /// #2, SPEC T7), touches with the same story told together; then what it
    /// received of touches bound before this sequence (a lifted finger's end
    /// released late, G4). The verdict is the first touch's that reached it.
    private static func asHitTestView(_ subject: TraceSubject, _ records: [TraceRecord]) -> DeliveryExplanation? {
        var bound: [Int] = []
        for record in records {
            if case .touchBound(let touch, subject?, _, _) = record.kind, !bound.contains(touch) { bound.append(touch) }
        }
        guard !bound.isEmpty else { return nil }
        // Touches with the same story share a sentence: "touches #1, #2".
        let marker = "\u{1}"
        var groups: [(touches: [Int], story: DeliveryExplanation)] = []
        for touch in bound {
            guard let story = asHitTestView(subject, records, touch: touch, who: marker) else { continue }
            if let same = groups.firstIndex(where: { $0.story.sentence == story.sentence }) {
                groups[same].touches.append(touch)
                groups[same].story.evidence = Array(Set(groups[same].story.evidence + story.evidence)).sorted()
            } else {
                groups.append(([touch], story))
            }
        }
        guard let lead = groups.first(where: { $0.story.verdict != .excluded }) ?? groups.first else { return nil }
        let sentences = groups.enumerated().map { position, group in
            let who =
                (position == 0 ? "\(subject.name) was" : "It was also") + " the hit-test view of \(touchList(group.touches))"
            return group.story.sentence.replacingOccurrences(of: marker, with: who)
        }
        var evidence = groups.flatMap(\.story.evidence)
        var sentence = sentences.joined(separator: " ")
        if let earlier = earlierTouches(of: subject, bound: bound, records) {
            sentence += " " + earlier.sentence
            evidence += earlier.evidence
        }
        return DeliveryExplanation(verdict: lead.story.verdict, sentence: sentence, evidence: Array(Set(evidence)).sorted())
    }

    /// What `subject` received, or had withheld and discarded, of touches
    /// bound to it before this sequence began: "It also received touch #1's
    /// touchesEnded late (released after 0.15s as on devices)."
    private static func earlierTouches(
        of subject: TraceSubject, bound: [Int], _ records: [TraceRecord]
    ) -> (sentence: String, evidence: [Int])? {
        var received: [(touch: Int, method: TraceRecord.TouchMethod, late: String?, index: Int)] = []
        var lateReason: [Int: String] = [:]
        for (index, record) in records.enumerated() {
            switch record.kind {
            case .released(_, subject, let touches, let reason):
                for touch in touches where !bound.contains(touch) { lateReason[touch] = TraceFormatter.describe(reason) }
            case .touches(let method, subject, let touches) where !TouchSequenceAnalysis.isForwarded(index, method, in: records):
                for touch in touches where !bound.contains(touch) {
                    received.append((touch, method, lateReason.removeValue(forKey: touch), index))
                }
            default:
                break
            }
        }
        guard !received.isEmpty else { return nil }
        let parts = received.map { item in
            "touch #\(item.touch)'s \(item.method.selector.prefix { $0 != ":" })" + (item.late.map { " late (\($0))" } ?? "")
        }
        return ("It also received " + parts.joined(separator: ", ") + ", from a touch that began before this one.", received.map(\.index))
    }

    /// The story of `touch` alone, which was bound to `subject`; `who` opens it.
    private static func asHitTestView(
        _ subject: TraceSubject, _ records: [TraceRecord], touch: Int, who: String
    ) -> DeliveryExplanation? {
        var boundAt: [Int] = []
        for (index, record) in records.enumerated() {
            if case .touchBound(touch, subject?, _, _) = record.kind { boundAt.append(index) }
        }
        guard let firstBound = boundAt.first else { return nil }
        let name = subject.name
        var methods: [(TraceRecord.TouchMethod, Int)] = []
        var released: [Int] = []
        var heldBegan: (index: Int, by: TraceSubject?)?
        var discarded: Int?
        for (index, record) in records.enumerated() where index > firstBound {
            switch record.kind {
            case .touches(let method, subject, let numbers)
            where numbers.contains(touch) && !TouchSequenceAnalysis.isForwarded(index, method, in: records):
                methods.append((method, index))
            case .released(_, subject, let numbers, _) where numbers.contains(touch):
                released.append(index)
            case .withheld(let method, subject, let numbers, let reason, let by) where numbers.contains(touch):
                switch (reason.fate, reason) {
                case (.excluded, _):
                    return DeliveryExplanation(
                        verdict: .excluded,
                        sentence: "\(who), but the window never gave it the touch: \(phrase(reason)).",
                        evidence: [firstBound, index])
                case (.withheld, .delaysTouchesBegan) where method == .began:
                    heldBegan = (index, by)
                case (.discarded, _):
                    discarded = discarded ?? index
                default:
                    break
                }
            default:
                break
            }
        }
        let names = orderedMethods(methods.map(\.0))
        guard let began = methods.first(where: { $0.0 == .began }) else {
            if let discarded, let heldBegan {
                let by = heldBegan.by.map { "\($0.name)'s delaysTouchesBegan" } ?? "delaysTouchesBegan"
                let winner = recognized(before: discarded, after: firstBound, records)
                let because =
                    winner.map {
                        " and \(records.subjectName($0)) recognized at"
                            + " \(TraceFormatter.relativeTime(records[$0].time, since: records.first?.time ?? 0)), so it was thrown away"
                    } ?? " and then thrown away"
                return DeliveryExplanation(
                    verdict: .withheldAndDiscarded,
                    sentence: "\(who), but \(by) held touchesBegan back\(because): \(name) received nothing.",
                    evidence: [firstBound, heldBegan.index] + (winner.map { [$0] } ?? []) + [discarded])
            }
            if let heldBegan {
                let by = heldBegan.by.map { " by \($0.name)" } ?? ""
                return DeliveryExplanation(
                    verdict: .stillWithheld,
                    sentence: "\(who); its touchesBegan is being held back\(by) (delaysTouchesBegan)"
                        + " until the recognizer decides.",
                    evidence: [firstBound, heldBegan.index])
            }
            return DeliveryExplanation(
                verdict: .stillWithheld, sentence: "\(who), but nothing has been delivered to it yet.",
                evidence: [firstBound])
        }
        if let cancel = methods.first(where: { $0.0 == .cancelled }) {
            // Only a recognition in the cancel's own input cancelled it (SPEC G4):
            // one earlier (a pan that does not cancel) did not.
            let input = records[..<cancel.1].lastIndex { if case .input = $0.kind { true } else { false } } ?? firstBound
            if let winner = recognized(before: cancel.1, after: max(firstBound, input), records) {
                let recognizer = records.subjectName(winner)
                return DeliveryExplanation(
                    verdict: .cancelledByRecognizer,
                    sentence: "\(who) and received touchesBegan, then \(recognizer) recognized and cancelled it"
                        + " (cancelsTouchesInView): \(name) got touchesCancelled instead of touchesEnded.",
                    evidence: [firstBound, began.1, winner, cancel.1])
            }
            // The input that cancelled it: a system interruption heading, else
            // the touch's own heading (the host cancelled the finger).
            let headings = records[..<cancel.1].indices.filter { if case .input = records[$0].kind { true } else { false } }
            let cause = headings.last { records[$0].kind.isInterruption } ?? headings.last
            let what = cause.flatMap { index -> String? in
                if case .input(let input) = records[index].kind { return TraceFormatter.describe(input) }
                return nil
            }
            return DeliveryExplanation(
                verdict: .cancelledByInterruption,
                sentence: "\(who) and received touchesBegan, then the touch was cancelled"
                    + "\(what.map { " (\($0))" } ?? ""): \(name) got touchesCancelled.",
                evidence: [firstBound, began.1] + (cause.map { [$0] } ?? []) + [cancel.1])
        }
        var sentence = "\(who) and received \(names.joined(separator: ", "))."
        if let late = released.first {
            sentence += " Some arrived late: a recognizer held them back until \(lateReason(records[late]))."
        }
        let extra = released.first.map { [$0] } ?? []
        return DeliveryExplanation(
            verdict: .received, sentence: sentence,
            evidence: [firstBound] + methods.prefix(3).map(\.1) + extra)
    }

    /// The last recognizer that recognized (ended, or began for a continuous
    /// one) between `start` and `index`.
    private static func recognized(before index: Int, after start: Int, _ records: [TraceRecord]) -> Int? {
        records[start..<index].lastIndex { record in
            if case .recognizerState(_, let from, let to, _) = record.kind {
                return from == .possible && (to == .ended || to == .began)
            }
            return false
        }
    }

    private static func lateReason(_ record: TraceRecord) -> String {
        if case .released(_, _, _, let reason) = record.kind { return TraceFormatter.describe(reason) }
        return "later"
    }

    private static func forwarded(_ subject: TraceSubject, _ records: [TraceRecord]) -> DeliveryExplanation? {
        var methods: [TraceRecord.TouchMethod] = []
        var evidence: [Int] = []
        for (index, record) in records.enumerated() {
            if case .touches(let method, subject, _) = record.kind, TouchSequenceAnalysis.isForwarded(index, method, in: records) {
                if !methods.contains(method) { evidence.append(index) }
                methods.append(method)
            }
        }
        guard !methods.isEmpty else { return nil }
        return DeliveryExplanation(
            verdict: .forwarded,
            sentence: "\(subject.name) received \(orderedMethods(methods).joined(separator: ", ")) only because"
                + " a view below it in the responder chain passed them on to its next responder, as UIResponder's"
                + " touch methods do unless a subclass overrides them without calling super (docs/fidelity.md:"
                + " \"consume, ignore, or handle and forward\").",
            evidence: evidence)
    }

    // MARK: Hit-testing

    private static func hitTestReason(_ view: UIView, _ records: [TraceRecord]) -> DeliveryExplanation {
        let segment = firstTouchHitTest(records)
        var visits: [ObjectIdentifier: Int] = [:]
        for index in segment {
            if case .hitTest(let visited, _) = records[index].kind { visits[visited.id] = index }
        }
        let name = view.traceName
        let winner =
            segment.lazy.compactMap { index -> String? in
                if case .touchBound(_, let bound?, _, _) = records[index].kind { return bound.name }
                return nil
            }.first
            ?? records[segment].lazy.compactMap { record -> String? in
                if case .hitTestTouch = record.kind, case .view(let answer)? = record.outcome { return answer.name }
                return nil
            }.first
        let touchWentTo = winner.map { "the touch went to \($0)" } ?? "no view took the touch"

        if let index = visits[ObjectIdentifier(view)] {
            switch records[index].outcome {
            case .rejected(let reason)?:
                return DeliveryExplanation(
                    verdict: .rejected,
                    sentence: "hitTest rejected \(name): \(phrase(reason)); \(touchWentTo).",
                    evidence: [index])
            case .viewFromOverride(let answer)?:
                return overrideAnswer(view, answer: answer, at: index, records, touchWentTo: touchWentTo)
            case .view(let answer)? where answer.id != ObjectIdentifier(view):
                return DeliveryExplanation(
                    verdict: .containsPointSubviewAnswered,
                    sentence: "\(name) contains the point, but hitTest goes on into its subviews and the deepest"
                        + " one that answers wins: \(touchWentTo).",
                    evidence: [index])
            default:
                return DeliveryExplanation(
                    verdict: .received, sentence: "hitTest returned \(name), but \(touchWentTo).",
                    evidence: [index])
            }
        }
        // Never asked: find the nearest ancestor that was.
        var child: UIView = view
        while let parent = child.superview {
            defer { child = parent }
            guard let index = visits[ObjectIdentifier(parent)] else { continue }
            let parentName = parent.traceName
            if case .rejected(let reason)? = records[index].outcome {
                return DeliveryExplanation(
                    verdict: .pruned,
                    sentence: "hitTest never asked \(name): its ancestor \(parentName) was rejected"
                        + " (\(phrase(reason))), and a rejected view's whole subtree is skipped.",
                    evidence: [index])
            }
            let siblings = parent.subviews.filter { $0 !== child }
            let answered = siblings.lazy.compactMap { sibling -> (UIView, Int)? in
                guard let visit = visits[ObjectIdentifier(sibling)], case .view? = records[visit].outcome else { return nil }
                return (sibling, visit)
            }.first
            if let (sibling, visit) = answered {
                return DeliveryExplanation(
                    verdict: .siblingAnsweredFirst,
                    sentence: (child === view
                        ? "hitTest never asked \(name): \(sibling.traceName), in front of it in \(parentName), answered first"
                        : "hitTest never asked \(name): its ancestor \(child.traceName) was skipped because"
                            + " \(sibling.traceName), in front of \(child.traceName) in \(parentName), answered first")
                        + ", and hitTest stops at the first subview that answers.",
                    evidence: [visit])
            }
            return DeliveryExplanation(
                verdict: .ancestorAnsweredWithoutAsking,
                sentence: "hitTest never asked \(name): \(parentName)'s hitTest answered without asking"
                    + " \(child === view ? "it" : child.traceName) (an override); \(touchWentTo).",
                evidence: [index])
        }
        return DeliveryExplanation(
            verdict: .windowNotAsked,
            sentence: "hitTest never reached \(name)'s window \(child.traceName): a window in front answered first; \(touchWentTo).",
            evidence: segment.first.map { [$0] } ?? [])
    }

    /// The explanation of a view whose `hitTest(_:with:)` override returned `answer`
    /// (SPEC H8; seed 000's `return self.subviews[0]`): the override, not the
    /// default walk, chose the answer, so nothing says the view contains the point
    /// or that `answer` does. The records nested in its call tell whether it asked
    /// `super` first.
    private static func overrideAnswer(
        _ view: UIView, answer: TraceSubject, at index: Int, _ records: [TraceRecord], touchWentTo: String
    ) -> DeliveryExplanation {
        let name = view.traceName
        let subject = view.traceSubject
        let direct = callBlock(at: index, records).filter { records[$0].depth == records[index].depth + 1 }
        let askedInside = direct.lazy.compactMap { nested -> Bool? in
            if case .pointInside(subject, _, let inside, _) = records[nested].kind { return inside }
            return nil
        }.first
        let returned = answer.id == subject.id ? "itself" : answer.name
        var sentence = "\(name)'s hitTest(_:with:) is overridden: it returned \(returned)"
        switch askedInside {
        case nil:
            sentence += " without calling super, so neither its point(inside:with:) nor its subviews were asked"
        case false?:
            sentence += " after super answered nil (its point(inside:with:) said NO)"
        case true?:
            // What super answered: the first subview that answered, else the view itself (SPEC H3).
            let superAnswer =
                direct.lazy.compactMap { nested -> String? in
                    guard case .hitTest = records[nested].kind else { return nil }
                    switch records[nested].outcome {
                    case .view(let found)?, .viewFromOverride(let found)?: return found.name
                    default: return nil
                    }
                }.first ?? name
            sentence += " in place of super's answer, \(superAnswer)"
        }
        if case .hitTest(_, let point) = records[index].kind, !view.bounds.contains(point) {
            sentence += "; the point lies outside \(name)'s bounds"
        }
        return DeliveryExplanation(
            verdict: answer.id == subject.id ? .received : .hitTestOverridden,
            sentence: sentence + "; \(touchWentTo).", evidence: [index])
    }

    /// For a hit-test view that a `hitTest` override returned, which override chose
    /// it (SPEC H8): the view itself may never have been asked.
    private static func chosenByOverride(
        _ subject: TraceSubject, _ records: [TraceRecord]
    ) -> (sentence: String, evidence: [Int])? {
        for (index, record) in records.enumerated() {
            guard case .hitTest(let overriding, _) = record.kind, case .viewFromOverride(subject)? = record.outcome else {
                continue
            }
            if overriding.id == subject.id {
                return ("Its own hitTest(_:with:) override returned itself.", [index])
            }
            let asked = records.contains { if case .hitTest(subject, _) = $0.kind { true } else { false } }
            return (
                "\(overriding.name)'s hitTest(_:with:) override returned it"
                    + (asked ? "." : " without asking it: \(subject.name)'s own hitTest and point(inside:with:) were never called."),
                [index]
            )
        }
        return nil
    }

    /// The indices of the records nested in the call at `index`.
    private static func callBlock(at index: Int, _ records: [TraceRecord]) -> Range<Int> {
        var end = index + 1
        while end < records.count, records[end].depth > records[index].depth { end += 1 }
        return (index + 1)..<end
    }

    /// The records of the first touch's last hit-test pass: from its
    /// `hitTestTouch` record up to the next one or to its binding.
    private static func firstTouchHitTest(_ records: [TraceRecord]) -> Range<Int> {
        var start: Int?
        var touch: Int?
        for (index, record) in records.enumerated() {
            switch record.kind {
            case .hitTestTouch(let number, _, _):
                if touch == nil { touch = number }
                if number == touch { start = index }
            case .touchBound(let number, _, _, _) where number == touch:
                return (start ?? index)..<(index + 1)
            default:
                break
            }
        }
        return (start ?? records.count)..<records.count
    }

    // MARK: Words

    static func phrase(_ rejection: TraceRecord.Rejection) -> String {
        switch rejection {
        case .hidden: return "it is hidden"
        case .transparent: return "its alpha is below 0.01"
        case .transparentInclusive: return "its alpha is 0.01 or less (the seed code's threshold)"
        case .interactionDisabled: return "isUserInteractionEnabled is false"
        case .controlDisabled: return "it is a control whose isEnabled is false"
        case .outsideBounds: return "the touch is outside its bounds"
        case .pointInsideOverridden: return "its point(inside:with:) override said NO"
        case .hitTestOverridden: return "its hitTest(_:with:) override returned nil"
        case .windowHidden: return "its window is hidden"
        case .animating: return "it is being animated without .allowUserInteraction"
        }
    }

    static func phrase(_ withholding: TraceRecord.Withholding) -> String {
        switch withholding {
        case .multipleTouchDisabled: return "isMultipleTouchEnabled is false and it already had a touch"
        case .exclusiveTouch: return "an exclusive-touch view was involved while another view tracked a touch (isExclusiveTouch)"
        case .refusedByScrollView: return "its scroll view's touchesShouldBegin returned false"
        default: return withholding.rawValue
        }
    }

    private static func touchList(_ touches: [Int]) -> String {
        touches.count == 1 ? "touch #\(touches[0])" : "touches " + touches.map { "#\($0)" }.joined(separator: ", ")
    }

    private static func orderedMethods(_ methods: [TraceRecord.TouchMethod]) -> [String] {
        TraceRecord.TouchMethod.allCases.filter(methods.contains).map {
            "touches" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst()
        }
    }
}

private extension Array where Element == TraceRecord {
    /// The recognizer named by the state record at `index`.
    func subjectName(_ index: Int) -> String {
        if case .recognizerState(let recognizer, _, _, _) = self[index].kind { return recognizer.name }
        return "a recognizer"
    }
}

extension TraceRecord.Kind {
    /// A system interruption's heading (SPEC T6).
    fileprivate var isInterruption: Bool {
        if case .input(.interruption) = self { return true }
        return false
    }
}
