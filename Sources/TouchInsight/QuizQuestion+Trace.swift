import Foundation
import TouchCore

/// Questions read from a script's trace: for each touch, which view will be
/// its hit-test view, which of its recognizers wins, and whether that view
/// gets touchesEnded or touchesCancelled; for each nil-target action, who
/// performs it. Pure: the same records give the same questions.
extension QuizQuestion {
    /// The most questions one script asks: a long script of many touches asks
    /// about its first ones.
    package static let maximumQuestions = 12

    /// The questions `records` (a whole script's trace, from its start) answer,
    /// in the order they are asked. `application` finds the views the records
    /// name, for the explanations (``DeliveryExplanation``).
    package static func questions(from records: [TraceRecord], application: UIApplication) -> [QuizQuestion] {
        var views: [ObjectIdentifier: UIView] = [:]
        func collect(_ view: UIView) {
            views[ObjectIdentifier(view)] = view
            view.subviews.forEach(collect)
        }
        application.windows.forEach(collect)

        var questions: [QuizQuestion] = []
        let sequences = touchSequences(in: records)
        var askedRecognizers: Set<Int> = []
        for (index, record) in records.enumerated() {
            guard case .input(.touch(let touch, .began, let location)) = record.kind,
                let sequence = sequences.first(where: { $0.contains(index) })
            else { continue }
            let slice = Array(records[sequence])
            let analysis = TouchSequenceAnalysis(records: slice)
            guard let hitTest = analysis.hitTests.first(where: { $0.touch == touch }) else { continue }
            if let question = hitTestQuestion(touch, location, hitTest, records, downAt: index, in: sequence) {
                questions.append(question)
            }
            var recognizersAsked: Int?
            if !askedRecognizers.contains(sequence.lowerBound),
                let question = recognizerQuestion(touch, records, in: sequence)
            {
                askedRecognizers.insert(sequence.lowerBound)
                recognizersAsked = question.askedBefore
                questions.append(question)
            }
            if let view = hitTest.hitView,
                var question = endQuestion(touch, view, views[view.id], records, in: sequence)
            {
                // Who wins is asked first: how the touch ends follows from it.
                question.askedBefore = max(question.askedBefore, recognizersAsked ?? 0)
                questions.append(question)
            }
        }
        questions += ActionDelivery.all(in: records).map { actionQuestion($0, records) }
        let order: [Kind] = [.hitTestView, .winningRecognizer, .endedOrCancelled, .actionTarget, .scene]
        let sorted = questions.enumerated().sorted { a, b in
            (a.element.askedBefore, order.firstIndex(of: a.element.kind)!, a.offset)
                < (b.element.askedBefore, order.firstIndex(of: b.element.kind)!, b.offset)
        }
        return Array(sorted.map(\.element).prefix(maximumQuestions))
    }

    /// A question of the scene's own about the moment at `time`: asked before
    /// the first record at or after it, its trace lines those of that instant.
    package static func scene(
        prompt: String, answers: [String], explanation: String?, time: TimeInterval, records: [TraceRecord]
    ) -> QuizQuestion {
        let first = records.firstIndex { $0.time >= time - 1e-9 } ?? records.count
        let instant = first < records.count ? records[first].time : time
        let evidence = records.indices.filter { $0 >= first && abs(records[$0].time - instant) < 1e-9 }
        return QuizQuestion(
            kind: .scene, prompt: prompt, answer: answers.first ?? "", accepted: answers,
            explanation: explanation ?? "", askedBefore: first, time: time, evidence: evidence)
    }

    // MARK: Touch sequences

    /// Where each touch sequence runs in `records`: from a touch going down
    /// while no other is down to the next such touch (as the window's
    /// ``PlaygroundSession`` starts a sequence). The window's quiz shows the
    /// records of the sequence a question is asked in, up to its moment.
    package static func touchSequences(in records: [TraceRecord]) -> [Range<Int>] {
        var starts: [Int] = []
        var down: Set<Int> = []
        for (index, record) in records.enumerated() {
            guard case .input(let input) = record.kind else { continue }
            switch input {
            case .touch(let touch, .began, _):
                if down.isEmpty { starts.append(index) }
                down.insert(touch)
            case .touch(let touch, .ended, _), .touch(let touch, .cancelled, _):
                down.remove(touch)
            case .interruption:
                down.removeAll()
            default:
                continue
            }
        }
        return starts.enumerated().map { offset, start in
            start..<(offset + 1 < starts.count ? starts[offset + 1] : records.count)
        }
    }

    // MARK: The questions

