#!/usr/bin/env bash
# How much the bots' time and memory (replay format 4: cpuMs, rssKb, peakRssKb per
# exchange) add to a replay: a match is played with external bots, then the same file is
# written again without those three keys, both through jq and gzip -4 (the replay's own
# level) so that only the keys differ. Usage: benchmarks/replay-growth.sh [GAME BOT...]
# Default: a 200-round OrkIsland between four prebuilt course Dummies (../shared/golden).
set -euo pipefail
cd "$(dirname "$0")/.."
cli=build/debugger/kibitz-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ $# -eq 0 ]; then
  dummy=../shared/golden/orkisland/AIDummy.o.Linux64
  [ -f "$dummy" ] || { echo "needs $dummy (../shared/golden)" >&2; exit 2; }
  set -- orkisland "eda:$dummy" "eda:$dummy" "eda:$dummy" "eda:$dummy"
fi
game=$1
shift
args=()
for bot in "$@"; do args+=(--bot "$bot"); done
"$cli" run "$game" --seed 1 "${args[@]}" --out "$work/match.kbz" >/dev/null
zcat "$work/match.kbz" | jq -c . | gzip -4 >"$work/with.gz"
zcat "$work/match.kbz" | jq -c 'del(.. | objects | .cpuMs?, .rssKb?, .peakRssKb?)' | gzip -4 >"$work/without.gz"
with=$(stat -c %s "$work/with.gz")
without=$(stat -c %s "$work/without.gz")
echo "$game: $without -> $with bytes ($(awk -v a="$without" -v b="$with" 'BEGIN { printf "%+.1f%%", 100 * (b - a) / a }'))"
