import Foundation
import LifelineContent
import LifelineDiagnostics

extension SiteBuilder {
    /// Builds the site again for `lifeline serve`: parses only the topic files that changed
    /// since the build that filled `cache`, and writes only the files whose bytes changed.
    ///
    /// What is incremental: reading and parsing topic files (a parsed topic is reused while its
    /// file's stamp is unchanged), and writing (a file whose bytes equal the previous site's is
    /// linked from it). What is not: `sections.yml` and the scenarios are read again, every
    /// check and simulation runs, the templates are compiled and every page is rendered, because
    /// one topic can change any page (links, related topics, navigation, the search index) and
    /// those steps are quick. The site written is byte for byte what `build()` writes, and it is
    /// swapped in as a whole in the same way, or not at all when a diagnostic blocks it.
    public func rebuild(reusing cache: inout SiteBuildCache) async throws(SiteBuildError) -> SiteRebuild {
        let output = try validatedOutput()
        let (knowledgeBase, reparsed, loadDiagnostics) = try await loadIncrementally(&cache)
        let (traces, problems) = await Self.check(knowledgeBase, contentDirectory: options.contentDirectory)
        let (outcome, summary) = try await renderAndWrite(
            knowledgeBase, traces: traces, diagnostics: loadDiagnostics + problems, to: output,
            reusingUnchanged: true)
        return SiteRebuild(
            outcome: outcome, reparsedTopics: reparsed, changedFiles: summary?.changed ?? [],
            reusedFiles: summary?.reused.count ?? 0)
    }

    /// Step 1 with the cache: stamps every topic file, parses the stale ones on all cores, and
    /// assembles the knowledge base from cached and new topics alike.
    func loadIncrementally(_ cache: inout SiteBuildCache) async throws(SiteBuildError) -> (
        knowledgeBase: KnowledgeBase, reparsed: [String], diagnostics: [Diagnostic]
    ) {
        let loader = ContentLoader(directory: options.contentDirectory)
        let files: [ContentLoader.ListedFile]
        do {
            files = try loader.topicFiles()
        } catch {
            throw .missingContent(options.contentDirectory)
        }
        if cache.contentDirectory != options.contentDirectory {
            cache = SiteBuildCache()
            cache.contentDirectory = options.contentDirectory
        }

        // The stamp is taken as the folder is listed, before the file is read, so an edit racing
        // the read leaves a stale stamp behind and the next build parses the file again.
        let paths = files.map(\.relative)
        var stale: [(relative: String, stamp: FileStamp?)] = []
        for file in files {
            if let stamp = file.stamp, let entry = cache.entries[file.relative], entry.stamp == stamp { continue }
            stale.append((file.relative, file.stamp))
        }
        let parsed = await withTaskGroup(of: (String, FileStamp?, Topic?, [Diagnostic]).self) { group in
            for (relative, stamp) in stale {
                group.addTask {
                    let (topic, diagnostics) = loader.loadTopic(relative)
                    return (relative, stamp, topic, diagnostics)
                }
            }
            var collected: [String: (FileStamp?, Topic?, [Diagnostic])] = [:]
            for await (relative, stamp, topic, diagnostics) in group {
                collected[relative] = (stamp, topic, diagnostics)
            }
            return collected
        }

        var entries: [String: SiteBuildCache.Entry] = [:]
        var topics: [Topic] = []
        var diagnostics: [Diagnostic] = []
        for relative in paths {
            if let (stamp, topic, found) = parsed[relative] {
                // A file that could not even be stamped is reported but never cached.
                if let stamp { entries[relative] = .init(stamp: stamp, topic: topic, diagnostics: found) }
                topics += topic.map { [$0] } ?? []
                diagnostics += found
            } else if let entry = cache.entries[relative] {
                entries[relative] = entry
                topics += entry.topic.map { [$0] } ?? []
                diagnostics += entry.diagnostics
            }
        }
        cache.entries = entries

        let (sections, sectionsPath, sectionDiagnostics) = loader.loadSections()
        diagnostics += sectionDiagnostics
        let (knowledgeBase, baseDiagnostics) = KnowledgeBase.assemble(
            topics: topics, sections: sections, sectionsPath: sectionsPath)
        diagnostics += baseDiagnostics
        if paths.isEmpty { diagnostics.append(ContentLoader.emptyDiagnostic(options.contentDirectory)) }
        return (knowledgeBase, stale.map(\.relative), diagnostics)
    }
}
