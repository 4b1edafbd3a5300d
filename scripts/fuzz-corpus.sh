#!/usr/bin/env bash
# Writes the seed corpus of every fuzz target (docs/fuzzing.md) into OUT/<target>/: small
# valid files of each kind. kibitz-cli and the engine make them: short matches of the
# built-in bots give replays (gzip and plain JSON, written also as format versions 2 and 1),
# bot replies and marks; their exports give OrkIsland logs and .cnf files (generated and
# FIXED maps), CodinGame replays, arena plans (job lines) and what a worker answers
# (result lines). What no command writes (notes, breakpoints files, every kind of mark)
# is written here. Nothing is taken from ../shared.
#   scripts/fuzz-corpus.sh [OUT]      default OUT: build-fuzz/corpus
#   KIBITZ_CLI=path                   the kibitz-cli to use (default build/debugger/kibitz-cli)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build-fuzz/corpus}
cli=${KIBITZ_CLI:-build/debugger/kibitz-cli}
jqdir=tests/fuzz/corpus
[ -x "$cli" ] || { echo "fuzz-corpus: $cli not found (build kibitz-cli, or set KIBITZ_CLI)" >&2; exit 2; }
rm -rf "$out"
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
games=$("$cli" games --json | jq -r '.[].id')
has() { grep -qx "$1" <<<"$games"; }
dir() { mkdir -p "$out/$1" && echo "$out/$1"; }

# One file per JSON string read on stdin (jq -c output), at most $3 of them: DIR PREFIX MAX.
strings_to_files() {
  local n=0 line
  while IFS= read -r line && [ "$n" -lt "$3" ]; do
    jq -j . <<<"$line" >"$1/$2-$n"
    n=$((n + 1))
  done
}

# Dominoes always plays its 100 turns: its seeds are a greedy bot's first replies given
# as a script, which then runs out (a timeout ends the game).
if has dominoes; then
  "$cli" run dominoes --seed 2 --bot builtin:greedy --out "$tmp/long.kbz" >/dev/null
  zcat "$tmp/long.kbz" | jq -r '[.frames[].io[]?.output[0]][:8][]' >"$tmp/dominoes-8.script"
  zcat "$tmp/long.kbz" | jq -r '[.frames[].io[]?.output[0]][:3][]' >"$tmp/dominoes-3.script"
  zcat "$tmp/long.kbz" | jq -c '[.frames[].io[]?.output[0]] | unique | .[]' | strings_to_files "$(dir reply_dominoes)" greedy 40
fi

# name, game, then the arguments of kibitz-cli run (short matches: small seeds fuzz faster).
matches=(
  "fencing-fencer fencing --seed 3 --bot builtin:fencer --bot builtin:random"
  "fencing-league1 fencing --seed 8 --param league=1 --bot builtin:random --bot builtin:fencer"
  "fencing-league2 fencing --seed 11 --param league=2 --bot builtin:random --bot builtin:fencer"
  "orkisland-warlord orkisland --seed 5 --param rows=20 --param cols=20 --param nb_orks=3 --param nb_rounds=8 --bot builtin:warlord --bot builtin:dummy --bot builtin:warlord --bot builtin:null"
  "orkisland-dummy orkisland --seed 9 --param rows=24 --param cols=24 --param nb_orks=2 --param nb_rounds=5 --bot builtin:dummy --bot builtin:dummy --bot builtin:warlord --bot builtin:warlord"
  "dominoes-8 dominoes --seed 2 --bot script:$tmp/dominoes-8.script"
  "dominoes-3 dominoes --seed 2 --bot script:$tmp/dominoes-3.script"
  "moscaceca-scout moscaceca --seed 4 --param board_size=8 --param max_turns=10 --bot builtin:scout --bot builtin:random"
  "moscaceca-three moscaceca --seed 6 --param board_size=8 --param max_turns=3 --param agents_per_player=2 --bot builtin:scout --bot builtin:scout --bot builtin:random"
  "angelempire-tactician angelempire --seed 6 --param battles=1 --param turns=8 --bot builtin:tactician"
  "angelempire-random angelempire --seed 7 --param battles=2 --param turns=2 --bot builtin:random"
)
# A game's built-in bots as --bot arguments: seat p plays them from the last one backwards,
# as many seats as it takes up to two (lineup ID), or all of them, at least two entrants,
# for an arena (lineup ID all). Empty for a game without built-in bots.
lineup() {
  "$cli" games --json | jq -r --arg id "$1" --arg all "${2:-}" '.[] | select(.id == $id and (.bots | length) > 0) |
    [.bots[].name] as $b |
    (if $all == "all" then ([$b | length, 2] | max) else ([.minPlayers, ([.maxPlayers, 2] | min)] | max) end) as $seats |
    [range($seats) | "--bot builtin:" + $b[(($b | length) - 1 - .) % ($b | length)]] | join(" ")'
}

