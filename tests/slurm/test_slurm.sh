#!/usr/bin/env bash
# A real single-node Slurm runs scripts/arena-slurm.sh and scripts/arena-slurm-submit.sh
# (docs/arena.md, "Slurm"): slurmctld -D, slurmd -D and a munged with its own key and socket,
# everything in a temporary folder found through SLURM_CONF (nothing in /etc/slurm, ports
# chosen free, munge so that the daemons' ports, open on every interface, take no request
# from elsewhere).
#   test_slurm.sh KIBITZ_CLI
# Exit 77 (ctest: skipped), with the reason, when Slurm is not installed or cannot start here;
# with KIBITZ_STRICT=1 that fails instead. KIBITZ_SLURM_KEEP=1 keeps the folder.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 KIBITZ_CLI" >&2; exit 2; }
export PATH=$PATH:/usr/sbin:/sbin
t0=$SECONDS
budget=240 # under ctest's TIMEOUT of 300 s: every wait gets at most what is left of it

log() { echo "[$((SECONDS - t0)) s] $*"; }
skip() {
  if [ "${KIBITZ_STRICT:-0}" = 1 ]; then
    echo "FAIL (KIBITZ_STRICT=1, would skip): $*" >&2
    exit 1
  fi
  echo "SKIP: $*"
  exit 77
}

for tool in slurmctld slurmd sbatch squeue sinfo scontrol scancel munged mungekey jq timeout realpath; do
  command -v "$tool" > /dev/null ||
    skip "$tool is not installed (scripts/setup.sh installs slurmctld slurmd slurm-client munge jq)"
