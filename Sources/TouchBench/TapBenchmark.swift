import Foundation
import TouchCore

/// Times a full tap — a began event and an ended event through
/// `UIApplication.handle(_:)`, window, gesture recognizers, hit-test view and
/// responder chain — with the application's tracing off or on.
///
/// Taps land on the subject's probe points in order, one virtual second apart so no
/// two count as a double tap (SPEC T4) and every tap recognizer's timers have run
/// out. Traced runs also count the `.hitTest` records of each tap: with tracing on
/// the default `hitTest` asks every subview in turn (the subview index is never
/// used while tracing), so that count is the full walk's number of views
/// considered. The trace is emptied between taps, outside the timed region.
package struct TapBenchmark: Sendable {
    package var taps: Int
    package var warmupTaps: Int

    package init(taps: Int = 2_000, warmupTaps: Int = 50) {
        self.taps = max(1, taps)
        self.warmupTaps = max(0, warmupTaps)
    }

    package func run(_ subject: BenchmarkSubject, traced: Bool) -> TapMeasurement? {
        guard !subject.probes.isEmpty else { return nil }
        let application = subject.application
        let trace = application.trace
        let wasEnabled = trace.isEnabled
        trace.isEnabled = traced
        trace.removeAll()
        defer {
            trace.isEnabled = wasEnabled
            trace.removeAll()
        }
        var time = application.clock.now + 1
        var perTap: [Double] = []
        var visits = 0, records = 0
        perTap.reserveCapacity(taps)
        for index in 0..<(warmupTaps + taps) {
            let point = subject.probes[index % subject.probes.count]
            let down = HostInput.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: time)
            let up = HostInput.touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: time + 0.05)
            let elapsed = MonotonicClock.measure {
                application.handle(down)
                application.handle(up)
            }
            time += 1
            if index >= warmupTaps {
                perTap.append(elapsed)
                if traced {
                    records += trace.records.count
                    visits += trace.records.count { if case .hitTest = $0.kind { true } else { false } }
                }
            }
            trace.removeAll()
        }
        guard let summary = TimingSummary(nanoseconds: perTap) else { return nil }
        return TapMeasurement(
            perTap: summary, traced: traced,
            hitTestVisitsPerTap: traced ? Double(visits) / Double(taps) : nil,
            traceRecordsPerTap: traced ? Double(records) / Double(taps) : nil)
    }
}

/// What ``TapBenchmark`` measured on one subject, with tracing off or on.
package struct TapMeasurement: Codable, Hashable, Sendable {
    /// Nanoseconds per tap: two events, began and ended.
    package var perTap: TimingSummary
    package var traced: Bool
    /// Traced runs only: `hitTest` calls per tap, every view the full walk considered.
    package var hitTestVisitsPerTap: Double?
    /// Traced runs only: trace records per tap.
    package var traceRecordsPerTap: Double?

    package init(perTap: TimingSummary, traced: Bool, hitTestVisitsPerTap: Double?, traceRecordsPerTap: Double?) {
        self.perTap = perTap
        self.traced = traced
        self.hitTestVisitsPerTap = hitTestVisitsPerTap
        self.traceRecordsPerTap = traceRecordsPerTap
    }
}
