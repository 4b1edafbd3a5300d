#!/usr/bin/env bash
# Sets everything up and runs the whole test suite (GUI tests run offscreen) in one build:
# build-asan/, a Debug build (assertions on: Q_ASSERT and assert) made with AddressSanitizer
# and UndefinedBehaviorSanitizer, the window, the tests and the benchmarks (built, not run)
# included. A failed assertion, a memory error, undefined behaviour or a leak in our code
# fails the test. Then the fuzz stage (scripts/fuzz-ci.sh, build-fuzz/): every input that
# ever crashed a fuzz target again, then every target for KIBITZ_FUZZ_SECONDS (5 s here).
# One build, not one per kind of check: on CI's two cores a full build costs about 14
# minutes, and every test already runs in this one (docs/performance.md, "CI").
#   KIBITZ_RELEASE_PASS=1   also builds build/ as scripts/setup.sh does (RelWithDebInfo)
#                           and runs the suite there
#   KIBITZ_FUZZ_PASS=0      skips the fuzz stage
# Arguments go to every ctest run. After each run it prints its ten slowest tests.
# KIBITZ_STRICT=1 (.ci/run sets it): a test whose tool is missing fails instead of skipping.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --tools
export QT_QPA_PLATFORM=offscreen
jobs=${KIBITZ_JOBS:-2}

# The ten slowest tests of a ctest run, from its console log (also when a test failed).
slowest() {
  echo "test: the ten slowest tests"
  awk '/^ *[0-9]+\/[0-9]+ +Test +#[0-9]+: / && $NF == "sec" { print $(NF-1), $4 }' "$1" |
    sort -g -r | head -n 10 | awk '{ printf "  %8.1f s  %s\n", $1, $2 }'
}

# The sanitizer build and its tests take about 15 GB (and the compiler's files in /tmp): a
# short disk is said at once, not found as "No space left on device" halfway through.
for where in . "${TMPDIR:-/tmp}"; do
  free_gb=$(df -Pk "$where" | awk 'NR == 2 { print int($4 / 1048576) }')
  if [ "$free_gb" -lt 16 ]; then
    echo "test: warning: only ${free_gb} GB free on the disk of $where; the sanitizer build needs about 15 GB" >&2
  fi
done

echo "test: the Debug build with sanitizers (address, undefined) in build-asan/"
# -Og: assertions and sanitizers as in any Debug build, at a speed the tests' limits allow.
# -g1: line tables, all the sanitizers' reports need; full debug information made every
# compile about a third slower (docs/performance.md).
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-Og -g1" -DKIBITZ_ONLY_GAMES= \
  -DKIBITZ_SANITIZE=address,undefined -DKIBITZ_BUILD_BENCHMARKS=ON >/dev/null
cmake --build build-asan -j "$jobs"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
log=build-asan/test-sh-asan.log
status=0
ctest --test-dir build-asan --output-on-failure -j "$jobs" -LE gui "$@" 2>&1 | tee $log || status=$?
# The window's tests without LeakSanitizer: Qt's JavaScript engine (the breakpoints'
# conditions) keeps its objects in a garbage-collected heap that LeakSanitizer does not
# scan, and its JIT code leaves no stack to suppress them by. Memory errors and undefined
# behaviour still fail them.
ASAN_OPTIONS=${ASAN_OPTIONS/detect_leaks=1/detect_leaks=0} \
  ctest --test-dir build-asan --output-on-failure -j "$jobs" -L gui "$@" 2>&1 | tee -a $log || status=$?
slowest $log
[ "$status" = 0 ] || exit "$status"
unset ASAN_OPTIONS LSAN_OPTIONS UBSAN_OPTIONS

if [ "${KIBITZ_RELEASE_PASS:-0}" != 0 ]; then
  echo "test: the suite again in build/ (RelWithDebInfo, as scripts/setup.sh builds it)"
  scripts/setup.sh
  mkdir -p build/Testing
  status=0
  ctest --test-dir build --output-on-failure -j "$jobs" "$@" 2>&1 | tee build/Testing/test-sh-main.log || status=$?
  slowest build/Testing/test-sh-main.log
  [ "$status" = 0 ] || exit "$status"
fi

if [ "${KIBITZ_FUZZ_PASS:-1}" != 0 ]; then
  echo "test: the fuzz stage (libFuzzer, address, undefined) in build-fuzz/"
  KIBITZ_CLI=build-asan/debugger/kibitz-cli KIBITZ_FUZZ_SECONDS=${KIBITZ_FUZZ_SECONDS:-5} scripts/fuzz-ci.sh
fi
