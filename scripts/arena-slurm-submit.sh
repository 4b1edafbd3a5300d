#!/usr/bin/env bash
# Plays an arena on Slurm in one command (docs/arena.md, "Slurm"): plans it, submits
# scripts/arena-slurm.sh as a job array, waits for every task and ranks the results.
#   scripts/arena-slurm-submit.sh [--dir DIR] [--wait-limit SECONDS] [SBATCH OPTION...] -- ARENA ARGUMENTS
#   scripts/arena-slurm-submit.sh --dir run1 --array=0-31 --partition=short -- \
#     fencing --bot builtin:fencer --bot cmd:./mybot --matches 2000 --json
# Options before `--` other than --dir and --wait-limit go to sbatch (default --array=0-3;
# an array must be A-B or A-B:STEP, optionally %LIMIT). After `--` come the arena's
# arguments: --db, --sprt and --json go to `kibitz-cli rank`, --sandbox and --replays to
# each task's worker; --jobs is the tasks' --cpus-per-task. DIR (default
# kibitz-arena-DATE-TIME; on a file system the nodes share) receives jobs.jsonl,
# results/ and logs/. kibitz-cli comes from PATH or $KIBITZ_CLI, Slurm's commands from PATH.
# Exit codes: 0 ranked; 1 a task failed or the wait limit passed (the message says how to
# finish); 2 bad usage or input, Slurm missing or unreachable; else rank's.
set -euo pipefail

me=arena-slurm-submit
say() { echo "$me: $*" >&2; }
die() { say "$*"; exit 2; }
usage() {
  sed -n '2,/^set /{/^#/p}' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

dir=
wait_limit=86400
sbatch_args=()
array=
while [ $# -gt 0 ]; do
  case $1 in
    --) shift; break ;;
    --dir) [ $# -ge 2 ] || usage; dir=$2; shift 2 ;;
    --dir=*) dir=${1#--dir=}; shift ;;
    --wait-limit) [ $# -ge 2 ] || usage; wait_limit=$2; shift 2 ;;
    --wait-limit=*) wait_limit=${1#--wait-limit=}; shift ;;
    -h | --help) usage ;;
    --array=*) array=${1#--array=}; shift ;;
    -a | --array) [ $# -ge 2 ] || usage; array=$2; shift 2 ;;
    -a*) array=${1#-a}; shift ;;
    *) sbatch_args+=("$1"); shift ;; # sbatch's, and their values
  esac
done
[ $# -gt 0 ] || usage
{ [[ $wait_limit =~ ^[0-9]+$ ]] && [ "$wait_limit" -gt 0 ]; } || die "--wait-limit wants a number of seconds, not '$wait_limit'"

# The arena's arguments: what `arena --plan` refuses goes to rank or to the workers.
plan_args=()
rank_args=()
worker_args=()
cpus=
while [ $# -gt 0 ]; do
  case $1 in
    --json) rank_args+=("$1"); shift ;;
    --db | --sprt) [ $# -ge 2 ] || die "$1 needs a value"; rank_args+=("$1" "$2"); shift 2 ;;
    --sandbox) worker_args+=("$1"); shift ;;
    --replays) [ $# -ge 2 ] || die "$1 needs a value"; worker_args+=("$1" "$2"); shift 2 ;;
    --jobs) [ $# -ge 2 ] || die "$1 needs a value"; cpus=$2; shift 2 ;;
    --db=* | --sprt=*) rank_args+=("$1"); shift ;;
    --replays=*) worker_args+=(--replays "${1#--replays=}"); shift ;;
    --jobs=*) cpus=${1#--jobs=}; shift ;;
    --plan) die "--plan: this script plans by itself" ;;
    *) plan_args+=("$1"); shift ;;
  esac
done

# Slurm first: without it nothing below makes sense.
for tool in sbatch squeue scontrol; do
  command -v "$tool" > /dev/null || die "Slurm's $tool is not on PATH: run this on a Slurm submit host (Debian: apt install slurm-client)"
done
cli=${KIBITZ_CLI:-kibitz-cli}
command -v "$cli" > /dev/null || die "kibitz-cli not found ('$cli'): put it on PATH or set KIBITZ_CLI"
here=$(cd "$(dirname "$0")" && pwd)
[ -r "$here/arena-slurm.sh" ] || die "$here/arena-slurm.sh is missing"

# The array: evenly spaced indices, so that each task knows its share of the lines.
[ -n "$array" ] || array=0-3
if [[ $array =~ ^([0-9]+)-([0-9]+)(:([0-9]+))?(%[0-9]+)?$ ]]; then
  first=${BASH_REMATCH[1]} last=${BASH_REMATCH[2]} step=${BASH_REMATCH[4]:-1}
elif [[ $array =~ ^([0-9]+)(%[0-9]+)?$ ]]; then
  first=${BASH_REMATCH[1]} last=$first step=1
else
  die "--array=$array: give A-B or A-B:STEP (optionally %LIMIT); a list of indices cannot share the job lines evenly"
fi
{ [ "$step" -ge 1 ] && [ "$last" -ge "$first" ]; } || die "--array=$array: an empty array"
tasks=$(((last - first) / step + 1))
last=$((first + (tasks - 1) * step))

