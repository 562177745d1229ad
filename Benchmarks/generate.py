#!/usr/bin/env python3
"""Generates a synthetic Lifeline knowledge base of N topics, deterministically.

The same --topics, --seed and real content folder (--from) give byte-identical output.
Writes three views of the same Markdown bodies into OUT:

  OUT/Content/   a knowledge base in Lifeline's format (sections.yml, one folder per
                 section, every topic kind with its own front matter keys, and the real
                 scenarios/ folder copied verbatim) that `lifeline check` accepts with no
                 error;
  OUT/hugo/      a Hugo site with a minimal layout whose content/ holds the same bodies
                 (front matter reduced to a title);
  OUT/markdown/  the bodies alone, the input of the raw cmark-gfm floor.

Facts that the engine checks are never invented: the kind-specific front matter (a
callback's selector, owner, swift and platforms; a state's transitions; a nib lookup; the
window levels; a guide's scenarios) and the ```sequence``` claim blocks are harvested from
the real content folder, where `lifeline check` has verified them, and reused as written.
Everything else (ids, titles, prose, headings, tables, code, links) is generated.

Standard library only. Run `python3 Benchmarks/generate.py --help`.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import os
import random
import re
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

# Bump when the output format changes, so cached generations are rebuilt.
FORMAT_VERSION = 1

KINDS = [
    # (kind, weight); roughly the mix of the real content.
    ("callback", 30),
    ("concept", 24),
    ("delegate-method", 15),
    ("scenario-guide", 12),
    ("state", 8),
    ("nib-loading", 6),
    ("window", 5),
]

KIND_KEYS = {
    "state": ["name", "transitions"],
    "delegate-method": ["selector", "owner", "swift"],
    "callback": ["selector", "owner", "swift"],
    "scenario-guide": ["scenarios"],
    "nib-loading": ["controller", "lookup"],
    "window": ["levels"],
    "concept": [],
}

# A vocabulary for the prose. Plain English words about app life cycles; the sentences
# they make are nonsense, but their length, punctuation and inline markup look like prose.
WORDS = """
the a an of to in on at for with from by as and or but when while after before until once
each every some many few most other another this that these those its their our your
app application scene window view controller delegate system process thread queue runloop
event touch gesture layout frame bounds screen device user state transition callback method
message notification observer timer task snapshot launch foreground background suspended
inactive active running terminated memory warning cache disk file archive nib storyboard
outlet action segue container child parent navigation stack modal sheet popover alert
level key visible hidden alpha layer animation transaction display link update cycle
order sequence trace step platform version release behaviour change difference rule claim
moves returns calls sends receives posts schedules delivers loads unloads creates releases
restores saves resumes pauses stops starts begins ends finishes waits blocks marks keeps
early late first last next previous same different usual rare common subtle quiet brief
short long small large whole partial single double nested inner outer main shared private
public lazy eager cold warm fresh stale safe unsafe exact rough strict loose clear vague
again still already never always often sometimes usually rarely soon later then now here
there only also even just quite rather almost nearly fully partly mostly simply directly
""".split()

HEADING_WORDS = """
ordering timing launch background foreground restoration memory layout appearance loading
unloading windows scenes delegates notifications pitfalls examples history versions
containers presentation dismissal rotation interruptions termination suspension caching
threads testing migration debugging summary overview details exceptions edge cases
""".split()

TITLE_WORDS = """
launch resume scene window layout appearance memory restore snapshot container modal
sheet navigation child parent nib storyboard state delegate callback timer observer
queue render cache archive gesture touch lock unlock switcher interruption termination
""".split()

SECTION_WORDS = """
lifecycle states delegates scenes controllers views windows nibs guides concepts
presentation containers memory restoration rendering input timing migration testing
""".split()

SWIFT_SNIPPETS = [
    "override func {m}() {{\n    super.{m}()\n    {v}.{p} = {n}\n}}",
    "final class {C}: UIViewController {{\n    private var {v}: [String] = []\n\n    override func viewDidLoad() {{\n        super.viewDidLoad()\n        {v}.append(\"{w}\")\n    }}\n}}",
    "let {v} = NotificationCenter.default.addObserver(\n    forName: UIApplication.didEnterBackgroundNotification,\n    object: nil, queue: .main\n) {{ _ in\n    print(\"{w} {n}\")\n}}",
    "func {m}(_ {v}: Int) -> Int {{\n    guard {v} > {n} else {{ return 0 }}\n    return {v} * 2  // {w}\n}}",
]

OBJC_SNIPPETS = [
    "- (void){m} {{\n    [super {m}];\n    self.{v} = @{n};\n}}",
    "@interface {C} : UIViewController\n@property (nonatomic, strong) NSArray *{v};\n@end",
    "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {{\n    NSLog(@\"{w} %d\", {n});\n    return YES;\n}}",
]


@dataclass
class Profile:
    """Checked facts of one real topic, reused by generated topics of the same kind."""

    kind: str
    lines: list[str]  # front matter lines of the kind's own keys, verbatim
    platforms: str | None  # the raw `platforms:` line, verbatim, or None


@dataclass
class Harvest:
    profiles: dict[str, list[Profile]] = field(default_factory=dict)
    claims: list[str] = field(default_factory=list)  # whole ```sequence blocks
    diagrams: list[str] = field(default_factory=list)  # whole ```diagram blocks
    selectors: list[str] = field(default_factory=list)  # known callback selectors
    sources: list[str] = field(default_factory=list)  # `- ...` lines under sources:
    digest: str = ""


def split_topic(text: str) -> tuple[list[str], list[str]]:
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return [], lines
    for end in range(1, len(lines)):
        if lines[end].strip() == "---":
            return lines[1:end], lines[end + 1 :]
    return [], lines


def top_level_blocks(front: list[str]) -> dict[str, list[str]]:
    """Each top-level key with its lines (the key line plus indented continuation lines)."""
    blocks: dict[str, list[str]] = {}
    current: str | None = None
    for line in front:
        match = re.match(r"^([A-Za-z_][\w-]*):", line)
        if match:
            current = match.group(1)
            blocks[current] = [line]
        elif current is not None and (line.startswith((" ", "\t", "-")) or not line.strip()):
            blocks[current].append(line)
    for key in blocks:
        while blocks[key] and not blocks[key][-1].strip():
            blocks[key].pop()
    return blocks


def fenced_blocks(body: list[str]) -> list[tuple[str, list[str]]]:
    """Top-level fenced code blocks at column 0: (info string, whole block lines)."""
    found = []
    i = 0
    while i < len(body):
        match = re.match(r"^(`{3,}|~{3,})(.*)$", body[i])
        if not match:
            i += 1
            continue
        fence, info = match.group(1), match.group(2).strip()
        j = i + 1
        while j < len(body) and not (
            body[j].startswith(fence[0] * len(fence)) and body[j].strip(fence[0]) == "" and body[j].strip()
        ):
            j += 1
        found.append((info, body[i : j + 1]))
        i = j + 1
    return found


def harvest(content: Path) -> Harvest:
    result = Harvest()
    digest = hashlib.sha256()
    files = sorted(p for p in content.rglob("*.md") if p.name != "README.md" and "scenarios" not in p.parts[-2:-1])
    for path in files:
        text = path.read_text(encoding="utf-8").replace("\r\n", "\n")
        digest.update(path.relative_to(content).as_posix().encode() + b"\0" + text.encode() + b"\0")
        front, body = split_topic(text)
        blocks = top_level_blocks(front)
        kind_line = blocks.get("kind", ["kind: "])[0]
        kind = kind_line.split(":", 1)[1].strip().strip("\"'")
        if kind in KIND_KEYS:
            lines = [line for key in KIND_KEYS[kind] for line in blocks.get(key, [])]
            platforms = blocks.get("platforms", [None])[0]
            result.profiles.setdefault(kind, []).append(Profile(kind, lines, platforms))
        if kind in ("callback", "delegate-method") and "selector" in blocks:
            selector = blocks["selector"][0].split(":", 1)[1].strip().strip("\"'")
            result.selectors.append(selector)
        for line in blocks.get("sources", [])[1:]:
            if line.strip().startswith("- "):
                result.sources.append("  " + line.strip())
        for info, block in fenced_blocks(body):
            words = info.split()
            if words and words[0] == "sequence" and len(block) > 2 and block[-1].startswith("`"):
                result.claims.append("\n".join(block))
            elif words and words[0] == "diagram" and block[-1].startswith("`"):
                result.diagrams.append("\n".join(block))
    for scenario in sorted((content / "scenarios").glob("*.yml")):
        digest.update(scenario.name.encode() + b"\0" + scenario.read_bytes() + b"\0")
    result.selectors = sorted(set(result.selectors))
    result.sources = sorted(set(result.sources))
    result.digest = digest.hexdigest()
    missing = [kind for kind, _ in KINDS if kind != "concept" and not result.profiles.get(kind)]
    if missing:
        raise SystemExit(f"generate: the real content has no topic of kind {', '.join(missing)}")
    if not result.claims:
        raise SystemExit("generate: the real content has no ```sequence``` claim to reuse")
    return result


def slug(text: str) -> str:
    """The anchor Lifeline gives a heading (HeadingAnchors.slug) for the ASCII text made here."""
    return re.sub(r"[^a-z0-9_]+", "-", text.lower()).strip("-") or "section"


@dataclass
class Plan:
    index: int
    id: str
    title: str
    kind: str
    section: str
    headings: list[str]


def weighted_kind(rng: random.Random) -> str:
    total = sum(weight for _, weight in KINDS)
    pick = rng.randrange(total)
    for kind, weight in KINDS:
        if pick < weight:
            return kind
        pick -= weight
    return KINDS[-1][0]


def make_sections(count: int) -> list[tuple[str, str]]:
    sections = []
    for i in range(count):
        word = SECTION_WORDS[i % len(SECTION_WORDS)]
        sections.append((f"{word}-{i + 1:03d}", f"{word.capitalize()} {i + 1}"))
    return sections


def plan_topics(n: int, seed: int, sections: list[tuple[str, str]]) -> list[Plan]:
    plans = []
    for i in range(n):
        rng = random.Random(f"plan:{seed}:{i}")
        first, second = rng.choice(TITLE_WORDS), rng.choice(TITLE_WORDS)
        topic_id = f"{first}-{second}-{i:05d}"
        title = f"{first.capitalize()} and {second}: note {i}"
        heading_count = rng.randint(3, 8)
        headings: list[str] = []
        while len(headings) < heading_count:
            words = [rng.choice(HEADING_WORDS) for _ in range(rng.randint(1, 4))]
            heading = " ".join(words).capitalize()
            if slug(heading) not in {slug(h) for h in headings}:
                headings.append(heading)
        section = sections[i % len(sections)][0]
        plans.append(Plan(i, topic_id, title, weighted_kind(rng), section, headings))
    return plans


class Prose:
    """Generated text for one topic, with the topic's links and inline markup."""

    def __init__(self, rng: random.Random, plan: Plan, plans: list[Plan], harvest: Harvest):
        self.rng = rng
        self.plan = plan
        self.plans = plans
        self.harvest = harvest
        self.words = 0
        self.links = 0

    def link(self) -> str:
        rng = self.rng
        target = self.plans[rng.randrange(len(self.plans))]
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3)))
        self.links += 1
        form = rng.randrange(4)
        if form == 0:
            return f"[{text}]({target.id}.md)"
        if form == 1:
            return f"[{text}](../{target.section}/{target.id}.md)"
        anchor = slug(rng.choice(target.headings))
        if form == 2:
            return f"[{text}]({target.id}.md#{anchor})"
        return f"[{text}](../{target.section}/{target.id}.md#{anchor})"

    def inline(self) -> str:
        rng = self.rng
        roll = rng.randrange(100)
        word = rng.choice(WORDS)
        if roll < 20:
            return f"*{word}*"
        if roll < 30:
            return f"**{word} {rng.choice(WORDS)}**"
        if roll < 38:
            return f"~~{word}~~"
        if roll < 63:
            return f"`{rng.choice(self.harvest.selectors)}`"
        if roll < 73:
            return f"https://example.org/{word}/{rng.randrange(10000)}"
        if roll < 75:
            return f"www.example.com/{word}"
        return self.link()

    def sentence(self) -> str:
        rng = self.rng
        count = rng.randint(6, 22)
        self.words += count
        parts = [rng.choice(WORDS) for _ in range(count)]
        for _ in range(rng.choice((0, 0, 0, 1, 1, 2))):
            parts.insert(rng.randrange(1, len(parts) + 1), self.inline())
        parts[0] = parts[0].capitalize()
        if count > 12 and rng.random() < 0.5:
            parts[count // 2] += ","
        return " ".join(parts) + ("?" if rng.random() < 0.08 else ".")

    def paragraph(self) -> str:
        sentences = [self.sentence() for _ in range(self.rng.randint(2, 7))]
        # Wrap near 100 columns, as the real topics do.
        lines, current = [], ""
        for word in " ".join(sentences).split(" "):
            if current and len(current) + 1 + len(word) > 100:
                lines.append(current)
                current = word
            else:
                current = f"{current} {word}" if current else word
        lines.append(current)
        return "\n".join(lines)

    def table(self) -> str:
        rng = self.rng
        columns = rng.randint(2, 4)
        rows = rng.randint(2, 8)
        header = [rng.choice(HEADING_WORDS).capitalize() for _ in range(columns)]
        out = ["| " + " | ".join(header) + " |", "|" + "---|" * columns]
        for _ in range(rows):
            cells = []
            for c in range(columns):
                if c == 0 and rng.random() < 0.5:
                    cells.append(f"`{rng.choice(self.harvest.selectors)}`")
                elif rng.random() < 0.2:
                    cells.append(self.link())
                else:
                    cells.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 5))))
                    self.words += 1
            out.append("| " + " | ".join(cells) + " |")
        return "\n".join(out)

    def code(self) -> str:
        rng = self.rng
        language = rng.choice(("swift", "swift", "objc"))
        template = rng.choice(SWIFT_SNIPPETS if language == "swift" else OBJC_SNIPPETS)
        filled = template.format(
            m=rng.choice(("viewDidLoad", "viewWillAppear", "layoutSubviews", "prepareState", "restoreCache")),
            v=rng.choice(("items", "observer", "count", "pending", "token")),
            p=rng.choice(("isHidden", "alpha", "tag")),
            n=rng.randrange(1000),
            C=f"Sample{rng.randrange(1000)}Controller",
            w=rng.choice(WORDS),
        )
        return f"```{language}\n{filled}\n```"

    def listing(self) -> str:
        rng = self.rng
        ordered = rng.random() < 0.4
        items = []
        for k in range(rng.randint(2, 6)):
            marker = f"{k + 1}." if ordered else "-"
            items.append(f"{marker} {self.sentence()}")
        return "\n".join(items)