done
[ "$(id -u)" -eq 0 ] || skip "slurmd starts jobs as their user, which needs root: run as root"
cli=$(realpath "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)

# The munge socket's path must stay under 108 bytes: /tmp rather than a long TMPDIR.
work=$(mktemp -d /tmp/kibitz-slurm.XXXXXX)
conf=$work/slurm.conf
munged_pid='' ctld_pid='' slurmd_pid=''

tails() {
  local f
  for f in "$work"/slurmctld.log "$work"/slurmd.log "$work"/munge/munged.log "$work"/*.out; do
    [ -s "$f" ] || continue
    echo "--- last lines of $f"
    grep -v -e 'pmix' "$f" | tail -n 15
  done
}
fail() {
  echo "FAIL: $*" >&2
  tails >&2
  exit 1
}

# The processes of this Slurm: slurmctld and slurmd have SLURM_CONF=$conf in their
# environment, so do the slurmstepd they start and the jobs (submitted from it).
ours() {
  grep -lzxF "SLURM_CONF=$conf" /proc/[0-9]*/environ 2> /dev/null | sed 's#^/proc/\([0-9]*\)/environ$#\1#' || true
}
# The jobs and the slurmstepd running them (reparented to init): not the daemons nor their
# children (slurmctld's slurmscriptd ends with it).
others() {
  local p parent
  for p in $(ours); do
    parent=$(awk '{print $4}' "/proc/$p/stat" 2> /dev/null) || continue
    case " $p $parent " in *" ${ctld_pid:-none} "* | *" ${slurmd_pid:-none} "*) continue ;; esac
    echo "$p"
  done
}
stop() { # PID: SIGTERM, then SIGKILL after 10 s
  local pid=$1 i
  [ -n "$pid" ] && kill -0 "$pid" 2> /dev/null || return 0
  kill "$pid" 2> /dev/null || true
  for ((i = 0; i < 50; i++)); do
    kill -0 "$pid" 2> /dev/null || return 0
    # A zombie reparented to an init that does not reap it has ended too.
    [ "$(awk '{print $3}' "/proc/$pid/stat" 2> /dev/null)" != Z ] || return 0
    sleep 0.2
  done
  kill -KILL "$pid" 2> /dev/null || true
}
cleanup() {
  local status=$? ids i p
  set +e
  trap - EXIT INT TERM
  if [ -n "$ctld_pid" ] && kill -0 "$ctld_pid" 2> /dev/null; then
    ids=$(SLURM_CONF=$conf timeout 10 squeue -h -o %A 2> /dev/null | sort -u)
    # shellcheck disable=SC2086 # one argument per job
    [ -z "$ids" ] || SLURM_CONF=$conf timeout 10 scancel $ids
  fi
  # The jobs and their slurmstepd end before the daemons (KillWait=5).
  for ((i = 0; i < 100; i++)); do
    [ -n "$(others)" ] || break
    sleep 0.2
  done
  [ -z "${KIBITZ_SLURM_DEBUG:-}" ] || for p in $(others); do echo "left: $p $(tr '\0' ' ' < "/proc/$p/cmdline")"; done
  stop "$slurmd_pid"
  stop "$ctld_pid"
  for p in $(others); do
    echo "cleanup: killing $p, left over: $(tr '\0' ' ' < "/proc/$p/cmdline" 2> /dev/null)" >&2
    kill -KILL "$p" 2> /dev/null
  done
  stop "$munged_pid"
  if [ "${KIBITZ_SLURM_KEEP:-0}" = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'echo "test_slurm: SIGTERM" >&2; exit 143' TERM

left() { echo $((budget - (SECONDS - t0))); }
bounded() { # LIMIT: LIMIT, or less when the budget is nearly spent
  local l
  l=$(left)
  [ "$l" -gt 0 ] || fail "the test's $budget s are spent"
  echo $(($1 < l ? $1 : l))
}
sl() { SLURM_CONF=$conf timeout 60 "$@"; }

free_port() { # a port nothing listens on, away from the one given
  local p
  for ((i = 0; i < 200; i++)); do
    p=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
    [ "$p" != "${1:-}" ] || continue
    (exec 3<> "/dev/tcp/127.0.0.1/$p") 2> /dev/null && continue
    echo "$p"
    return
  done
  fail "no free port"
}

# --- munge: its own key and socket, nothing shared with a system munged.
mkdir -m 700 "$work/munge" "$work/state" "$work/spool" "$work/tmp" "$work/logs"
mungekey -c -k "$work/munge/munge.key" > "$work/mungekey.out" 2>&1 || skip "mungekey failed: $(cat "$work/mungekey.out")"
munged -F --force --socket="$work/munge/sock" --key-file="$work/munge/munge.key" --pid-file="$work/munge/munged.pid" \
  --log-file="$work/munge/munged.log" --seed-file="$work/munge/munged.seed" > "$work/munged.out" 2>&1 &
munged_pid=$!
for ((i = 0; i < 100; i++)); do
  [ -S "$work/munge/sock" ] && break
  kill -0 "$munged_pid" 2> /dev/null || skip "munged did not start: $(tail -n 5 "$work/munged.out")"
  sleep 0.05
done
[ -S "$work/munge/sock" ] || skip "munged made no socket in 5 s: $(tail -n 5 "$work/munged.out")"

# --- the node as slurmd sees this machine (CPUs, sockets, memory), named localhost.
node=$(timeout 20 slurmd -C 2> /dev/null | head -n 1) || true
[[ $node == NodeName=* ]] || skip "slurmd -C says nothing about this machine"
node="NodeName=localhost NodeAddr=127.0.0.1 ${node#NodeName=* } State=UNKNOWN"

write_conf() { # CTLD_PORT SLURMD_PORT
  : > "$work/plugstack.conf"
  cat > "$conf" << EOF
ClusterName=kibitz-test
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$1
SlurmdPort=$2
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge/sock
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
TmpFS=$work/tmp
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
PlugStackConfig=$work/plugstack.conf
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
# Start tasks as soon as CPUs free up rather than on the next scheduling pass.
SchedulerType=sched/builtin
SchedulerParameters=batch_sched_delay=0
KillWait=5
MinJobAge=600
$node
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
}

# --- slurmctld and slurmd; once more on other ports when one was taken meanwhile.
up=
for _ in 1 2 3; do
  ctld_port=$(free_port)
  write_conf "$ctld_port" "$(free_port "$ctld_port")"
  started=$SECONDS
  SLURM_CONF=$conf slurmctld -D -i >> "$work/slurmctld.out" 2>&1 &
  ctld_pid=$!
  SLURM_CONF=$conf slurmd -D -N localhost >> "$work/slurmd.out" 2>&1 &
  slurmd_pid=$!
  while [ $((SECONDS - started)) -lt 30 ]; do
    { kill -0 "$ctld_pid" && kill -0 "$slurmd_pid"; } 2> /dev/null || break
    [ "$(SLURM_CONF=$conf timeout 10 sinfo -h -n localhost -o %T 2> /dev/null)" != idle ] || { up=1; break; }
    sleep 0.1
  done
  [ -z "$up" ] || break
  stop "$slurmd_pid"
  stop "$ctld_pid"
  grep -q -i 'address already in use' "$work"/*.log "$work"/*.out 2> /dev/null || break
done
[ -n "$up" ] || skip "Slurm did not start here: $(tails)"
log "slurmctld and slurmd up in $((SECONDS - started)) s (Slurm $(slurmctld -V | awk '{print $2}'), ports $ctld_port and the next)"

# --- the arena: its plan, and the ranking that arena --jobs 2 prints for it.
arena=(fencing --bot builtin:fencer --bot builtin:random --bot builtin:idle --matches 60 --seed 5)
"$cli" arena "${arena[@]}" --plan > "$work/jobs.jsonl"
"$cli" arena "${arena[@]}" --jobs 2 --db "$work/reference.sqlite" --json > "$work/reference.json" 2> "$work/reference.err" ||
  fail "arena: $(cat "$work/reference.err")"
planned=$(jq -r .index "$work/jobs.jsonl" | sort -n)
[ "$(wc -l <<< "$planned")" -eq 60 ] || fail "the plan has $(wc -l <<< "$planned") jobs, not 60"

submit() { # sbatch options... -> the job id
  local reply
  reply=$(sl sbatch --parsable --cpus-per-task=1 --chdir="$work" --output="$work/logs/%A_%a.log" "$@") || fail "sbatch $*: $reply"
  echo "${reply%%;*}"
}
wait_job() { # ID: until no task of it is pending or running
  local id=$1 limit start=$SECONDS q
  limit=$(bounded 120)
  while :; do
    q=$(sl squeue -h -j "$id" -o '%i %t %r' 2>&1) || q="squeue: $q"
    [ -n "$q" ] || return 0
    [ $((SECONDS - start)) -lt "$limit" ] || fail "job $id still in the queue after $limit s: $q"
    sleep 0.2
  done
}
states() { # ID -> "TASK STATE EXITCODE" per task, by task
  sl scontrol -o show job "$1" | awk '{ id = ""; st = ""; ex = ""
    for (i = 1; i <= NF; i++) { split($i, kv, "="); if (kv[1] == "ArrayTaskId") id = kv[2]; if (kv[1] == "JobState") st = kv[2]; if (kv[1] == "ExitCode") ex = kv[2] }
    print id, st, ex }' | sort -n
}
expect_states() { # ID EXPECTED
  local got
  got=$(states "$1")
  [ "$got" = "$2" ] || fail "job $1: the tasks are
$got
instead of
$2
$(cat "$work"/logs/"$1"_* 2> /dev/null)"
}
# Every planned job exactly once in FILES, each played, and ranked as the arena ranks them.
check_results() { # NAME FILE...
  local name=$1
  shift
  [ "$(jq -r .index "$@" | sort -n)" = "$planned" ] || fail "$name: the results do not hold every planned job exactly once"
  [ -z "$(jq -c 'select(has("error"))' "$@")" ] || fail "$name: error lines: $(jq -c 'select(has("error"))' "$@" | head -n 3)"
  "$cli" rank "$@" --json > "$work/rank-$name.json" 2> "$work/rank-$name.err" || fail "$name: rank: $(cat "$work/rank-$name.err")"
  cmp -s "$work/rank-$name.json" "$work/reference.json" ||
    fail "$name: rank differs from arena --jobs 2: $(diff "$work/rank-$name.json" "$work/reference.json" | head -n 10)"
}

# --- arena-slurm.sh as an array: contiguous and with a step, both at once.
started=$SECONDS
plain=$(KIBITZ_CLI=$cli submit --array=0-2 "$src/scripts/arena-slurm.sh" jobs.jsonl plain)
stepped=$(KIBITZ_CLI=$cli submit --array=4-12:4 "$src/scripts/arena-slurm.sh" jobs.jsonl stepped)
wait_job "$plain"
wait_job "$stepped"
log "two arrays of 3 tasks done in $((SECONDS - started)) s"
expect_states "$plain" $'0 COMPLETED 0:0\n1 COMPLETED 0:0\n2 COMPLETED 0:0'
expect_states "$stepped" $'4 COMPLETED 0:0\n8 COMPLETED 0:0\n12 COMPLETED 0:0'
for name in plain stepped; do
  [ "$(cd "$work/$name" && echo *)" = "results-0.jsonl results-1.jsonl results-2.jsonl" ] ||
    fail "$name holds $(cd "$work/$name" && echo *)"
  check_results "$name" "$work/$name"/results-*.jsonl
done
# A duplicate and a half file beside them: the glob leaves the .part out, rank counts a match once.
cp "$work/plain/results-0.jsonl" "$work/plain/results-7.jsonl"
head -c 100 "$work/plain/results-1.jsonl" > "$work/plain/results-1.jsonl.part"
"$cli" rank "$work"/plain/*.jsonl --json > "$work/dup.json" 2> "$work/dup.err" || fail "rank with a duplicate: $(cat "$work/dup.err")"
cmp -s "$work/dup.json" "$work/reference.json" || fail "rank with a duplicate file differs from the arena"

# --- the one command: plan, submit, wait, rank (sbatch options passed through).
started=$SECONDS
(cd "$work" && KIBITZ_CLI=$cli SLURM_CONF=$conf timeout "$(bounded 150)" "$src/scripts/arena-slurm-submit.sh" \
  --dir run --array=0-4:2 --cpus-per-task=1 -- "${arena[@]}" --db one.sqlite --json > one.json 2> one.err) ||
  fail "arena-slurm-submit.sh: $(cat "$work/one.err")"
log "arena-slurm-submit.sh planned, ran 3 tasks and ranked in $((SECONDS - started)) s"
cmp -s "$work/one.json" "$work/reference.json" || fail "arena-slurm-submit.sh ranks otherwise than the arena: $(diff "$work/one.json" "$work/reference.json" | head)"
[ -s "$work/one.sqlite" ] || fail "arena-slurm-submit.sh --db made no database"
check_results run "$work"/run/results/results-*.jsonl

# A stand-in for kibitz-cli whose worker, in one array task, answers one line and then dies
# (SIGKILL: while dies.flag exists) or hangs.
cat > "$work/flaky-cli" << EOF
#!/usr/bin/env bash
if [ "\${1:-}" = worker ] && [ "\${SLURM_ARRAY_TASK_ID:-}" = "\${FLAKY_DIES:-none}" ] && [ -e "$work/dies.flag" ]; then
  head -n 1 | "$cli" "\$@"
  kill -KILL \$\$
fi
if [ "\${1:-}" = worker ] && [ "\${SLURM_ARRAY_TASK_ID:-}" = "\${FLAKY_HANGS:-none}" ]; then
  head -n 1 | "$cli" "\$@"
  exec sleep 300
fi
exec "$cli" "\$@"
EOF
chmod +x "$work/flaky-cli"
submit_script() { # NAME ENV... -- OPTIONS: runs the script in $work, its exit code in $rc
  local name=$1
  shift
  local envs=()
  while [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  rc=0
  # Absolute paths: one case takes PATH away.
  (cd "$work" && env KIBITZ_CLI="$work/flaky-cli" SLURM_CONF="$conf" "${envs[@]}" "$(command -v timeout)" "$(bounded 150)" \
    "$(command -v bash)" "$src/scripts/arena-slurm-submit.sh" --dir "$name" --cpus-per-task=1 "$@" > "$name.out" 2> "$name.err") || rc=$?
}
job_of() { sed -n 's/.*array job \([0-9]*\):.*/\1/p' "$work/$1.err" | head -n 1; }

# --- a worker that dies: its task FAILED, no file, neither whole nor partial; the script says so.
started=$SECONDS
touch "$work/dies.flag"
submit_script dies FLAKY_DIES=1 -- --array=0-2 -- "${arena[@]}"
[ "$rc" -eq 1 ] || fail "a dead task: exit code $rc, not 1: $(cat "$work/dies.err")"
job=$(job_of dies)
expect_states "$job" $'0 COMPLETED 0:0\n1 FAILED 137:0\n2 COMPLETED 0:0'
grep -q "task ${job}_1 wrote no results: FAILED (exit code 137:0)" "$work/dies.err" || fail "a dead task is not named: $(cat "$work/dies.err")"
[ "$(cd "$work/dies/results" && echo *)" = "results-0.jsonl results-2.jsonl" ] ||
  fail "a dead task left $(cd "$work/dies/results" && echo *)"
[ ! -s "$work/dies.out" ] || fail "a ranking was printed with a task missing"
# What the message says to do: requeue the task (it keeps its share), then rank.
rm "$work/dies.flag"
requeue=$(sed -n "s/.*scontrol requeue '\([^']*\)'.*/\1/p" "$work/dies.err")
[ "$requeue" = "${job}_[1]" ] || fail "no requeue line: $(cat "$work/dies.err")"
sl scontrol requeue "$requeue" || fail "scontrol requeue $requeue failed"
# Slurm holds a requeued task for the credentials' lifetime (cred_expire, 120 s): start it now.
sl scontrol update JobId="${job}_1" StartTime=now || fail "scontrol update StartTime=now failed"
wait_job "$job"
[ -e "$work/dies/results/results-1.jsonl" ] || fail "the requeued task wrote nothing: $(states "$job")"
check_results dies "$work"/dies/results/results-*.jsonl
log "a dead task reported, requeued and ranked in $((SECONDS - started)) s"

# --- a task that hangs: the wait is bounded; cancelled, it leaves no partial file.
started=$SECONDS
submit_script hangs FLAKY_HANGS=0 -- --wait-limit 3 --array=0-1 -- "${arena[@]}"
[ "$rc" -eq 1 ] || fail "a hanging task: exit code $rc, not 1: $(cat "$work/hangs.err")"
grep -q "gave up waiting after 3 s" "$work/hangs.err" || fail "the wait limit is not said: $(cat "$work/hangs.err")"
job=$(job_of hangs)
limit=$(bounded 30)
until [ -s "$work/hangs/results/results-0.jsonl.part" ]; do
  [ $((SECONDS - started)) -lt "$limit" ] || fail "the hanging task wrote nothing: $(states "$job")"
  sleep 0.2
done
sl scancel "$job"
wait_job "$job"
# 143: arena-slurm.sh's trap ran (a shell killed by the signal would give 0:15).
expect_states "$job" $'0 CANCELLED 143:0\n1 COMPLETED 0:0'
[ "$(cd "$work/hangs/results" && echo *)" = "results-1.jsonl" ] || fail "a cancelled task left $(cd "$work/hangs/results" && echo *)"
log "a hanging task given up on, cancelled and cleaned in $((SECONDS - started)) s"

# --- bad input: refused at once with the reason.
expect_refusal() { # NAME TEXT ENV... -- OPTIONS
  local name=$1 text=$2
  shift 2
  submit_script "$name" "$@"
  [ "$rc" -eq 2 ] || fail "$name: exit code $rc, not 2: $(cat "$work/$name.err")"
  grep -q -- "$text" "$work/$name.err" || fail "$name: '$text' not said: $(cat "$work/$name.err")"
}
mkdir -p "$work/nopath"
expect_refusal missing "sbatch is not on PATH" PATH="$work/nopath" -- -- "${arena[@]}"
# A controller that is not there (its port closed); MessageTimeout=2 bounds sbatch's retries (9 s by default).
sed 's/^SlurmctldPort=.*/SlurmctldPort='"$(free_port "$ctld_port")"'/' "$conf" > "$work/down.conf"
echo MessageTimeout=2 >> "$work/down.conf"
expect_refusal down "Unable to contact slurm controller" SLURM_CONF="$work/down.conf" -- -- "${arena[@]}"
mkdir -p "$work/full" && touch "$work/full/results-0.jsonl"
expect_refusal full "full is not empty" -- --dir full -- "${arena[@]}"
expect_refusal uneven "a list of indices" -- --array=1,3,7 -- "${arena[@]}"
expect_refusal badarena "refused" -- -- fencing --bot builtin:nobody

log "passed in $((SECONDS - t0)) s"
