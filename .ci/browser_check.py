#!/usr/bin/env python3
"""Opens sample pages of the built site in headless Chromium, as a person would.

Drives Debian's chromium over the DevTools protocol (websocket-client, one connection,
one flattened session a page). Each page loads at a phone and a desktop width, in the
light and the dark colour scheme, and fails on:
  - a console error or an uncaught exception;
  - a failed request, or an HTTP status of 400 or more;
  - any request to a host other than 127.0.0.1;
  - a page wider than the window (a person would have to scroll sideways);
  - on the search page, no result link in #search-results, or a result leading nowhere; a
    query in SEARCHES that does not find its page among the first results; more than one
    search box;
  - a raw platform id (`ios17`) in the text a person sees, outside code;
  - a <summary>, input or button whose keyboard focus ring is not the links' 3 px one;
  - a / typed outside a text field that does not put the focus in the search box;
  - on every other page, a header search box that is not a form to the search page, or that
    does not list HEADER_SEARCH's page under it as one types (without a page load);
  - a page without the header's theme switch, or one whose clicks do not go system, light,
    dark and back, with the page's background following; a code block without a copy button;
    a switch, copy button or search count not in the page's own words (its lifeline-words);
  - at phone width, a box that scrolls sideways without a scroll hint (its edge shadow);
  - a sidebar link whose text runs past the sidebar's right edge, where a box that scrolls
    or clips would hide its end (a long selector without a place to break);
  - a table heading broken inside a word: more lines than words (a Chinese heading set one
    character a line when its column was squeezed);
  - on a topic page (English and Chinese), no visible last-updated date;
  - on a trace page, lane headings of the sequence diagram that scroll away with the trace;
  - on the scenario index, a filter that is not shown, or that typing 'rotat' does not narrow
    to the scenarios that contain it (hiding the groups left empty), or that a query matching nothing
    does not answer with its "no scenario matches" line;
  - at phone width, on a page with a sidebar, a navigation link a person cannot reach: no
    menu to open, or after opening it a link that is not shown or is cut off by a box
    around it that hides what overflows (the topic page must have a sidebar);
  - on a Chinese page (zh-*): `lang` that is not zh-Hans, a language switch that does not
    lead to the same page in English, Chinese text drawn without a font that has Chinese
    glyphs (boxes instead of characters); on its search page, a query in ZH_SEARCHES that
    does not find its page.
A full-page PNG of every load goes to --screenshots. Every wait has a deadline, and
Chromium is ended on the way out whatever happens. Prints one line when all is well,
one line a problem otherwise; exits 1 on any problem, 2 when the browser could not run.
"""

import argparse
import base64
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse

import websocket

# (name, path, status of the page itself): one page of each kind a person opens, and a
# missing page, which the server answers with 404.html (root-absolute links, so they work
# at any depth).
PAGES = [
    ("home", "/", 200),
    ("callback", "/view-controllers/view-did-load.html", 200),
    # A section whose topics have the longest names (selectors of forty characters and more).
    ("scene-topic", "/scene-delegate/scene-did-become-active.html", 200),
    ("scenario", "/traces/push-pop.html", 200),
    ("scenarios", "/traces/index.html", 200),
    ("state-machine", "/app-states/app-state-machine.html", 200),
    ("proven", "/proven.html", 200),
    ("evidence", "/evidence/index.html", 200),
    ("search", "/search.html?q=viewWillAppear", 200),
    ("not-found", "/view-controllers/no-such-page.html", 404),
    # The Chinese site: a topic, a guide, a trace and the search page, each as a reader opens it.
    ("zh-topic", "/zh-Hans/view-controllers/view-will-appear.html", 200),
    ("zh-guide", "/zh-Hans/scenarios/guide-push-and-pop.html", 200),
    ("zh-scenario", "/zh-Hans/traces/push-pop.html", 200),
    ("zh-search", "/zh-Hans/search.html?q=%E7%94%9F%E5%91%BD%E5%91%A8%E6%9C%9F", 200),
]
# (name, width, height, mobile)
VIEWPORTS = [("phone", 390, 844, True), ("desktop", 1280, 900, False)]
SCHEMES = ["light", "dark"]
# Chromium cannot capture taller than this in one piece; longer pages are cut there.
MAX_SCREENSHOT_HEIGHT = 16000
COMMAND_TIMEOUT = 20.0
LOAD_TIMEOUT = 20.0
QUIET_NETWORK = 0.3


class CheckError(Exception):
    """The browser could not be driven (not a finding about the site)."""


