import Foundation
import TouchCore

/// Everything one frame of the playground shows: the live application and what
/// the host remembers about input.
///
/// The views, their colours and the recognizers' states are read live from
/// `application`; what hit-testing and dispatch *decided* comes only from the
/// trace records, so the highlights show exactly what the core did (STYLE §4).
public struct PlaygroundFrame {
    public var application: UIApplication
    /// The records of the last touch sequence (first finger down until the next
    /// first finger down): the source of the hit-test and chain highlights.
    public var sequence: [TraceRecord]
    /// The records shown in the log panel (the panel shows the tail that fits).
    public var log: [TraceRecord]
    public var fingers: [PlaygroundFinger]
    public var options: PlaygroundOptions

    public init(application: UIApplication, sequence: [TraceRecord] = [], log: [TraceRecord] = [],
                fingers: [PlaygroundFinger] = [], options: PlaygroundOptions = PlaygroundOptions()) {
        self.application = application
        self.sequence = sequence
        self.log = log
        self.fingers = fingers
        self.options = options
    }
}
