/// How a run with a cache folder used the cache, for the command's summary line and tests.
public enum CacheUse: Sendable, Equatable {
    /// Every topic was parsed and checked (and every page rendered), for the reason given.
    case whole(reason: String)
    /// Only `reparsed` topic files were read and parsed again, and only `changedFiles` of the
    /// site were written (both paths are relative: inside the content folder, inside the site).
    case incremental(reparsed: [String], changedFiles: [String])
}
