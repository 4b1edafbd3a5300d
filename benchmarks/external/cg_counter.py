"""A minimal `cg` referee for measuring the host's cost per exchange: TURNS turns
(INIT parameter turns=N, default 2000), each one KEY_FRAME and one NEXT_PLAYER_INFO,
players in turn; the reply is counted, not judged."""
import json
import sys

sys.dont_write_bytecode = True


def read_command():
    header = sys.stdin.readline().strip()
    if not header:
        return None, []
    name, count = header[2:].split("]", 1)
    count = int(count.strip(" ]"))
    return name, [sys.stdin.readline() for _ in range(count)]


def send(name, lines=()):
    sys.stdout.write("[[%s] %d]\n" % (name, len(lines)) + "".join(line + "\n" for line in lines))


_, init = read_command()
players = int(init[0])
params = dict(line.strip().split("=", 1) for line in init[1:])
turns = int(params.get("turns", "2000"))
score = [0] * players
for turn in range(turns):
    read_command()  # GET_GAME_INFO
    send("VIEW", ["KEY_FRAME %d" % turn, json.dumps({"turn": turn, "score": score})])
    send("INFOS")
    send("NEXT_PLAYER_INPUT", [str(turn)])
    send("NEXT_PLAYER_INFO", [str(turn % players), "1", "1000"])
    sys.stdout.flush()
    name, lines = read_command()
    if name == "SET_PLAYER_OUTPUT":
        score[turn % players] += 1
send("VIEW", ["KEY_FRAME %d" % turns, json.dumps({"turn": turns, "score": score})])
send("INFOS")
send("SCORES", ["%d %d" % (p, score[p]) for p in range(players)])
sys.stdout.flush()
