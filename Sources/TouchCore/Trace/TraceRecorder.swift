import Foundation

/// Collects `TraceRecord`s while enabled; costs one branch per decision when not.
///
/// Every delivery site asks `event?.trace` (nil while disabled) before building a
/// record, so hit-testing and dispatch allocate nothing for tracing when nobody
/// listens (docs/performance.md). Calls are opened with `begin(_:)` and closed with `end(_:_:)`,
/// which keeps `depth` right and lets a callee annotate its caller's record (the
/// default `hitTest` says *why* it returned nil).
///
/// A traced tap appends about 33 records, so a record must cost tens of
/// nanoseconds: the recorder's storage opts out of Swift's dynamic exclusivity
/// checks (`@exclusivity(unchecked)`; the core is single-threaded and no access to
/// these stays open across a call out), and `record(_:outcome:)` builds each record
/// in place in the array rather than copying it (docs/performance.md).
package final class TraceRecorder {
    @exclusivity(unchecked) package var isEnabled: Bool
    @exclusivity(unchecked) package private(set) var records: [TraceRecord] = []
    /// Called for each record as it is appended (the window's live log). A call's outcome
    /// is filled in when it returns, so readers that need outcomes read `records` once
    /// no call is open.
    @exclusivity(unchecked) package var onRecord: ((TraceRecord, Int) -> Void)?
    /// Stop recording beyond this many records (a storm must not grow memory forever);
    /// `nil` means no limit. Hosts that show a live log keep a window of recent records.
    @exclusivity(unchecked) package var capacity: Int?

    @exclusivity(unchecked) private(set) var depth = 0
    /// A heading written before the next record, if one comes (a timer that fired).
    @exclusivity(unchecked) private var heading: TraceRecord.Kind?
    @exclusivity(unchecked) private var open: [OpenCall] = []
    private let clock: VirtualClock
    /// The time of the input being delivered when it is older than the clock: its
    /// records carry the time the input happened, as its touches' `timestamp` does
    /// (Apple: UITouch.timestamp). Nil stamps records with the clock.
    @exclusivity(unchecked) var inputTime: TimeInterval?

    /// The time a record made now carries.
    private var now: TimeInterval { inputTime ?? clock.now }

    /// A call whose record is open: its index in `records`, and the callee, so the
    /// callee can annotate the record (`annotateOpenCall(of:_:)`).
    private struct OpenCall {
        var index: Int
        var subject: ObjectIdentifier?
    }

    package init(clock: VirtualClock, isEnabled: Bool = false) {
        self.clock = clock
        self.isEnabled = isEnabled
    }

    /// Forgets every record (the depth of calls in progress is kept).
    package func removeAll() {
        records.removeAll(keepingCapacity: true)
        open.removeAll()
    }

    /// Appends a record at the current depth and returns its index.
    @discardableResult
    package func record(_ kind: consuming TraceRecord.Kind, outcome: TraceRecord.Outcome? = nil) -> Int {
        if let capacity, capacity > 1, records.count >= capacity { dropOlderHalf(capacity) }
        if let heading {
            self.heading = nil
            // A record that is a heading itself (a script's own line) needs no other.
            if !kind.isHeading {
                records.append(TraceRecord(time: now, depth: 0, kind: heading))
                if let onRecord { onRecord(records[records.count - 1], records.count - 1) }
            }
        }
        records.append(TraceRecord(time: now, depth: depth, kind: kind, outcome: outcome))
        let index = records.count - 1
        if let onRecord { onRecord(records[index], index) }
        return index
    }

    /// Drops the older half at once, so a long storm costs amortised O(1) per record.
    private func dropOlderHalf(_ capacity: Int) {
        let drop = records.count - capacity / 2
        records.removeFirst(drop)
        open = open.compactMap { $0.index >= drop ? OpenCall(index: $0.index - drop, subject: $0.subject) : nil }
    }

    /// Opens a call: appends its record and nests what follows one level deeper.
    /// `subject` identifies the callee so it can annotate its own record.
    @discardableResult
    package func begin(_ kind: consuming TraceRecord.Kind, subject: AnyObject? = nil) -> Int {
        let index = record(kind)
        open.append(OpenCall(index: index, subject: subject.map(ObjectIdentifier.init)))
        depth += 1
        return index
    }

    /// Closes the call opened as `index`, recording what it returned.
    package func end(_ index: Int, _ outcome: TraceRecord.Outcome? = nil) {
        depth = max(0, depth - 1)
        if let last = open.last, last.index == index { open.removeLast() }
        if let outcome, records.indices.contains(index), case .none = records[index].outcome {
            records[index].outcome = outcome
        }
    }

    /// Closes the call opened as `index` with `outcome`, replacing whatever a callee
    /// annotated: the caller knows better (a `hitTest` override that discarded what
    /// `super` answered).
    func end(_ index: Int, replacingOutcome outcome: TraceRecord.Outcome) {
        depth = max(0, depth - 1)
        if let last = open.last, last.index == index { open.removeLast() }
        if records.indices.contains(index) { records[index].outcome = outcome }
    }

    /// The outcome the record at `index` holds so far (a callee's annotation while
    /// the call is open).
    func outcome(of index: Int) -> TraceRecord.Outcome? {
        records.indices.contains(index) ? records[index].outcome : nil
    }

    /// Heads the next record, if any comes before the heading is cleared with nil: a
    /// timer that fired and did nothing leaves no line.
    package func headNextRecord(_ kind: TraceRecord.Kind?) {
        heading = kind
    }

    /// Records a line printed by user code, as the seeds' `NSLog(@"View Taped")`.
    package func message(_ text: String) {
        guard isEnabled else { return }
        record(.message(text))
    }

    /// Runs `body` one level deeper without a record of its own.
    package func nested<T>(_ body: () -> T) -> T {
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    /// Lets a callee state the outcome of the call its caller opened for it, when that
    /// call is the innermost open one and was opened for `subject`.
    func annotateOpenCall(of subject: AnyObject, _ outcome: TraceRecord.Outcome) {
        guard let last = open.last, last.subject == ObjectIdentifier(subject),
            records.indices.contains(last.index), case .none = records[last.index].outcome
        else { return }
        records[last.index].outcome = outcome
    }
}

extension TraceRecord.Kind {
    /// Input and timer headings: the lines that start with `@time`.
    package var isHeading: Bool {
        switch self {
        case .input, .timerFired: return true
        default: return false
        }
    }
}
