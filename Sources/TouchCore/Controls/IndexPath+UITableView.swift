import Foundation

/// UIKit's table-view accessors for `IndexPath` (Apple: IndexPath.row, .section),
/// which Foundation on Linux does not have.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
}
