// `swift run example-nested-views` opens the playground on the example; `--trace` prints its trace.
import Foundation
import SeedExamples

exit(SeedExamples.named("nested-views")!.main())
