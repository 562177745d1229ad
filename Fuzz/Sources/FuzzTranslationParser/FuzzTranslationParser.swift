import FuzzSupport
import LifelineContent
import LifelineMarkdown

/// One translation file's bytes through the path the build's "parse translations" step takes:
/// UTF-8 and NUL checks, line-end normalising, front matter, YAML, the cmark-gfm parse of the
/// body and the claim blocks; then, for a usable translation, the Chinese text's search terms
/// and the HTML of its body with line breaks between Chinese characters removed.
///
/// Diagnostics are the expected outcome of bad input; only a crash, a trap, a hang or a
/// sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranslationParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let path = "Content/zh-Hans/fuzz/fuzz-topic.md"
    guard case .success(let text) = SourceFile.decode(bytes, path: path) else { return 0 }
    let (translation, _) = TranslationParser.parse(
        text, path: path, originalPath: "fuzz/fuzz-topic.md", language: .simplifiedChinese)
    guard let translation else { return 0 }
    var markdown = translation.markdown
    markdown.useHeadingAnchors(markdown.headingAnchors.map { $0 + "-x" })
    var renderer = MarkdownRenderer()
    renderer.headingAnchors = markdown.headingAnchors
    _ = renderer.render(translation.body)
    return 0
}

@main
enum FuzzTranslationParser {
    static func main() { runLibFuzzer(fuzzTranslationParser) }
}
