import LifelineDiagnostics
import LifelineMarkdown

/// Reads ` ```sequence ` blocks into claims, reporting malformed ones where they are written.
public enum SequenceClaimParser {
    /// The info-string language that marks a claim.
    public static let language = "sequence"

    public static func claims(in document: MarkdownDocument, path: String) -> ([SequenceClaim], [Diagnostic]) {
        var claims: [SequenceClaim] = []
        var diagnostics: [Diagnostic] = []
        for block in document.codeBlocks where block.isFenced && block.language == language {
            switch parse(block, path: path) {
            case .success(let claim): claims.append(claim)
            case .failure(let problems): diagnostics += problems.diagnostics
            }
        }
        return (claims, diagnostics)
    }

    struct Problems: Error {
        var diagnostics: [Diagnostic]
    }

    static func parse(_ block: MarkdownCodeBlock, path: String) -> Result<SequenceClaim, Problems> {
        var diagnostics: [Diagnostic] = []
        func report(_ id: String, _ summary: String, line: Int, column: Int = 1) {
            diagnostics.append(
                Diagnostic(id: id, file: path, range: SourceRange(line: line, column: column), summary: summary))
        }
        let fenceLine = block.range.startLine
        let words = block.info.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst()
        guard let scenario = words.first.map(String.init), !scenario.contains("=") else {
            report(
                "claim.missing-scenario",
                "a sequence block names its scenario after the language: ```sequence <scenario-id>", line: fenceLine
            )
            return .failure(Problems(diagnostics: diagnostics))
        }
        var steps: ClosedRange<Int>?
        var platforms: PlatformRange?
        for option in words.dropFirst() {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            switch (parts.first, parts.count) {
            case ("steps", 2):
                steps = stepRange(parts[1])
                if steps == nil {
                    report("claim.invalid-option", "steps must be a step number or a range like 2-3", line: fenceLine)
                }
            case ("platforms", 2):
                platforms = PlatformRange(parsing: parts[1])
                if platforms == nil {
                    report(
                        "claim.invalid-option", "platforms must look like ios13+, ios9 or ios7-ios12", line: fenceLine)
                }
            default:
                report(
                    "claim.invalid-option", "unknown option '\(option)'; a sequence block takes steps= and platforms=",
                    line: fenceLine
                )
            }
        }
        var lines: [SequenceClaim.Line] = []
        for (offset, raw) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = block.firstCodeLine + offset
            let text = raw.drop(while: { $0 == " " || $0 == "\t" })
            if text.isEmpty || text.hasPrefix("#") { continue }
            let indent = raw.count - text.count
            let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2 else {
                report(
                    "claim.syntax", "each line of a sequence is 'Object callback', such as 'A viewDidLoad'", line: line,
                    column: indent + 1
                )
                continue
            }
            let callbackColumn = indent + (text.distance(from: text.startIndex, to: parts[1].startIndex)) + 1
            lines.append(
                SequenceClaim.Line(
                    object: String(parts[0]), callback: String(parts[1]), line: line, callbackColumn: callbackColumn)
            )
        }
        guard diagnostics.isEmpty else { return .failure(Problems(diagnostics: diagnostics)) }
        return .success(
            SequenceClaim(scenario: scenario, steps: steps, platforms: platforms, lines: lines, fenceLine: fenceLine)
        )
    }

    static func stepRange(_ text: String) -> ClosedRange<Int>? {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        switch bounds.count {
        case 1:
            guard let only = bounds[0], only >= 1 else { return nil }
            return only...only
        case 2:
            guard let low = bounds[0], let high = bounds[1], low >= 1, low <= high else { return nil }
            return low...high
        default:
            return nil
        }
    }
}
