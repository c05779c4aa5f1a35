import Foundation
import TouchCore

/// A moment of a script where something a learner should see changed, with
/// one line saying what: the picture a storyboard shows for it.
///
/// Read from the trace records alone, so a storyboard's frames fall exactly
/// where the delivery decided something, not at a fixed rate: a touch's
/// hit-test view found (SPEC H1), a recognizer that began, recognized, failed
/// or was cancelled (G3, G8–G10), a phase withheld from its view (G4, G6),
/// released to it late or discarded, a view given `touchesCancelled` (G4,
/// T6), a touch the window never gives its view (T7, T8, S3), and an action
/// sent (C5, F3). A recognizer's reset (G3) and `changed` states, moves and
/// forwarded calls are not moments: they repeat what the frame before shows.
///
/// The words are those of docs/teaching.md and the timeline's legend
/// ("hit-test view", "withheld", "released late", "discarded").
///
/// See also: ``TouchTimeline`` (the same events as lanes), ``QuizQuestion``.
package struct TouchMoment: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case hitTestView, recognizerBegan, recognized, recognizerEnded, recognizerFailed, recognizerCancelled
        case withheld, releasedLate, discarded, cancelled, excluded, actionSent
    }

    /// When, on the script's clock.
    package var time: TimeInterval
    /// The index of the record in the records read.
    package var record: Int
    package var kind: Kind
    /// What happened, in one line: "GLTableView gets the withheld touchesBegan late: …".
    package var caption: String

    package init(time: TimeInterval, record: Int, kind: Kind, caption: String) {
        self.time = time
        self.record = record
        self.kind = kind
        self.caption = caption
    }

    /// Every moment of `records`, in trace order.
    package static func moments(in records: [TraceRecord]) -> [TouchMoment] {
        var result: [TouchMoment] = []
        // Each touch's hit-test view, so the window's own touchesCancelled
        // call is told apart from the same call forwarded up the chain.
        var hitViews: [Int: ObjectIdentifier] = [:]
        let actions = Dictionary(ActionDelivery.all(in: records).map { ($0.record, $0) }, uniquingKeysWith: { a, _ in a })
        for (index, record) in records.enumerated() {
            func add(_ kind: Kind, _ caption: String) {
                result.append(TouchMoment(time: record.time, record: index, kind: kind, caption: caption))
            }
            switch record.kind {
            case .touchBound(let touch, let view, _, _):
                if let view {
                    hitViews[touch] = view.id
                    add(.hitTestView, "\(view.name) is the hit-test view of touch #\(touch)")
                } else {
                    add(.hitTestView, "touch #\(touch) has no hit-test view: nothing receives it")
                }
            case .recognizerState(let recognizer, let from, let to, let reason):
                if case .reset? = reason { continue }
                let why = reason.map { " (\(TraceFormatter.describe($0)))" } ?? ""
                switch to {
                case .began: add(.recognizerBegan, "\(recognizer.name) began\(why)")
                case .ended where from == .possible: add(.recognized, "\(recognizer.name) recognized\(why)")
                case .ended: add(.recognizerEnded, "\(recognizer.name) ended\(why)")
                case .failed: add(.recognizerFailed, "\(recognizer.name) failed\(why)")
                case .cancelled: add(.recognizerCancelled, "\(recognizer.name) was cancelled\(why)")
                case .possible, .changed: continue
                }
            case .withheld(let method, let view, let touches, let reason, let by):
                let phase = method.selector.prefix { $0 != ":" }
                if reason.isDiscard {
                    let why = reason == .cancelledByRecognizer ? by.map { "\($0.name) recognized" } : nil
                    add(.discarded, "\(view.name)'s withheld \(phase) is discarded: \(why ?? reason.rawValue)")
                } else if reason == .delaysTouchesBegan || reason == .delaysTouchesEnded {
                    add(.withheld, "\(phase) is withheld from \(view.name)\(by.map { " by \($0.name)" } ?? "") (\(reason.rawValue))")
                } else {
                    let list = touches.map { "#\($0)" }.joined(separator: ", ")
                    add(.excluded, "\(view.name) is never given touch \(list): \(DeliveryExplanation.phrase(reason))")
                }
            case .released(let method, let view, _, let reason):
                let phase = method.selector.prefix { $0 != ":" }
                let timer = Self.timer(before: index, in: records).map { " (\($0))" } ?? ""
                add(.releasedLate, "\(view.name) gets the withheld \(phase) late: \(Self.words(reason))\(timer)")
            case .touches(.cancelled, let receiver, let touches):
                // Only the window's call to the hit-test view, not the chain's forwarding.
                guard touches.contains(where: { hitViews[$0] == receiver.id }) else { continue }
                let cause = Self.cancellationCause(before: index, in: records)
                add(.cancelled, "\(receiver.name) gets touchesCancelled\(cause.map { ": \($0)" } ?? "")")
            case .call(let receiver, let selector, let detail):
                switch detail {
                case .sendAction(let action, let target, let sender)?:
                    let from = sender.map { "\($0.name) sends " } ?? "UIKit sends "
                    if let target {
                        add(.actionSent, "\(from)\(action) to \(target.name)")
                    } else if let delivery = actions[index] {
                        let landing =
                            delivery.performer.map { "performed by \($0.name)" }
                            ?? delivery.droppedAfter.map { "nobody performs it (the search ended after \($0.name))" }
                            ?? "nobody performs it"
                        add(.actionSent, "\(from)\(action) with a nil target: \(landing)")
                    }
                case .recognizerAction(let from, _)?:
                    add(.actionSent, "\(from.name)'s action \(selector.prefix { $0 != ":" }) runs on \(receiver.name)")
                default:
                    continue
                }
            default:
                continue
            }
        }
        return result
    }

    /// The moments grouped by time: each group is one picture, its moments in
    /// trace order.
    package static func byTime(_ moments: [TouchMoment]) -> [[TouchMoment]] {
        var groups: [[TouchMoment]] = []
        for moment in moments {
            if let last = groups.last?.last, abs(last.time - moment.time) < 1e-9 {
                groups[groups.count - 1].append(moment)
            } else {
                groups.append([moment])
            }
        }
        return groups
    }

    /// A group's caption in one line: its moments joined, the most telling
    /// first (a release, a discard or a cancellation is the lesson; the
    /// recognizers that failed on the way are context), then the time.
    package static func caption(of group: [TouchMoment]) -> String {
        let ordered = group.enumerated().sorted { a, b in
            (a.element.kind.rank, a.offset) < (b.element.kind.rank, b.offset)
        }.map(\.element.caption)
        // "… gets touchesCancelled: BackTap recognized" already says that BackTap recognized.
        let told = ordered.filter { caption in !ordered.contains { $0 != caption && $0.hasSuffix(": " + caption) } }
        return told.joined(separator: "; ")
    }

    /// Why a withheld phase went through, as a learner reads it.
    static func words(_ reason: TraceRecord.ReleaseReason) -> String {
        switch reason {
        case .recognizersDecided: return "released when the recognizers holding it back decided"
        case .deviceDelay(let delay):
            return "released after \(TraceFormatter.number(CGFloat(delay))) s, as devices do"
        case .touchEndedBeforeDelay: return "released because the touch ended before the scroll view's delay ran out"
        case .interruption: return "released by a system interruption"
        }
    }

    /// What the timer that fired at the record's time was for, in the
    /// trace's words ("GLTableView's 0.15 s content-touch delay ran out"):
    /// why the recognizers decided just then.
    static func timer(before index: Int, in records: [TraceRecord]) -> String? {
        let time = records[index].time
        for record in records[..<index].reversed() {
            guard abs(record.time - time) < 1e-9 else { break }
            if case .timerFired(_?) = record.kind {
                // The heading's words without its time and "timer: ".
                let words = TraceFormatter.describe(record)
                return words.range(of: "timer: ").map { String(words[$0.upperBound...]) } ?? words
            }
        }
        return nil
    }

    /// What cancelled the touch whose `touchesCancelled` is at `index`: the
    /// recognizer that recognized (or began) last before it at the same
    /// time, or a system interruption.
    static func cancellationCause(before index: Int, in records: [TraceRecord]) -> String? {
        let time = records[index].time
        for record in records[..<index].reversed() {
            guard abs(record.time - time) < 1e-9 else { break }
            switch record.kind {
            case .recognizerState(let recognizer, .possible, let to, _) where to == .ended || to == .began:
                return "\(recognizer.name) recognized"
            case .input(.interruption):
                return "a system interruption"
            default:
                continue
            }
        }
        return nil
    }
}

extension TouchMoment.Kind {
    /// How much a moment tells: lower first in a caption.
    var rank: Int {
        switch self {
        case .releasedLate, .discarded, .cancelled, .excluded: return 0
        case .recognized, .recognizerBegan, .withheld, .hitTestView: return 1
        case .actionSent, .recognizerEnded: return 2
        case .recognizerFailed, .recognizerCancelled: return 3
        }
    }
}
