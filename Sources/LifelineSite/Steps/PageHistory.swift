import Foundation

/// When each content file last changed, as the git history of the content folder records
/// it: the date of the newest commit that touched the file. A page shows that date as
/// "last updated", which says more to a reader than the build's own date.
///
/// The history is read with one `git log` for the whole folder, not one per file, so the
/// cost does not grow with the number of topics beyond the listing itself.
enum PageHistory {
    /// Why no dates could be read.
    enum Unavailable: Error, Equatable {
        case gitNotFound
        case notARepository
        case shallowClone

        /// Why the pages have no date, for the build's note.
        var reason: String {
            switch self {
            case .gitNotFound: "git is not installed (or not on the PATH)"
            case .notARepository: "the content folder is not in a git repository"
            case .shallowClone:
                "the clone is shallow, so its history would date every file by its one commit (fetch the whole "
                    + "history, as 'fetch-depth: 0' does on GitHub)"
            }
        }
    }

    /// `[path inside the content folder: YYYY-MM-DD]` for every committed file of the folder.
    /// `program` is the git to run; tests name one that does not exist.
    static func lastChanged(inContentFolder folder: String, git program: String = "git")
        -> Result<[String: String], Unavailable>
    {
        guard let git = GitCommand.onPath(named: program) else { return .failure(.gitNotFound) }
        let shallow: String
        switch run(git, ["rev-parse", "--is-shallow-repository"], in: folder) {
        case .success(let output): shallow = output
        case .failure(let reason): return .failure(reason)
        }
        // A shallow clone dates every file by the one commit it has, which would be wrong.
        if shallow.trimmingCharacters(in: .whitespacesAndNewlines) == "true" { return .failure(.shallowClone) }
        let arguments = [
            "-c", "core.quotePath=false", "log", "--format=%x01%cs", "--name-only", "--relative", "--no-renames",
            "--", ".",
        ]
        return run(git, arguments, in: folder).map(parse)
    }

    /// The dates in `git log --format=%x01%cs --name-only` output, newest commit first: each
    /// commit is a line of \u{1} and its date, then the files it touched, one a line. A file
    /// keeps the date of the first commit that lists it.
    static func parse(_ log: String) -> [String: String] {
        var dates: [String: String] = [:]
        var date: String?
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("\u{1}") {
                date = String(line.dropFirst())
            } else if let date, dates[String(line)] == nil {
                dates[String(line)] = date
            }
        }
        return dates
    }

    /// What git prints for `arguments` run in `folder`; any failure of git itself means it
    /// found no repository to read.
    private static func run(_ git: GitCommand, _ arguments: [String], in folder: String)
        -> Result<String, Unavailable>
    {
        guard let result = try? git.run(arguments, in: folder) else { return .failure(.gitNotFound) }
        guard result.status == 0 else { return .failure(.notARepository) }
        return .success(String(decoding: result.output, as: UTF8.self))
    }
}