class DevTools:
    """A DevTools protocol connection; events are kept until a page's session is read."""

    def __init__(self, url):
        self.socket = websocket.create_connection(url, timeout=COMMAND_TIMEOUT, suppress_origin=True)
        self.last_id = 0
        self.events = []

    def close(self):
        try:
            self.socket.close()
        except Exception:
            pass

    def send(self, method, params=None, session=None, timeout=COMMAND_TIMEOUT):
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        deadline = time.monotonic() + timeout
        while True:
            reply = self._receive(deadline)
            if reply is None:
                raise CheckError(f"{method}: no answer within {timeout:.0f} s")
            if reply.get("id") == self.last_id:
                if "error" in reply:
                    raise CheckError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})

    def pump(self, deadline):
        """Reads events until the deadline; False when nothing came before it."""
        return self._receive(deadline) is not None

    def _receive(self, deadline):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return None
        self.socket.settimeout(remaining)
        try:
            message = json.loads(self.socket.recv())
        except websocket.WebSocketTimeoutException:
            return None
        if "method" in message:
            self.events.append(message)
        return message


def start_chromium(binary, profile, pid_file):
    arguments = [
        binary,
        "--headless=new",
        "--remote-debugging-port=0",
        f"--user-data-dir={profile}",
        "--no-sandbox",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-default-apps",
        "--disable-extensions",
        "--disable-sync",
        "--disable-domain-reliability",
        "--metrics-recording-only",
        "--mute-audio",
        "--force-color-profile=srgb",
        "--font-render-hinting=none",
        # Nothing the browser does may leave this machine.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        "about:blank",
    ]
    log = open(os.path.join(profile, "chromium.log"), "wb")
    process = subprocess.Popen(
        arguments, stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True
    )
    if pid_file:
        with open(pid_file, "w") as handle:
            handle.write(f"{process.pid}\n")
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise CheckError(f"chromium exited at start with status {process.returncode}; see {log.name}")
        try:
            with open(port_file) as handle:
                lines = handle.read().split()
            if len(lines) >= 2:
                return process, f"ws://127.0.0.1:{lines[0]}{lines[1]}"
        except FileNotFoundError:
            pass
        time.sleep(0.1)
    raise CheckError("chromium did not open its DevTools port within 30 s")


def stop_chromium(process, devtools):
    if devtools is not None:
        try:
            devtools.send("Browser.close", timeout=5)
        except Exception:
            pass
        devtools.close()
    if process is None:
        return
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait(timeout=5)


def allowed_request(url):
    parts = urllib.parse.urlsplit(url)
    if parts.scheme in ("data", "blob", "about"):
        return True
    return parts.scheme in ("http", "https") and parts.hostname == "127.0.0.1"


