#!/usr/bin/env bash
# One task of a Slurm job array playing an arena's job lines (docs/arena.md, "Slurm"):
#   kibitz-cli arena GAME --bot ... --plan > jobs.jsonl
#   sbatch --array=0-31 scripts/arena-slurm.sh jobs.jsonl results
#   kibitz-cli rank results/*.jsonl --db arena.sqlite
# Task t of n (its place in the array: 0, 1, ... also with a step, --array=0-30:2) plays
# every n-th line from line t on and writes RESULTS/results-t.jsonl (atomically: a task that
# dies leaves no half file; run it again). The array's indices must be evenly spaced
# (A-B or A-B:STEP). kibitz-cli comes from PATH, or from $KIBITZ_CLI. Options after
# RESULTS_DIR go to `kibitz-cli worker` (--sandbox, --replays DIR).
# scripts/arena-slurm-submit.sh plans, submits this array, waits for it and ranks.
#SBATCH --job-name=kibitz-arena
#SBATCH --cpus-per-task=2
#SBATCH --time=02:00:00
#SBATCH --output=kibitz-arena-%A_%a.log
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: sbatch --array=0-N $0 JOBS.jsonl RESULTS_DIR [WORKER OPTION...]" >&2
  exit 2
fi
jobs_file=$1
results=$2
shift 2
task=${SLURM_ARRAY_TASK_ID:?not run as a Slurm array task (SLURM_ARRAY_TASK_ID is unset)}
count=${SLURM_ARRAY_TASK_COUNT:?SLURM_ARRAY_TASK_COUNT is unset}
first=${SLURM_ARRAY_TASK_MIN:-0}
max=${SLURM_ARRAY_TASK_MAX:-}
# The step between indices: Slurm's, or the one MIN, MAX and COUNT imply (older Slurm).
if [ -n "${SLURM_ARRAY_TASK_STEP:-}" ]; then
  step=$SLURM_ARRAY_TASK_STEP
elif [ -n "$max" ] && [ "$count" -gt 1 ]; then
  step=$(((max - first) / (count - 1)))
else
  step=1
fi
last=$((first + (count - 1) * step))
if [ "$step" -lt 1 ] || [ "$task" -lt "$first" ] || [ "$task" -gt "$last" ] || [ $(((task - first) % step)) -ne 0 ] ||
  { [ -n "$max" ] && [ "$max" -ne "$last" ]; }; then
  echo "$0: the array's indices are not evenly spaced (task $task of $count, from $first to ${max:-?}, step $step):" \
    "submit it as --array=A-B or --array=A-B:STEP" >&2
  exit 2
fi
slot=$(((task - first) / step))
cli=${KIBITZ_CLI:-kibitz-cli}

mkdir -p "$results"
out="$results/results-$slot.jsonl"
# A task that fails, is cancelled or runs out of time leaves no .part behind (scancel and the
# time limit send SIGTERM first; the trap runs once the worker has ended too).
trap 'rm -f -- "$out.part"' EXIT
trap 'exit 143' TERM
trap 'exit 130' INT
status=0
awk -v n="$count" -v t="$slot" '(NR - 1) % n == t' "$jobs_file" \
  | "$cli" worker --jobs "${SLURM_CPUS_PER_TASK:-1}" "$@" > "$out.part" || status=$?
# The worker answered every line (exit 2: some were not jobs, each has its error line).
[ "$status" -eq 0 ] || [ "$status" -eq 2 ] || { rm -f "$out.part"; exit "$status"; }
mv "$out.part" "$out"
exit "$status"
