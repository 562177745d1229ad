import Foundation
import Synchronization

/// The one place lifeline starts git: `review` reads revisions through it (`GitRepository`)
/// and the build reads the pages' dates through it (`PageHistory`).
///
/// Every run names its folder with `git -C`, so a folder that is missing or outside any
/// repository is git's own failure (a non-zero status), not a failure to start. Git's
/// opportunistic index refreshes are turned off (`GIT_OPTIONAL_LOCKS=0`) so that reading
/// never writes to a repository someone is working in, and `LC_ALL=C` keeps its messages
/// and its output the same on every machine.
public struct GitCommand: Sendable {
    /// The git program that runs.
    public let executable: URL

    /// What one run printed, and how it ended.
    public struct Output: Sendable {
        public var status: Int32
        public var output: Data
        public var error: Data

        /// The first line git wrote to standard error, for a message.
        public var firstErrorLine: String {
            let text = String(decoding: error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return text.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
        }
    }

    /// git could not be started at all.
    public struct LaunchFailure: Error, Sendable {
        public let message: String
    }

    /// The first program called `name` on the `PATH`, or nil when there is none; tests name one
    /// that does not exist.
    public static func onPath(named name: String = "git") -> GitCommand? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return GitCommand(executable: candidate) }
        }
        return nil
    }

    /// Runs git in `folder` with `arguments` and collects what it prints. Standard input is
    /// written, and standard error read, on other threads, so that a large output cannot fill
    /// a pipe while the other end waits.
    public func run(_ arguments: [String], in folder: String, input: Data? = nil) throws(LaunchFailure) -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-C", folder] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            throw LaunchFailure(message: "cannot run \(executable.path): \(error.localizedDescription)")
        }
        let writer = stdin.fileHandleForWriting
        let errors = Mutex(Data())
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            if let input { writer.write(input) }
            try? writer.close()
        }
        let errorReader = stderr.fileHandleForReading
        DispatchQueue.global().async(group: group) {
            let data = errorReader.readDataToEndOfFile()
            errors.withLock { $0 = data }
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        return Output(status: process.terminationStatus, output: output, error: errors.withLock { $0 })
    }
}
