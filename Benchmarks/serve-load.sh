#!/usr/bin/env bash
# Load test of `lifeline serve` on loopback with Debian's wrk: a live server over a fresh
# build of Content/, at least 10,000 requests over 64 connections, and zero errors (no
# socket error, no status outside 2xx/3xx). Prints wrk's figures; fails when a check fails.
# Timing is reported, never asserted: this is a benchmark, run by `make bench-serve`, not a test.
#
# Settings (environment): CONFIGURATION (release), SCRATCH (.build), PORT (8187),
# CONNECTIONS (64), THREADS (2), DURATION (10s), MIN_REQUESTS (10000), WATCH (1: serve as
# writers do, with live reload; 0: --no-watch, the files exactly as built).
set -euo pipefail
cd "$(dirname "$0")/.."

CONFIGURATION=${CONFIGURATION:-release}
SCRATCH=${SCRATCH:-.build}
PORT=${PORT:-8187}
CONNECTIONS=${CONNECTIONS:-64}
THREADS=${THREADS:-2}
DURATION=${DURATION:-10s}
MIN_REQUESTS=${MIN_REQUESTS:-10000}
WATCH=${WATCH:-1}

if ! command -v wrk >/dev/null 2>&1; then
  echo "Installing: wrk"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wrk >/dev/null
fi

swift build -c "$CONFIGURATION" --scratch-path "$SCRATCH" --product lifeline
lifeline="$(swift build -c "$CONFIGURATION" --scratch-path "$SCRATCH" --show-bin-path)/lifeline"

work=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then kill -TERM "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

watch_flag=()
[ "$WATCH" = "0" ] && watch_flag=(--no-watch)
"$lifeline" serve --port "$PORT" --output "$work/Site" "${watch_flag[@]}" >"$work/serve.log" 2>&1 &
server=$!

# Wait (at most two minutes: the first build comes first) for the server to answer.
for _ in $(seq 1 600); do
  curl -fsS -o /dev/null "http://127.0.0.1:$PORT/" 2>/dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$work/serve.log"; echo "serve-load: the server exited"; exit 1; }
  sleep 0.2
done
curl -fsS -o /dev/null "http://127.0.0.1:$PORT/" || { cat "$work/serve.log"; echo "serve-load: no answer"; exit 1; }

# A mix of what a reader's browser asks for: pages, a folder, the style sheet, scripts, the
# sitemap. Every path exists, so any status outside 2xx/3xx is an error.
cat >"$work/paths.lua" <<'LUA'
local paths = {
  "/", "/index.html", "/app-states/", "/app-states/active.html", "/callbacks.html", "/search.html",
  "/assets/site.css", "/assets/search.js", "/search-index.js", "/sitemap.xml", "/traces/",
}
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end
LUA

wrk --threads "$THREADS" --connections "$CONNECTIONS" --duration "$DURATION" --timeout 5s --latency \
  --script "$work/paths.lua" "http://127.0.0.1:$PORT/" | tee "$work/wrk.txt"

requests=$(awk '/requests in/ { print $1 }' "$work/wrk.txt")
socket_errors=$(awk '/Socket errors/ { n = 0; for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+,?$/) n += $i + 0; print n }' "$work/wrk.txt")
bad_status=$(awk -F': ' '/Non-2xx or 3xx responses/ { print $2 }' "$work/wrk.txt")
socket_errors=${socket_errors:-0}
bad_status=${bad_status:-0}

kill -TERM "$server"
status=0
wait "$server" || status=$?
server=""

echo "serve-load: $requests requests over $CONNECTIONS connections; socket errors: $socket_errors;" \
  "responses outside 2xx/3xx: $bad_status; server exit status after SIGTERM: $status"
failed=0
[ "${requests:-0}" -ge "$MIN_REQUESTS" ] || { echo "serve-load: fewer than $MIN_REQUESTS requests"; failed=1; }
[ "$socket_errors" -eq 0 ] || { echo "serve-load: socket errors"; failed=1; }
[ "$bad_status" -eq 0 ] || { echo "serve-load: error responses"; failed=1; }
[ "$status" -eq 0 ] || { cat "$work/serve.log"; echo "serve-load: the server did not exit 0"; failed=1; }
exit "$failed"
