#!/usr/bin/env python3
"""Resource bounds: does `lifeline build` survive pathological topics?

Each case is a copy of the real content folder plus one pathological topic:

  big-20mb         a 20 MB topic of prose, headings, links, tables and code
  links-100k       100,000 links, half to other topics, half external
  nested-lists     a list nested 1,000 levels deep
  table-10k-rows   a GFM table of 10,000 rows
  nested-quotes    a blockquote nested 1,000 levels deep
  line-1mb         a single line of 1 MB
  broken-anchors   5,000 headings and one line of 20,000 links to anchors it lacks

Each is built into a fresh output folder under a time limit (BOUNDS_TIMEOUT, default 300 s)
and a memory cap on the peak resident set (BOUNDS_MEMORY_MB, default 2048; the address
space is also limited to four times that so a runaway cannot take the machine). A build may
succeed (exit 0) or refuse the topic with a located error (exit 1); the script fails when a
build crashes (a signal or an exit status above 1), times out, or exceeds the cap. Time and
memory are reported, not judged. Writes Benchmarks/results/bounds-latest.md (or $BOUNDS_REPORT).

Environment: LIFELINE (binary; default: build the release product), BOUNDS_TIMEOUT,
BOUNDS_MEMORY_MB, BENCH_WORK (default Benchmarks/work), BOUNDS_CASES (comma-separated names).
"""

from __future__ import annotations

import datetime
import os
import random
import re
import resource
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench import fail, lifeline_binary, log, remove  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SECTION = "concepts"  # a section of the real content, where the pathological topic is filed
WORDS = "the app scene window view controller delegate state moves to background after launch and returns".split()


def front_matter(topic_id: str, title: str) -> str:
    return (
        f"---\nid: {topic_id}\ntitle: \"{title}\"\nkind: concept\nsection: {SECTION}\n"
        f"summary: A pathological topic made by Benchmarks/bounds.py.\n---\n\n"
    )


def words(rng: random.Random, count: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(count))


def real_topic_ids(content: Path) -> list[str]:
    return sorted(p.stem for p in content.rglob("*.md") if p.name != "README.md")


def big_topic(rng: random.Random, ids: list[str], target: int = 20 * 1024 * 1024) -> str:
    # Build a ~200 KB block of varied Markdown, then repeat it (with fresh headings so
    # every anchor is distinct) until the target size.
    parts = []
    for k in range(120):
        sentence = []
        for _ in range(12):
            roll = rng.randrange(10)
            if roll == 0:
                sentence.append(f"[{rng.choice(WORDS)}]({rng.choice(ids)}.md)")
            elif roll == 1:
                sentence.append(f"*{rng.choice(WORDS)}* `viewDidLoad` ~~{rng.choice(WORDS)}~~")
            else:
                sentence.append(words(rng, 8) + ".")
        parts.append(" ".join(sentence))
        if k % 30 == 0:
            parts.append("| a | b | c |\n|---|---|---|\n" + "\n".join(f"| {words(rng, 3)} | {i} | `x` |" for i in range(20)))
        if k % 40 == 0:
            parts.append("```swift\noverride func viewDidLoad() {\n    super.viewDidLoad()\n}\n```")
    block = "\n\n".join(parts)
    out, size, n = [], 0, 0
    while size < target:
        heading = f"## Part {n}\n\n"
        out.append(heading + block + "\n\n")
        size += len(heading) + len(block) + 2
        n += 1
    return "".join(out)


def links_topic(rng: random.Random, ids: list[str], count: int = 100_000) -> str:
    lines = []
    for i in range(0, count, 10):
        links = []
        for j in range(i, i + 10):
            if j % 2 == 0:
                links.append(f"[topic {j}]({ids[j % len(ids)]}.md)")
            else:
                links.append(f"[site {j}](https://example.org/page/{j})")
        lines.append(" ".join(links))
        if i % 1000 == 990:
            lines.append("")
    return "\n".join(lines) + "\n"


def nested_lists(depth: int = 1000) -> str:
    return "".join(f"{'  ' * level}- level {level + 1}\n" for level in range(depth))


def table_topic(rng: random.Random, ids: list[str], rows: int = 10_000) -> str:
    out = ["| Row | Callback | Link | Notes |", "|---:|---|---|---|"]
    for i in range(rows):
        out.append(f"| {i} | `viewWillAppear:` | [{ids[i % len(ids)]}]({ids[i % len(ids)]}.md) | {words(rng, 6)} |")
    return "\n".join(out) + "\n"


