import Foundation

/// Collects `TraceRecord`s while enabled; costs one branch per decision when not.
///
/// Every delivery site asks `event?.trace` (nil while disabled) before building a
/// record, so hit-testing and dispatch allocate nothing for tracing when nobody
/// listens (issue 6). Calls are opened with `begin(_:)` and closed with `end(_:_:)`,
/// which keeps `depth` right and lets a callee annotate its caller's record (the
/// default `hitTest` says *why* it returned nil).
public final class TraceRecorder {
    public var isEnabled: Bool
    public private(set) var records: [TraceRecord] = []
    /// Called for each record as it is appended (the window's live log). A call's outcome
    /// is filled in when it returns, so readers that need outcomes read `records` once
    /// no call is open.
    public var onRecord: ((TraceRecord, Int) -> Void)?
    /// Stop recording beyond this many records (a storm must not grow memory forever);
    /// `nil` means no limit. Hosts that show a live log keep a window of recent records.
    public var capacity: Int?

    private(set) var depth = 0
    private var open: [(index: Int, subject: ObjectIdentifier?)] = []
    private let clock: VirtualClock

    public init(clock: VirtualClock, isEnabled: Bool = false) {
        self.clock = clock
        self.isEnabled = isEnabled
    }

    /// Forgets every record (the depth of calls in progress is kept).
    public func removeAll() {
        records.removeAll(keepingCapacity: true)
        open.removeAll()
    }

    /// Appends a record at the current depth and returns its index.
    @discardableResult
    public func record(_ kind: TraceRecord.Kind, outcome: TraceRecord.Outcome? = nil) -> Int {
        if let capacity, capacity > 1, records.count >= capacity {
            // Drop the older half at once, so a long storm costs amortised O(1) per record.
            let drop = records.count - capacity / 2
            records.removeFirst(drop)
            open = open.compactMap { $0.index >= drop ? ($0.index - drop, $0.subject) : nil }
        }
        let entry = TraceRecord(time: clock.now, depth: depth, kind: kind, outcome: outcome)
        records.append(entry)
        onRecord?(entry, records.count - 1)
        return records.count - 1
    }

    /// Opens a call: appends its record and nests what follows one level deeper.
    /// `subject` identifies the callee so it can annotate its own record.
    @discardableResult
    public func begin(_ kind: TraceRecord.Kind, subject: AnyObject? = nil) -> Int {
        let index = record(kind)
        open.append((index, subject.map(ObjectIdentifier.init)))
        depth += 1
        return index
    }

    /// Closes the call opened as `index`, recording what it returned.
    public func end(_ index: Int, _ outcome: TraceRecord.Outcome? = nil) {
        depth = max(0, depth - 1)
        if let last = open.last, last.index == index { open.removeLast() }
        if let outcome, records.indices.contains(index), records[index].outcome == nil {
            records[index].outcome = outcome
        }
    }

    /// Records a line printed by user code, as the seeds' `NSLog(@"View Taped")`.
    public func message(_ text: String) {
        guard isEnabled else { return }
        record(.message(text))
    }

    /// Runs `body` one level deeper without a record of its own.
    public func nested<T>(_ body: () -> T) -> T {
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    /// Lets a callee state the outcome of the call its caller opened for it, when that
    /// call is the innermost open one and was opened for `subject`.
    func annotateOpenCall(of subject: AnyObject, _ outcome: TraceRecord.Outcome) {
        guard let last = open.last, last.subject == ObjectIdentifier(subject),
            records.indices.contains(last.index), records[last.index].outcome == nil
        else { return }
        records[last.index].outcome = outcome
    }
}
