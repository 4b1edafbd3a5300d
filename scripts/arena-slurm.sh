#!/usr/bin/env bash
# One task of a Slurm job array playing an arena's job lines (docs/arena.md, "Slurm"):
#   kibitz-cli arena GAME --bot ... --plan > jobs.jsonl
#   sbatch --array=0-31 scripts/arena-slurm.sh jobs.jsonl results
#   kibitz-cli rank results/*.jsonl --db arena.sqlite
# Task t of n plays every n-th line from line t on and writes RESULTS/results-t.jsonl
# (atomically: a task that dies leaves no half file; run it again). kibitz-cli comes from
# PATH, or from $KIBITZ_CLI.
#SBATCH --job-name=kibitz-arena
#SBATCH --cpus-per-task=2
#SBATCH --time=02:00:00
#SBATCH --output=kibitz-arena-%A_%a.log
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: sbatch --array=0-N $0 JOBS.jsonl RESULTS_DIR" >&2
  exit 2
fi
jobs_file=$1
results=$2
task=${SLURM_ARRAY_TASK_ID:?not run as a Slurm array task (SLURM_ARRAY_TASK_ID is unset)}
count=${SLURM_ARRAY_TASK_COUNT:?SLURM_ARRAY_TASK_COUNT is unset}
first=${SLURM_ARRAY_TASK_MIN:-0}
slot=$((task - first))
cli=${KIBITZ_CLI:-kibitz-cli}

mkdir -p "$results"
out="$results/results-$slot.jsonl"
status=0
awk -v n="$count" -v t="$slot" '(NR - 1) % n == t' "$jobs_file" \
  | "$cli" worker --jobs "${SLURM_CPUS_PER_TASK:-1}" > "$out.part" || status=$?
# The worker answered every line (exit 2: some were not jobs, each has its error line).
[ "$status" -eq 0 ] || [ "$status" -eq 2 ] || { rm -f "$out.part"; exit "$status"; }
mv "$out.part" "$out"
exit "$status"
