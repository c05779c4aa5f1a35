import Testing

/// `touchlab bench --instructions`, which `make bench-instructions` runs under
/// callgrind: it prints what one repeat is worth (the script divides by it),
/// and refuses a workload it does not know, naming those it does.
@Suite struct InstructionWorkloadCommandTests {
    @Test func aWorkloadSaysWhatOneRepeatIs() throws {
        let hits = try ChildProcess.touchlab(["bench", "--instructions", "hit-test-plain-100", "--repeats", "0"])
        #expect(hits.status == 0, "\(hits.errors)")
        #expect(hits.output == "100 hit\n")
        let taps = try ChildProcess.touchlab(["bench", "--instructions", "traced-tap-100", "--repeats", "1"])
        #expect(taps.output == "1 tap\n", "\(taps.errors)")
    }

    @Test func anUnknownWorkloadIsRefused() throws {
        let result = try ChildProcess.touchlab(["bench", "--instructions", "hit-test-everything"])
        #expect(result.status == 64)
        #expect(result.errors.contains("--instructions must name one of hit-test-scene-100"), "\(result.errors)")
    }
}