    static func hitTestQuestion(
        _ touch: Int, _ location: CGPoint, _ hitTest: TouchSequenceAnalysis.TouchHitTest, _ records: [TraceRecord],
        downAt down: Int, in sequence: Range<Int>
    ) -> QuizQuestion? {
        let visited = hitTest.visitOrder
        guard !visited.isEmpty else { return nil }
        let evidence = sequence.filter { index in
            switch records[index].kind {
            case .hitTestTouch(touch, _, _), .touchBound(touch, _, _, _): return true
            case .hitTest, .pointInside: return index > down && isHitTesting(touch, before: index, records, from: down)
            default: return false
            }
        }
        let visits = visited.map { view -> String in
            if case .rejected(let reason)? = hitTest.verdicts[view.id] {
                return "\(view.name) (✗ \(HitTestVerdict.shortReason(reason)))"
            }
            return view.name
        }
        // A table's six rows outside the point read as one entry: "6 × UITableViewCell (✗ outside bounds)".
        var runs: [(text: String, count: Int)] = []
        for visit in visits {
            if runs.last?.text == visit { runs[runs.count - 1].count += 1 } else { runs.append((visit, 1)) }
        }
        let walk = runs.map { $0.count == 1 ? $0.text : "\($0.count) × \($0.text)" }.joined(separator: ", ")
        let answer = hitTest.hitView?.name ?? "none"
        let conclusion: String
        if let hit = hitTest.hitView {
            if case .overridden(let returned)? = hitTest.verdicts.values.first(where: {
                if case .overridden = $0 { return true }
                return false
            }), returned.id == hit.id {
                conclusion =
                    "An overridden hitTest(_:with:) returned \(hit.name) without asking further, so \(hit.name) is the hit-test view."
            } else {
                conclusion =
                    "\(hit.name) contains the point and none of its subviews takes it, so hitTest returns \(hit.name): "
                    + "the deepest view that contains the point is the hit-test view."
            }
        } else {
            conclusion = "No view took the point, so the touch has no hit-test view and nothing receives it."
        }
        let names = Set(visited.map(\.name)).sorted()
        return QuizQuestion(
            kind: .hitTestView,
            prompt:
                "Touch #\(touch) goes down at (\(TraceFormatter.number(location.x)), \(TraceFormatter.number(location.y))) on the screen. "
                + "Which view will be its hit-test view?",
            choices: names + (hitTest.hitView == nil ? ["none"] : []),
            answer: answer, accepted: hitTest.hitView == nil ? ["none", "nil", "noview", "nothing"] : [answer],
            explanation: "hitTest asked \(walk), front to back (subviews frontmost first, the first answer wins). \(conclusion)",
            askedBefore: down, time: records[down].time, evidence: evidence)
    }

    /// Whether the hit-testing record at `index` belongs to `touch`'s walk:
    /// the last `.hitTestTouch` before it is this touch's.
    private static func isHitTesting(_ touch: Int, before index: Int, _ records: [TraceRecord], from start: Int) -> Bool {
        for record in records[start..<index].reversed() {
            switch record.kind {
            case .hitTestTouch(let other, _, _): return other == touch
            case .touchBound: return false
            default: continue
            }
        }
        return false
    }

    static func recognizerQuestion(_ touch: Int, _ records: [TraceRecord], in sequence: Range<Int>) -> QuizQuestion? {
        guard
            let collectedAt = sequence.first(where: {
                if case .recognizersCollected(touch, let recognizers) = records[$0].kind { return !recognizers.isEmpty }
                return false
            }), case .recognizersCollected(_, let recognizers) = records[collectedAt].kind
        else { return nil }
        let ids = Set(recognizers.map(\.id))
        var winner: (subject: TraceSubject, index: Int)?
        var outcomes: [ObjectIdentifier: (words: String, index: Int)] = [:]
        for index in sequence where index > collectedAt {
            guard case .recognizerState(let recognizer, let from, let to, let reason) = records[index].kind,
                ids.contains(recognizer.id)
            else { continue }
            if case .reset? = reason { continue }
            let why = reason.map { " (\(TraceFormatter.describe($0)))" } ?? ""
            let at = "at \(String(format: "%.3f", records[index].time)) s"
            if from == .possible, to == .began || to == .ended {
                if winner == nil { winner = (recognizer, index) }
                if outcomes[recognizer.id] == nil { outcomes[recognizer.id] = ("\(recognizer.name) recognized \(at)\(why)", index) }
            } else if to == .failed || to == .cancelled, outcomes[recognizer.id] == nil {
                outcomes[recognizer.id] = ("\(recognizer.name) \(to == .failed ? "failed" : "was cancelled") \(at)\(why)", index)
            }
        }
        let told = recognizers.map { outcomes[$0.id]?.words ?? "\($0.name) stayed possible" }
        let evidence = [collectedAt] + recognizers.compactMap { outcomes[$0.id]?.index }.sorted()
        let answer = winner?.subject.name ?? "none"
        let names = recognizers.map(\.name)
        return QuizQuestion(
            kind: .winningRecognizer,
            prompt: "Touch #\(touch) is given to these recognizers before its view: \(names.joined(separator: ", ")). "
                + "Which one will recognize first (or none)?",
            choices: Array(Set(names)).sorted() + ["none"], answer: answer,
            accepted: winner == nil ? ["none", "nobody", "noone", "neither"] : [answer],
            explanation: told.joined(separator: "; ") + ".", askedBefore: collectedAt + 1,
            time: records[collectedAt].time, evidence: evidence)
    }

