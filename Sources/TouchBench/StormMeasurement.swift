/// What ``StormBenchmark`` measured: how fast a long storm of random input went
/// through the playground session, whether memory stayed flat, and what state was
/// left once every finger was gone.
public struct StormMeasurement: Codable, Hashable, Sendable {
    /// One reading of resident memory during the storm.
    public struct Sample: Codable, Hashable, Sendable {
        /// Inputs handled before the reading.
        public var events: Int
        public var residentBytes: Int

        public init(events: Int, residentBytes: Int) {
            self.events = events
            self.residentBytes = residentBytes
        }
    }

    /// Inputs sent: finger frames, interruptions, clock advances and view removals.
    public var events: Int
    /// Finger samples among them that the core refused (up without down, a second
    /// down, NaN, more fingers than allowed...), counted from its trace.
    public var refusedInputs: Int
    public var nanosecondsPerEvent: Double
    /// Resident memory after each tenth of the storm.
    public var samples: [Sample]
    /// Resident memory at the end minus halfway: growth over the storm's second
    /// half, by when the session's log has long filled to its bound and the
    /// allocator has settled (the first tenths show that warm-up). Negative when
    /// memory was given back.
    public var growthBytes: Int?
    /// After a final interruption and every timer run: touches still active,
    /// recognizers not back in `.possible`, timers pending. All should be 0.
    public var activeTouchesLeft: Int
    public var recognizersMidGesture: Int
    public var timersLeft: Int

    public init(
        events: Int, refusedInputs: Int, nanosecondsPerEvent: Double, samples: [Sample],
        activeTouchesLeft: Int, recognizersMidGesture: Int, timersLeft: Int
    ) {
        self.events = events
        self.refusedInputs = refusedInputs
        self.nanosecondsPerEvent = nanosecondsPerEvent
        self.samples = samples
        self.growthBytes =
            samples.count >= 2 ? samples[samples.count - 1].residentBytes - samples[(samples.count - 1) / 2].residentBytes : nil
        self.activeTouchesLeft = activeTouchesLeft
        self.recognizersMidGesture = recognizersMidGesture
        self.timersLeft = timersLeft
    }
}
