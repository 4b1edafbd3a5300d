#!/usr/bin/env bash
# The fuzz stage of scripts/test.sh (docs/fuzzing.md): builds only the fuzz targets and the
# libraries they need (clang, libFuzzer, ASan and UBSan) in build-fuzz/, writes their seed
# corpora, runs every input kept in tests/fuzz/regressions/<target>/, then fuzzes each
# target for KIBITZ_FUZZ_SECONDS (default 20) from its seeds and dictionary. A finding
# fails the stage; the input is saved in build-fuzz/artifacts/<target>/.
#   KIBITZ_FUZZ_DIR: the build folder (default build-fuzz)
#   KIBITZ_CLI: the kibitz-cli that writes the corpora (default build/debugger/kibitz-cli,
#   which scripts/setup.sh builds; scripts/test.sh passes build-asan's)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${KIBITZ_FUZZ_SECONDS:-20}
jobs=${KIBITZ_JOBS:-2}
fuzz=${KIBITZ_FUZZ_DIR:-build-fuzz}

CC=clang CXX=clang++ cmake -S . -B $fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKIBITZ_ONLY_GAMES= \
  -DKIBITZ_FUZZ=ON -DKIBITZ_BUILD_APP=OFF -DKIBITZ_BUILD_TESTS=OFF -DKIBITZ_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build $fuzz -j "$jobs" --target kibitz-fuzz-targets
# Set before the corpora: the kibitz-cli writing them may be a sanitized one (build-asan/).
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
scripts/fuzz-corpus.sh $fuzz/corpus

rm -rf $fuzz/work $fuzz/artifacts
for exe in $fuzz/tests/fuzz/fuzz_*; do
  [ -f "$exe" ] && [ -x "$exe" ] || continue
  name=${exe##*/fuzz_}
  mkdir -p $fuzz/work/"$name" $fuzz/artifacts/"$name" $fuzz/corpus/"$name"
  regressions=(tests/fuzz/regressions/"$name"/*)
  if [ -e "${regressions[0]}" ]; then
    echo "fuzz: $name: ${#regressions[@]} regression inputs"
    "$exe" -timeout=60 "${regressions[@]}" >$fuzz/work/"$name".regressions.log 2>&1 ||
      { tail -n 40 $fuzz/work/"$name".regressions.log; exit 1; }
  fi
  echo "fuzz: $name: ${seconds} s"
  # The first folder receives what the run finds; the seeds are only read.
  "$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -dict=tests/fuzz/dict/"$name".dict -artifact_prefix=$fuzz/artifacts/"$name"/ \
    $fuzz/work/"$name" $fuzz/corpus/"$name" >$fuzz/work/"$name".log 2>&1 ||
    { tail -n 60 $fuzz/work/"$name".log; echo "fuzz: $name: a finding, saved in $fuzz/artifacts/$name/" >&2; exit 1; }
  grep -E '^stat::number_of_executed_units|^Done' $fuzz/work/"$name".log | tr '\n' ' '
  echo
done
