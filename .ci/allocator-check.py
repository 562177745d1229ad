#!/usr/bin/env python3
"""The release `lifeline` allocates through mimalloc (its linker setting in Package.swift): every reference to
the C allocator in the process, from the executable, the Swift runtime, Foundation, cmark-gfm,
libyaml or glibc itself, must bind to libmimalloc and none to glibc's.

The dynamic linker reports each binding it makes with LD_DEBUG=bindings. Binding is lazy, so the
check runs a real command (`lifeline check` of the repository's Content/), which allocates
through every library a build uses. It fails when mimalloc is not linked, or is linked after
glibc, since glibc's `malloc` would then win.

Usage: .ci/allocator-check.py path/to/release/lifeline
"""

import os
import re
import subprocess
import sys

ALLOCATOR = {"malloc", "free", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}
BINDING = re.compile(r"binding file (\S+) \[\d+\] to (\S+) \[\d+\]: normal symbol `([^']+)'")


def bindings(lifeline, arguments):
    env = dict(os.environ, LD_DEBUG="bindings")
    result = subprocess.run([lifeline] + arguments, env=env, capture_output=True, text=True, timeout=300)
    found = []
    for line in result.stderr.splitlines():
        match = BINDING.search(line)
        if match and match.group(3) in ALLOCATOR:
            found.append(match.groups())
    return result.returncode, found


def main():
    lifeline = sys.argv[1] if len(sys.argv) > 1 else ".build-release/release/lifeline"
    status, found = bindings(lifeline, ["check", "--content", "Content"])
    to_mimalloc = [b for b in found if "libmimalloc" in os.path.basename(b[1])]
    elsewhere = [b for b in found if "libmimalloc" not in os.path.basename(b[1])]
    failures = 0
    if status != 0:
        print(f"FAIL lifeline check --content Content exited {status}")
        failures += 1
    if not to_mimalloc:
        print("FAIL no allocator symbol bound to libmimalloc")
        failures += 1
    for user, provider, symbol in sorted(set(elsewhere)):
        print(f"FAIL {user} binds `{symbol}' to {provider}, not to libmimalloc")
        failures += 1
    users = sorted({os.path.basename(user) for user, _, _ in to_mimalloc})
    if not failures:
        print(f"ok   {len(to_mimalloc)} allocator bindings, all to libmimalloc, from: {', '.join(users)}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
