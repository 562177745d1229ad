import Foundation
import Testing

/// Compares text with a golden file in `Snapshots/` beside this file.
///
/// Set `LIFELINE_RECORD_SNAPSHOTS=1` to write the golden file anew; recording also fails
/// the test, so a re-recorded snapshot is always looked at before it is committed.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LIFELINE_RECORD_SNAPSHOTS"] == "1" {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
            "Recorded snapshot \(name); unset LIFELINE_RECORD_SNAPSHOTS and run again", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record(
            "No snapshot \(name); run with LIFELINE_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "rendered output differs from Snapshots/\(name)", sourceLocation: sourceLocation)
}
