#!/usr/bin/env python3
"""Build-speed benchmark: Lifeline against Hugo and the raw cmark-gfm floor.

Generates synthetic knowledge bases (Benchmarks/generate.py) of each size, then times on
this machine, in one run, each scenario BENCH_RUNS times (median, min, max, peak RSS):

  lifeline build, cold         fresh output folder (and no cache, when --cache-dir exists)
  lifeline build, incremental  one topic changed since the last build, same output (largest N)
  lifeline check, incremental  one topic changed since the last check with --cache-dir (largest N)
  lifeline check, cold         no output, no cache (largest N)
  lifeline check, cold, cache  the same with an empty --cache-dir, which it fills (largest N)
  hugo                         the same Markdown bodies, minimal layout, fresh destination
  cmark-gfm                    the same bodies rendered by one process, output to /dev/null

The cold build, Hugo and cmark-gfm, which the cold-build targets compare, run interleaved: one
of each per round. The ratios and the targets use the median of the rounds' ratios.

Prints a table, the ratios and the targets, and writes the same report to
Benchmarks/results/<date>-<host>.md (with the time when that exists) and
Benchmarks/results/latest.md. Timings are reported,
never judged: the script exits non-zero only when a command fails.

Environment: LIFELINE (binary; default: build the release product), BENCH_SIZES
(default "1000,10000"), BENCH_RUNS (default 5), BENCH_SEED (default 1), BENCH_WORK
(default Benchmarks/work).
"""

from __future__ import annotations

import datetime
import os
import platform
import re
import shutil
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = REPO / "Benchmarks"


def log(message: str) -> None:
    print(f"bench: {message}", flush=True)


def fail(message: str) -> None:
    print(f"bench: error: {message}", file=sys.stderr, flush=True)
    sys.exit(1)


# --- tools ------------------------------------------------------------------------------

APT_PACKAGES = {"hugo": "hugo", "cmark-gfm": "cmark-gfm", "/usr/bin/time": "time"}


def install_missing() -> None:
    """Installs hugo, cmark-gfm and GNU time from Debian when missing; waits out a dpkg lock."""
    missing = [package for tool, package in APT_PACKAGES.items() if shutil.which(tool) is None]
    if not missing:
        return
    log(f"installing: {' '.join(missing)}")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    updated = False
    deadline = time.monotonic() + 900
    while True:
        if not updated:
            result = subprocess.run(sudo + ["apt-get", "update", "-qq"], env=env, capture_output=True, text=True)
            updated = result.returncode == 0
        if updated:
            result = subprocess.run(
                sudo + ["apt-get", "install", "-y", "-qq"] + missing, env=env, capture_output=True, text=True
            )
            if result.returncode == 0:
                return
        locked = "lock" in (result.stderr + result.stdout).lower()
        if not locked or time.monotonic() > deadline:
            print(result.stdout + result.stderr, file=sys.stderr)
            fail(f"apt-get could not install {' '.join(missing)}")
        log("dpkg is locked (another install is running); retrying in 10 s")
        time.sleep(10)