    static func endQuestion(
        _ touch: Int, _ subject: TraceSubject, _ view: UIView?, _ records: [TraceRecord], in sequence: Range<Int>
    ) -> QuizQuestion? {
        // Only a touch that ended or was cancelled within the script can be asked about.
        let finished = sequence.contains { index in
            switch records[index].kind {
            case .input(.touch(touch, .ended, _)), .input(.touch(touch, .cancelled, _)), .input(.interruption): return true
            default: return false
            }
        }
        guard finished,
            let bound = sequence.first(where: {
                if case .touchBound(touch, _, _, _) = records[$0].kind { return true }
                return false
            })
        else { return nil }
        var last: TraceRecord.TouchMethod?
        for index in sequence where index > bound {
            if case .touches(let method, let receiver, let touches) = records[index].kind, receiver.id == subject.id,
                touches.contains(touch), method == .ended || method == .cancelled
            {
                last = method
            }
        }
        let answer = last.map { $0 == .ended ? "touchesEnded" : "touchesCancelled" } ?? "neither"
        let accepted: [String]
        switch last {
        case .ended?: accepted = ["touchesEnded", "ended", "end"]
        case .cancelled?: accepted = ["touchesCancelled", "cancelled", "canceled", "cancel", "touchesCanceled"]
        default: accepted = ["neither", "none", "nothing"]
        }
        var explanation = ""
        var evidence: [Int] = []
        if let view {
            let told = DeliveryExplanation(view: view, records: Array(records[sequence]))
            explanation = told.sentence
            evidence = told.evidence.map { $0 + sequence.lowerBound }
        }
        if explanation.isEmpty {
            explanation = "\(subject.name) got \(answer == "neither" ? "neither" : answer) for touch #\(touch)."
        }
        return QuizQuestion(
            kind: .endedOrCancelled,
            prompt: "Will \(subject.name) get touchesEnded or touchesCancelled for touch #\(touch) (or neither)?",
            choices: ["touchesEnded", "touchesCancelled", "neither"], answer: answer, accepted: accepted,
            explanation: explanation, askedBefore: bound + 1, time: records[bound].time, evidence: evidence)
    }

    static func actionQuestion(_ delivery: ActionDelivery, _ records: [TraceRecord]) -> QuizQuestion {
        let sent = delivery.record
        var evidence = [sent]
        var scan = sent + 1
        while scan < records.count, records[scan].depth > records[sent].depth {
            switch records[scan].kind {
            case .call(_, "canPerformAction:withSender:", _): evidence.append(scan)
            case .call(let receiver, delivery.action, _) where receiver.id == delivery.performer?.id: evidence.append(scan)
            case .dropped(delivery.action, _): evidence.append(scan)
            default: break
            }
            scan += 1
        }
        let answer = delivery.performer?.name ?? "nobody"
        let path = delivery.asked.map { "\($0.responder.name) \($0.canPerform ? "YES" : "NO")" }.joined(separator: ", ")
        let ending =
            delivery.performer.map { "performed by \($0.name)" }
            ?? delivery.droppedAfter.map { "nobody answered YES: the search ended after \($0.name)" } ?? "nobody performed it"
        let names = Set(delivery.asked.map(\.responder.name) + (delivery.performer.map { [$0.name] } ?? [])).sorted()
        return QuizQuestion(
            kind: .actionTarget,
            prompt: "\(delivery.sender?.name ?? "A control") sends \(delivery.action) with a nil target. "
                + "Which responder will perform it (or nobody)?",
            choices: names + ["nobody"], answer: answer,
            accepted: delivery.performer == nil ? ["nobody", "none", "noone"] : [answer],
            explanation: "A nil-target action starts at the first responder, not at the touched control, and UIKit asks "
                + "canPerformAction up the first responder's chain until one answers YES"
                + (path.isEmpty ? "" : ": \(path)") + " — \(ending).",
            askedBefore: sent, time: records[sent].time, evidence: evidence)
    }
}