# Every other registered game (a new one needs no line above): one match with its default
# parameters, seat p playing its built-in bots from the last one backwards, as many seats
# as it takes up to two.
while read -r id; do
  if grep -q "^$id-" < <(printf '%s\n' "${matches[@]}"); then continue; fi
  bots=$(lineup "$id")
  if [ -n "$bots" ]; then matches+=("$id-builtin $id --seed 1 $bots"); fi
done <<<"$games"
for m in "${matches[@]}"; do
  read -r -a words <<<"$m"
  name=${words[0]} game=${words[1]}
  has "$game" || continue
  "$cli" run "${words[@]:1}" --out "$tmp/$name.kbz" >/dev/null
  zcat "$tmp/$name.kbz" >"$tmp/$name.json"

  d=$(dir replay)
  cp "$tmp/$name.kbz" "$d/$name-v3.kbz"
  cp "$tmp/$name.json" "$d/$name-v3.json"
  jq -c -f $jqdir/replay_v2.jq "$tmp/$name.json" >"$d/$name-v2.json"
  jq -c -f $jqdir/replay_v1.jq "$tmp/$name.json" >"$d/$name-v1.json"
  jq -c -f $jqdir/replay_profile.jq "$tmp/$name.json" >"$d/$name-profile.json"

  # What the bots answered (valid replies), and the marks they drew.
  jq -c '[.frames[].io[]? | select(.status == "ok") | .output | join("\n")] | unique | .[]' "$tmp/$name.json" |
    strings_to_files "$(dir "reply_$game")" "$name" 40
  jq -c '[.frames[].io[]? | .stderr // empty] | unique | .[]' "$tmp/$name.json" |
    strings_to_files "$(dir bot_marks)" "$name" 10

  case $game in
  orkisland)
    "$cli" export "$tmp/$name.kbz" --format orkisland-log --out "$(dir orkisland_log)/$name.out" >/dev/null
    log="$out/orkisland_log/$name.out"
    # A .cnf is the log's settings block, then a generator or the map of its round 0.
    d=$(dir cnf)
    { awk '/^OrkIsland/ { on = 1 } /^names/ { exit } on' "$log"; echo GENERATOR1; } >"$d/$name-generator.cnf"
    { awk '/^OrkIsland/ { on = 1 } /^names/ { exit } on' "$log"; echo FIXED; awk '/^round / { exit } map; /^names/ { map = 1 }' "$log"; } \
      >"$d/$name-fixed.cnf"
    ;;
  fencing)
    jq -c -f $jqdir/codingame.jq "$tmp/$name.json" >"$(dir codingame)/$name.json"
    ;;
  esac
done

# Arena plans and what a worker answers for them (one line, and whole files).
plans=(
  "fencing --bot builtin:fencer --bot builtin:random --bot builtin:idle --matches 6"
  "dominoes --bot builtin:greedy --bot builtin:random --matches 4"
  "moscaceca --bot builtin:scout --bot builtin:random --matches 4 --param board_size=8 --param max_turns=5"
  "orkisland --bot builtin:warlord --bot builtin:dummy --bot builtin:null --bot builtin:warlord --name w1 --name d --name n --name w2 --matches 4 --param rows=20 --param cols=20 --param nb_orks=2 --param nb_rounds=3"
  "angelempire --bot builtin:tactician --bot builtin:random --matches 2 --param battles=1 --param turns=3"
)
# Every other registered game (a new one needs no line above): all its built-in bots.
while read -r id; do
  if grep -q "^$id " < <(printf '%s\n' "${plans[@]}"); then continue; fi
  bots=$(lineup "$id" all)
  if [ -n "$bots" ]; then plans+=("$id $bots --matches 2"); fi
