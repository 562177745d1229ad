// swift-tools-version: 6.1
import PackageDescription

/// Lifeline: a verified documentation site for the iOS application and UIKit lifecycle.
///
/// Layers only point down: diagnostics at the bottom, the C wrapper and the engine beside
/// it, content and rendering above, the site build above them, and only the command-line
/// target sees everything. Every module carries the `Lifeline` prefix.
let package = Package(
    name: "Lifeline",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "lifeline", targets: ["lifeline"]),
        // The parsers and the engine as one library, for the fuzz package in Fuzz/ alone.
        .library(
            name: "LifelineParsing",
            targets: [
                "LifelineDiagnostics", "LifelineMarkdown", "LifelineYAML", "LifelineContent", "LifelineEngine",
                "LifelineScenarios", "LifelineValidation",
            ]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Source locations and diagnostics: depends on nothing local.
        .target(name: "LifelineDiagnostics"),

        // cmark-gfm, the only Markdown parser; wrapped by exactly one Swift file.
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "LifelineMarkdown", dependencies: ["CCmarkGFM"]),

        // The lifecycle simulation: pure state machines, no site, no I/O.
        .target(name: "LifelineEngine"),
        // YAML through libyaml (the copy the Yams package carries), composed into located
        // nodes behind one function that bounds how deeply a document may nest.
        .target(name: "LifelineYAML", dependencies: ["LifelineDiagnostics", .product(name: "Yams", package: "Yams")]),
        // Scenario files (YAML) into engine scenarios, with located errors.
        .target(
            name: "LifelineScenarios",
            dependencies: [
                "LifelineEngine", "LifelineDiagnostics", "LifelineYAML",
            ]
        ),

        // Topic files: front matter and body, parsed into typed topics.
        .target(
            name: "LifelineContent",
            dependencies: [
                "LifelineDiagnostics", "LifelineMarkdown", "LifelineYAML",
            ]
        ),
        // Every rule of `lifeline check`, including the cross-check of claims against the engine.
        .target(
            name: "LifelineValidation",
            dependencies: ["LifelineContent", "LifelineDiagnostics", "LifelineEngine", "LifelineScenarios"]
        ),
        // Pages from topics through Mustache templates. It reads what the check found (each
        // claim's result, the observations' results) as values, and never runs a rule itself.
        .target(
            name: "LifelineRendering",
            dependencies: [
                "LifelineContent", "LifelineMarkdown", "LifelineDiagnostics", "LifelineEngine", "LifelineScenarios",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // One system call that C exposes and Swift's Glibc does not: an atomic exchange of
        // two directories, so a build swaps its new site in without a moment of no site.
        .target(name: "CLifelineFileSwap"),
        // The build as one list of named steps, the atomic output swap, and the on-disk cache
        // (content hashes through swift-crypto's SHA-256).
        .target(
            name: "LifelineSite",
            dependencies: [
                "LifelineContent", "LifelineMarkdown", "LifelineRendering", "LifelineDiagnostics",
                "LifelineValidation", "CLifelineFileSwap", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // `lifeline review`: the knowledge base at two git revisions, each put through the build's
        // steps in memory, and what changed between them.
        .target(
            name: "LifelineReview",
            dependencies: [
                "LifelineContent", "LifelineDiagnostics", "LifelineEngine", "LifelineRendering", "LifelineScenarios",
                "LifelineSite", "LifelineValidation",
            ]
        ),
        // `lifeline serve`: the preview server over the built site, its watcher and live reload.
        .target(
            name: "LifelineServing",
            dependencies: [
                "LifelineSite", "LifelineContent", "LifelineDiagnostics",
                .product(name: "Hummingbird", package: "hummingbird"),
                // NIO's own request head, which still knows the HTTP version and keep-alive.
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ]
        ),
        // Subcommands; everything the executable does lives here so tests can call it.
        .target(
            name: "LifelineCommands",
            dependencies: [
                "LifelineSite", "LifelineServing", "LifelineReview", "LifelineContent", "LifelineDiagnostics",
                "LifelineEngine", "LifelineScenarios", "LifelineValidation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The release executable allocates through mimalloc (Debian's libmimalloc-dev): linked
        // ahead of glibc, it defines malloc and free for the whole process, the Swift runtime,
        // cmark-gfm and libyaml included. A build or check makes and frees millions of small
        // objects on both cores, and glibc's allocator spent much of a cold check on them
        // (docs/performance.md). Release only: the sanitizers bring allocators of their own,
        // and LeakSanitizer does not scan memory that mimalloc hands out.
        // `make allocator-check` verifies the binding in the release binary.
        .executableTarget(
            name: "lifeline",
            dependencies: ["LifelineCommands"],
            linkerSettings: [.linkedLibrary("mimalloc", .when(platforms: [.linux], configuration: .release))]
        ),

        // An observation file that the tests of several modules share.
        .target(name: "LifelineTestFixtures", path: "Tests/LifelineTestFixtures"),
        .testTarget(name: "LifelineDiagnosticsTests", dependencies: ["LifelineDiagnostics"]),
        .testTarget(name: "LifelineMarkdownTests", dependencies: ["LifelineMarkdown"]),
        .testTarget(name: "LifelineEngineTests", dependencies: ["LifelineEngine", "LifelineScenarios"], resources: []),
        .testTarget(name: "LifelineContentTests", dependencies: ["LifelineContent", "LifelineYAML"]),
        .testTarget(
            name: "LifelineValidationTests",
            dependencies: [
                "LifelineValidation", "LifelineContent", "LifelineScenarios", "LifelineEngine", "LifelineTestFixtures",
            ]),
        .testTarget(
            name: "LifelineRenderingTests",
            dependencies: [
                "LifelineRendering", "LifelineContent", "LifelineEngine", "LifelineScenarios", "LifelineTestFixtures",
            ]),
        .testTarget(
            name: "LifelineSiteTests",
            dependencies: [
                "LifelineSite", "LifelineCommands", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "LifelineReviewTests",
            dependencies: [
                "LifelineReview", "LifelineDiagnostics", "LifelineContent", "LifelineRendering", "LifelineTestFixtures",
            ]
        ),
        .testTarget(
            name: "LifelineServingTests",
            dependencies: [
                "LifelineServing", "LifelineSite", "LifelineContent",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
