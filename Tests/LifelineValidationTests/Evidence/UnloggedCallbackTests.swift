import Foundation
import LifelineEngine
import LifelineScenarios
import Testing

/// A claim can be backed by logs as a whole while one of its calls appears in none of them: a
/// launch log backs the launch, not where a URL arrives during it. Such calls are named, so
/// the page can say their place is inferred.
@Suite struct UnloggedCallbackTests {
    static func scenario(_ id: String, steps: String) -> (path: String, text: String) {
        (
            "\(id).yml",
            """
            id: \(id)
            title: \(id)
            platform: ios8
            app: { lifecycle: appDelegate, window: storyboard, root: { controller: Inbox } }
            controllers: { Inbox: { created: storyboard } }
            steps: \(steps)
            """
        )
    }

    static let index: (EvidenceIndex, ScenarioLibrary) = {
        let observations = ObservationCorpusTests.files.map { file in
            let path = ObservationCorpusTests.folder.appendingPathComponent(file).path
            return (path, String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self))
        }
        let library = ScenarioLibrary(
            files: [
                scenario("cold-url", steps: "[{ launch: { reason: url } }]"),
                scenario("warm-url", steps: "[launch, home, openURL]"),
            ], observationFiles: observations)
        return (EvidenceIndex(library: library, traces: TraceCache()), library)
    }()

    static let oldURLMethod = "application:openURL:sourceApplication:annotation:"

    @Test func aCallNoLogShowsInTheClaimedStepsIsNamedOnEveryVersion() throws {
        let (index, library) = Self.index
        let cold = try #require(library.scenarios["cold-url"])
        let backings = index.backing(
            of: cold, steps: nil,
            callbacks: [
                "application:didFinishLaunchingWithOptions:", Self.oldURLMethod, "applicationDidBecomeActive:",
            ],
            on: [Platform(major: 7), Platform(major: 8)])
        #expect(backings.map(\.unlogged) == [[Self.oldURLMethod], [Self.oldURLMethod]])
        // The launch itself is logged, so the claim as a whole still rests on logs.
        #expect(backings.last?.level == .logs)
    }

    @Test func aCallALogShowsInTheClaimedStepsIsNotNamed() throws {
        let (index, library) = Self.index
        let warm = try #require(library.scenarios["warm-url"])
        let backing = try #require(
            index.backing(
                of: warm, steps: 3...3,
                callbacks: ["applicationWillEnterForeground:", Self.oldURLMethod, "applicationDidBecomeActive:"],
                on: [Platform(major: 8)]
            ).first)
        #expect(backing.unlogged.isEmpty)
        #expect(backing.level == .logs)
    }

    @Test func aClaimThatNamesNoCallbacksNamesNone() throws {
        let (index, library) = Self.index
        let cold = try #require(library.scenarios["cold-url"])
        let backing = try #require(index.backing(of: cold, steps: nil, callbacks: nil, on: [Platform(major: 8)]).first)
        #expect(backing.unlogged.isEmpty)
    }
}
