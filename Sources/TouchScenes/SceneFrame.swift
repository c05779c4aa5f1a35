/// One input frame of a played script: the fingers that change together at one
/// virtual time. A runner turns each frame into one touch input for the core,
/// so fingers in one frame arrive in one `touchesBegan` call (SPEC T3).
package struct SceneFrame: Hashable, Sendable {
    /// Seconds from the start of the script.
    package var time: Double
    package var samples: [SceneFingerSample]

    package init(time: Double, samples: [SceneFingerSample]) {
        self.time = time
        self.samples = samples
    }
}
