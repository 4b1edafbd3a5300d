#!/usr/bin/env bash
# The host's CPU per exchange for an external game (docs/performance.md, docs/external-games.md):
# the same cg referee and bots (benchmarks/external/) played RUNS times by kibitz-cli and by a
# plain Python pipe script; prints the median CPU (user + sys, the referee and the bots
# included in both) and their difference per exchange.
# Usage: scripts/bench-external-overhead.sh [KIBITZ_CLI] [TURNS] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cli=${1:-$here/build/debugger/kibitz-cli}
turns=${2:-4000}
runs=${3:-7}
bench=$here/benchmarks/external
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

cpu() {  # the user + sys seconds of one run of "$@", referee and bots included
  /usr/bin/time -f "%U %S" -o "$out/time" "$@" >/dev/null 2>&1
  awk '{ printf "%.3f\n", $1 + $2 }' "$out/time"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

for _ in $(seq "$runs"); do
  cpu python3 "$bench/plain_cg_host.py" "python3 $bench/cg_counter.py" "python3 $bench/echo_bot.py" \
      "python3 $bench/echo_bot.py" "turns=$turns" >>"$out/plain"
  cpu "$cli" run extern --referee "python3 $bench/cg_counter.py" --dialect cg --param "turns=$turns" \
      --bot "cmd:python3 $bench/echo_bot.py" --bot "cmd:python3 $bench/echo_bot.py" --out "$out/m.kbz" >>"$out/kibitz"
done
plain=$(median <"$out/plain")
kibitz=$(median <"$out/kibitz")
echo "exchanges: $turns, runs: $runs"
echo "plain pipe script: $plain s CPU (median)"
echo "kibitz-cli:        $kibitz s CPU (median)"
awk -v k="$kibitz" -v p="$plain" -v n="$turns" 'BEGIN { printf "kibitz-cli over the pipe script: %.3f ms CPU per exchange\n", (k - p) * 1000 / n }'
