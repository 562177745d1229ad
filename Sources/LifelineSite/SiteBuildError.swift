/// Why a build could not run at all; problems inside files are diagnostics instead.
public enum SiteBuildError: Error, CustomStringConvertible, Equatable {
    case missingContent(String)
    case missingTemplates(String)
    case output(SiteOutputError)
    /// The cache folder lies inside a folder the build reads or replaces.
    case cacheInside(cache: String, folder: String)
    /// `--cache-dir` names something that is not a folder, where no cache could ever be kept.
    case cacheNotAFolder(String)

    public var description: String {
        switch self {
        case .missingContent(let path): "content folder '\(path)' does not exist; pass --content DIR"
        case .missingTemplates(let path): "templates folder '\(path)' does not exist; pass --templates DIR"
        case .output(let error): error.description
        case .cacheInside(let cache, let folder):
            "cache folder '\(cache)' is inside '\(folder)'; choose a --cache-dir outside the content, "
                + "templates and output folders"
        case .cacheNotAFolder(let path):
            "cache folder '\(path)' is not a folder; choose a --cache-dir that is one, or that does not "
                + "exist yet (it is made)"
        }
    }
}
