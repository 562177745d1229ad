import Foundation

/// An exclusive lock on an output folder, held for a whole build, so two `lifeline build`
/// runs writing the same site take turns instead of racing their swaps.
///
/// The lock is `flock` on a hidden file beside the output (`.Site.lock` for `Site/`), not in
/// it, since the output folder itself is replaced by every build. The kernel drops the lock
/// when the process ends, however it ends, so a killed build never leaves a stale lock.
public final class SiteLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The lock file for `output`: a hidden sibling named after it.
    public static func path(for output: String) -> String {
        let target = URL(fileURLWithPath: output).standardizedFileURL
        return target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).lock").path
    }

    /// Takes the lock for `output`, waiting as long as another build holds it; `waiting` is
    /// called once, before waiting, so the caller can say why nothing seems to happen.
    public static func acquire(for output: String, waiting: (String) -> Void) throws(SiteOutputError) -> SiteLock {
        let path = path(for: output)
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(output, reason: SiteOutput.reason(error))
        }
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .cannotWrite(path, reason: String(cString: strerror(errno)))
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting(path)
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(descriptor)
                    throw .cannotWrite(path, reason: reason)
                }
            }
        }
        return SiteLock(descriptor: descriptor)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
