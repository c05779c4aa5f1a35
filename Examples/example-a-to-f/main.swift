// `swift run example-a-to-f` opens the playground on the example; `--trace` prints its trace.
import Foundation
import SeedExamples

exit(SeedExamples.named("a-to-f")!.main())
