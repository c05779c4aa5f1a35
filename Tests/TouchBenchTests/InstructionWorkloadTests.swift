import Testing

@testable import TouchBench

/// `make bench-instructions` counts these workloads; each must prepare and
/// run (a workload that threw would count nothing, and the guard with it).
@Suite struct InstructionWorkloadTests {
    @Test(arguments: InstructionWorkload.allCases)
    @MainActor
    func everyWorkloadRuns(_ workload: InstructionWorkload) throws {
        try workload.run(repeats: 1)
        #expect(workload.unitsPerRepeat >= 1)
    }
}
