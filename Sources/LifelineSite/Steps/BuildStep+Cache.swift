import Foundation
import LifelineContent
import LifelineDiagnostics

/// The steps that read and keep the cache of parsed topics.
extension BuildStep {
    /// Where a build keeps its cache of parsed topics.
    public enum CacheLocation: Sendable, Equatable {
        /// In `BuildState.cache`, where `serve` keeps it between rebuilds.
        case memory
        /// In the file `name` of the `--cache-dir` folder.
        case file(directory: String, name: String)

        var path: String? {
            guard case .file(let directory, let name) = self else { return nil }
            return (directory.hasSuffix("/") ? directory : directory + "/") + "\(name).cache"
        }
    }

    /// Reads the cache, and says whether it can vouch for this build: the inputs besides topic
    /// files (lifeline, its options, `sections.yml`, the scenarios, the observations and, for a
    /// site, the templates) must be the ones it was made from, and for a site, the output must
    /// still be the site it recorded. Records are reused for parsing whenever this program and
    /// the content folder are the same.
    public static func readCache(at location: CacheLocation, options: SiteBuilder.Options, forSite: Bool) -> BuildStep {
        BuildStep("read cache") { state throws(SiteBuildError) in
            if case .file(let folder, _) = location {
                // Inside the output, a whole build's swap would drop the cache and the site would
                // publish it; inside a source folder, writing it would change what it fingerprints.
                let protected =
                    forSite
                    ? [options.contentDirectory, options.templatesDirectory, options.outputDirectory]
                    : [options.contentDirectory]
                for source in protected where SiteOutput.isInside(folder, source) {
                    throw .cacheInside(cache: folder, folder: source)
                }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
                    throw .cacheNotAFolder(folder)
                }
            }
            clock_gettime(CLOCK_REALTIME, &state.scanStarted)
            let expected = CacheExpectation(
                inputs: BuildInputs.fingerprint(options: options, forSite: forSite),
                siteMarker: forSite ? .some(FileStamp.read(Self.marker(of: options))) : nil)
            guard let path = location.path else {
                state.take(state.cache, expecting: expected)
                return
            }
            // Decoding a large cache takes about as long as listing the content folder: it runs
            // on the other cores meanwhile, and the parse step waits for it.
            state.cacheFile = path
            state.cacheBeingRead = (Task { await TopicCache.load(from: path) }, expected)
        }
    }

    /// Keeps the cache for the next build: in memory, or written to its file.
    ///
    /// A site's cache vouches that the output holds its pages, so it is kept only once the
    /// output was written; after a failed build a file cache is left as it was (it still
    /// describes the site there), and a cache in memory keeps its parsed topics but vouches for
    /// no site. Runs even when an earlier step stopped the build.
    public static func keepCache(at location: CacheLocation, options: SiteBuilder.Options, forSite: Bool)
        -> BuildStep
    {
        BuildStep("keep cache", runsWhenStopped: true) { state in
            guard var cache = state.cache else { return }
            if forSite, state.written == nil {
                cache.siteMarker = nil
                if location == .memory { state.cache = cache }
                return
            }
            cache.files = cache.files.map { $0.vouched(before: state.scanStarted) }
            if forSite { cache.siteMarker = FileStamp.read(Self.marker(of: options)) }
            // A cache that cannot be written only makes the next run slower, and says why.
            if let path = location.path {
                do throws(FileWriter.WriteError) {
                    try cache.save(to: path)
                } catch {
                    state.diagnostics.append(
                        Diagnostic(
                            id: "build.cache-not-written", severity: .note, file: path,
                            summary: "the cache could not be written (\(error.reason)); the next run reads "
                                + "every topic again"))
                }
            }
            state.cache = cache
        }
    }

    /// The file whose stamp says which build wrote the output.
    static func marker(of options: SiteBuilder.Options) -> String {
        SiteOutput(directory: options.outputDirectory).absolute.appendingPathComponent(SiteOutput.marker).path
    }
}

/// What a cache must match to vouch for a build: the inputs besides topic files, and for a
/// site, the output's marker (nil inside: a site with no marker).
struct CacheExpectation: Sendable {
    var inputs: BuildInputs.Fingerprint
    /// Nil for a check's cache, which vouches for no output.
    var siteMarker: FileStamp??
}

extension BuildState {
    /// Takes `previous` as the cache of this build: its records are reused for parsing while
    /// this program and the content folder are the same, and it vouches for the rest only when
    /// it matches `expected`; otherwise `cacheRefusal` says why not.
    mutating func take(_ previous: TopicCache?, expecting expected: CacheExpectation) {
        var refusal: String?
        if previous == nil || previous?.inputs == TopicCache().inputs {
            refusal = "no cache yet"
        } else if previous?.inputs != expected.inputs {
            refusal = "lifeline, its options, sections.yml, the scenarios, the observations or the templates changed"
        } else if let marker = expected.siteMarker, marker == nil || previous?.siteMarker != marker {
            refusal = "the output folder changed since the cache was written"
        }
        let reusable = previous.map { $0.inputs.parsing == expected.inputs.parsing } ?? false
        cache = TopicCache(
            inputs: expected.inputs, siteMarker: nil, wholeBaseDiagnostics: previous?.wholeBaseDiagnostics ?? [],
            files: reusable ? previous?.files ?? [] : [])
        cacheRefusal = refusal
    }
}
