#!/usr/bin/env python3
"""Every claim table that shows part of a trace says so (issue 29, point 3).

For each <figure class="sequence"> of the built site, the scenario's trace page (the first
link under traces/ in its caption) is read, and its calls at the steps the caption names
("step 2", "steps 2–3", else every step) are counted. Where the figure shows the same
platform's trace ("Callbacks of X on iOS 17" against "Every callback of X on iOS 17") and
its table has fewer rows, the caption must hold a <p class="excerpt"> that says
"N of M calls" with those numbers and links to that trace page. The Chinese pages say the
same in Chinese ("第 2–3 步", "M 次调用中的 N 次", "省略了").

Reads only the site's own files, with the standard library. Prints one line when all is
well, one line a problem otherwise; exits 1 on any problem.

Usage: excerpt_check.py SITE-FOLDER
"""

import html
import os
import re
import sys

FIGURE = re.compile(r'<figure class="sequence">(.*?)</figure>', re.S)
CAPTION = re.compile(r"<figcaption>(.*?)</figcaption>", re.S)
TABLE_CAPTION = re.compile(r"<table class=\"sequence-table\">\s*<caption>(.*?)</caption>", re.S)
ROW = re.compile(r"<tr><td>\d+</td><td>(\d+) ")
TRACE_LINK = re.compile(r'<a href="([^"]*traces/[^"#]+\.html)"')
STEPS = re.compile(r"</a>(?:, steps? |，第 )(\d+)(?:–(\d+))?")
EXCERPT = re.compile(r'<p class="excerpt">(.*?)</p>', re.S)
PLATFORM = re.compile(r"(?: on (iOS [0-9.]+)$|（(iOS [0-9.]+)）的回调$)")


def text(markup):
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def platform(caption):
    found = PLATFORM.search(text(caption).strip())
    return (found.group(1) or found.group(2)) if found else None


def check_page(site, relative, cache):
    problems = []
    path = os.path.join(site, relative)
    with open(path, encoding="utf-8") as handle:
        page = handle.read()
    for number, figure in enumerate(FIGURE.findall(page), start=1):
        where = f"{relative}, claim box {number}"
        caption = CAPTION.search(figure)
        link = TRACE_LINK.search(caption.group(1)) if caption else None
        table = TABLE_CAPTION.search(figure)
        if not caption or not link or not table:
            continue
        trace = os.path.normpath(os.path.join(os.path.dirname(path), html.unescape(link.group(1))))
        if trace not in cache:
            try:
                with open(trace, encoding="utf-8") as handle:
                    trace_page = handle.read()
            except OSError:
                cache[trace] = None
            else:
                trace_table = TABLE_CAPTION.search(trace_page)
                cache[trace] = (
                    platform(trace_table.group(1)) if trace_table else None,
                    [int(step) for step in ROW.findall(trace_page)],
                )
        if cache[trace] is None:
            problems.append(f"{where}: its trace page {link.group(1)} cannot be read")
            continue
        trace_platform, trace_steps = cache[trace]
        steps = STEPS.search(caption.group(1))
        if steps:
            first = int(steps.group(1))
            last = int(steps.group(2) or first)
            total = sum(1 for step in trace_steps if first <= step <= last)
        else:
            total = len(trace_steps)
        shown = len(ROW.findall(figure))
        label = EXCERPT.search(caption.group(1))
        if platform(table.group(1)) != trace_platform or shown >= total:
            continue
        if not label:
            problems.append(f"{where}: shows {shown} of the {total} calls of {link.group(1)} and does not say so")
            continue
        said = text(label.group(1))
        if f"{shown} of {total} call" not in said and f"{total} 次调用中的 {shown} 次" not in said:
            problems.append(f"{where}: shows {shown} of {total} calls but its label says {said!r}")
        if link.group(1) not in label.group(1):
            problems.append(f"{where}: its excerpt label does not link to {link.group(1)}")
        if "left out:" not in said and "省略了" not in said:
            problems.append(f"{where}: its excerpt label does not say what it left out")
    return problems


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print("usage: excerpt_check.py SITE-FOLDER", file=sys.stderr)
        return 2
    site = sys.argv[1]
    problems = []
    cache = {}
    figures = 0
    for folder, _, files in os.walk(site):
        for name in sorted(files):
            if name.endswith(".html"):
                relative = os.path.relpath(os.path.join(folder, name), site)
                problems += check_page(site, relative, cache)
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    figures += handle.read().count('<figure class="sequence">')
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"{figures} claim boxes, each excerpt of a trace labelled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
