#!/usr/bin/env bash
# Course players against the original engine (#34): a 200-round OrkIsland match of four
# prebuilt course Dummies (`eda:AIDummy.o.Linux64`) in Kibitz, and the original engine with
# four Dummies linked in (../shared/golden/orkisland/original-engine), run in turns on this
# machine. Prints each pair, the median wall-time ratio (goal <= 0.6) and the CPU time the
# runner costs per player-turn: Kibitz's whole process tree minus the bots' own CPU time as
# the replay records it (goal <= 0.2 ms). Usage: benchmarks/course-speed.sh [PAIRS] (default 7)
set -euo pipefail
cd "$(dirname "$0")/.."
golden=../shared/golden/orkisland
[ -x "$golden/original-engine/Game" ] || { echo "needs $golden/original-engine (../shared/golden)" >&2; exit 2; }
cli=$PWD/build/debugger/kibitz-cli
[ -x "$cli" ] || { echo "build kibitz-cli first" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export KIBITZ_CACHE_DIR="$work/cache"
bots=(); for _ in 1 2 3 4; do bots+=(--bot "eda:$(realpath "$golden/AIDummy.o.Linux64")" --name Dummy); done
# The first run builds the player (not timed).
"$cli" run orkisland --seed 3 "${bots[@]}" --out "$work/warm.kbz" >/dev/null
python3 - "$cli" "$golden/original-engine" "$work" "${1:-7}" "${bots[@]}" <<'PY'
import os, statistics, subprocess, sys, time
cli, orig, work, pairs, bots = sys.argv[1], os.path.realpath(sys.argv[2]), sys.argv[3], int(sys.argv[4]), sys.argv[5:]
def timed(cmd):
    start = time.monotonic()
    p = subprocess.Popen(cmd, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.monotonic() - start
    if status != 0:
        sys.exit(f"{cmd[0]} failed with status {status}")
    return wall, usage.ru_utime + usage.ru_stime  # the process and the children it waited for
def bots_cpu(replay):
    text = subprocess.run(["sh", "-c", f"zcat '{replay}' | jq '[.frames[].io[]?.cpuMs // 0] | add'"],
                          capture_output=True, text=True, check=True).stdout
    return float(text) / 1000
kibitz, original, runner = [], [], []
for i in range(pairs):
    seed = (3, 5, 7)[i % 3]
    kibitz.append(timed([cli, "run", "orkisland", "--seed", str(seed), *bots, "--out", f"{work}/k.kbz"]))
    original.append(timed([orig + "/Game", "Dummy", "Dummy", "Dummy", "Dummy", "-s", str(seed),
                           "-i", orig + "/default.cnf", "-o", f"{work}/o.log"]))
    runner.append(kibitz[-1][1] - bots_cpu(f"{work}/k.kbz"))
    print(f"seed {seed}: Kibitz {kibitz[-1][0]:.2f} s wall {kibitz[-1][1]:.2f} s CPU (runner {runner[-1]:.3f} s), "
          f"original {original[-1][0]:.2f} s wall {original[-1][1]:.2f} s CPU")
ratio = statistics.median(k[0] / o[0] for k, o in zip(kibitz, original))
print(f"wall-time ratio (median of pairs): {ratio:.2f} (goal <= 0.60)")
print(f"runner CPU per player-turn (median): {statistics.median(runner) / 800 * 1000:.3f} ms (goal <= 0.2)")
print(f"cores: {os.cpu_count()}, load average at the end: {os.getloadavg()[0]:.2f}")
PY
