// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets for Lifeline's parsers and engine, kept out of the main package so that
/// `swift build` and `make test` never see them. Build with
/// `swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer,address`, or run `Fuzz/run.sh`.
///
/// Each target defines `LLVMFuzzerTestOneInput` and a `@main` that hands it to libFuzzer's
/// driver (see `FuzzSupport`), because SwiftPM's own `main` shadows libFuzzer's.
let fuzzDependencies: [Target.Dependency] = [
    "FuzzSupport", .product(name: "LifelineParsing", package: "Lifeline"),
]

let package = Package(
    name: "LifelineFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Lifeline", path: "..")
    ],
    targets: [
        // libFuzzer's driver entry, declared for Swift; the runtime comes with -sanitize=fuzzer.
        .systemLibrary(name: "CLibFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: ["CLibFuzzer", .product(name: "LifelineParsing", package: "Lifeline")]
        ),

        // A whole topic file: front matter, Markdown body, claims, as the build reads it.
        .executableTarget(name: "FuzzTopicParser", dependencies: fuzzDependencies),
        .executableTarget(name: "FuzzTranslationParser", dependencies: fuzzDependencies),
        // The YAML between the `---` lines alone, and the same bytes as `sections.yml`.
        .executableTarget(name: "FuzzFrontMatter", dependencies: fuzzDependencies),
        // A scenario file, then the engine's simulation of it; also read as a reference case.
        .executableTarget(name: "FuzzScenarioReader", dependencies: fuzzDependencies),
        // A ```sequence block (info string, then lines), parsed and checked against the scenarios.
        .executableTarget(name: "FuzzSequenceClaim", dependencies: fuzzDependencies),
    ],
    swiftLanguageModes: [.v6]
)