done <<<"$games"
for p in "${plans[@]}"; do
  read -r -a words <<<"$p"
  game=${words[0]}
  has "$game" || continue
  "$cli" arena "${words[@]}" --plan >"$tmp/$game.plan"
  jq -R . "$tmp/$game.plan" | strings_to_files "$(dir job_line)" "$game" 3
  cp "$tmp/$game.plan" "$out/job_line/$game-plan.jsonl"
  # A line that is not a job gets an error line (and the worker's exit code 1).
  { cat "$tmp/$game.plan"; echo '{"kibitz": "job"}'; } | "$cli" worker >"$tmp/$game.results" || true
  jq -R . "$tmp/$game.results" | strings_to_files "$(dir results)" "$game" 3
  cp "$tmp/$game.results" "$out/results/$game-results.jsonl"
done

# What an external game's referee sends (docs/external-games.md): cg headers, and a kibitz
# frame after its player-count byte.
d=$(dir external_frames)
printf '[[VIEW] 2]\nKEY_FRAME 0\n[[NEXT_PLAYER_INFO] 3]\n[[SCORES]2]\n' >"$d/headers"
printf '\001{"metrics": {"gold": [3, 4]}, "grid": {"rows": 2, "cols": 2, "cells": [["X", {"text": "O", "color": "#56b4e9"}], ["", "X"]]}, "marks": ["text 1,1 X", "note two in a row"]}' >"$d/kibitz-frame"

# Marks of every kind, as docs/bot-marks.md writes them, among ordinary stderr lines.
d=$(dir bot_marks)
cat >"$d/every-kind" <<'EOF'
thinking...
#kibitz note opponent low on energy: pressing
#kibitz text 260 lunge reach
#kibitz color 300 #ff5252
#kibitz line player:0 player:1 #ffeb3b
#kibitz line unit:7 12,30
#kibitz text unit:7 target
#kibitz color 5,9 #2196F3
EOF
printf '#kibitz note crlf line\r\n#kibitz line -3,4 17\r\n' >"$d/crlf"

# Notes as the window saves them in a replay's "annotations" (docs/annotations.md),
# next to an entry of another kind, which is kept as it is.
d=$(dir notes)
cat >"$d/every-category.json" <<'EOF'
[{"kind": "note", "id": "n1", "turn": 0, "category": "idea", "text": "open with a lunge"},
 {"kind": "note", "id": "n2", "turn": 3, "category": "bug", "text": "timed out here\nsecond line", "anchor": "players[1]",
  "created": "2026-12-01T10:00:00Z", "modified": "2026-12-01T10:05:00Z"},
 {"kind": "note", "id": "n3", "turn": 12, "category": "blunder", "text": "walked into the parry", "anchor": "cell:250"},
 {"kind": "note", "id": "n4", "turn": 40, "category": "good-move", "text": "took the city", "anchor": "cell:3,4"},
 {"kind": "bookmark", "turn": 7}]
EOF
cat >"$d/one-note.json" <<'EOF'
{"kind": "note", "id": "n7", "turn": 200, "category": "idea", "text": "unit 12 is stuck", "anchor": "unit:12"}
EOF

# Breakpoints files as Export Breakpoints writes them (docs/breakpoints.md).
d=$(dir breakpoints)
cat >"$d/one.json" <<'EOF'
{"kibitzBreakpoints": 1,
 "breakpoints": [{"expression": "players[0].energy < 5", "enabled": true, "logOnly": false}]}
EOF
cat >"$d/several.json" <<'EOF'
{
    "breakpoints": [
        {"enabled": true, "expression": "events.some(e => e.type === \"touch\")", "logOnly": false},
        {"enabled": false, "expression": "turn > 10 && players[1].score >= players[0].score", "logOnly": true},
        {"expression": "state.round % 50 == 0"}
    ],
    "kibitzBreakpoints": 1
}
EOF

for d in "$out"/*/; do
  printf '%-20s %3d files, %6d bytes\n' "$(basename "$d")" "$(find "$d" -type f | wc -l)" "$(cat "$d"/* | wc -c)"
done
