# Lifeline: the two commands of the README, and the steps they are made of.
SWIFT ?= swift
# The debug tool the test steps run. Not named LIFELINE: make would export its value over a
# LIFELINE given in the environment, and `LIFELINE=path make bench` would time this one.
DEBUG_LIFELINE := .build/debug/lifeline

.PHONY: site test deps build build-tests lint format unit sanitize sanitize-address sanitize-thread evidence \
	site-check serve-stress allocator-check engine-scaling clean

## Install what is missing, build the tool, and build Content/ into Site/.
site: build
	$(DEBUG_LIFELINE) build --last-updated-from-git --cache-dir .build/lifeline-cache

## Install what is missing and run the whole test suite.
test: lint workflow-lint unit sanitize evidence site-check serve-stress allocator-check engine-scaling bounds fuzz

deps:
	@./.ci/install-dependencies

build: deps
	$(SWIFT) build --product lifeline

build-tests: deps
	$(SWIFT) build --build-tests

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

## The GitHub workflow against GitHub's schema, and audited offline (.ci/workflow-lint).
.PHONY: workflow-lint
workflow-lint:
	./.ci/workflow-lint

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

## The suites that serve on a real port and wait on a clock run by themselves, after the rest:
## beside a hundred builds on two cores their server could wait a minute for a thread, and a
## deadline long enough for that would hide a real hang.
LIVE_SUITES := PreviewServerTests

unit: build-tests
	$(SWIFT) test --skip-build --skip $(LIVE_SUITES)
	$(SWIFT) test --skip-build --filter $(LIVE_SUITES)

## The unit tests again under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer, each
## in a build folder of its own so the debug build above is left alone. A report fails the
## run; the suppressions in .ci/sanitizers/ name leaks and races in libraries we do not own.
sanitize: sanitize-address sanitize-thread

ASAN_TEST := ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/sanitizers/lsan.supp \
	$(SWIFT) test --sanitize=address --scratch-path .build-asan
TSAN_TEST := TSAN_OPTIONS=suppressions=$(CURDIR)/.ci/sanitizers/tsan.supp \
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan

sanitize-address: deps
	$(ASAN_TEST) --skip $(LIVE_SUITES)
	$(ASAN_TEST) --filter $(LIVE_SUITES)

sanitize-thread: deps
	$(TSAN_TEST) --skip $(LIVE_SUITES)
	$(TSAN_TEST) --filter $(LIVE_SUITES)

## The engine against the real device logs the repository keeps (Content/observations/),
## through the command line: one line per log, then 'N passed, N failed'.
evidence: build
	$(DEBUG_LIFELINE) evidence --content Content

## The site as a person would see it: valid HTML, no broken link or anchor, and sample
## pages in headless Chromium with no error (screenshots in .build/site-check/).
site-check: build
	@LIFELINE=$(DEBUG_LIFELINE) ./.ci/site-check

## The preview server against hostile and careless clients: malformed requests, traversal,
## huge headers, slow and vanishing clients, pipelining, 500 connections at once; after each,
## normal pages must still be served, and SIGTERM must stop it cleanly.
serve-stress: build
	python3 .ci/serve-stress.py $(DEBUG_LIFELINE)

## In the release binary, every malloc and free of the process binds to mimalloc, none to
## glibc's (the linker setting of the `lifeline` target in Package.swift says why).
allocator-check: release
	python3 .ci/allocator-check.py .build-release/release/lifeline

## The engine's work per object, counted by Valgrind's callgrind (not timed), the same at two
## sizes of a deep navigation stack, a chain of modal presentations, a deep view hierarchy and
## a container of many children: a simulation that scans what it already holds fails it.
engine-scaling: release
	python3 .ci/engine-scaling.py .build-release/release/lifeline

## The preview server under load: wrk against a live `lifeline serve`, 64 connections, at
## least 10,000 requests, zero errors. A benchmark, not part of `make test`.
.PHONY: bench-serve
bench-serve: deps
	./Benchmarks/serve-load.sh

## libFuzzer with AddressSanitizer on the topic, front matter, scenario and claim parsers,
## FUZZ_SECONDS per target; fails on any crash, hang or leak (Fuzz/README.md).
FUZZ_SECONDS ?= 30
.PHONY: fuzz
fuzz: deps
	SWIFT=$(SWIFT) ./Fuzz/run.sh $(FUZZ_SECONDS)

## The tool as it is installed and measured: a release build with the Swift runtime linked
## in (.build-release/release/lifeline). Loading the shared runtime cost about 8 ms per run,
## which an incremental build notices.
.PHONY: release
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product lifeline --scratch-path .build-release

## Build speed: Lifeline (cold, one topic changed, check) against Hugo and the raw cmark-gfm
## floor on generated knowledge bases of 1,000 and 10,000 topics; median of BENCH_RUNS (5) runs.
## Writes Benchmarks/results/latest.md. Reports figures, never fails on them; not part of `make test`.
## Knobs: LIFELINE=path, BENCH_SIZES=1000,10000, BENCH_RUNS=5 (see Benchmarks/README.md).
.PHONY: bench
bench: deps
	python3 Benchmarks/bench.py

## Resource bounds: pathological topics (20 MB, 100,000 links, 1,000-deep lists and quotes, a
## 10,000-row table, a 1 MB line) each built under a time and memory cap; fails on a crash,
## a timeout or the cap, never on speed. Writes Benchmarks/results/bounds-latest.md.
.PHONY: bench-bounds bounds
bench-bounds: deps
	python3 Benchmarks/bounds.py

## The same resource-bounds cases with the debug build, as a step of `make test`.
bounds: build
	LIFELINE=$(DEBUG_LIFELINE) BOUNDS_REPORT=Benchmarks/work/bounds-debug.md python3 Benchmarks/bounds.py

clean:
	rm -rf .build .build-asan .build-tsan