def front_matter(plan: Plan, rng: random.Random, plans: list[Plan], harvest: Harvest) -> str:
    profile = rng.choice(harvest.profiles[plan.kind]) if plan.kind != "concept" else None
    summary_words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 24)))
    related = sorted({plans[rng.randrange(len(plans))].id for _ in range(rng.randint(1, 6))} - {plan.id})
    sources = sorted({rng.choice(harvest.sources) for _ in range(rng.randint(1, 5))}) if harvest.sources else []
    lines = [
        "---",
        f"id: {plan.id}",
        f'title: "{plan.title}"',
        f"kind: {plan.kind}",
        f"section: {plan.section}",
        f"order: {plan.index}",
    ]
    if profile and profile.platforms:
        lines.append(profile.platforms)
    elif plan.kind == "concept" and rng.random() < 0.7:
        lines.append(rng.choice(("platforms: ios4+", "platforms: ios13+", "platforms: ios6-ios12")))
    lines.append(f'summary: "{summary_words.capitalize()}."')
    if related:
        lines.append(f"related: [{', '.join(related)}]")
    if sources:
        lines.append("sources:")
        lines.extend(sources)
    if profile:
        lines.extend(profile.lines)
    lines.append("---")
    return "\n".join(lines)


def body(plan: Plan, rng: random.Random, plans: list[Plan], harvest: Harvest) -> tuple[str, int, int]:
    prose = Prose(rng, plan, plans, harvest)
    # Sizes vary from a few hundred words to about 1,500 (median about 550).
    target = int(min(1500, max(250, rng.lognormvariate(math.log(550), 0.45))))
    blocks = [prose.paragraph()]
    claims = rng.sample(harvest.claims, k=min(len(harvest.claims), rng.randint(1, 3)))
    heading_index = 0
    while prose.words < target or heading_index < len(plan.headings) or claims:
        if heading_index < len(plan.headings) and (prose.words >= target * heading_index / len(plan.headings)):
            blocks.append(f"## {plan.headings[heading_index]}")
            heading_index += 1
            blocks.append(prose.paragraph())
            continue
        roll = rng.randrange(100)
        if claims and roll < 12:
            blocks.append(claims.pop())
        elif roll < 20:
            blocks.append(prose.table())
        elif roll < 28:
            blocks.append(prose.code())
        elif roll < 36:
            blocks.append(prose.listing())
        elif roll < 37 and harvest.diagrams:
            blocks.append(rng.choice(harvest.diagrams))
        elif roll < 40:
            blocks.append(f"### {rng.choice(HEADING_WORDS).capitalize()} {rng.choice(WORDS)} {rng.randrange(100)}")
        elif roll < 45:
            blocks.append("> " + prose.sentence())
        else:
            blocks.append(prose.paragraph())
        if prose.words >= target and heading_index >= len(plan.headings):
            blocks.extend(claims)
            claims = []
    return "\n\n".join(blocks) + "\n", prose.words, prose.links


