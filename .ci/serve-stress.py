#!/usr/bin/env python3
"""`lifeline serve` under hostile and careless clients (reliability issue, point 7).

Starts `lifeline serve` over the repository's Content/ and Templates/, writing the site into a
temporary folder, then tries one attack after another: malformed request lines, path traversal,
huge URLs and headers, lying bodies, chunked garbage, slow clients, abrupt disconnects,
pipelining and many connections at once. After each attack a normal `GET /` and a topic page
must still answer 200 with the right page, quickly. At the end the server must still be
running, must have let go of every connection the attacks opened (at the latest when its
30-second idle timeout ends the ones it stopped reading), and must stop on SIGTERM, with
hanging clients still connected, with exit status 0.

Prints one line an attack (what was sent, what came back) and exits non-zero on any failure.
Builds nothing: the lifeline binary comes from the first argument or LIFELINE.

Usage: .ci/serve-stress.py [path/to/lifeline]
"""

import os
import random
import re
import resource
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
# A normal request must be answered within this many seconds, whatever else is going on.
ANSWER_WITHIN = 5.0
# The text every /etc/passwd starts with; no answer may contain it.
PASSWD_MARK = b"root:x:0:0"
BIG_FILE = "stress-big.bin"
BIG_SIZE = 16 * 1024 * 1024

failures = []


def report(ok, name, sent, came_back):
    status = "ok  " if ok else "FAIL"
    print(f"{status} {name}: sent {sent} -> {came_back}", flush=True)
    if not ok:
        failures.append(name)


# --- The server -----------------------------------------------------------------------


class Server:
    """`lifeline serve` as a child process, its output in a log file."""

    def __init__(self, lifeline, workdir, descriptors=None):
        self.output = os.path.join(workdir, "Site")
        self.log_path = os.path.join(workdir, "serve.log")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            [
                lifeline, "serve", "--port", str(self.port),
                "--content", os.path.join(ROOT, "Content"),
                "--templates", os.path.join(ROOT, "Templates"),
                "--output", self.output,
            ],
            cwd=workdir, stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT,
            preexec_fn=None if descriptors is None else lambda: resource.setrlimit(
                resource.RLIMIT_NOFILE, (descriptors, resource.getrlimit(resource.RLIMIT_NOFILE)[1])),
        )

    def log_text(self):
        with open(self.log_path, "rb") as handle:
            return handle.read().decode("utf-8", "replace")

    def wait_until_serving(self, timeout=300):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(f"lifeline serve exited with {self.process.returncode}:\n{self.log_text()}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/", timeout=2) as answer:
                    if answer.status == 200:
                        return
            except (OSError, urllib.error.URLError):
                pass
            time.sleep(0.25)
        raise SystemExit(f"lifeline serve did not answer within {timeout} s:\n{self.log_text()}")

    def open_descriptors(self):
        try:
            return len(os.listdir(f"/proc/{self.process.pid}/fd"))
        except OSError:
            return None


def title_of(path):
    with open(path, "rb") as handle:
        found = re.search(rb"<title>(.*?)</title>", handle.read(), re.S)
    if not found:
        raise SystemExit(f"{path} has no <title>")
    return found.group(1)


