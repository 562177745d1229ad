#!/usr/bin/env python3
"""Writes the committed seed corpus Fuzz/Corpus/<target>/ from the project's own content.

Run from anywhere: python3 Fuzz/make-corpus.py. It replaces the seeds
it makes (named seed-*) and leaves every other file, such as crash-* inputs kept as
regressions, alone. Seeds are chosen to be varied and small: a few real files of each kind,
and hand-made hostile inputs (empty, byte-order mark, CRLF and lone CR line ends, NUL,
invalid UTF-8, deep nesting, long lines).
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CONTENT = os.path.join(ROOT, "Content")

TOPICS = [
    "view-controllers/view-did-load.md",               # callback
    "concepts/common-misconceptions.md",               # concept, many claims, tables
    "app-states/app-state-machine.md",                 # concept without claims
    "app-delegate/application-did-become-active.md",   # delegate-method
    "nib-loading/nib-name-lookup.md",                  # nib-loading
    "scenario-guides/guide-push-and-pop.md",           # scenario-guide
    "app-states/active.md",                            # state
    "windows/window-levels.md",                        # window
    "views/set-needs-layout-and-layout-if-needed.md",  # diagram and code blocks
]

SCENARIOS = [
    "launch.yml", "launch-scenes.yml", "app-launch-ios5.yml", "push-pop.yml", "present-dismiss.yml",
    "tab-switch.yml", "child-add-remove.yml", "memory-warning-release-view.yml",
    "layout-run-loop-coalescing.yml", "view-hierarchy-push-pop.yml", "vc-nib-lookup.yml",
    "nav-interactive-pop-cancelled.yml", "modal-sheet-dismiss-cancelled.yml", "app-background-task-kill.yml",
    "scene-switcher-kill.yml", "vc-creation-paths.yml",
]

DEEP = 2000

SRC = os.path.join(ROOT, "Sources")
WORD = rb'"([A-Za-z][A-Za-z0-9_.:+-]{1,40})"'
# Values the scenario reader takes from enums' raw values, which no string literal names.
SCENARIO_VALUES = [
    "appDelegate", "scenes", "storyboard", "code", "init", "initWithNibName", "override", "default", "keep",
    "releaseView", "frame", "fullScreen", "pageSheet", "formSheet", "true", "false", "ios4", "ios9", "ios12",
    "ios13", "ios17.4", "ios18", "scenario", "expect", "from", "compare", "callbacks", "observed", "derived",
]
YAML = ["---", "...", "- ", ": ", "[", "]", "{", "}", "&a ", "*a", "!!str ", "|", ">-", "# ", "'", '"', "? ", "\t"]
MARKDOWN = [
    "```sequence ", "```diagram ", "```swift", "```", "~~~", "# ", "## ", "[x](y)", "[x](#y)", "![i](p.png)",
    "| a | b |", "|---|", "> ", "* ", "1. ", "- [ ] ", "<div>", "&amp;", "`code`", "**", "~~", "\\", "[^1]",
]


def harvest(*folders):
    words = set()
    for folder in folders:
        for dirpath, _, names in os.walk(os.path.join(SRC, folder)):
            for name in names:
                if name.endswith(".swift"):
                    words.update(w.decode() for w in re.findall(WORD, read(os.path.join(dirpath, name))))
    return words


def write_dictionary(target, words):
    folder = os.path.join(HERE, "Dictionaries")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, target + ".dict"), "w") as f:
        f.write("# Made by Fuzz/make-corpus.py: keys, values and syntax the parsers compare against.\n")
        for word in sorted(words):
            escaped = "".join(
                "\\" + c if c in '"\\' else c if " " <= c <= "~" else f"\\x{ord(c):02X}" for c in word)
            f.write('"' + escaped + '"\n')


def read(path):
    with open(path, "rb") as f:
        return f.read()


def front_matter(text):
    lines = text.split(b"\n")
    close = next(i for i in range(1, len(lines)) if lines[i].rstrip() in (b"---", b"..."))
    return b"\n".join(lines[1:close]) + b"\n"


def hostile(sample):
    """Variants of one real file, and inputs made to stress any parser."""
    return {
        "empty": b"",
        "bom-only": b"\xef\xbb\xbf",
        "bom": b"\xef\xbb\xbf" + sample,
        "crlf": sample.replace(b"\n", b"\r\n"),
        "lone-cr": sample.replace(b"\n", b"\r"),
        "nul": sample[: len(sample) // 2] + b"\x00" + sample[len(sample) // 2 :],
        "invalid-utf8": sample[:40] + b"\xc3\x28\xff" + sample[40:],
        "tabs": sample.replace(b"  ", b"\t"),
        "long-line": b"x" * 5000 + b"\n",
    }


def write(target, name, data, made):
    folder = os.path.join(HERE, "Corpus", target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "seed-" + name), "wb") as f:
        f.write(data)
    made.setdefault(target, set()).add("seed-" + name)


def main():
    argparse.ArgumentParser().parse_args()
    made = {}

    # Whole topic files.
    topics = {p: read(os.path.join(CONTENT, p)) for p in TOPICS}
    for path, data in topics.items():
        write("FuzzTopicParser", os.path.basename(path), data, made)
    sample = topics["view-controllers/view-did-load.md"]
    for name, data in hostile(sample).items():
        write("FuzzTopicParser", name + ".md", data, made)
    head = b"---\nid: t\ntitle: T\nkind: concept\nsection: s\n---\n"
    write("FuzzTopicParser", "deep-quotes.md", head + b"> " * DEEP + b"x\n", made)
    write("FuzzTopicParser", "deep-lists.md", head + b"".join(b"  " * i + b"- x\n" for i in range(60)), made)
    write("FuzzTopicParser", "deep-brackets.md", head + b"[" * DEEP + b"x" + b"]" * DEEP + b"\n", made)
    write("FuzzTopicParser", "deep-emphasis.md", head + b"*_" * DEEP + b"x\n", made)
    write("FuzzTopicParser", "table.md", head + b"| a | b |\n|---|---|\n" + b"| `x` | [l](y) |\n" * 50, made)
    write("FuzzTopicParser", "unclosed.md", b"---\nid: t\n", made)
    write("FuzzTopicParser", "no-front-matter.md", b"# Title\n\ntext\n", made)

    # Front matter alone, and sections.yml.
    for path, data in topics.items():
        write("FuzzFrontMatter", os.path.basename(path).replace(".md", ".yml"), front_matter(data), made)
    write("FuzzFrontMatter", "sections.yml", read(os.path.join(CONTENT, "sections.yml")), made)
    for name, data in hostile(front_matter(sample)).items():
        write("FuzzFrontMatter", name + ".yml", data, made)
    write("FuzzFrontMatter", "deep-flow.yml", b"related: " + b"[" * DEEP + b"]" * DEEP + b"\n", made)
    write("FuzzFrontMatter", "deep-block.yml", b"".join(b"  " * i + b"k:\n" for i in range(100)), made)
    write("FuzzFrontMatter", "aliases.yml",
          b"a: &a [x, x, x, x]\nb: &b [*a, *a, *a, *a]\nc: &c [*b, *b, *b, *b]\nrelated: [*c, *c, *c, *c]\n", made)
    write("FuzzFrontMatter", "tags.yml", b"id: !!binary aGVsbG8=\norder: !!float .inf\ntitle: !custom x\n", made)

    # Scenario files, observations (which hold a scenario), hostile variants.
    scenarios = {n: read(os.path.join(CONTENT, "scenarios", n)) for n in SCENARIOS}
    for name, data in scenarios.items():
        write("FuzzScenarioReader", name, data, made)
    observations = os.path.join(CONTENT, "observations")
    for dirpath, _, names in sorted(os.walk(observations)):
        for name in sorted(names):
            if name.endswith(".yml") and "seed" in name:
                write("FuzzScenarioReader", "observation-" + name, read(os.path.join(dirpath, name)), made)
    for name, data in hostile(scenarios["push-pop.yml"]).items():
        write("FuzzScenarioReader", name + ".yml", data, made)
    write("FuzzScenarioReader", "deep-flow.yml", b"steps: " + b"[" * DEEP + b"]" * DEEP + b"\n", made)
    write("FuzzScenarioReader", "many-steps.yml",
          scenarios["push-pop.yml"].split(b"steps:")[0] + b"steps: [launch" + b", {push: B}, pop" * 300 + b"]\n", made)

    # Sequence blocks: the info string after `sequence`, then the lines.
    blocks = []
    for dirpath, _, names in sorted(os.walk(CONTENT)):
        for name in sorted(names):
            if name.endswith(".md"):
                text = read(os.path.join(dirpath, name))
                blocks += re.findall(rb"^```sequence([^\n]*)\n(.*?)^```", text, re.M | re.S)
    seen = set()
    for info, body in blocks:
        options = tuple(sorted(w.split(b"=")[0] for w in info.split()[1:]))
        key = (info.split()[0] if info.split() else b"", options)
        if key in seen or len(seen) >= 40:
            continue
        seen.add(key)
        write("FuzzSequenceClaim", f"block-{len(seen):02d}.txt", info + b"\n" + body, made)
    write("FuzzSequenceClaim", "fill.txt", b" push-pop\n", made)
    write("FuzzSequenceClaim", "empty.txt", b"", made)
    write("FuzzSequenceClaim", "all-platforms.txt", b" push-pop steps=1-3 platforms=ios4+\nA viewDidLoad\n", made)
    write("FuzzSequenceClaim", "minor-platform.txt", b" push-pop platforms=ios17.4-ios18.2\nA viewDidLoad\n", made)
    write("FuzzSequenceClaim", "big-steps.txt", b" push-pop steps=1-99999999999999999999\nA viewDidLoad\n", made)
    write("FuzzSequenceClaim", "crlf.txt", b" push-pop steps=2\r\nA viewWillDisappear:\r\nB viewWillAppear:\r\n", made)

    content_words = harvest("LifelineContent") | set(YAML)
    kinds = ["concept", "callback", "delegate-method", "state", "window", "nib-loading", "scenario-guide"]
    write_dictionary("FuzzFrontMatter", content_words | set(kinds))
    write_dictionary("FuzzTopicParser", content_words | set(kinds) | set(MARKDOWN))
    scenario_ids = [n[:-4] for n in os.listdir(os.path.join(CONTENT, "scenarios")) if n.endswith(".yml")]
    selectors = harvest("LifelineEngine/Registry")
    write_dictionary("FuzzScenarioReader", harvest("LifelineScenarios/Parsing") | set(SCENARIO_VALUES) | set(YAML))
    write_dictionary("FuzzSequenceClaim", set(scenario_ids) | selectors | {
        "steps=", "platforms=", "ios4+", "ios13+", "ios17.4-ios18", "-", "# ", "AppDelegate", "SceneDelegate"})

    for target, names in sorted(made.items()):
        folder = os.path.join(HERE, "Corpus", target)
        for stale in set(os.listdir(folder)) - names:
            if stale.startswith("seed-"):
                os.remove(os.path.join(folder, stale))
        size = sum(os.path.getsize(os.path.join(folder, n)) for n in os.listdir(folder))
        print(f"{target}: {len(os.listdir(folder))} files, {size // 1024} KB")


if __name__ == "__main__":
    main()
