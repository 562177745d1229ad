/// Why a review could not run at all: each is a one-line message saying what to fix, and
/// the command line turns every one of them into exit status 2.
///
/// Problems inside the content are not errors here; they are diagnostics the review compares.
public enum ReviewError: Error, Equatable, CustomStringConvertible {
    case gitMissing
    case notARepository(String)
    case unknownRevision(String)
    case outsideRepository(String)
    case noContent(String)
    case git(String)
    case baseEngine(String)

    public var description: String {
        switch self {
        case .gitMissing:
            "git is not installed or not on PATH; lifeline review reads revisions through git"
        case .notARepository(let directory):
            "'\(directory)' is not inside a git repository; run lifeline review in a clone"
        case .unknownRevision(let revision):
            "revision '\(revision)' does not exist in this repository (for a branch of a CI checkout, fetch it first)"
        case .outsideRepository(let path):
            "folder '\(path)' is outside the git repository"
        case .noContent(let path):
            "content folder '\(path)' exists at neither revision"
        case .git(let message):
            "git failed: \(message)"
        case .baseEngine(let message):
            "the base's lifeline: \(message)"
        }
    }
}