def load(devtools, base, page, viewport, scheme, screenshots):
    """Loads one page and returns what a person would have met there that is wrong."""
    name, path, expected_status = page
    view_name, width, height, mobile = viewport
    url = base.rstrip("/") + path
    target = devtools.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = devtools.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    devtools.events.clear()
    problems = []
    try:
        for method in ("Page.enable", "Runtime.enable", "Log.enable", "Network.enable"):
            devtools.send(method, session=session)
        devtools.send("Network.setCacheDisabled", {"cacheDisabled": True}, session=session)
        devtools.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile},
            session=session,
        )
        devtools.send(
            "Emulation.setEmulatedMedia",
            {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
            session=session,
        )
        navigation = devtools.send("Page.navigate", {"url": url}, session=session)
        if navigation.get("errorText"):
            problems.append(f"navigation failed: {navigation['errorText']}")
            return problems
        wait_until_loaded(devtools, session, url)
        devtools.send(
            "Runtime.evaluate", {"expression": "document.fonts.ready.then(() => true)", "awaitPromise": True},
            session=session,
        )
        width_used = evaluate(devtools, session, "document.documentElement.scrollWidth")
        if width_used > width:
            problems.append(f"page is {width_used} px wide in a {width} px window (scrolls sideways)")
        if name == "search":
            problems += check_search_results(devtools, session)
            problems += check_searches(devtools, session)
        if name.startswith("zh-"):
            problems += check_chinese_page(devtools, session, path)
        if name == "zh-search":
            problems += check_search_results(devtools, session)
            problems += check_chinese_searches(devtools, session)
        problems += check_visible_text(devtools, session)
        problems += check_focus_rings(devtools, session)
        problems += check_search_shortcut(devtools, session)
        problems += check_theme_and_copy(devtools, session)
        if name not in ("search", "zh-search"):
            problems += check_header_search(devtools, session)
        if name == "scenarios":
            problems += check_scenario_filter(devtools, session)
        if mobile:
            problems += check_phone_navigation(devtools, session, required=name == "callback")
            problems += check_scroll_hints(devtools, session)
        if name in ("scenario", "zh-scenario"):
            problems += check_sticky_lanes(devtools, session)
        problems += check_sidebar_width(devtools, session)
        problems += check_table_headings(devtools, session)
        if name in ("callback", "zh-topic"):
            problems += check_last_updated(devtools, session)
        # Requests made by the checks above (result links) settle before the events are read.
        wait_for_quiet_network(devtools, session, time.monotonic() + LOAD_TIMEOUT)
        save_screenshot(devtools, session, width, os.path.join(screenshots, f"{name}-{view_name}-{scheme}.png"))
        problems += findings(devtools.events, session, url, expected_status)
    finally:
        try:
            devtools.send("Target.closeTarget", {"targetId": target})
        except CheckError:
            pass
    return problems


def session_events(events, session, method):
    return [event["params"] for event in events if event.get("sessionId") == session and event["method"] == method]


def wait_until_loaded(devtools, session, url):
    deadline = time.monotonic() + LOAD_TIMEOUT
    while not session_events(devtools.events, session, "Page.loadEventFired"):
        if not devtools.pump(deadline):
            raise CheckError(f"{url} did not finish loading within {LOAD_TIMEOUT:.0f} s")
    wait_for_quiet_network(devtools, session, deadline)


def wait_for_quiet_network(devtools, session, deadline):
    """Waits until no request of the page has been open for QUIET_NETWORK seconds."""
    while True:
        started = {e["requestId"] for e in session_events(devtools.events, session, "Network.requestWillBeSent")}
        ended = {e["requestId"] for e in session_events(devtools.events, session, "Network.loadingFinished")}
        ended |= {e["requestId"] for e in session_events(devtools.events, session, "Network.loadingFailed")}
        quiet_until = min(deadline, time.monotonic() + QUIET_NETWORK)
        if not started - ended:
            # Quiet now: done unless something new arrives in the next moment.
            if not devtools.pump(quiet_until) or time.monotonic() >= deadline:
                return
        elif not devtools.pump(deadline):
            raise CheckError(f"requests still open after {LOAD_TIMEOUT:.0f} s: {sorted(started - ended)}")


def evaluate(devtools, session, expression, await_promise=False):
    result = devtools.send(
        "Runtime.evaluate",
        {"expression": expression, "returnByValue": True, "awaitPromise": await_promise},
        session=session,
    )
    if "exceptionDetails" in result:
        raise CheckError(f"{expression}: {result['exceptionDetails'].get('text')}")
    return result["result"].get("value")


# (what a person types, a page it must find, among how many first results): a typo, an
# identifier written apart in the text, a selector typed as words, a selector's part.
SEARCHES = [
    ("viewwillapear", "view-controllers/view-will-appear.html", 10),
    ("AppDelegate", "app-delegate/app-delegate-overview.html", 10),
    ("view did layout subviews", "view-controllers/view-did-layout-subviews.html", 10),
    ("didFinishLaunching", "app-delegate/application-did-finish-launching.html", 10),
    # Found only past a guide's first words: in its sequence claims, as typed and misspelt.
    # Every guide that shows a push or a presentation names viewWillAppear, so the one guide
    # must be among the results shown, not among the first few; with a second word it leads.
    ("viewWillAppear", "scenarios/guide-push-and-pop.html", 50),
    ("push viewDidLayoutSubviews", "scenarios/guide-push-and-pop.html", 10),
    ("viewwillapear", "scenarios/guide-push-and-pop.html", 50),
]
# (typed into the header's box on another page, a page it must list under the box).
HEADER_SEARCH = ("push viewDidLayoutSubviews", "scenarios/guide-push-and-pop.html")

# Chinese words, typed on the Chinese search page. Chinese has no spaces: the index holds
# pairs of characters, and a word is found where all its pairs are. Each query must find at
# least `least` pages, and each of the first five must show a word of the query in its title
# or summary: what a reader sees must say why it was found (the other words may be further
# down the page).
ZH_SEARCHES = [("生命周期", 5), ("视图控制器", 5), ("场景代理", 3), ("视图控制器 生命周期", 1)]


def check_chinese_searches(devtools, session):
    problems = []
    for query, least in ZH_SEARCHES:
        found = evaluate(
            devtools,
            session,
            "(() => { const input = document.getElementById('search-query');"
            f" input.value = {json.dumps(query)}; input.dispatchEvent(new Event('input'));"
            " return Array.from(document.querySelectorAll('#search-results li'),"
            " li => [li.querySelector('a').getAttribute('href'), li.textContent]); })()",
        )
        if len(found) < least:
            problems.append(f"search for {query!r} finds {len(found)} pages, fewer than {least}")
        for href, text in found[:5]:
            if not any(word in text for word in query.split()):
                problems.append(f"search for {query!r} shows {href} first, whose title and summary lack it")
        outside = [href for href, _ in found if href.startswith("/") or href.startswith("../")]
        if outside:
            problems.append(f"search for {query!r} leads out of the Chinese pages: {outside[:3]}")
    return problems


def chinese_font_families():
    """The font families fontconfig says cover Chinese, as Chromium names them."""
    try:
        listed = subprocess.run(["fc-list", ":lang=zh", "family"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return set()
    return {name.strip() for line in listed.splitlines() for name in line.split(",") if name.strip()}


CHINESE_FONTS = chinese_font_families()


def check_chinese_page(devtools, session, path):
    """A Chinese page says it is one, switches to the same page in English, and draws its
    Chinese text with a font that has the characters."""
    problems = []
    lang = evaluate(devtools, session, "document.documentElement.lang")
    if lang != "zh-Hans":
        problems.append(f"lang is {lang!r}, not 'zh-Hans'")
    english = evaluate(
        devtools,
        session,
        "(() => { const a = document.querySelector('.language-switch a[hreflang=en]');"
        " return a ? new URL(a.getAttribute('href'), location.href).pathname : null; })()",
    )
    expected = urllib.parse.urlsplit(path).path.replace("/zh-Hans/", "/", 1)
    if english != expected:
        problems.append(f"the language switch leads to {english!r}, not the same page in English ({expected})")
    devtools.send("DOM.enable", session=session)
    devtools.send("CSS.enable", session=session)
    root = devtools.send("DOM.getDocument", {"depth": 0}, session=session)["root"]["nodeId"]
    nodes = devtools.send(
        "DOM.querySelectorAll", {"nodeId": root, "selector": "main h1, main .summary, .site-tagline"}, session=session
    )["nodeIds"]
    drawn = set()
    for node in nodes:
        for font in devtools.send("CSS.getPlatformFontsForNode", {"nodeId": node}, session=session)["fonts"]:
            drawn.add(font["familyName"])
    if not drawn & CHINESE_FONTS:
        problems.append(
            f"Chinese text drawn with {sorted(drawn)}, none of which has Chinese glyphs "
            f"(fontconfig's Chinese fonts: {sorted(CHINESE_FONTS) or 'none'})"
        )
    return problems


def check_searches(devtools, session):
    problems = []
    boxes = evaluate(devtools, session, "document.querySelectorAll('input[type=search]').length")
    if boxes != 1:
        problems.append(f"{boxes} search boxes on the search page, not one")
    for query, expected, top in SEARCHES:
        found = evaluate(
            devtools,
            session,
            "(() => { const input = document.getElementById('search-query');"
            f" input.value = {json.dumps(query)}; input.dispatchEvent(new Event('input'));"
            f" return Array.from(document.querySelectorAll('#search-results a[href]'), a => a.getAttribute('href'))"
            f".slice(0, {top}); }})()",
        )
        if not any(href.endswith(expected) for href in found):
            problems.append(f"search for {query!r} does not find {expected} in its first {top}: {found[:5]}")
    # Guides and topics explain; a raw trace comes after them.
    found = evaluate(
        devtools,
        session,
        "(() => { const input = document.getElementById('search-query');"
        " input.value = 'push pop'; input.dispatchEvent(new Event('input'));"
        " return Array.from(document.querySelectorAll('#search-results a[href]'), a => a.getAttribute('href')); })()",
    )
    traces = [i for i, href in enumerate(found) if "traces/" in href]
    others = [i for i, href in enumerate(found) if "traces/" not in href]
    if not traces or not others or min(traces) < min(others):
        problems.append(f"search for 'push pop' does not rank a topic above the traces: {found[:5]}")
    return problems


HEADER_SEARCH_SCRIPT = """
(async () => {
  const box = document.getElementById("site-search-query");
  if (!box) { return {problem: "no search box in the header"}; }
  const form = box.form;
  // Without JavaScript the box is a form that opens the search page with the query.
  if (!form || !/search\\.html$/.test(form.getAttribute("action") || "") || box.name !== "q") {
    return {problem: "the header's search box is not a form to search.html with q"};
  }
  window.__stillThisPage = true;
  box.focus();
  box.value = QUERY;
  box.dispatchEvent(new Event("input"));
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    const links = Array.from(document.querySelectorAll("#site-search-results a[href]"), a => a.getAttribute("href"));
    if (links.length > 0) {
      const panel = document.getElementById("site-search-panel");
      return {links: links, shown: !panel.hidden && panel.getBoundingClientRect().height > 0,
              samePage: window.__stillThisPage === true};
    }
    await new Promise(resolve => setTimeout(resolve, 50));
  }
  return {problem: "no result under the header's search box within 5 s"};
})()
"""


def check_header_search(devtools, session):
    """Results appear under the header's box as one types, without loading another page."""
    query, expected = HEADER_SEARCH
    found = evaluate(devtools, session, HEADER_SEARCH_SCRIPT.replace("QUERY", json.dumps(query)), await_promise=True)
    evaluate(
        devtools, session,
        "(() => { const box = document.getElementById('site-search-query'); if (box) { box.value = '';"
        " box.dispatchEvent(new Event('input')); box.blur(); } })()",
    )
    if "problem" in found:
        return [found["problem"]]
    problems = []
    if not found["samePage"]:
        problems.append("typing in the header's search box loaded another page")
    if not found["shown"]:
        problems.append("the header's search results are not shown")
    if not any(href.endswith(expected) for href in found["links"]):
        problems.append(f"the header's search for {query!r} does not list {expected}: {found['links'][:5]}")
    return problems


# The count above the results is one of the page's own sentences (the layout's
# lifeline-words element, in the page's language), with its number filled in.
SEARCH_COUNT_WORDS = r"""
(() => {
  const words = JSON.parse(document.getElementById('lifeline-words').textContent);
  const status = document.getElementById('search-status').textContent;
  const escape = text => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = [words.searchNoMatch, words.searchOneMatch, words.searchMatches]
    .map(text => new RegExp('^' + escape(text).replace('\\{n\\}', '\\d+') + '$'));
  return forms.some(form => form.test(status)) ? '' : status;
})()
"""


def check_search_results(devtools, session):
    miscounted = evaluate(devtools, session, SEARCH_COUNT_WORDS)
    if miscounted:
        return [f"the search count {miscounted!r} is not one of the page's own sentences"]
    links = evaluate(
        devtools, session, "Array.from(document.querySelectorAll('#search-results a[href]'), a => a.href)"
    )
    if not links:
        status = evaluate(devtools, session, "document.getElementById('search-status').textContent")
        return [f"no result link in #search-results (status: {status!r})"]
    # Every result leads to a page that exists (linkchecker does not run scripts).
    statuses = evaluate(
        devtools,
        session,
        "Promise.all(Array.from(document.querySelectorAll('#search-results a[href]'),"
        " a => fetch(a.href).then(r => r.text().then(() => [a.href, r.status]), e => [a.href, String(e)])))",
        await_promise=True,
    )
    return [f"search result {link} answers {status}" for link, status in statuses if status != 200]


# Opens the sidebar's menu as a person would (a click on its summary), then lists each link
# that is not reachable: not rendered, hidden, or outside a box around it that clips
# overflow. A box that scrolls does not count as reachable either: a scroller inside the
# page is how the section list was hidden on phones (issue 29).
PHONE_NAVIGATION = r"""
(() => {
  const sidebar = document.querySelector('.sidebar');
  if (!sidebar) { return {sidebar: false}; }
  const menu = sidebar.querySelector('details');
  const summary = menu && menu.querySelector('summary');
  const summaryShown = !!summary && summary.getClientRects().length > 0;
  if (menu && !menu.open && summary) { summary.click(); }
  const problems = [];
  const links = Array.from(sidebar.querySelectorAll('a[href]'));
  for (const link of links) {
    const name = link.textContent.trim();
    const rect = link.getBoundingClientRect();
    const style = getComputedStyle(link);
    if (link.getClientRects().length === 0 || style.visibility !== 'visible' || rect.width === 0 || rect.height === 0) {
      problems.push(`sidebar link '${name}' is not shown`);
      continue;
    }
    for (let box = link.parentElement; box && box !== document.documentElement; box = box.parentElement) {
      const overflow = getComputedStyle(box);
      if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') { continue; }
      const outer = box.getBoundingClientRect();
      if (rect.top < outer.top - 1 || rect.bottom > outer.bottom + 1 || rect.left < outer.left - 1 || rect.right > outer.right + 1) {
        problems.push(`sidebar link '${name}' is cut off by <${box.tagName.toLowerCase()} class="${box.className}">`);
        break;
      }
    }
  }
  return {sidebar: true, menu: !!menu, summaryShown, links: links.length, problems};
})()
"""


# The text of every shown element outside code, where an id is what a reader would type.
VISIBLE_TEXT = r"""
(() => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('code, pre, script, style, noscript') || !parent.checkVisibility()) { continue; }
    const match = node.textContent.match(/\bios[0-9]+(\.[0-9]+)?/);
    if (match) { found.push(`raw platform id '${match[0]}' in visible text: '${node.textContent.trim().slice(0, 80)}'`); }
  }
  return found;
})()
"""


# Each kind of control focused in turn, as the keyboard would, beside the first link.
FOCUS_RINGS = r"""
(() => {
  const ring = (element) => {
    element.focus({focusVisible: true});
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  };
  const link = document.querySelector('main a[href]');
  const expected = link ? ring(link) : 'solid 3px';
  const found = [];
  for (const selector of ['summary', 'input', 'button']) {
    const element = Array.from(document.querySelectorAll(selector)).find(e => e.getClientRects().length > 0);
    if (!element) { continue; }
    const seen = ring(element);
    if (seen !== expected) { found.push(`<${selector}> focus ring is '${seen}', links have '${expected}'`); }
  }
  document.activeElement && document.activeElement.blur();
  return found;
})()
"""


def check_search_shortcut(devtools, session):
    evaluate(devtools, session, "document.activeElement && document.activeElement.blur()")
    for kind in ("keyDown", "keyUp"):
        devtools.send(
            "Input.dispatchKeyEvent",
            {"type": kind, "key": "/", "code": "Slash", "text": "/" if kind == "keyDown" else "",
             "windowsVirtualKeyCode": 191},
            session=session,
        )
    focused = evaluate(
        devtools, session, "document.activeElement ? document.activeElement.matches('input[type=search]') : false"
    )
    value = evaluate(devtools, session, "(document.querySelector('input[type=search]') || {}).value || ''")
    evaluate(devtools, session, "document.activeElement && document.activeElement.blur()")
    if not focused:
        return ["typing / does not put the focus in the search box"]
    return [] if "/" not in value else ["typing / puts a / into the search box"]


THEME_AND_COPY = """
(() => {
  const problems = [];
  const pres = document.querySelectorAll("main pre");
  const buttons = document.querySelectorAll("main .code-block > pre + .copy-button");
  if (buttons.length !== pres.length) {
    problems.push(`${pres.length} code blocks but ${buttons.length} copy buttons`);
  }
  const toggle = document.querySelector(".site-header .theme-toggle");
  if (!toggle) { return problems.concat(["no theme switch in the header"]); }
  const background = () => getComputedStyle(document.documentElement).backgroundColor;
  const system = background();
  const seen = [];
  // The switch and the copy buttons speak the page's language: its lifeline-words.
  const words = JSON.parse(document.getElementById("lifeline-words").textContent);
  const named = { system: words.themeSystem, light: words.themeLight, dark: words.themeDark };
  if (buttons.length > 0 && buttons[0].textContent !== words.copyCode) {
    problems.push(`a copy button says ${JSON.stringify(buttons[0].textContent)}, not the page's word`);
  }
  for (let i = 0; i < 3; i++) {
    toggle.click();
    const theme = document.documentElement.dataset.theme || "system";
    seen.push([theme, background()]);
    if (toggle.textContent !== named[theme]) {
      problems.push(`the theme switch says ${JSON.stringify(toggle.textContent)} for ${theme}`);
    }
  }
  const [light, dark, back] = seen;
  if (light[0] !== "light" || dark[0] !== "dark" || back[0] !== "system") {
    problems.push(`the theme switch goes ${seen.map(s => s[0]).join(", ")}, not light, dark, system`);
  }
  if (light[1] !== "rgb(255, 255, 255)") { problems.push(`light theme background is ${light[1]}`); }
  if (dark[1] !== "rgb(20, 20, 22)") { problems.push(`dark theme background is ${dark[1]}`); }
  if (back[1] !== system) { problems.push("back on system, the background is not the system's"); }
  return problems;
})()
"""


SCENARIO_FILTER = """
(() => {
  const problems = [];
  const filter = document.getElementById("scenario-filter");
  if (!filter || filter.closest("[hidden]")) { return ["the scenario filter is not shown"]; }
  const type = (text) => {
    filter.value = text;
    filter.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const areas = () => Array.from(document.querySelectorAll(".scenario-area"));
  const before = document.querySelectorAll(".scenario-area li:not([hidden])").length;
  type("rotat");
  const shown = areas().filter((area) => !area.hidden);
  const items = document.querySelectorAll(".scenario-area li:not([hidden])").length;
  if (!(items > 0 && items < before)) { problems.push(`typing 'rotat' shows ${items} of ${before} scenarios`); }
  const visible = Array.from(document.querySelectorAll(".scenario-area li:not([hidden])"));
  if (!visible.every((item) => item.textContent.toLowerCase().includes("rotat"))) {
    problems.push("typing 'rotat' leaves scenarios shown that do not contain it");
  }
  if (shown.length === areas().length) { problems.push("typing 'rotat' hides no group"); }
  type("no-such-scenario-at-all");
  if (document.querySelector(".scenario-filter-empty").hidden) {
    problems.push("a filter matching nothing does not say so");
  }
  type("");
  return problems;
})()
"""


def check_scenario_filter(devtools, session):
    """The scenario index's filter narrows the groups as one types."""
    return evaluate(devtools, session, SCENARIO_FILTER)


def check_theme_and_copy(devtools, session):
    """The theme switch cycles system, light, dark and back; every code block has a copy button."""
    return evaluate(devtools, session, THEME_AND_COPY)


def check_focus_rings(devtools, session):
    return evaluate(devtools, session, FOCUS_RINGS)


def check_visible_text(devtools, session):
    return evaluate(devtools, session, VISIBLE_TEXT)[:3]


# Every box that scrolls sideways and has more to show must say so: the site's scroll
# boxes draw a shadow at an edge with more beyond it (a background of gradients).
SCROLL_HINTS = """
(() => {
  const missing = [];
  for (const box of document.querySelectorAll('body *')) {
    const style = getComputedStyle(box);
    if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') { continue; }
    if (box.getClientRects().length === 0 || box.scrollWidth <= box.clientWidth + 1) { continue; }
    if (!style.backgroundImage.includes('gradient')) {
      missing.push(box.tagName.toLowerCase() + (box.className ? '.' + String(box.className).trim().split(/\\s+/).join('.') : ''));
    }
  }
  return missing.slice(0, 3);
})()
"""


def check_scroll_hints(devtools, session):
    return [f"{box} scrolls sideways with no hint that it does" for box in evaluate(devtools, session, SCROLL_HINTS)]


# A sequence diagram's lane headings stay at the top of its box while the trace scrolls
# under them. The box is made short here so that any trace scrolls.
STICKY_LANES = """
(() => {
  const box = document.querySelector('.sequence-scroll');
  const lanes = box && box.querySelector('.sequence-lanes');
  if (!lanes) { return 'no sequence diagram with lane headings'; }
  box.style.maxHeight = '200px';
  box.scrollTop = 150;
  const moved = box.scrollTop;
  const gap = lanes.getBoundingClientRect().top - box.getBoundingClientRect().top;
  box.scrollTop = 0;
  box.style.maxHeight = '';
  if (moved < 100) { return `the diagram's box did not scroll (${moved} px)`; }
  if (Math.abs(gap) > 1) { return `the lane headings scrolled away (${Math.round(gap)} px from the top of the box)`; }
  return null;
})()
"""


def check_sticky_lanes(devtools, session):
    problem = evaluate(devtools, session, STICKY_LANES)
    return [problem] if problem else []


# The site is built with --last-updated-from-git from a clone with its history, so a topic
# page says, in words a person sees, when its file last changed.
LAST_UPDATED = """
(() => {
  const time = document.querySelector('.last-updated time');
  if (!time) { return 'no last-updated date on the topic page'; }
  const text = time.textContent;
  if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(text) || time.getAttribute('datetime') !== text) {
    return `last-updated date '${text}' is not a date`;
  }
  if (time.getClientRects().length === 0) { return 'the last-updated date is not shown'; }
  return null;
})()
"""


# Sideways only: at desktop width the sidebar scrolls up and down on purpose, but a link
# whose end lies past its right edge cannot be read there.
SIDEBAR_WIDTH = r"""
(() => {
  const sidebar = document.querySelector('.sidebar');
  if (!sidebar || sidebar.getClientRects().length === 0) { return []; }
  const edge = sidebar.getBoundingClientRect().left + sidebar.clientLeft + sidebar.clientWidth;
  const problems = [];
  for (const link of sidebar.querySelectorAll('a[href]')) {
    if (link.getClientRects().length === 0) { continue; }
    const range = document.createRange();
    range.selectNodeContents(link);
    const right = Math.max(...Array.from(range.getClientRects(), (rect) => rect.right));
    if (right > edge + 1) {
      problems.push(`sidebar link '${link.textContent.trim()}' runs ${Math.round(right - edge)} px past the sidebar's edge`);
    }
  }
  return problems;
})()
"""

# A heading's lines, counted by the distinct tops of its text's boxes, against its words
# (runs between spaces): a heading may wrap between words, never inside one.
TABLE_HEADINGS = r"""
(() => {
  const problems = [];
  for (const cell of document.querySelectorAll('th')) {
    const text = cell.textContent.trim();
    if (!text || cell.getClientRects().length === 0) { continue; }
    // The text's own boxes, one per line it runs on; an element's box (code's padding) is not a line.
    const tops = [];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) { tops.push(rect.top); }
      }
    }
    const words = text.split(/\s+/).length;
    if (tops.length > words) {
      problems.push(`table heading '${text}' is set on ${tops.length} lines for ${words} word(s)`);
    }
  }
  return problems;
})()
"""


def first_few(problems, what="", shown=3):
    """The first `shown` problems and a count of the rest: one cause often repeats on a page."""
    rest = len(problems) - shown
    return problems[:shown] + ([f"... and {rest} more{what}"] if rest > 0 else [])


def check_sidebar_width(devtools, session):
    return first_few(evaluate(devtools, session, SIDEBAR_WIDTH))


def check_table_headings(devtools, session):
    problems = evaluate(devtools, session, TABLE_HEADINGS)
    # One squeezed column repeats in every table of the page: the first few say it.
    return first_few(list(dict.fromkeys(problems)))


def check_last_updated(devtools, session):
    problem = evaluate(devtools, session, LAST_UPDATED)
    return [problem] if problem else []


def check_phone_navigation(devtools, session, required):
    found = evaluate(devtools, session, PHONE_NAVIGATION)
    if not found["sidebar"]:
        return ["no sidebar navigation at phone width"] if required else []
    problems = []
    if not found["menu"] or not found["summaryShown"]:
        problems.append("no menu to open the sidebar at phone width (a <details> with a shown <summary>)")
    if found["links"] == 0:
        problems.append("the sidebar has no links")
    # Only the first few: one clipping box cuts off every link after it.
    return problems + first_few(found["problems"], " sidebar links not reachable")


def save_screenshot(devtools, session, width, path):
    metrics = devtools.send("Page.getLayoutMetrics", session=session)
    size = metrics.get("cssContentSize") or metrics["contentSize"]
    height = min(int(size["height"] + 0.5), MAX_SCREENSHOT_HEIGHT)
    shot = devtools.send(
        "Page.captureScreenshot",
        {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
        },
        session=session,
        timeout=60,
    )
    with open(path, "wb") as handle:
        handle.write(base64.b64decode(shot["data"]))


def findings(events, session, url, expected_status):
    problems = []
    for params in session_events(events, session, "Runtime.consoleAPICalled"):
        if params["type"] in ("error", "assert"):
            text = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))
            problems.append(f"console {params['type']}: {text}")
    for params in session_events(events, session, "Runtime.exceptionThrown"):
        details = params["exceptionDetails"]
        text = (details.get("exception", {}).get("description") or details.get("text", "")).split("\n")[0]
        problems.append(f"uncaught exception: {text} ({details.get('url', '')}:{details.get('lineNumber', 0) + 1})")
    urls = {}
    reported = set()
    for params in session_events(events, session, "Network.requestWillBeSent"):
        urls[params["requestId"]] = params["request"]["url"]
        if not allowed_request(params["request"]["url"]):
            problems.append(f"request to an outside host: {params['request']['url']}")
            reported.add(params["requestId"])
    for params in session_events(events, session, "Network.responseReceived"):
        status, response_url = params["response"]["status"], params["response"]["url"]
        if response_url == url:
            if status != expected_status:
                problems.append(f"HTTP {status} for the page itself, not {expected_status}")
        elif status >= 400:
            problems.append(f"HTTP {status} for {response_url}")
            reported.add(params["requestId"])
    for params in session_events(events, session, "Network.loadingFailed"):
        if params["requestId"] not in reported:
            reason = params.get("blockedReason") or params.get("errorText", "failed")
            problems.append(f"request failed ({reason}): {urls.get(params['requestId'], params['requestId'])}")
    # The network's log lines about the requests above say again what they said.
    for params in session_events(events, session, "Log.entryAdded"):
        entry = params["entry"]
        if entry["level"] == "error" and not (entry["source"] == "network" and entry.get("url") in urls.values()):
            problems.append(f"browser error ({entry['source']}): {entry['text']} {entry.get('url', '')}".rstrip())
    # One line each, in a stable order, however often the browser said it.
    return sorted(set(problems))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", required=True, help="the served site, e.g. http://127.0.0.1:8000/")
    parser.add_argument("--screenshots", required=True, help="folder for the PNG files (emptied first)")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--pid-file", help="write Chromium's process id here, for the caller's cleanup")
    options = parser.parse_args()
    if urllib.parse.urlsplit(options.base).hostname != "127.0.0.1":
        parser.error("--base must be on 127.0.0.1")

    # A TERM from the caller (a time limit, Ctrl-C) still ends Chromium.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(3))
    shutil.rmtree(options.screenshots, ignore_errors=True)
    os.makedirs(options.screenshots)
    process = devtools = None
    profile = tempfile.mkdtemp(prefix="site-check-chromium-")
    failures = {}  # (path, problem) -> the widths and schemes it was seen at
    loads = 0
    try:
        process, url = start_chromium(options.chromium, profile, options.pid_file)
        devtools = DevTools(url)
        for page in PAGES:
            for viewport in VIEWPORTS:
                for scheme in SCHEMES:
                    loads += 1
                    for problem in load(devtools, options.base, page, viewport, scheme, options.screenshots):
                        failures.setdefault((page[1], problem), []).append(f"{viewport[0]} {scheme}")
    except (CheckError, OSError, websocket.WebSocketException) as error:
        print(f"browser: could not run the check: {error}", file=sys.stderr)
        return 2
    finally:
        stop_chromium(process, devtools)
        shutil.rmtree(profile, ignore_errors=True)
    variants = len(VIEWPORTS) * len(SCHEMES)
    for (path, problem), seen in failures.items():
        where = "at every width and scheme" if len(seen) == variants else "at " + ", ".join(seen)
        print(f"browser: {path}: {problem} ({where})")
    if failures:
        return 1
    print(
        f"{loads} loads ({len(PAGES)} pages, {len(VIEWPORTS)} widths, {len(SCHEMES)} schemes) clean;"
        f" screenshots in {options.screenshots}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