def stamp(args: argparse.Namespace, harvest: Harvest) -> str:
    script = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()
    return f"format={FORMAT_VERSION} topics={args.topics} seed={args.seed} script={script} content={harvest.digest}\n"


HUGO_CONFIG = """baseURL = 'http://example.org/'
languageCode = 'en-us'
title = 'Lifeline benchmark'
"""

HUGO_BASEOF = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body>
{{ block "main" . }}{{ end }}
</body>
</html>
"""

HUGO_SINGLE = """{{ define "main" }}
<h1>{{ .Title }}</h1>
{{ .Content }}
{{ end }}
"""

HUGO_LIST = """{{ define "main" }}
<h1>{{ .Title }}</h1>
{{ .Content }}
<ul>
{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
{{ end }}</ul>
{{ end }}
"""


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


def generate(args: argparse.Namespace) -> None:
    source = Path(args.source)
    if not (source / "scenarios").is_dir():
        raise SystemExit(f"generate: {source} has no scenarios/ folder; pass the real content with --from")
    harvested = harvest(source)
    out = Path(args.out)
    expected = stamp(args, harvested)
    stamp_path = out / "generator.stamp"
    if not args.force and stamp_path.is_file() and stamp_path.read_text() == expected:
        print(f"generate: {out} is up to date ({args.topics} topics, seed {args.seed})")
        return
    if out.exists():
        if args.discard_into:
            # Renamed, not deleted: see `Discard` in bench.py.
            discarded = Path(args.discard_into)
            discarded.mkdir(parents=True, exist_ok=True)
            out.rename(discarded / f"{out.name}-{os.getpid()}-{len(list(discarded.iterdir()))}")
        else:
            shutil.rmtree(out)
    content, hugo, markdown = out / "Content", out / "hugo", out / "markdown"

    section_count = max(2, round(math.sqrt(args.topics)))
    sections = make_sections(section_count)
    plans = plan_topics(args.topics, args.seed, sections)

    lines = ["# Navigation order of the generated sections."]
    for section_id, title in sections:
        lines += [f"- id: {section_id}", f"  title: {title}", f'  summary: "Generated topics of {title.lower()}."']
    write(content / "sections.yml", "\n".join(lines) + "\n")
    shutil.copytree(source / "scenarios", content / "scenarios")

    write(hugo / "hugo.toml", HUGO_CONFIG)
    write(hugo / "layouts" / "_default" / "baseof.html", HUGO_BASEOF)
    write(hugo / "layouts" / "_default" / "single.html", HUGO_SINGLE)
    write(hugo / "layouts" / "_default" / "list.html", HUGO_LIST)

    total_words = total_links = total_bytes = 0
    kinds: dict[str, int] = {}
    for plan in plans:
        rng = random.Random(f"topic:{args.seed}:{plan.index}")
        matter = front_matter(plan, rng, plans, harvested)
        text, words, links = body(plan, rng, plans, harvested)
        relative = Path(plan.section) / f"{plan.id}.md"
        write(content / relative, matter + "\n\n" + text)
        write(hugo / "content" / relative, f'---\ntitle: "{plan.title}"\n---\n\n' + text)
        write(markdown / relative, text)
        total_words += words
        total_links += links
        total_bytes += len(text.encode())
        kinds[plan.kind] = kinds.get(plan.kind, 0) + 1
    write(stamp_path, expected)
    summary = ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items()))
    print(
        f"generate: {args.topics} topics in {section_count} sections into {out} "
        f"({total_bytes / 1e6:.1f} MB of Markdown, {total_words} words, {total_links} internal links; {summary})"
    )


def main() -> None:
    repo = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--topics", type=int, default=1000, help="number of topics (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--from", dest="source", default=str(repo / "Content"), help="the real content folder")
    parser.add_argument("--out", required=True, help="output folder (replaced)")
    parser.add_argument("--force", action="store_true", help="regenerate even when the stamp matches")
    parser.add_argument(
        "--discard-into", help="move an out-of-date output folder into this folder instead of deleting it"
    )
    args = parser.parse_args()
    if args.topics < 1:
        parser.error("--topics must be at least 1")
    generate(args)


if __name__ == "__main__":
    sys.exit(main())
