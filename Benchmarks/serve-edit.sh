#!/bin/sh
# How long `lifeline serve` takes to rebuild after one topic is edited: starts the server on a
# copy of a content folder, appends a sentence to one topic N times, a few seconds apart, and
# prints the server's own "Rebuilt in" lines (the time of each rebuild, from the change seen to
# the site swapped or updated). Not part of `make test`.
#
#   sh Benchmarks/serve-edit.sh LIFELINE CONTENT [EDITS=10] [PAUSE=2.5] [PORT=8123]
#
# For example, after `make release` and a `make bench` (which generates the content):
#   sh Benchmarks/serve-edit.sh .build-release/x86_64-unknown-linux-gnu/release/lifeline \
#       Benchmarks/work/n10000/Content
set -eu
lifeline=$1
content=$2
edits=${3:-10}
pause=${4:-2.5}
port=${5:-8123}
work=$(mktemp -d "${TMPDIR:-/tmp}/lifeline-serve-edit.XXXXXX")
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
cp -r "$content" "$work/Content"
topic=$(find "$work/Content" -name '*.md' ! -name README.md | sort | sed -n 500p)
[ -n "$topic" ] || topic=$(find "$work/Content" -name '*.md' ! -name README.md | sort | head -n 1)
"$lifeline" serve --content "$work/Content" --templates Templates --output "$work/Site" --port "$port" \
    > "$work/serve.log" 2>&1 &
server=$!
tries=0
until grep -q Serving "$work/serve.log"; do
    tries=$((tries + 1))
    [ "$tries" -lt 600 ] || { cat "$work/serve.log"; exit 1; }
    sleep 0.5
done
grep Built "$work/serve.log"
i=0
while [ "$i" -lt "$edits" ]; do
    i=$((i + 1))
    echo "Another sentence, number $i." >> "$topic"
    sleep "$pause"
done
kill "$server"
wait "$server" 2>/dev/null || true
grep Rebuilt "$work/serve.log"
