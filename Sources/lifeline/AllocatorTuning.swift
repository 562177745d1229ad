#if canImport(Glibc)
import Glibc

/// Starts the process again, once, with glibc's allocator set for the way a build uses
/// memory: transparent huge pages for what `malloc` hands out, a 64 MB pad whenever a heap
/// grows, and blocks under 32 MB kept in the heap instead of mapped and unmapped one by one.
///
/// An incremental build of 10,000 topics decodes its cache into some 80 MB of small objects,
/// on every core, in about a tenth of a second. With glibc's defaults a third of that time
/// went to the kernel: a page fault for every 4 KB first touched, and an `mprotect` each time
/// a thread's heap grew. With these settings the build took 90 ms instead of 132 ms, in
/// runs interleaved on one machine (`Benchmarks/README.md`, round 10); whole builds and peak
/// memory were unchanged.
///
/// glibc reads its settings (tunables) only from the environment, as a process starts, so
/// the process sets `GLIBC_TUNABLES` and executes itself again, which costs a few
/// milliseconds. A `GLIBC_TUNABLES` already set, by the user or by this step, is left as it
/// is: setting it, even to nothing, keeps glibc's defaults. Where the executable cannot be
/// started again, the process goes on with the defaults.
enum AllocatorTuning {
    static let tunables = [
        "glibc.malloc.hugetlb=1", "glibc.malloc.top_pad=67108864", "glibc.malloc.mmap_threshold=33554432",
    ].joined(separator: ":")

    static func restartTunedUnlessSet() {
        guard getenv("GLIBC_TUNABLES") == nil, setenv("GLIBC_TUNABLES", tunables, 1) == 0 else { return }
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Still here: the executable could not be started again.
        unsetenv("GLIBC_TUNABLES")
    }
}
#endif