def lifeline_binary() -> Path:
    override = os.environ.get("LIFELINE")
    if override:
        path = Path(override).resolve()
        if not os.access(path, os.X_OK):
            fail(f"LIFELINE={override} is not an executable")
        return path
    # What `make release` builds: the Swift runtime linked in, as the tool is installed.
    build = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", ".build-release"]
    log(" ".join(build + ["--product", "lifeline"]))
    if subprocess.run(build + ["--product", "lifeline"], cwd=REPO).returncode != 0:
        fail("swift build failed")
    bin_path = subprocess.run(
        build + ["--show-bin-path"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.strip()
    return Path(bin_path) / "lifeline"


def supports(binary: Path, command: str, option: str) -> bool:
    result = subprocess.run([str(binary), command, "--help"], capture_output=True, text=True)
    return option in result.stdout + result.stderr


def version(command: list[str]) -> str:
    try:
        result = subprocess.run(command, capture_output=True, text=True)
        return (result.stdout or result.stderr).strip().splitlines()[0]
    except (OSError, IndexError):
        return "unknown"


# --- measuring --------------------------------------------------------------------------


@dataclass
class Sample:
    seconds: float
    peak_kb: int


def measure(command: list[str], cwd: Path | None = None, log_path: Path | None = None) -> Sample:
    """Runs a command; wall time and the peak resident set of it and its waited-for children."""
    out = open(log_path, "wb") if log_path else subprocess.DEVNULL
    try:
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT if log_path else None)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
    finally:
        if log_path:
            out.close()
    if process.returncode != 0:
        detail = ""
        if log_path and log_path.exists():
            detail = "\n" + "\n".join(log_path.read_text(errors="replace").splitlines()[-20:])
        fail(f"command failed with status {process.returncode}: {' '.join(command)}{detail}")
    return Sample(elapsed, usage.ru_maxrss)


@dataclass
class Row:
    scenario: str
    size: int
    samples: list[Sample]

    @property
    def median(self) -> float:
        return statistics.median(s.seconds for s in self.samples)

    @property
    def peak_mb(self) -> float:
        return max(s.peak_kb for s in self.samples) / 1024


def remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()


class Discard:
    """Where the outputs of earlier runs go between timed runs: renamed into one folder that
    is deleted only after the last measurement.

    Deleting thousands of files just before a timed run makes that run slower for a reason
    that is not the tool's. ext4 without a journal (this benchmark's VM) will not reuse an
    inode freed in the last minute (six minutes while its inode table block is not written
    back: `RECENTCY_MIN` and `RECENTCY_DIRTY` in fs/ext4/ialloc.c), and it finds that out by
    reading each freed inode's deletion time whenever it creates a file: a build of 10,000
    files right after removing 10,000 spent a quarter of its time there, and between 1.5 and
    5.6 s of system time from one run to the next. Journaled ext4 does not make this check.
    A rename costs the same whatever the folder holds, and every tool's runs get the same
    treatment.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.count = 0
        # When this benchmark last deleted many files: an earlier run's last act.
        self.stamp = folder.with_name(folder.name + ".deleted-at")
        try:
            self.last_deletion = float(self.stamp.read_text())
        except (OSError, ValueError):
            self.last_deletion = float("-inf")
        if folder.exists():  # left by an interrupted run
            log(f"deleting {folder} (left by an earlier run)")
            self.empty()

    def __call__(self, path: Path) -> None:
        if not (path.exists() or path.is_symlink()):
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        self.count += 1
        path.rename(self.folder / f"{self.count}-{path.name}")

    def empty(self) -> None:
        """Deletes what was discarded, and writes the deleted inodes back so that they are
        reusable a minute later rather than six."""
        if not self.folder.exists():
            return
        remove(self.folder)
        os.sync()
        self.last_deletion = time.time()
        self.stamp.write_text(f"{self.last_deletion}\n")

    def settle(self) -> None:
        """Waits until the inodes of the last deletion, by this run or an earlier one, are
        reusable again."""
        wait = self.last_deletion + 61 - time.time()
        if wait > 0:
            at = time.strftime("%H:%M:%S", time.localtime(self.last_deletion))
            log(f"waiting {wait:.0f} s for the inodes of the files deleted at {at} to be reusable")
            time.sleep(wait)


def repeat(runs: int, label: str, prepare, command_for) -> list[Sample]:
    """`runs` runs of one scenario: `interleave` with nothing to interleave with."""
    return interleave(runs, [(label, prepare, command_for)])[0]


def interleave(runs: int, scenarios: list[tuple]) -> list[list[Sample]]:
    """Runs each of `scenarios` (label, prepare, command_for) once per round, in turn, for
    `runs` rounds: A B C A B C. The machine's speed drifts (other work, a VM's neighbours), and
    a drift then falls on every scenario of a round alike, so each round's ratios stay fair."""
    samples: list[list[Sample]] = [[] for _ in scenarios]
    for run in range(runs):
        for index, (label, prepare, command_for) in enumerate(scenarios):
            prepare(run)
            sample = command_for(run)
            log(f"  {label} run {run + 1}/{runs}: {sample.seconds:.3f} s, {sample.peak_kb / 1024:.0f} MB")
            samples[index].append(sample)
    return samples


# --- the benchmark ----------------------------------------------------------------------


