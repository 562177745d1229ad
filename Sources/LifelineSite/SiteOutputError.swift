/// Operational failures of writing a site: each says what to do about it.
public enum SiteOutputError: Error, CustomStringConvertible, Equatable {
    case outputIsNotADirectory(String)
    case outputNotOwned(String)
    case outputContainsSources(output: String, source: String)
    case cannotWrite(String, reason: String)

    public var description: String {
        switch self {
        case .outputIsNotADirectory(let path):
            "output '\(path)' exists and is not a folder"
        case .outputNotOwned(let path):
            "output folder '\(path)' holds files lifeline did not write; empty it or choose another --output"
        case .outputContainsSources(let output, let source):
            "output folder '\(output)' would replace '\(source)'; choose an --output outside the sources"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason)"
        }
    }
}
