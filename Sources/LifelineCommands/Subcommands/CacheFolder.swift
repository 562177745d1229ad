import Foundation

/// What is wrong with a `--cache-dir` argument before anything runs: a file there can never
/// hold a cache. A usage error (exit 2), like a malformed `--base-url`; the build refuses the
/// same folder too (`SiteBuildError.cacheNotAFolder`), for callers of the library.
enum CacheFolder {
    static func problem(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            return nil
        }
        return "'\(path)' is a file; choose a folder, or one that does not exist yet (it is made)"
    }
}
