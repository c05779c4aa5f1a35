/// What `touchlab`'s exit statuses mean, as `--help` (and so the man page) states
/// them. Results go to standard output, errors and warnings to standard error, so
/// `touchlab trace s.yaml > s.log` keeps only the trace.
///
/// 64 is ArgumentParser's status for a command line it refuses (`EX_USAGE` of
/// sysexits.h); every ``ArgumentParser/ValidationError`` the commands throw — an
/// unknown scene, script or view, a value out of range — is reported with it.
enum ExitStatus {
    /// The paragraph `touchlab --help` ends with.
    static let help = """
        Exit status: 0 when the command did what was asked; 1 when it could not \
        (a scene that does not load, a check that found a problem, a file that could \
        not be written, no display for `run`); 64 when the command line is wrong (an \
        unknown option, scene, script or view, a value out of range). Results go to \
        standard output; errors and warnings to standard error.
        """

    /// The line each subcommand's `--help` ends with: the same statuses, shorter,
    /// since the man page prints every command's help on one page.
    static let brief = """
        Exit status: 0 on success; 1 when the command could not do it (the reason on \
        standard error); 64 when the command line is wrong.
        """

    /// `touchlab --help`'s discussion followed by the whole paragraph of exit statuses.
    static func root(_ discussion: String) -> String {
        discussion + "\n\n" + help
    }

    /// A subcommand's `discussion` followed by the short line of exit statuses.
    static func discussion(_ discussion: String) -> String {
        discussion + "\n\n" + brief
    }
}