def nested_quotes(depth: int = 1000) -> str:
    return "".join(f"{'>' * level} level {level}\n" for level in range(1, depth + 1))


def long_line(rng: random.Random, size: int = 1024 * 1024) -> str:
    out, total = [], 0
    while total < size:
        piece = rng.choice((words(rng, 5), f"*{rng.choice(WORDS)}*", "`viewDidLoad`", "[link](https://example.org/x)"))
        out.append(piece)
        total += len(piece) + 1
    return " ".join(out) + "\n"


def broken_anchors(headings: int = 5_000, links: int = 20_000) -> str:
    # Every link is a mistake of its own, and each diagnostic names the page's anchors, shows
    # its line and looks for the anchor it meant: each once grew with the product of the two
    # counts. Half the links repeat one mistake, half make a different one each.
    repeated = "[here](#nowhere) " * (links // 2)
    different = "".join(f"[x](#part-{i}x) " for i in range(links // 2))
    return "".join(f"## Part {i}\n\n" for i in range(headings)) + repeated + different + "\n"


CASES = {
    "big-20mb": ("A 20 MB topic", lambda rng, ids: big_topic(rng, ids)),
    "links-100k": ("100,000 links", links_topic),
    "nested-lists": ("Lists nested 1,000 deep", lambda rng, ids: nested_lists()),
    "table-10k-rows": ("A table of 10,000 rows", table_topic),
    "nested-quotes": ("Blockquotes nested 1,000 deep", lambda rng, ids: nested_quotes()),
    "line-1mb": ("A single 1 MB line", lambda rng, ids: long_line(rng)),
    "broken-anchors": ("5,000 headings and 20,000 broken anchors on one line", lambda rng, ids: broken_anchors()),
}


@dataclass
class Outcome:
    case: str
    topic_bytes: int
    status: str  # built | refused | crashed | timed out | over memory cap
    exit: str
    seconds: float
    peak_mb: float
    page_bytes: int | None
    detail: str

    @property
    def failed(self) -> bool:
        return self.status not in ("built", "refused")


def run_capped(command: list[str], log_path: Path, timeout: float, memory_mb: int) -> tuple[int | None, int, float, bool]:
    """Runs command in its own process group under RLIMIT_AS; returns (wait status or None
    on timeout, peak RSS in KB, seconds, timed_out)."""
    address_space = memory_mb * 4 * 1024 * 1024

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))

    with open(log_path, "wb") as out:
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, preexec_fn=limit, start_new_session=True)
        deadline = started + timeout
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid == process.pid:
                process.returncode = 0  # reaped here; keep Popen from waiting again
                return status, usage.ru_maxrss, time.perf_counter() - started, False
            if time.perf_counter() > deadline:
                os.killpg(process.pid, signal.SIGKILL)
                _, status, usage = os.wait4(process.pid, 0)
                process.returncode = 0
                return status, usage.ru_maxrss, time.perf_counter() - started, True
            time.sleep(0.05)


def first_error(text: str) -> str:
    for line in text.splitlines():
        if ": error: " in line or line.startswith("error:"):
            return line.strip()[:200]
    return ""