class Health:
    """The two normal requests every attack is followed by."""

    def __init__(self, server):
        self.server = server
        pages = sorted(
            os.path.relpath(os.path.join(folder, name), server.output)
            for folder, _, names in os.walk(server.output)
            for name in names
            if name.endswith(".html") and name not in ("index.html", "404.html") and folder != server.output
        )
        if not pages:
            raise SystemExit("the built site has no topic page")
        self.checks = [("/", title_of(os.path.join(server.output, "index.html")))]
        topic = pages[len(pages) // 2]
        self.checks.append(("/" + topic, title_of(os.path.join(server.output, topic))))

    def get(self, path):
        """(status, body, seconds) of one GET through urllib."""
        started = time.monotonic()
        try:
            url = f"http://127.0.0.1:{self.server.port}{path}"
            with urllib.request.urlopen(url, timeout=ANSWER_WITHIN * 2) as answer:
                return answer.status, answer.read(), time.monotonic() - started
        except urllib.error.HTTPError as error:
            return error.code, error.read(), time.monotonic() - started
        except OSError as error:
            return None, str(error).encode(), time.monotonic() - started

    def problems(self):
        """What is wrong with the normal requests now; empty when all is well."""
        found = []
        if self.server.process.poll() is not None:
            return [f"server exited with {self.server.process.returncode}"]
        for path, title in self.checks:
            status, body, seconds = self.get(path)
            if status != 200:
                found.append(f"GET {path} -> {status} {body[:80]!r}")
            elif title not in body:
                found.append(f"GET {path} -> 200 without its title {title!r}")
            elif seconds > ANSWER_WITHIN:
                found.append(f"GET {path} took {seconds:.1f} s")
        return found


# --- Raw exchanges --------------------------------------------------------------------


def connect(port, timeout=10):
    connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return connection


def reset(connection):
    """Closes with SO_LINGER 0: the peer gets a reset, not an orderly end."""
    try:
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass
    connection.close()


def read_all(connection, timeout):
    """Everything the server sends until it closes or `timeout` passes: (bytes, how it ended)."""
    connection.settimeout(timeout)
    received = bytearray()
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return bytes(received), "still open"
        connection.settimeout(left)
        try:
            chunk = connection.recv(65536)
        except socket.timeout:
            return bytes(received), "still open"
        except ConnectionResetError:
            return bytes(received), "reset"
        if not chunk:
            return bytes(received), "closed"
        received += chunk


def exchange(port, data, timeout=5, send_timeout=2):
    """Sends `data` on a fresh connection and reads the answer: (status or None, bytes, ending)."""
    connection = connect(port)
    note = ""
    try:
        connection.settimeout(send_timeout)
        connection.sendall(data)
    except (BrokenPipeError, ConnectionResetError):
        note = " while sending"
    except socket.timeout:
        # The server answered and stopped reading (a refused body); its answer is still there.
        note = " (server stopped reading what was sent)"
    received, ending = read_all(connection, timeout)
    connection.close()
    status = None
    found = re.match(rb"HTTP/1\.[01] (\d{3})", received)
    if found:
        status = int(found.group(1))
    return status, received, ending + note


def describe(status, received, ending):
    line = received.split(b"\r\n", 1)[0].decode("latin-1") if status else f"no answer ({len(received)} bytes)"
    return f"{line}, {ending}"


def request(path, extra=b"", method=b"GET", version=b"HTTP/1.1"):
    return method + b" " + path + b" " + version + b"\r\nHost: 127.0.0.1\r\n" + extra + b"Connection: close\r\n\r\n"


# --- The attacks ----------------------------------------------------------------------

# (name, what was sent, bytes, accepted statuses, whether no answer at all is fine)
REFUSALS = 400, 404, 405, 413, 414, 431, 501, 505


def simple_attacks():
    rng = random.Random(7)
    junk = bytes(rng.getrandbits(8) for _ in range(65536))
    megabyte = b"a" * (1024 * 1024)
    headers = b"".join(b"X-Header-%d: %d\r\n" % (n, n) for n in range(10000))
    return [
        ("garbage request line", "junk bytes and CRLFs", b"\x00\x01\xfe\xff garbage \x7f\r\n\r\n", REFUSALS, True),
        ("missing HTTP version", "GET / with no version", b"GET /\r\nHost: 127.0.0.1\r\n\r\n", REFUSALS, True),
        ("bad method", "BREW / HTTP/1.1", request(b"/", method=b"BREW"), (400, 405, 501), True),
        ("method with control bytes", "G\\x01T /", request(b"/", method=b"G\x01T"), REFUSALS, True),
        ("HTTP/0.9", "GET /<CRLF> only", b"GET /\r\n", REFUSALS, True),
        ("unknown HTTP version", "HTTP/9.9", request(b"/", version=b"HTTP/9.9"), REFUSALS, True),
        ("binary junk", "64 KiB of random bytes", junk, REFUSALS, True),
        ("invalid percent-encoding", "GET /%zz", request(b"/%zz"), (400,), False),
        ("truncated percent-encoding", "GET /index.html%", request(b"/index.html%"), (400,), False),
        ("encoded NUL", "GET /index.html%00.txt", request(b"/index.html%00.txt"), (400,), False),
        ("raw NUL in path", "GET /index\\x00.html", request(b"/index\x00.html"), REFUSALS, True),
        ("traversal", "GET /../../etc/passwd", request(b"/../../../../etc/passwd"), (400, 404), True),
        ("encoded traversal", "GET /%2e%2e/%2e%2e/etc/passwd",
         request(b"/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd"), (400, 404), True),
        ("encoded slashes", "GET /..%2f..%2fetc%2fpasswd",
         request(b"/..%2f..%2f..%2f..%2fetc%2fpasswd"), (400, 404), True),
        ("overlong UTF-8 dots", "GET /%c0%ae%c0%ae/etc/passwd",
         request(b"/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd"), (400, 404), True),
        ("backslash traversal", "GET /..\\..\\etc\\passwd", request(b"/..\\..\\..\\etc\\passwd"), (400, 404), True),
        ("relative target", "GET ../../etc/passwd", request(b"../../../../etc/passwd"), (400, 404), True),
        ("absolute-form traversal", "GET http://127.0.0.1/../../etc/passwd",
         request(b"http://127.0.0.1/../../../../etc/passwd"), (400, 404), True),
        ("double slash", "GET //etc/passwd", request(b"//etc/passwd"), (400, 404), True),
        ("1 MB URL", "GET /aaaa... (1 MiB)", request(b"/" + megabyte), REFUSALS, True),
        ("1 MB header value", "X-Big: 1 MiB", request(b"/", extra=b"X-Big: " + megabyte + b"\r\n"), REFUSALS, True),
        ("10,000 headers", "10,000 header lines", request(b"/", extra=headers), REFUSALS, True),
        ("header without colon", "a header line with no colon",
         request(b"/", extra=b"NoColonHere\r\n"), REFUSALS, True),
        ("lying Content-Length", "GET with Content-Length 1e9 and 100 bytes",
         b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000000\r\n\r\n" + b"x" * 100,
         (200, 400, 413), True),
        ("negative Content-Length", "Content-Length: -5",
         b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\nConnection: close\r\n\r\n", REFUSALS, True),
        ("huge body", "POST with an 8 MiB body",
         b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 8388608\r\nConnection: close\r\n\r\n"
         + b"y" * 8388608, (405, 413), True),
        ("chunked garbage", "POST chunked with non-hex sizes",
         b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzzzz\r\nhello\r\n-1\r\n\r\n",
         REFUSALS, True),
        # A GET is answered from its head, before its body is parsed; the bad chunk then ends the connection.
        ("chunked overflow", "GET with a chunk size of 2^64",
         b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n10000000000000000\r\nx\r\n",
         (200,) + REFUSALS, True),
        ("Content-Length with chunked", "both framings at once (smuggling)",
         b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n"
         b"0\r\n\r\nGET /etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n", (200, 400, 404, 421), True),
    ]


def run_simple(port, health, name, sent, data, accepted, silence_ok):
    try:
        status, received, ending = exchange(port, data)
    except OSError as error:
        report(False, name, sent, f"could not connect: {error}")
        return
    came_back = describe(status, received, ending)
    ok = status in accepted or (status is None and silence_ok)
    if PASSWD_MARK in received:
        ok = False
        came_back += ", WITH /etc/passwd IN IT"
    problems = health.problems()
    if problems:
        ok = False
        came_back += "; then " + "; ".join(problems)
    report(ok, name, sent, came_back)


def slowloris(port, health, connections=200, seconds=8):
    """Connections that send a header byte a second; normal requests must not wait for them."""
    sockets = []
    for _ in range(connections):
        connection = connect(port)
        connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        sockets.append(connection)
    slowest = 0.0
    problems = []
    for tick in range(seconds):
        for connection in sockets:
            try:
                connection.sendall(b"X-Slow: "[tick % 8 : tick % 8 + 1])
            except OSError:
                pass
        started = time.monotonic()
        problems += health.problems()
        slowest = max(slowest, time.monotonic() - started)
        time.sleep(max(0.0, 1.0 - (time.monotonic() - started)))
    still_open = 0
    for connection in sockets:
        connection.setblocking(False)
        try:
            if connection.recv(1) != b"":
                still_open += 1
        except BlockingIOError:
            still_open += 1
        except OSError:
            pass
        connection.close()
    ok = not problems
    report(ok, "slowloris", f"{connections} connections, a header byte a second for {seconds} s",
           f"{still_open} still held open by the server; normal requests meanwhile took at most {slowest:.2f} s"
           + ("; " + "; ".join(problems[:3]) if problems else ""))


def disconnects(port, health):
    count = 200
    for _ in range(count):
        connect(port).close()
    problems = health.problems()
    report(not problems, "connect and close", f"{count} connections closed at once",
           "; ".join(problems) or "/ and topic page still 200")

    for index in range(count):
        connection = connect(port)
        connection.sendall(b"GET /index.html HTTP/1.1\r\nHo" if index % 2 else b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        reset(connection)
    problems = health.problems()
    report(not problems, "half a request, then reset", f"{count} half requests closed with SO_LINGER 0",
           "; ".join(problems) or "/ and topic page still 200")

    big = request(b"/" + BIG_FILE.encode())
    for index in range(20):
        connection = connect(port)
        connection.sendall(big)
        if index % 2:
            connection.recv(1024)
            reset(connection)
        else:
            connection.close()
    problems = health.problems()
    report(not problems, "big file, closed before reading",
           f"20 requests for a {BIG_SIZE // 2**20} MiB file, closed unread or after 1 KiB with a reset",
           "; ".join(problems) or "/ and topic page still 200")

    stalled = []
    for _ in range(10):
        connection = connect(port)
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        connection.sendall(big)
        stalled.append(connection)
    slowest = 0.0
    problems = []
    for _ in range(3):
        started = time.monotonic()
        problems += health.problems()
        slowest = max(slowest, time.monotonic() - started)
        time.sleep(1)
    for connection in stalled:
        reset(connection)
    report(not problems, "readers that stall", f"10 requests for the {BIG_SIZE // 2**20} MiB file never read for 3 s",
           f"normal requests meanwhile took at most {slowest:.2f} s" + ("; " + "; ".join(problems) if problems else ""))


def pipelined(port, health):
    paths = [path.encode() for path, _ in health.checks]
    requests = b"".join(
        b"GET " + paths[index % 2] + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (b"Connection: close\r\n" if index == 19 else b"")
        + b"\r\n"
        for index in range(20)
    )
    connection = connect(port)
    connection.sendall(requests)
    received, ending = read_all(connection, 15)
    connection.close()
    statuses = re.findall(rb"HTTP/1\.1 (\d{3})", received)
    titles = [received.find(title) for _, title in health.checks]
    ok = statuses == [b"200"] * 20 and all(position >= 0 for position in titles) and ending == "closed"
    problems = health.problems()
    ok = ok and not problems
    report(ok, "pipelined requests", "20 GETs in one write, the last with Connection: close",
           f"{len(statuses)} answers ({', '.join(sorted(set(s.decode() for s in statuses)))}), {ending}"
           + ("; " + "; ".join(problems) if problems else ""))

    mixed = (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" + b"GET /%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
             + b"\x00\x01junk\r\n\r\n" + b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    connection = connect(port)
    connection.sendall(mixed)
    received, ending = read_all(connection, 5)
    connection.close()
    statuses = [s.decode() for s in re.findall(rb"HTTP/1\.1 (\d{3})", received)]
    ok = statuses[:2] == ["200", "400"] and "200" not in statuses[2:]
    problems = health.problems()
    ok = ok and not problems
    report(ok, "pipelined with junk in the middle", "GET /, GET /%zz, junk, GET /",
           f"answers {statuses}, {ending}" + ("; " + "; ".join(problems) if problems else ""))


def concurrent(port, health, count=500):
    """`count` connections open at once, each asking for a page."""
    barrier = threading.Barrier(count + 1, timeout=60)
    results = [None] * count

    def client(index):
        try:
            connection = connect(port, timeout=30)
        except OSError as error:
            barrier.wait()
            results[index] = f"connect: {error}"
            return
        barrier.wait()
        try:
            connection.sendall(request(health.checks[index % 2][0].encode()))
            received, ending = read_all(connection, 30)
            found = re.match(rb"HTTP/1\.1 (\d{3})", received)
            title = health.checks[index % 2][1]
            results[index] = "200" if found and found.group(1) == b"200" and title in received else (
                f"{received[:40]!r} {ending}")
        except OSError as error:
            results[index] = str(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=client, args=(index,)) for index in range(count)]
    for thread in threads:
        thread.start()
    started = time.monotonic()
    barrier.wait()
    for thread in threads:
        thread.join()
    seconds = time.monotonic() - started
    good = results.count("200")
    bad = [result for result in results if result != "200"]
    problems = health.problems()
    ok = good == count and not problems
    report(ok, "many connections at once", f"{count} connections open together, then a GET on each",
           f"{good} answered 200 in {seconds:.1f} s" + (f"; others: {sorted(set(map(str, bad)))[:3]}" if bad else "")
           + ("; " + "; ".join(problems) if problems else ""))


def many_in_turn(port, health, count=20000):
    """Connections one after another, half of them closed without a request: after 20,000
    the server once stopped answering, and took a minute to stop."""
    started = time.monotonic()
    answered = failed = 0
    for index in range(count):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
                if index % 2 == 0:
                    connection.sendall(request(b"/"))
                    connection.settimeout(5)
                    if connection.recv(16).startswith(b"HTTP/1.1 200"):
                        answered += 1
        except OSError:
            failed += 1
    problems = health.problems()
    ok = answered == count // 2 and failed == 0 and not problems
    report(ok, "many connections in turn", f"{count} connections, every other one with a GET",
           f"{answered} answered 200, {failed} failed, in {time.monotonic() - started:.0f} s; "
           + ("; ".join(problems) or "still serving"))


def refused_bodies(port, health, count=20):
    """Requests refused while their body is still arriving; each must not cost a descriptor for good."""
    head = b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 8388608\r\nConnection: close\r\n\r\n"
    answers = set()

    def send():
        status, received, ending = exchange(port, head + b"z" * 8388608, timeout=5, send_timeout=1)
        answers.add(describe(status, received, ending))

    threads = [threading.Thread(target=send) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    problems = health.problems()
    report(not problems, "refused bodies", f"{count} POSTs of 8 MiB with Connection: close",
           "; ".join(sorted(answers)) + ("; " + "; ".join(problems) if problems else ""))


def closes_when_asked(port, health):
    """Requests that do not ask to keep the connection are answered and the connection ends
    at once, not at the 30 s idle timeout; each must end within 5 s with the whole answer read."""
    cases = [
        ("HTTP/1.0 without keep-alive", b"GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n"),
        ("Connection: close among tokens", b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: TE, Close\r\n\r\n"),
        ("refused body with Connection: close",
         b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 8388608\r\nConnection: close\r\n\r\n"
         + b"z" * 8388608),
    ]
    for name, data in cases:
        started = time.monotonic()
        status, received, ending = exchange(port, data, timeout=5, send_timeout=1)
        seconds = time.monotonic() - started
        problems = health.problems()
        ok = status is not None and ending.startswith("closed") and not problems
        report(ok, "ends when asked: " + name, data.split(b"\r\n", 1)[0].decode("latin-1"),
               f"{describe(status, received, ending)} after {seconds:.1f} s"
               + ("; " + "; ".join(problems) if problems else ""))


def descriptors_settle(server, baseline):
    """Every connection the attacks opened is closed by now; the server must let go of all of them,
    at the latest when its idle timeout (30 s) ends the ones it had stopped reading."""
    count = None
    started = time.monotonic()
    while time.monotonic() < started + 45:
        count = server.open_descriptors()
        if count is None or count <= baseline + 2:
            break
        time.sleep(0.5)
    if count is None:
        report(True, "descriptors", "nothing (no /proc)", "not checked")
        return
    report(count <= baseline + 2, "descriptors after the attacks", "all client connections closed",
           f"server holds {count} open files after {time.monotonic() - started:.0f} s, {baseline} before the attacks")


def descriptor_exhaustion(lifeline, count=600, descriptors=256):
    """More event streams than the server may open descriptors, on a server of its own.

    Every open page holds a descriptor; when they ran out the server died. It must stop
    accepting short of the limit, keep running, serve again once clients leave, and stop on
    SIGTERM."""
    workdir = tempfile.mkdtemp(prefix="lifeline-serve-descriptors-")
    server = Server(lifeline, workdir, descriptors=descriptors)
    streams = []
    try:
        server.wait_until_serving()
        for _ in range(count):
            try:
                connection = socket.create_connection(("127.0.0.1", server.port), timeout=2)
                connection.sendall(b"GET /_lifeline/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                streams.append(connection)
            except OSError:
                break  # the listen queue is full: refused, as it should be
        time.sleep(2)
        alive_while_full = server.process.poll() is None
        for connection in streams:
            connection.close()
        streams = []
        answer = b""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not answer.startswith(b"HTTP/1.1 200"):
            try:
                _, answer, _ = exchange(server.port, request(b"/"), timeout=5)
            except OSError:
                time.sleep(0.5)
        server.process.send_signal(signal.SIGTERM)
        try:
            code = server.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            code = None
        ok = alive_while_full and answer.startswith(b"HTTP/1.1 200") and code == 0
        report(ok, "descriptor exhaustion",
               f"{count} event streams against a server limited to {descriptors} descriptors",
               f"alive while full: {alive_while_full}; then {describe_status(answer)}; SIGTERM exit {code}")
    finally:
        for connection in streams:
            connection.close()
        if server.process.poll() is None:
            server.process.kill()
            server.process.wait()
        server.log.close()
        shutil.rmtree(workdir, ignore_errors=True)


def describe_status(answer):
    return answer.split(b"\r\n", 1)[0].decode("latin-1") or "no answer"


def main():
    lifeline = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("LIFELINE", "")
    if not lifeline or not os.access(lifeline, os.X_OK):
        raise SystemExit("usage: serve-stress.py path/to/lifeline (or LIFELINE=...)")
    lifeline = os.path.abspath(lifeline)
    # 500 connections at once need more descriptors than some shells allow (server and client).
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 4096 if hard == resource.RLIM_INFINITY else min(hard, 4096)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))

    started = time.monotonic()
    workdir = tempfile.mkdtemp(prefix="lifeline-serve-stress-")
    server = Server(lifeline, workdir)
    try:
        server.wait_until_serving()
        with open(os.path.join(server.output, BIG_FILE), "wb") as handle:
            handle.write(os.urandom(BIG_SIZE))
        health = Health(server)
        problems = health.problems()
        if problems:
            raise SystemExit("the server does not answer normally before any attack: " + "; ".join(problems))
        baseline = server.open_descriptors()
        print(f"lifeline serve on port {server.port}, pid {server.process.pid}; checks after each attack: "
              + ", ".join(path for path, _ in health.checks), flush=True)

        for attack in simple_attacks():
            run_simple(server.port, health, *attack)
        refused_bodies(server.port, health)
        closes_when_asked(server.port, health)
        slowloris(server.port, health)
        disconnects(server.port, health)
        pipelined(server.port, health)
        concurrent(server.port, health)
        many_in_turn(server.port, health)
        if baseline is not None:
            descriptors_settle(server, baseline)

        alive = server.process.poll() is None
        problems = health.problems()
        report(alive and not problems, "still serving", "GET / and the topic page",
               "; ".join(problems) or "both 200 with their titles")
        # Graceful shutdown waits for requests in flight; clients that never finish one must
        # not keep the server from stopping.
        hanging = [connect(server.port) for _ in range(4)]
        hanging[0].sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a")
        hanging[1].sendall(b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\nabc")
        hanging[2].sendall(b"GET /_lifeline/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        time.sleep(1)
        server.process.send_signal(signal.SIGTERM)
        sent = "SIGTERM with a half-sent head, a half-sent body, a live-reload stream and an idle connection open"
        started_stop = time.monotonic()
        try:
            code = server.process.wait(timeout=30)
            report(code == 0, "SIGTERM", sent, f"exited with {code} after {time.monotonic() - started_stop:.1f} s")
        except subprocess.TimeoutExpired:
            report(False, "SIGTERM", sent, "still running after 30 s")
        for connection in hanging:
            connection.close()
    finally:
        if server.process.poll() is None:
            server.process.kill()
            server.process.wait()
        server.log.close()
        log = server.log_text()
        shutil.rmtree(workdir, ignore_errors=True)

    descriptor_exhaustion(lifeline)

    elapsed = time.monotonic() - started
    if failures:
        print(f"serve-stress: {len(failures)} failed ({', '.join(failures)}) in {elapsed:.0f} s; server output:")
        print(log[-4000:])
        return 1
    print(f"serve-stress: every attack survived, in {elapsed:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
