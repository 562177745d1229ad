/// Why a build could not run at all; problems inside files are diagnostics instead.
public enum SiteBuildError: Error, CustomStringConvertible, Equatable {
    case missingContent(String)
    case missingTemplates(String)
    case output(SiteOutputError)

    public var description: String {
        switch self {
        case .missingContent(let path): "content folder '\(path)' does not exist; pass --content DIR"
        case .missingTemplates(let path): "templates folder '\(path)' does not exist; pass --templates DIR"
        case .output(let error): error.description
        }
    }
}
