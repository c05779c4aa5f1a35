import Foundation
import Testing

@testable import TouchBench

#if canImport(Glibc)
    import Glibc
#endif

/// The bench's busy processes start as separate processes and end when
/// stopped (or released), each by its own id, so none outlives the bench.
struct CompetingLoadTests {
    @Test func busyProcessesRunUntilStopped() throws {
        let load = try CompetingLoad(count: 2)
        #expect(load.count == 2)
        let ids = load.processIdentifiers
        #expect(ids.count == 2 && Set(ids).count == 2 && !ids.contains(getpid()))
        #expect(ids.allSatisfy { kill($0, 0) == 0 }, "running")
        load.stop()
        #expect(load.count == 0)
        #expect(ids.allSatisfy { kill($0, 0) != 0 }, "gone and reaped")
    }
}