def main() -> None:
    timeout = float(os.environ.get("BOUNDS_TIMEOUT", "300"))
    memory_mb = int(os.environ.get("BOUNDS_MEMORY_MB", "2048"))
    work = Path(os.environ.get("BENCH_WORK", REPO / "Benchmarks" / "work")).resolve() / "bounds"
    selected = [c for c in os.environ.get("BOUNDS_CASES", ",".join(CASES)).split(",") if c]
    unknown = [c for c in selected if c not in CASES and c != "baseline"]
    if unknown:
        fail(f"unknown case(s) {', '.join(unknown)}; cases are {', '.join(CASES)}")
    binary = lifeline_binary()
    templates = REPO / "Templates"
    source = REPO / "Content"
    ids = real_topic_ids(source)
    remove(work)
    work.mkdir(parents=True)

    outcomes: list[Outcome] = []
    for case in ["baseline"] + [c for c in selected if c != "baseline"]:
        root = work / case
        content = root / "Content"
        shutil.copytree(source, content)
        topic_id = f"bounds-{case}"
        topic_bytes = 0
        if case != "baseline":
            title, make = CASES[case]
            text = front_matter(topic_id, title) + make(random.Random(f"bounds:{case}"), ids)
            path = content / SECTION / f"{topic_id}.md"
            path.write_text(text, encoding="utf-8")
            topic_bytes = len(text.encode())
        site = root / "Site"
        log_path = root / "build.log"
        log(f"{case}: building ({topic_bytes / 1e6:.1f} MB topic)")
        command = [str(binary), "build", "--content", str(content), "--templates", str(templates), "--output", str(site)]
        status, peak_kb, seconds, timed_out = run_capped(command, log_path, timeout, memory_mb)
        text = log_path.read_text(errors="replace").replace(str(root) + "/", "")
        peak_mb = peak_kb / 1024
        page_bytes = None
        pages = list(site.rglob(f"{topic_id}.html")) if site.is_dir() else []
        if pages:
            page_bytes = pages[0].stat().st_size
        if timed_out:
            result, exit_text, detail = "timed out", "killed", f"no result after {timeout:.0f} s"
        elif os.WIFSIGNALED(status):
            number = os.WTERMSIG(status)
            result, exit_text = "crashed", f"signal {number} ({signal.Signals(number).name})"
            detail = " / ".join(text.strip().splitlines()[-3:])[:300]
        else:
            code = os.WEXITSTATUS(status)
            exit_text = str(code)
            if code == 0:
                result, detail = "built", text.strip().splitlines()[-1][:200] if text.strip() else ""
            elif code == 1:
                error = first_error(text)
                located = bool(re.match(r"^\S+:\d+:\d+: error: ", error))
                result = "refused"
                detail = ("located error: " if located else "error WITHOUT a location: ") + (error or text.strip()[:200])
            else:
                result, detail = "crashed", " / ".join(text.strip().splitlines()[-3:])[:300]
        if not timed_out and peak_mb > memory_mb:
            result, detail = "over memory cap", f"peak {peak_mb:.0f} MB > {memory_mb} MB; " + detail
        outcome = Outcome(case, topic_bytes, result, exit_text, seconds, peak_mb, page_bytes, detail)
        log(f"{case}: {result} (exit {exit_text}) in {seconds:.2f} s, peak {peak_mb:.0f} MB")
        outcomes.append(outcome)
        remove(site)
        remove(root / "Content")

    report = render(outcomes, binary, timeout, memory_mb)
    print()
    print(report)
    # `make test` runs the debug build and sends its report under work/, so a test run
    # never rewrites the committed release figures.
    target = Path(os.environ.get("BOUNDS_REPORT", REPO / "Benchmarks" / "results" / "bounds-latest.md")).resolve()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(report)
    log(f"wrote {target.relative_to(REPO) if target.is_relative_to(REPO) else target}")
    if any(o.failed for o in outcomes):
        fail("a build crashed, timed out or went over the memory cap: " + ", ".join(o.case for o in outcomes if o.failed))


def render(outcomes: list[Outcome], binary: Path, timeout: float, memory_mb: int) -> str:
    commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    lines = [
        f"# Resource bounds, {datetime.datetime.now().strftime('%Y-%m-%d %H:%M')} on {socket.gethostname()}",
        "",
        f"- lifeline at commit {commit.stdout.strip() or 'unknown'}; each case = the real Content/ "
        f"({sum(1 for path in (REPO / 'Content').rglob('*.md') if path.name != 'README.md')} topic and translation files) "
        f"plus one pathological topic, built once into a fresh output folder",
        f"- limits: {timeout:.0f} s, peak resident set {memory_mb} MB (address space {memory_mb * 4} MB); "
        f"load average {os.getloadavg()[0]:.2f} at the end",
        "",
        "| case | topic MB | result | exit | seconds | peak MB | page KB | detail |",
        "|---|---:|---|---|---:|---:|---:|---|",
    ]
    for o in outcomes:
        page = f"{o.page_bytes / 1024:,.0f}" if o.page_bytes is not None else "-"
        detail = o.detail.replace("|", "\\|")
        lines.append(
            f"| {o.case} | {o.topic_bytes / 1e6:.1f} | {o.status} | {o.exit} | {o.seconds:.2f} | {o.peak_mb:.0f} "
            f"| {page} | {detail} |"
        )
    lines += ["", "A case passes when the build exits 0 (built) or 1 with an error (refused) within the limits."]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
