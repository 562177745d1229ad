import Foundation

/// When each content file last changed, as the git history of the content folder records
/// it: the date of the newest commit that touched the file. A page shows that date as
/// "last updated", which says more to a reader than the build's own date.
///
/// The history is read with one `git log` for the whole folder, not one per file, so the
/// cost does not grow with the number of topics beyond the listing itself.
enum PageHistory {
    /// Why no dates could be read; nil when they were.
    enum Unavailable: Error, Equatable {
        case notARepository
        case shallowClone
    }

    /// `[path inside the content folder: YYYY-MM-DD]` for every committed file of the folder.
    static func lastChanged(inContentFolder folder: String) -> Result<[String: String], Unavailable> {
        guard let shallow = git(["rev-parse", "--is-shallow-repository"], in: folder) else {
            return .failure(.notARepository)
        }
        // A shallow clone dates every file by the one commit it has, which would be wrong.
        if shallow.trimmingCharacters(in: .whitespacesAndNewlines) == "true" { return .failure(.shallowClone) }
        let log = git(
            [
                "-c", "core.quotePath=false", "log", "--format=%x01%cs", "--name-only", "--relative", "--no-renames",
                "--", ".",
            ],
            in: folder)
        guard let log else { return .failure(.notARepository) }
        return .success(parse(log))
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

    /// What git prints for `arguments` run in `folder`, or nil when it fails or is missing.
    private static func git(_ arguments: [String], in folder: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read before waiting, so a long history cannot fill the pipe and stall git.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
