extension TouchLabBuild {
    /// What `touchlab --version` prints: the SemVer first (so a script can read the first
    /// word), then the commit built and whether tracked files differed from it. A build
    /// outside a git checkout (a tarball) prints the version alone: no commit is claimed.
    static var versionLine: String {
        guard !commit.isEmpty else { return version }
        let short = String(commit.prefix(12))
        return modified ? "\(version) (commit \(short), with uncommitted changes)" : "\(version) (commit \(short))"
    }
}
