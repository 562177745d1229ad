import FuzzSupport
import LifelineContent

/// A ` ```sequence ` block: the first line of the input follows `sequence` in the info string
/// (so seeds start with a space and the scenario id), the rest are the block's lines. The
/// block sits in a topic with valid front matter and goes through the real topic parser;
/// a usable topic is then checked by every per-topic rule of `lifeline check`, which
/// simulates the named scenario on each platform the claim covers and compares.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSequenceClaim(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let path = "Content/fuzz/fuzz-claim.md"
    guard case .success(let input) = SourceFile.decode(bytes, path: path) else { return 0 }
    let text = "---\nid: fuzz-claim\ntitle: Fuzz\nkind: concept\nsection: fuzz\n---\n```sequence\(input)\n```\n"
    let (topic, _) = TopicParser.parse(text, path: path, contentPath: "fuzz/fuzz-claim.md")
    if let topic { checkTopic(topic) }
    return 0
}

@main
enum FuzzSequenceClaim {
    static func main() { runLibFuzzer(fuzzSequenceClaim) }
}
