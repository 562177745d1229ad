/// A page ready to write: its path inside the output folder and its bytes.
public struct RenderedPage: Hashable, Sendable {
    public var path: String
    public var html: String

    public init(path: String, html: String) {
        self.path = path
        self.html = html
    }
}
