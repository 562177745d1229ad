import ArgumentParser
import Foundation
import LifelineDiagnostics
import LifelineEngine
import LifelineScenarios
import LifelineSite

/// `lifeline trace FILE-or-ID`: simulate one scenario and print its trace.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Simulate a scenario and print the callbacks UIKit would make, in order.",
        discussion: """
            The argument is a scenario file, or an id that names <content>/scenarios/<id>.yml. \
            Problems in the file are printed as path:line:column: error: message [rule-id] and \
            the command exits 1.
            """
    )

    /// The output formats; mirrors `TraceFormat` so the library needs no ArgumentParser.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case table
        case json
        case markdown

        var traceFormat: TraceFormat {
            switch self {
            case .table: .table
            case .json: .json
            case .markdown: .markdown
            }
        }
    }

    @Argument(help: "A scenario file, or the id of a scenario in <content>/scenarios/.")
    var scenario: String

    @Option(help: "table, json or markdown.")
    var format: Format = .table

    @Option(help: "The content folder that holds scenarios/.")
    var content = "Content"

    func validate() throws {
        if scenario.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("name a scenario: a file, or the id of one in \(content)/scenarios/")
        }
    }

    func run() throws {
        let path = Self.resolve(scenario, content: content)
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw Terminal.fail("no scenario file at \(path)" + Self.suggestion(for: scenario, content: content))
        }
        // A link is refused unread, as the build refuses one among the scenarios.
        var problems: [Diagnostic] = []
        guard let text = ScenarioLoader.readYAMLFile(path, name: path, problems: &problems) else {
            Terminal.report(problems)
            throw ExitCode(1)
        }
        let (trace, diagnostics) = ScenarioLibrary.trace(text: text, path: path)
        Terminal.report(diagnostics, sources: [path: text])
        guard let trace, !diagnostics.containsErrors else { throw ExitCode(1) }
        let rendered = format.traceFormat.render(trace)
        Terminal.out(String(rendered.dropLast()))
    }

    /// A near scenario id in the content folder, for an argument that names no file: an id
    /// spelt otherwise (`Push-Pop`), or a scenario's file name given without its folder.
    static func suggestion(for argument: String, content: String) -> String {
        let folder = "\(content)/scenarios"
        let ids = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".yml") }.map { String($0.dropLast(".yml".count)) }.sorted()
        let name = String(argument.split(separator: "/").last ?? "")
        let asID = (name.hasSuffix(".yml") ? String(name.dropLast(".yml".count)) : name).lowercased()
        let id = ids.contains(asID) ? asID : NearMiss.suggestion(for: asID, among: ids)
        return id.map { "; did you mean '\($0)' (\(folder)/\($0).yml)?" } ?? ""
    }

    /// A path as given when it looks like one or exists; otherwise the id's file.
    static func resolve(_ argument: String, content: String) -> String {
        let looksLikePath = argument.contains("/") || argument.hasSuffix(".yml") || argument.hasSuffix(".yaml")
        if looksLikePath || FileManager.default.fileExists(atPath: argument) { return argument }
        return "\(content)/scenarios/\(argument).yml"
    }
}
