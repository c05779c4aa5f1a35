// `swift run example-hit-test-override` opens the playground on the example; `--trace` prints its trace.
import Foundation
import SeedExamples

exit(SeedExamples.named("hit-test-override")!.main())
