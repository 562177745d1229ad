import FuzzSupport
import LifelineContent
import LifelineMarkdown

/// One topic file's bytes through the path the build's "parse topics" step takes: UTF-8 and NUL
/// checks, line-end normalising, front matter, YAML, the cmark-gfm parse of the body and the
/// claim blocks; then, for a usable topic, the per-topic rules of `lifeline check`, the
/// heading anchors and the HTML of its body.
///
/// Diagnostics are the expected outcome of bad input; only a crash, a trap, a hang or a
/// sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTopicParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let path = "Content/fuzz/fuzz-topic.md"
    guard case .success(let text) = SourceFile.decode(bytes, path: path) else { return 0 }
    let (topic, _) = TopicParser.parse(text, path: path, contentPath: "fuzz/fuzz-topic.md")
    guard let topic else { return 0 }
    checkTopic(topic)
    _ = topic.markdown.headingAnchors
    _ = MarkdownRenderer().render(topic.body)
    return 0
}

@main
enum FuzzTopicParser {
    static func main() { runLibFuzzer(fuzzTopicParser) }
}
