#!/usr/bin/env python3
"""Does the engine's work grow linearly with a scenario's size? Counted, not timed.

Issue 28 (B.9) found the simulation quadratic in the depth of a navigation stack: every
push scanned the stack, every view load every declared object. A timed test would pass or
fail with the machine's load, so this one counts instructions with Valgrind's callgrind,
which gives the same count on any machine for the same binary and input.

For each shape (a deep navigation stack, a chain of modal presentations, a deep view
hierarchy, many children of one container) it simulates the shape at two sizes within the
scenario limits (200 steps, 100 controllers, 100 views) and at size 0, and works out the
instructions each added object costs at each size: (count(n) - count(0)) / n. Linear work
costs the same per object at both sizes; work that scans what is already there costs more
per object at the larger size. The check fails when the larger size costs more than
`ALLOWED_GROWTH` times as much per object.

Usage: engine-scaling.py <release lifeline binary>. Installs Valgrind when it is missing.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SMALL, LARGE = 24, 96
# The larger size's cost per object against the smaller's. The engine now gives 1.000 to
# 1.024; 25dc53a, before the engine was made linear (4b5eab0), gave 1.084 to 1.111, and the
# view hierarchy gave 1.094 until a subtree stopped being copied once per level.
ALLOWED_GROWTH = 1.05


def names(prefix: str, count: int) -> list[str]:
    return [f"{prefix}{index:03d}" for index in range(count)]


def scenario(identifier: str, root: str, controllers: list[str], views: list[str], steps: list[str]) -> str:
    lines = [
        f"id: {identifier}",
        "title: A scenario made to count the engine's work",
        "platform: ios17",
        "app:",
        "  lifecycle: appDelegate",
        "  window: storyboard",
        f"  root: {root}",
        "controllers:",
    ]
    lines += [f"  {name}: {{ created: storyboard }}" for name in controllers]
    if views:
        lines += ["views:"] + [f"  {name}: {{ created: frame }}" for name in views]
    lines += ["steps:", "  - launch"] + [f"  - {step}" for step in steps]
    return "\n".join(lines) + "\n"


def navigation(n: int) -> str:
    controllers = names("C", n + 1)
    steps = [f"push: {name}" for name in controllers[1:]] + ["pop"] * n
    return scenario("deep-navigation", f"{{ navigation: [{controllers[0]}] }}", controllers, [], steps)


def presentations(n: int) -> str:
    controllers = names("C", n + 1)
    steps = [f"present: {{ controller: {name}, style: fullScreen }}" for name in controllers[1:]] + ["dismiss"] * n
    return scenario("modal-chain", f"{{ controller: {controllers[0]} }}", controllers, [], steps)


def views(n: int) -> str:
    chain = names("V", n)
    steps = [f"addSubview: {{ view: {chain[0]}, to: Home }}"] if chain else []
    steps += [f"addSubview: {{ view: {view}, to: {parent} }}" for parent, view in zip(chain, chain[1:])]
    steps += ["runLoop"] + ([f"removeFromSuperview: {chain[0]}", "runLoop"] if chain else [])
    return scenario("deep-views", "{ controller: Home }", ["Home"], chain, steps)


def children(n: int) -> str:
    kids = names("K", n)
    steps = [f"addChild: {{ parent: Home, child: {kid} }}" for kid in kids] + [f"removeChild: {kid}" for kid in kids]
    return scenario("many-children", "{ controller: Home }", ["Home"] + kids, [], steps)


SHAPES = {
    "navigation stack": navigation,
    "modal presentations": presentations,
    "view hierarchy": views,
    "container children": children,
}


def ensure_valgrind() -> None:
    if shutil.which("valgrind"):
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    print("engine-scaling: installing valgrind", flush=True)
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True, env=environment)
    subprocess.run(
        sudo + ["apt-get", "install", "-y", "-qq", "--no-install-recommends", "valgrind"],
        check=True, env=environment, stdout=subprocess.DEVNULL,
    )


def instructions(binary: Path, scenario_file: Path) -> int:
    """The instructions `lifeline trace` runs for the file, as callgrind counts them."""
    # Swift seeds its hashing at random per process; fixed, the count is the same each run.
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", str(binary), "trace", str(scenario_file)],
        capture_output=True, text=True, env=environment, timeout=600,
    )
    if run.returncode != 0:
        sys.exit(f"engine-scaling: lifeline trace {scenario_file.name} failed ({run.returncode}):\n{run.stderr[-2000:]}")
    found = re.search(r"Collected : (\d+)", run.stderr)
    if not found:
        sys.exit(f"engine-scaling: callgrind printed no count for {scenario_file.name}:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def main() -> int:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    ensure_valgrind()
    failures = 0
    with tempfile.TemporaryDirectory(prefix="engine-scaling-") as folder:
        work = Path(folder)
        # Valgrind 3.19 cannot read the DWARF that Swift 6.3 writes ("possibly corrupted
        # debuginfo"), and stops; a stripped copy has none to read.
        binary = work / "lifeline"
        shutil.copy(sys.argv[1], binary)
        subprocess.run(["strip", str(binary)], check=True)
        print(f"{'shape':<22}{'per object at ' + str(SMALL):>18}{'at ' + str(LARGE):>14}{'growth':>9}")
        for shape, make in SHAPES.items():
            counts = {}
            for size in (0, SMALL, LARGE):
                path = work / f"{shape.replace(' ', '-')}-{size}.yml"
                path.write_text(make(size))
                counts[size] = instructions(binary, path)
            small = (counts[SMALL] - counts[0]) / SMALL
            large = (counts[LARGE] - counts[0]) / LARGE
            growth = large / small
            verdict = "ok" if growth <= ALLOWED_GROWTH else f"FAIL (more than {ALLOWED_GROWTH})"
            print(f"{shape:<22}{small:>18,.0f}{large:>14,.0f}{growth:>9.3f}  {verdict}", flush=True)
            failures += growth > ALLOWED_GROWTH
    sys.stdout.flush()
    if failures:
        print(f"engine-scaling: {failures} shape(s) grow faster than linearly", file=sys.stderr)
        return 1
    print("engine-scaling: every shape linear")
    return 0


if __name__ == "__main__":
    sys.exit(main())
