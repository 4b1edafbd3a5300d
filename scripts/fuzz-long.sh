#!/usr/bin/env bash
# Long fuzz runs (docs/fuzzing.md): one target at a time on one core (-jobs=1 -workers=1,
# nice -n 10), from its seeds and what earlier long runs kept (build-fuzz/long/<target>/corpus),
# until the target's long runs reach 10 million executions in all or MAX_SECONDS have been
# spent on it in this call. The time goes in runs of at most KIBITZ_FUZZ_RUN_SECONDS (600),
# each a fresh process on the corpus the last one left: a process slows down as it ages (a
# job_line process ran at 630 exec/s after 90 minutes, a fresh one on its corpus at 2,350).
# Each run's libFuzzer log is kept as build-fuzz/long/<target>/run-<start>.log; the total is
# the sum over those logs, plus build-fuzz/long/<target>/earlier-executions if present: the
# count docs/fuzzing.md records for runs whose logs a new checkout no longer has.
# KIBITZ_FUZZ_JOBS=J (default 1) runs J processes of the target at once on one shared corpus
# (one core each; their logs are run-<start>-<i>.log), to finish one target sooner.
# Prints a line per run: its executions, exec/s and findings (saved in
# build-fuzz/long/<target>/artifacts/), and the target's total so far.
# Ctrl-C (SIGINT to the process group) ends the current run early and keeps its log and its
# executions, then stops. A script started in the background ignores SIGINT: SIGTERM to the
# script stops it after the current run.
# Needs scripts/fuzz-ci.sh (or its build and corpus steps) run once before.
#   scripts/fuzz-long.sh MAX_SECONDS TARGET...      e.g. scripts/fuzz-long.sh 3600 notes cnf
set -euo pipefail
cd "$(dirname "$0")/.."
max_seconds=$1
shift
run_seconds=${KIBITZ_FUZZ_RUN_SECONDS:-600}
jobs=${KIBITZ_FUZZ_JOBS:-1}
root=$PWD
fuzz=$root/build-fuzz
goal=10000000
# A 32 MB quarantine instead of ASan's 256 MB: freed memory is still held back for the next
# 32 MB of frees, which catches a use soon after the free; with 256 MB the long runs grew to
# 1 GB and ran markedly slower (job_line: 3,400 against 5,800 exec/s, same corpus).
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:quarantine_size_mb=32
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# What logs say: the sum of a statistic (executions) or its values (exec/s), one per process.
stat_sum() { sed -n "s/^stat::$1: *//p" "${@:2}" | awk '{s += $1} END {print s + 0}'; }
stat_each() { sed -n "s/^stat::$1: *//p" "${@:2}" | paste -sd/; }

# The executions of every long run of a target so far, with its earlier-executions (0 before
# its first run: with no log to read, sed would end the script under pipefail without a word).
executed() {
  local earlier=0 logs=("$1"/run-*.log)
  [ -f "$1/earlier-executions" ] && earlier=$(tr -dc 0-9 <"$1/earlier-executions")
  [ -e "${logs[0]}" ] || { echo $((${earlier:-0})); return; }
  echo $(($(stat_sum number_of_executed_units "${logs[@]}") + ${earlier:-0}))
}

# libFuzzer prints its final statistics when interrupted; the trap lets the loop body finish,
# so that the interrupted run's log is kept and counted, before the script stops.
interrupted=0
trap 'interrupted=1' INT TERM

for name in "$@"; do
  dir=$fuzz/long/$name
  mkdir -p "$dir/corpus" "$dir/artifacts"
  done_already=$(executed "$dir")
  if [ "$done_already" -ge "$goal" ]; then
    echo "$name: $done_already executions already, nothing to do"
    continue
  fi
  target_start=$(date +%s)
  while :; do
    before=$(executed "$dir")
    left=$((max_seconds - ($(date +%s) - target_start)))
    if [ "$before" -ge "$goal" ] || [ "$left" -le 0 ]; then
      break
    fi
    started=$(date -u +%FT%TZ)
    touch "$dir/started"
    # -jobs writes each process's output to fuzz-<i>.log in the current folder; -runs is per
    # process.
    rm -f "$dir"/fuzz-*.log
    (cd "$dir" && nice -n 10 "$fuzz/tests/fuzz/fuzz_$name" -jobs="$jobs" -workers="$jobs" \
      -runs=$(((goal - before + jobs - 1) / jobs)) \
      -max_total_time=$((left < run_seconds ? left : run_seconds)) -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 -dict="$root/tests/fuzz/dict/$name.dict" -artifact_prefix="$dir/artifacts/" \
      corpus "$fuzz/corpus/$name" >/dev/null 2>&1) || true
    logs=()
    for ((i = 0; i < jobs; ++i)); do
      log=$dir/run-$started.log
      [ "$jobs" = 1 ] || log=$dir/run-$started-$i.log
      [ -f "$dir/fuzz-$i.log" ] && cp "$dir/fuzz-$i.log" "$log" && logs+=("$log")
    done
    runs=0 speed=?
    if [ ${#logs[@]} -gt 0 ]; then
      runs=$(stat_sum number_of_executed_units "${logs[@]}")
      speed=$(stat_each average_exec_per_sec "${logs[@]}")
    fi
    findings=$(find "$dir/artifacts" -type f -newer "$dir/started" | wc -l)
    echo "$name $started executions=${runs:-?} exec/s=${speed:-?} findings=$findings total=$(executed "$dir")"
    if [ "$interrupted" = 1 ]; then
      echo "interrupted: the run of $name is counted; the runs and targets after it were not started"
      exit 130
    fi
    # A finding ends the run: stop there, so that it is looked at before fuzzing on. A run
    # that executed nothing (it could not start) would loop: stop too.
    if [ "$findings" != 0 ]; then
      echo "$name: a finding, see $dir/artifacts/ and $dir/run-$started*.log" >&2
      exit 1
    fi
    if [ "$runs" = 0 ]; then
      echo "$name: the run executed nothing, see $dir/run-$started*.log" >&2
      exit 1
    fi
  done
done
