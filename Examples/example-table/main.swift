// `swift run example-table` opens the playground on the example; `--trace` prints its trace.
import Foundation
import SeedExamples

exit(SeedExamples.named("table")!.main())
