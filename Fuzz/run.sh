#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for a bounded
# time, then prints what each did. Exits non-zero when any target left a crash, timeout,
# out-of-memory or leak artifact.
#
#   Fuzz/run.sh [seconds-per-target]         (or FUZZ_SECONDS; default 60)
#
# Other knobs, all optional:
#   FUZZ_TARGETS   the targets to run, space-separated (default: all four)
#   FUZZ_JOBS      how many targets run at once (default 1)
#   FUZZ_CONFIG    release (default, faster) or debug
#   FUZZ_TIMEOUT   seconds one input may take before it counts as a hang (default 10)
#   FUZZ_RSS_MB    memory limit of one fuzzing process (default 2048)
#   FUZZ_SKIP_BUILD=1  run the binaries already built
#
# The committed seeds in Fuzz/Corpus/<target>/ are read, never written: new inputs go to
# Fuzz/work/corpus/<target>/ and findings to Fuzz/work/artifacts/, both ignored by git.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
seconds="${1:-${FUZZ_SECONDS:-60}}"
targets=(${FUZZ_TARGETS:-FuzzTopicParser FuzzTranslationParser FuzzFrontMatter FuzzScenarioReader FuzzSequenceClaim})
jobs="${FUZZ_JOBS:-1}"
config="${FUZZ_CONFIG:-release}"
timeout="${FUZZ_TIMEOUT:-10}"
rss="${FUZZ_RSS_MB:-2048}"
swift="${SWIFT:-swift}"

# The longest input libFuzzer makes for each target: a little over the largest real file.
max_len() {
  case "$1" in
    FuzzTopicParser | FuzzTranslationParser) echo 16384 ;;
    FuzzFrontMatter) echo 4096 ;;
    FuzzScenarioReader) echo 8192 ;;
    FuzzSequenceClaim) echo 2048 ;;
    *) echo 4096 ;;
  esac
}

work="$here/work"
mkdir -p "$work/artifacts" "$work/logs"
bin="$here/.build/$config"

if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  "$root/.ci/install-dependencies"
  # libFuzzer and the sanitizer runtimes ship with the Swift toolchain (compiler-rt).
  resources="$("$swift" -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')"
  if ! ls "$resources"/clang/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1; then
    echo "libFuzzer's runtime (libclang_rt.fuzzer) is not under $resources; use a swift.org toolchain" >&2
    exit 2
  fi
  echo "Building fuzz targets ($config, -sanitize=fuzzer,address)..."
  if ! "$swift" build --package-path "$here" --scratch-path "$here/.build" -c "$config" \
    -Xswiftc -sanitize=fuzzer,address >"$work/logs/build.log" 2>&1; then
    grep -v "Cannot export local symbol" "$work/logs/build.log" | tail -40 >&2
    echo "fuzz build failed (log: $work/logs/build.log)" >&2
    exit 2
  fi
fi

stamp="$work/.run-started"
touch "$stamp"

run_target() {
  local target="$1"
  mkdir -p "$work/corpus/$target"
  local dictionary=()
  [ -f "$here/Dictionaries/$target.dict" ] && dictionary=(-dict="$here/Dictionaries/$target.dict")
  # -artifact_prefix ends in '-' so files read <target>-crash-<sha1>.
  "$bin/$target" "$work/corpus/$target" "$here/Corpus/$target" \
    -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss" -max_len="$(max_len "$target")" \
    -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" "${dictionary[@]}" \
    >"$work/logs/$target.log" 2>&1
}

echo "Fuzzing ${targets[*]} for ${seconds}s each (${jobs} at a time)..."
pids=()
for target in "${targets[@]}"; do
  run_target "$target" &
  pids+=($!)
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 1; done
done
for pid in "${pids[@]}"; do wait "$pid" || true; done

failed=0
printf '\n%-20s %12s %8s %8s  %s\n' target executions exec/s corpus findings
for target in "${targets[@]}"; do
  log="$work/logs/$target.log"
  executions="$(grep -o 'stat::number_of_executed_units:[[:space:]]*[0-9]*' "$log" | tail -1 | awk '{print $2}')"
  speed="$(grep -o 'stat::average_exec_per_sec:[[:space:]]*[0-9]*' "$log" | tail -1 | awk '{print $2}')"
  corpus="$(find "$work/corpus/$target" -type f | wc -l)"
  findings="$(find "$work/artifacts" -name "$target-*" -newer "$stamp" \
    \( -name '*-crash-*' -o -name '*-timeout-*' -o -name '*-oom-*' -o -name '*-leak-*' \) | sort)"
  slow="$(find "$work/artifacts" -name "$target-slow-unit-*" -newer "$stamp" | wc -l)"
  summary="none"
  if [ -n "$findings" ]; then
    summary="$(echo "$findings" | wc -l) ($(echo "$findings" | xargs -n1 basename | tr '\n' ' '))"
    failed=1
  elif ! grep -q 'stat::number_of_executed_units' "$log"; then
    summary="the fuzzer did not finish; see $log"
    failed=1
  fi
  [ "$slow" -gt 0 ] && summary="$summary; $slow slow input(s)"
  printf '%-20s %12s %8s %8s  %s\n' "$target" "${executions:-?}" "${speed:-?}" "$corpus" "$summary"
done

if [ "$failed" -ne 0 ]; then
  echo
  for target in "${targets[@]}"; do
    log="$work/logs/$target.log"
    if grep -qE '^==[0-9]+==|^SUMMARY|deadly signal|Fatal error|ERROR: libFuzzer' "$log"; then
      echo "--- $target ($log):"
      grep -E -A30 '^==[0-9]+==ERROR|Fatal error|ERROR: libFuzzer' "$log" | head -60
    fi
  done
  echo
  echo "Findings are in $work/artifacts/. Reproduce one with: $bin/<target> <artifact>"
  exit 1
fi
