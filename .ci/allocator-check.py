#!/usr/bin/env python3
"""`lifeline` starts itself again with glibc's allocator tuned (Sources/lifeline/AllocatorTuning.swift),
and leaves a GLIBC_TUNABLES that was already set alone.

`lifeline review` starts `git`, found on PATH. A stand-in `git` first on PATH writes down the
GLIBC_TUNABLES its parent, the running lifeline, was started with (/proc/PPID/environ holds the
environment of the last execve, so a value only set with setenv would not show), then fails,
which ends the review. Without GLIBC_TUNABLES, lifeline must have started again with the tuned
value; with one set, even to nothing, it must have kept it. (glibc cuts that copy of the value
at its first colon as it reads the tunables, so only the first tunable shows there.)

Usage: .ci/allocator-check.py [path/to/lifeline]
"""

import os
import subprocess
import sys
import tempfile

STAND_IN = """#!/bin/sh
tr '\\0' '\\n' < /proc/$PPID/environ | sed -n 's/^GLIBC_TUNABLES=//p' > "$(dirname "$0")/seen"
grep -qz '^GLIBC_TUNABLES=' /proc/$PPID/environ || echo '(unset)' > "$(dirname "$0")/seen"
exit 1
"""


def seen_by_git(lifeline, preset):
    """The GLIBC_TUNABLES the lifeline that started `git` was itself started with."""
    with tempfile.TemporaryDirectory() as folder:
        git = os.path.join(folder, "git")
        with open(git, "w") as file:
            file.write(STAND_IN)
        os.chmod(git, 0o755)
        env = {k: v for k, v in os.environ.items() if k != "GLIBC_TUNABLES"}
        env["PATH"] = folder + os.pathsep + env.get("PATH", "")
        if preset is not None:
            env["GLIBC_TUNABLES"] = preset
        subprocess.run([lifeline, "review", "--base", "HEAD"], env=env, capture_output=True, timeout=60)
        try:
            with open(os.path.join(folder, "seen")) as file:
                return file.read().rstrip("\n")
        except FileNotFoundError:
            return None


def main():
    lifeline = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("LIFELINE", ".build/debug/lifeline")
    cases = [
        (None, lambda seen: seen is not None and "glibc.malloc.hugetlb=1" in seen),
        ("", lambda seen: seen == ""),
        ("glibc.malloc.check=0", lambda seen: seen == "glibc.malloc.check=0"),
    ]
    failures = 0
    for preset, expected in cases:
        seen = seen_by_git(lifeline, preset)
        ok = expected(seen)
        failures += not ok
        print(f"{'ok  ' if ok else 'FAIL'} GLIBC_TUNABLES given {preset!r}: lifeline ran with {seen!r}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