# The folder: new or empty, so that no old result (or half file) joins this arena's.
[ -n "$dir" ] || dir=kibitz-arena-$(date +%Y%m%d-%H%M%S)
if [ -e "$dir" ]; then
  [ -d "$dir" ] || die "$dir is not a folder"
  [ -z "$(ls -A "$dir")" ] || die "$dir is not empty: give a new folder (old results would be ranked with this arena's)"
fi
mkdir -p "$dir/results" "$dir/logs"
dir=$(cd "$dir" && pwd)
for ((i = 0; i < ${#worker_args[@]}; i++)); do
  # The tasks may start elsewhere: the replay folder by its absolute path.
  if [ "${worker_args[i]}" = --replays ]; then
    mkdir -p "${worker_args[i + 1]}"
    worker_args[i + 1]=$(cd "${worker_args[i + 1]}" && pwd)
  fi
done

"$cli" arena "${plan_args[@]}" --plan > "$dir/jobs.jsonl" || { rm -f "$dir/jobs.jsonl"; die "the arena's arguments were refused (above)"; }
lines=$(wc -l < "$dir/jobs.jsonl")
[ "$tasks" -le "$lines" ] || say "warning: $tasks tasks for $lines matches: $((tasks - lines)) tasks will have nothing to play"

# Slurm's commands are bounded: a controller that does not answer must not hang us.
slurm() { timeout 120 "$@"; }
extra=(--parsable "--array=$array" "--output=$dir/logs/task-%a.log")
[ -z "$cpus" ] || extra+=("--cpus-per-task=$cpus")
if ! reply=$(slurm sbatch "${extra[@]}" "${sbatch_args[@]}" "$here/arena-slurm.sh" "$dir/jobs.jsonl" "$dir/results" "${worker_args[@]}" 2>&1); then
  die "sbatch failed: ${reply:-no answer within 120 s} (is the controller up, SLURM_CONF right?)"
fi
job=${reply%%;*}
job=${job##*$'\n'}
[[ $job =~ ^[0-9]+$ ]] || die "sbatch gave no job id: $reply"
trap 'say "interrupted; the array runs on: squeue -j $job, scancel $job"; exit 130' INT TERM
say "array job $job: $tasks tasks for $lines matches; results in $dir/results, logs in $dir/logs"

# Wait: until the queue no longer holds the array, or the limit.
start=$SECONDS
last_view=
failures=0
while :; do
  if view=$(slurm squeue -h -r -j "$job" -o '%t %r' 2>&1); then
    failures=0
    [ -n "$view" ] || break
    # "2 running, 1 pending (Resources)"
    view=$(awk '{ s = $1 == "R" ? "running" : $1 == "PD" ? "pending (" $2 ")" : $1 == "CG" ? "ending" : $1; n[s]++ }
      END { for (s in n) printf "%d %s\n", n[s], s }' <<< "$view" | sort -k2 | paste -s -d, | sed 's/,/, /g')
    [ "$view" = "$last_view" ] || say "job $job: $view"
    last_view=$view
  else
    # The job may have left squeue already (invalid job id), or the controller hiccups.
    grep -q -i 'invalid job id' <<< "$view" && break
    failures=$((failures + 1))
    [ "$failures" -lt 5 ] || { say "squeue keeps failing: $view"; exit 2; }
  fi
  if [ $((SECONDS - start)) -ge "$wait_limit" ]; then
    say "gave up waiting after $wait_limit s; the array still runs: follow it with squeue -j $job," \
      "then rank with kibitz-cli rank $dir/results/*.jsonl (or scancel $job)"
    exit 1
  fi
  sleep 0.5
done

# Every task's verdict: its result file; Slurm's state says why one is missing.
states=$(slurm scontrol -o show job "$job" 2>/dev/null || true)
missing=()
for ((t = 0; t < tasks; t++)); do
  [ -f "$dir/results/results-$t.jsonl" ] || missing+=("$((first + t * step))")
done
for part in "$dir"/results/*.part; do
  [ -e "$part" ] || continue
  say "warning: $part is a partial file of a task that was killed; it is not ranked"
done
if [ ${#missing[@]} -gt 0 ]; then
  for index in "${missing[@]}"; do
    state=$(awk -v t="$index" '{ id = ""; st = ""; ex = ""
      for (i = 1; i <= NF; i++) { split($i, kv, "="); if (kv[1] == "ArrayTaskId") id = kv[2]; if (kv[1] == "JobState") st = kv[2]; if (kv[1] == "ExitCode") ex = kv[2] }
      if (id == t) print st " (exit code " ex ")" }' <<< "$states")
    say "task ${job}_$index wrote no results: ${state:-state unknown}; its log: $dir/logs/task-$index.log"
  done
  list=$(IFS=,; echo "${missing[*]}")
  say "${#missing[@]} of $tasks tasks failed: run them again with scontrol requeue '${job}_[$list]' (they keep their share;" \
    "Slurm starts them after the credentials' lifetime, 2 minutes by default)" \
    "and rank with kibitz-cli rank $dir/results/*.jsonl, or rank what is there with --db FILE and let" \
    "kibitz-cli arena ... --db FILE play the rest"
  exit 1
fi
files=()
for ((t = 0; t < tasks; t++)); do
  # A task with no line to play leaves an empty file: rank would warn about it.
  [ -s "$dir/results/results-$t.jsonl" ] && files+=("$dir/results/results-$t.jsonl")
done
say "job $job: all $tasks tasks done in $((SECONDS - start)) s"
exec "$cli" rank "${files[@]}" "${rank_args[@]}"
