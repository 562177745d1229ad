import LifelineContent
import LifelineDiagnostics
import LifelineScenarios
import LifelineValidation

/// Where the steps of a build read content: a folder on disk (`ContentFolder`), or the files
/// of a git revision held in memory (`lifeline review`). Everything after reading is the same
/// for both, so a review judges a change exactly as a build of it would.
public protocol ContentSource: Sendable {
    /// The content folder as diagnostics print it.
    var directory: String { get }
    /// The topic files (`*.md` but README files), sorted by path inside the folder, with their
    /// stamps where the source has them (a stamp lets a cache skip an unchanged file).
    func topicFiles() throws(SiteBuildError) -> [ContentLoader.ListedFile]
    /// One topic file's bytes, or the located reason it is not read (a link, a folder).
    func topicBytes(_ relative: String) -> Result<[UInt8], Diagnostic>
    /// `sections.yml`, when there is one.
    func sectionsFile() -> SectionsFile
    /// The scenario and observation files, with the files that could not be read.
    func scenarioFiles() -> ScenarioFiles
    /// The translation files of `language`: each one's path inside the language's folder, and
    /// its bytes or the located reason it is not read. Empty when the language has no folder.
    func translationFiles(_ language: SiteLanguage) -> [TranslationFile]
    /// A YAML file of the language's own folder: `sections.yml`, with the sections' titles in
    /// that language, or one of `TranslatedTexts`: `scenarios.yml`, `callbacks.yml`.
    func translatedFile(_ language: SiteLanguage, named name: String) -> SectionsFile
}

/// One translation file as a source has it.
public struct TranslationFile: Sendable {
    /// The path inside the language's folder, which is the original's path inside the content.
    public var relative: String
    public var bytes: Result<[UInt8], Diagnostic>

    public init(relative: String, bytes: Result<[UInt8], Diagnostic>) {
        self.relative = relative
        self.bytes = bytes
    }
}

/// `sections.yml` as a source has it.
public enum SectionsFile: Sendable {
    /// There is no section list; every topic's section is unknown.
    case none
    case text(String, path: String)
    /// The file is there and cannot be read (a link, bytes that are not UTF-8).
    case refused(Diagnostic, path: String)
}

/// The YAML files of `scenarios/` and `observations/`, as path and text.
public struct ScenarioFiles: Sendable {
    public var scenarios: [(path: String, text: String)]
    public var observations: [(path: String, text: String)]
    /// Files that are there and cannot be read.
    public var problems: [Diagnostic]

    public init(
        scenarios: [(path: String, text: String)], observations: [(path: String, text: String)],
        problems: [Diagnostic]
    ) {
        self.scenarios = scenarios
        self.observations = observations
        self.problems = problems
    }
}

extension ScenarioLibrary {
    /// The scenarios and observations of `files` parsed, with every file's problems.
    public init(_ files: ScenarioFiles) {
        self.init(files: files.scenarios, observationFiles: files.observations)
        add(files.problems)
    }
}