def markdown_files(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.md"))


def cmark_command(folder: Path, work: Path, size: int) -> list[str]:
    """xargs over every file with the largest argument list the system allows: as few
    cmark-gfm processes as possible (one, at these sizes), each over many files."""
    listing = work / f"cmark-files-{size}.txt"
    listing.write_bytes(b"\0".join(name.encode() for name in markdown_files(folder)) + b"\0")
    environment = sum(len(k) + len(v) + 2 for k, v in os.environ.items())
    budget = max(16_384, min(os.sysconf("SC_ARG_MAX") - environment - 4096, 1_900_000))
    return [
        "xargs", "-0", "-s", str(budget), "-a", str(listing),
        "cmark-gfm", "-e", "table", "-e", "strikethrough", "-e", "autolink",
    ]  # fmt: skip


def count_processes(folder: Path, work: Path, size: int) -> int:
    command = cmark_command(folder, work, size)
    listing = command[command.index("-a") + 1]
    result = subprocess.run(command[:5] + [listing, "echo", "x"], capture_output=True, text=True)
    return len(result.stdout.splitlines())


def generate(size: int, seed: int, work: Path, discard: Discard) -> Path:
    out = work / f"n{size}"
    command = [sys.executable, str(BENCH / "generate.py"), "--topics", str(size), "--seed", str(seed)]
    command += ["--from", str(REPO / "Content"), "--out", str(out), "--discard-into", str(discard.folder)]
    if subprocess.run(command).returncode != 0:
        fail(f"generating {size} topics failed")
    return out


def diagnostics_count(binary: Path, content: Path, cache_args: list[str]) -> tuple[int, int]:
    result = subprocess.run(
        [str(binary), "check", "--content", str(content)] + cache_args, capture_output=True, text=True
    )
    text = result.stdout + result.stderr
    summary = re.search(r"(\d+) errors?, (\d+) warnings?", text)
    if summary:
        errors, warnings = int(summary.group(1)), int(summary.group(2))
    else:  # "no problems"
        errors, warnings = (0, 0) if "no problems" in text else (-1, -1)
    if result.returncode != 0 or errors:
        print("\n".join(text.splitlines()[:40]), file=sys.stderr)
        fail(f"lifeline check found {errors} errors in {content} (status {result.returncode})")
    return errors, warnings


def folder_megabytes(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*.md")) / 1e6


def main() -> None:
    sizes = [int(s) for s in os.environ.get("BENCH_SIZES", "1000,10000").replace(" ", "").split(",") if s]
    runs = int(os.environ.get("BENCH_RUNS", "5"))
    seed = int(os.environ.get("BENCH_SEED", "1"))
    work = Path(os.environ.get("BENCH_WORK", BENCH / "work")).resolve()
    if not sizes or runs < 1:
        fail("BENCH_SIZES needs at least one size and BENCH_RUNS at least 1")
    work.mkdir(parents=True, exist_ok=True)

    install_missing()
    binary = lifeline_binary()
    templates = REPO / "Templates"
    build_cache = supports(binary, "build", "--cache-dir")
    check_cache = supports(binary, "check", "--cache-dir")
    log(f"lifeline: {binary} (--cache-dir: build {'yes' if build_cache else 'no'}, check {'yes' if check_cache else 'no'})")

    discard = Discard(work / "discarded")
    generated = {size: generate(size, seed, work, discard) for size in sizes}
    largest = max(sizes)
    rows: list[Row] = []
    notes: list[str] = []
    warnings_by_size: dict[int, int] = {}
    processes_by_size: dict[int, int] = {}
    load_before = os.getloadavg()

    for size in sizes:
        root = generated[size]
        content, hugo, markdown = root / "Content", root / "hugo", root / "markdown"
        scratch = work / f"runs-{size}"
        discard(scratch)
        scratch.mkdir(parents=True)
        cache = scratch / "cache"
        site = scratch / "Site"
        cache_args = ["--cache-dir", str(cache)] if build_cache else []
        check_args = ["--cache-dir", str(scratch / "check-cache")] if check_cache else []
        _, warnings_by_size[size] = diagnostics_count(binary, content, check_args)
        discard(scratch / "check-cache")
        discard.settle()
        log(f"N={size}: {folder_megabytes(markdown):.1f} MB of Markdown; check: 0 errors, {warnings_by_size[size]} warnings")

        def build_command(output: Path):
            return [str(binary), "build", "--content", str(content), "--templates", str(templates),
                    "--output", str(output)] + cache_args  # fmt: skip

        def cold_prepare(_run: int) -> None:
            discard(site)
            discard(cache)

        hugo_out = scratch / "hugo-public"

        def hugo_prepare(_run: int) -> None:
            discard(hugo_out)
            discard(hugo / "resources")
            discard(hugo / ".hugo_build.lock")

        cmark = cmark_command(markdown, work, size)
        processes_by_size[size] = count_processes(markdown, work, size)
        # The three the cold-build targets compare run interleaved, round by round.
        cold, hugo_samples, cmark_samples = interleave(runs, [
            (f"N={size} lifeline build cold", cold_prepare,
             lambda run: measure(build_command(site), log_path=scratch / f"build-{run}.log")),
            (f"N={size} hugo", hugo_prepare,
             lambda run: measure(["hugo", "--quiet", "--source", str(hugo), "--destination", str(hugo_out)],
                                 log_path=scratch / f"hugo-{run}.log")),
            (f"N={size} cmark-gfm", lambda _run: None, lambda run: measure(cmark, cwd=markdown)),
        ])  # fmt: skip
        rows.append(Row("lifeline build (cold)", size, cold))

        if size == largest:
            # Incremental: a copy of the content (the generated one stays pristine), built
            # once, then one topic changed before each timed rebuild into the same output.
            edit_root = scratch / "edit"
            shutil.copytree(content, edit_root / "Content")
            edit_content = edit_root / "Content"
            topics = sorted(p for p in edit_content.rglob("*.md"))
            edit_site = scratch / "EditSite"
            discard(cache)
            warm_command = [str(binary), "build", "--content", str(edit_content), "--templates", str(templates),
                            "--output", str(edit_site)] + cache_args  # fmt: skip
            measure(warm_command, log_path=scratch / "warm.log")

            def change_one(run: int) -> None:
                topic = topics[(run * 7919 + 13) % len(topics)]
                with open(topic, "a", encoding="utf-8") as handle:
                    handle.write(f"\nThe benchmark appended sentence number {run + 1} to this topic.\n")

            rows.append(Row("lifeline build (1 topic changed)", size, repeat(
                runs, f"N={size} lifeline build incremental", change_one,
                lambda run: measure(warm_command, log_path=scratch / f"incremental-{run}.log"))))  # fmt: skip

            if check_cache:
                # The check a writer reruns on save: one topic changed since the last check.
                check_edit = [str(binary), "check", "--content", str(edit_content), "--cache-dir",
                              str(scratch / "edit-check-cache")]  # fmt: skip
                measure(check_edit, log_path=scratch / "warm-check.log")

                def change_for_check(run: int) -> None:
                    change_one(run + runs)

                rows.append(Row("lifeline check (1 topic changed)", size, repeat(
                    runs, f"N={size} lifeline check incremental", change_for_check,
                    lambda run: measure(check_edit, log_path=scratch / f"check-incremental-{run}.log"))))  # fmt: skip

            # The target is the check with no cache at all; until 2026-11-27 this row passed
            # --cache-dir (empty), so the figures before then include filling the cache.
            rows.append(Row("lifeline check (cold)", size, repeat(
                runs, f"N={size} lifeline check", lambda _run: None,
                lambda run: measure([str(binary), "check", "--content", str(content)],
                                    log_path=scratch / f"check-{run}.log"))))  # fmt: skip

            if check_cache:
                def check_prepare(_run: int) -> None:
                    discard(scratch / "check-cache")

                rows.append(Row("lifeline check (cold, filling --cache-dir)", size, repeat(
                    runs, f"N={size} lifeline check filling the cache", check_prepare,
                    lambda run: measure([str(binary), "check", "--content", str(content)] + check_args,
                                        log_path=scratch / f"check-cache-{run}.log"))))  # fmt: skip

        rows.append(Row("hugo", size, hugo_samples))
        rows.append(Row("cmark-gfm (floor)", size, cmark_samples))
        discard(site)
        discard(hugo_out)
        discard(scratch / "edit")
        discard(scratch / "EditSite")

    load_after = os.getloadavg()
    log(f"deleting the {discard.count} outputs of the timed runs")
    discard.empty()
    report = render(
        rows, sizes, runs, seed, binary, build_cache, warnings_by_size, processes_by_size, generated,
        load_before, load_after, notes,
    )  # fmt: skip
    print()
    print(report)
    results = BENCH / "results"
    results.mkdir(exist_ok=True)
    # A second run on the same day and host gets the time too, so no earlier report is lost.
    stem = f"{datetime.date.today().isoformat()}-{socket.gethostname()}"
    dated = results / f"{stem}.md"
    if dated.exists():
        dated = results / f"{stem}-{datetime.datetime.now().strftime('%H%M')}.md"
    dated.write_text(report)
    (results / "latest.md").write_text(report)
    log(f"wrote {dated.relative_to(REPO)} and {(results / 'latest.md').relative_to(REPO)}")


def find(rows: list[Row], scenario: str, size: int) -> Row | None:
    return next((r for r in rows if r.scenario == scenario and r.size == size), None)


def paired_ratio(numerator: Row, denominator: Row) -> float:
    """The median of the rounds' ratios: the two rows ran interleaved, round by round."""
    return statistics.median(a.seconds / b.seconds for a, b in zip(numerator.samples, denominator.samples))


def render(rows, sizes, runs, seed, binary, build_cache, warnings, processes, generated, load_before, load_after, notes):
    lines = [
        f"# Build benchmark, {datetime.datetime.now().strftime('%Y-%m-%d %H:%M')} on {socket.gethostname()}",
        "",
        f"- machine: {os.cpu_count()} cores, {platform.platform()}; load average {load_before[0]:.2f} before, "
        f"{load_after[0]:.2f} after (other work on the machine skews the figures)",
        f"- lifeline: {binary.relative_to(REPO) if binary.is_relative_to(REPO) else binary} at commit "
        f"{version(['git', '-C', str(REPO), 'rev-parse', '--short', 'HEAD'])}; on-disk cache (--cache-dir): "
        f"{'used' if build_cache else 'not available in this binary'}",
        f"- hugo: {version(['hugo', 'version'])}",
        f"- cmark-gfm: {version(['cmark-gfm', '--version'])}",
        f"- {runs} runs per scenario, median reported; seed {seed}; peak = largest resident set of any run",
        "- the cold build, Hugo and cmark-gfm run interleaved, one of each per round; their ratios below are "
        "the medians of the rounds' ratios",
    ]
    for size in sizes:
        md = folder_megabytes(generated[size] / "markdown")
        lines.append(
            f"- N={size}: {md:.1f} MB of Markdown; `lifeline check`: 0 errors, {warnings[size]} warnings; "
            f"cmark-gfm ran as {processes[size]} process(es)"
        )
    lines += ["", "| scenario | N | median s | min s | max s | peak MB |", "|---|---:|---:|---:|---:|---:|"]
    for row in rows:
        seconds = [s.seconds for s in row.samples]
        lines.append(
            f"| {row.scenario} | {row.size:,} | {row.median:.3f} | {min(seconds):.3f} | {max(seconds):.3f} "
            f"| {row.peak_mb:.0f} |"
        )
    lines += ["", "## Ratios", "", "| N | Lifeline/Hugo | Lifeline/cmark-gfm | Lifeline ms per topic |", "|---:|---:|---:|---:|"]
    per_topic: dict[int, float] = {}
    for size in sizes:
        build, hugo, cmark = (find(rows, s, size) for s in ("lifeline build (cold)", "hugo", "cmark-gfm (floor)"))
        per_topic[size] = build.median / size * 1000
        lines.append(
            f"| {size:,} | {paired_ratio(build, hugo):.2f} | {paired_ratio(build, cmark):.2f} | {per_topic[size]:.3f} |"
        )
    largest, smallest = max(sizes), min(sizes)
    linearity = per_topic[largest] / per_topic[smallest] if largest != smallest else 1.0
    if largest != smallest:
        lines += ["", f"Per-topic time at {largest:,} / at {smallest:,}: {linearity:.2f} (1.00 is linear)."]

    def verdict(ok: bool) -> str:
        return "met" if ok else "NOT met"

    build = find(rows, "lifeline build (cold)", largest)
    hugo = find(rows, "hugo", largest)
    cmark = find(rows, "cmark-gfm (floor)", largest)
    incremental = find(rows, "lifeline build (1 topic changed)", largest)
    check = find(rows, "lifeline check (cold)", largest)
    check_changed = find(rows, "lifeline check (1 topic changed)", largest)
    lifeline_rows = [r for r in rows if r.scenario.startswith("lifeline")]
    peak = max(r.peak_mb for r in lifeline_rows)
    to_floor, to_hugo = paired_ratio(build, cmark), paired_ratio(build, hugo)
    targets = [
        ("cold build <= 2x cmark-gfm", f"{to_floor:.3f}x", to_floor <= 2),
        ("cold build <= 0.5x Hugo", f"{to_hugo:.3f}x", to_hugo <= 0.5),
        ("incremental build < 100 ms", f"{incremental.median * 1000:.0f} ms", incremental.median < 0.1),
        ("check < 1 s (cold: no cache)", f"{check.median:.2f} s", check.median < 1.0),
        ("peak memory < 500 MB", f"{peak:.0f} MB", peak < 500),
    ]
    if check_changed:
        targets.insert(4, ("check < 1 s (1 topic changed, cache)", f"{check_changed.median:.2f} s",
                           check_changed.median < 1.0))  # fmt: skip
    if largest != smallest:
        targets.append((f"per-topic {largest:,}/{smallest:,} near 1", f"{linearity:.2f}", linearity <= 1.2))
    lines += ["", f"## Targets (at N={largest:,})", "", "| target | measured | |", "|---|---:|---|"]
    lines += [f"| {name} | {measured} | {verdict(ok)} |" for name, measured, ok in targets]
    lines += notes
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
