"""The baseline of the host overhead figure (docs/performance.md): the same referee and
bots driven by the simplest pipe script that speaks the `cg` dialect, with no limits,
timing, recording or containment. Usage: plain_cg_host.py "REFEREE" "BOT" "BOT" [KEY=VALUE]..."""
import shlex
import subprocess
import sys

sys.dont_write_bytecode = True
referee = subprocess.Popen(shlex.split(sys.argv[1]), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
bots = [subprocess.Popen(shlex.split(c), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for c in sys.argv[2:4]]
params = sys.argv[4:]


def send(name, lines=()):
    referee.stdin.write("[[%s] %d]\n" % (name, len(lines)) + "".join(line + "\n" for line in lines))
    referee.stdin.flush()


def read_command():
    header = referee.stdout.readline().strip()
    name, count = header[2:].split("]", 1)
    return name, [referee.stdout.readline() for _ in range(int(count.strip(" ]")))]


send("INIT", [str(len(bots)), "seed=1"] + params)
exchanges = 0
while True:
    send("GET_GAME_INFO")
    got = {}
    while not ("SCORES" in got or "NEXT_PLAYER_INFO" in got):
        name, lines = read_command()
        got[name] = lines
    if "SCORES" in got:
        break
    player, expected = int(got["NEXT_PLAYER_INFO"][0]), int(got["NEXT_PLAYER_INFO"][1])
    bots[player].stdin.write("".join(got["NEXT_PLAYER_INPUT"]))
    bots[player].stdin.flush()
    send("SET_PLAYER_OUTPUT", [bots[player].stdout.readline().rstrip("\n") for _ in range(expected)])
    exchanges += 1
for bot in bots:
    bot.stdin.close()
    bot.wait()
referee.wait()
print(exchanges, "exchanges")
