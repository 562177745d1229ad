import Foundation
import LifelineContent
import LifelineScenarios
import LifelineValidation

/// The project's own scenarios (`Content/scenarios/*.yml`), read once, so that topics under
/// test can name real scenarios and reach the comparison with the engine's traces.
let contentScenarios: ScenarioLibrary = {
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
    precondition(!library.scenarios.isEmpty, "the fuzz targets found no scenarios in \(folder)")
    return library
}()

/// Runs every per-topic rule of `lifeline check` on a topic alone in its knowledge base,
/// against the project's scenarios: claims are simulated on each platform they name and
/// compared, links resolved, platform ranges and callback names checked.
public func checkTopic(_ topic: Topic) {
    let (knowledgeBase, _) = KnowledgeBase.assemble(topics: [topic], sections: [], sectionsPath: nil)
    // A fresh trace cache each time, as each build has: a shared one would grow with every
    // minor platform version the fuzzer invents.
    let context = ValidationContext(knowledgeBase: knowledgeBase, scenarios: contentScenarios, traces: TraceCache())
    for rule in Validator.standardRules {
        _ = rule.check(topic: topic, in: context)
    }
}
