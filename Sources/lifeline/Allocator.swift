// The process allocates through mimalloc on Linux (Debian's libmimalloc, a well-kept
// general-purpose allocator), not through glibc's malloc.
//
// Importing the module links libmimalloc into the executable ahead of glibc, and mimalloc
// defines `malloc`, `free` and the rest itself, so every allocation in the process resolves to
// it: the Swift runtime's, cmark-gfm's, libyaml's and glibc's own. Nothing has to be called.
// `.ci/allocator-check.py` checks the binding in the built binary.
//
// Why: a build or a check is millions of small, short-lived objects made and freed on both
// cores (a node per Markdown element, a string per YAML scalar). With glibc, allocating and
// freeing was a quarter of a cold `check`'s samples (`_int_malloc`, `malloc_consolidate`,
// `_int_free`, and zeroing the fresh huge pages that its tuning asked for). On the 10,000
// generated topics of `make bench`, in runs interleaved on one machine, a cold `check` took
// 0.85 s against 1.0 to 1.4 s with the tuned glibc allocator and a cold build 8% less; an
// incremental build was the same (`Benchmarks/README.md`, round 17). It replaces the glibc
// tuning that started the process a second time with `GLIBC_TUNABLES` set.
#if canImport(CMimalloc)
import CMimalloc
#endif
