import Foundation
import FuzzSupport
import LifelineContent
import LifelineValidation

/// The project's own scenarios (`Content/scenarios/*.yml`), read once, so that claims can
/// name real scenarios and reach the comparison with the engine's traces.
let scenarios: ScenarioLibrary = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Content/scenarios").standardized.path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var files: [(path: String, text: String)] = []
    for name in names where name.hasSuffix(".yml") {
        let path = folder + "/" + name
        if let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) {
            files.append((path: "Content/scenarios/" + name, text: text))
        }
    }
    let library = ScenarioLibrary(files: files)
    precondition(!library.scenarios.isEmpty, "FuzzSequenceClaim found no scenarios in \(folder)")
    return library
}()

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
    let (parsed, _) = TopicParser.parse(text, path: path, contentPath: "fuzz/fuzz-claim.md")
    guard let topic = parsed else { return 0 }
    let (knowledgeBase, _) = KnowledgeBase.assemble(topics: [topic], sections: [], sectionsPath: nil)
    // A fresh trace cache each time, as each build has: a shared one would grow with every
    // minor platform version the fuzzer invents.
    let context = ValidationContext(knowledgeBase: knowledgeBase, scenarios: scenarios, traces: TraceCache())
    for rule in Validator.standardRules {
        _ = rule.check(topic: topic, in: context)
    }
    return 0
}

@main
enum FuzzSequenceClaim {
    static func main() { runLibFuzzer(fuzzSequenceClaim) }
}
