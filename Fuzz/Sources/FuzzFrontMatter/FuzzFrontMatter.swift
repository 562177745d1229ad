import FuzzSupport
import LifelineContent

/// The bytes as the YAML of a topic's front matter (between two `---` lines, over an empty
/// body), so that mutations spend their time on the front matter readers rather than on
/// Markdown, then a usable topic through the per-topic rules of `lifeline check`; and the
/// same text as a content folder's `sections.yml`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let path = "Content/fuzz/fuzz-topic.md"
    guard case .success(let yaml) = SourceFile.decode(bytes, path: path) else { return 0 }
    let (topic, _) = TopicParser.parse("---\n" + yaml + "\n---\n", path: path, contentPath: "fuzz/fuzz-topic.md")
    if let topic { checkTopic(topic) }
    _ = SectionListParser.parse(yaml, path: "Content/sections.yml")
    return 0
}

@main
enum FuzzFrontMatter {
    static func main() { runLibFuzzer(fuzzFrontMatter) }
}
