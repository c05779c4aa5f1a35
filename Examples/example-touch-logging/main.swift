// `swift run example-touch-logging` opens the playground on the example; `--trace` prints its trace.
import Foundation
import SeedExamples

exit(SeedExamples.named("touch-logging")!.main())
