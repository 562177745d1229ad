/// Operational failures of writing a site: each says what to do about it.
public enum SiteOutputError: Error, CustomStringConvertible, Equatable {
    case outputIsNotADirectory(String)
    case outputNotOwned(String)
    case outputContainsSources(output: String, source: String)
    /// The output named is a source folder itself (`--output Templates`).
    case outputIsASource(output: String, source: String)
    case outputInsideSources(output: String, source: String)
    case outputIsALink(String)
    case cannotWrite(String, reason: String)

    public var description: String {
        switch self {
        case .outputIsNotADirectory(let path):
            "output '\(path)' exists and is not a folder"
        case .outputNotOwned(let path):
            "output folder '\(path)' holds files lifeline did not write; empty it or choose another --output"
        case .outputContainsSources(let output, let source):
            "output folder '\(output)' holds '\(source)', and a build replaces its output folder whole; "
                + "choose an --output outside the sources"
        case .outputIsASource(let output, let source):
            "output folder '\(output)' is the source folder '\(source)', and a build replaces its output folder "
                + "whole; choose an --output outside the sources"
        case .outputInsideSources(let output, let source):
            "output folder '\(output)' is inside '\(source)', which the build reads; choose an --output outside it"
        case .outputIsALink(let path):
            "output '\(path)' is a symbolic link; lifeline replaces the output folder whole and does not "
                + "follow links, so pass the folder it points to as --output"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason)"
        }
    }
}
