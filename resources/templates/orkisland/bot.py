#!/usr/bin/env python3
"""OrkIsland 1.0 starter bot for Kibitz (python3, standard library only).

Protocol (docs/games/orkisland.md):
 - once, at the start: the settings ("OrkIsland 1.0" and 14 "key value" lines), the line
   "names n0 n1 n2 n3", then "me <your player id>" and "player_seed <seed>";
 - every round: the full state (map, cities, paths, round, total_score, status,
   city_owners, path_owners, units), exactly as in the original engine's log;
 - answer: one line "<unit id> <b|r|t|l|n>" per command (b = south, r = east, t = north,
   l = west, n = stay), then a line "-1". Flush after it.
Debug output goes to stderr. This bot sends every ork one step (breadth-first search)
toward the nearest city or path cell that it does not own yet.
"""
import sys
from collections import deque


class Tokens:
    """Whitespace-separated tokens of stdin, read line by line (never past what is needed)."""

    def __init__(self):
        self.pending = deque()

    def next(self):
        while not self.pending:
            line = sys.stdin.readline()
            if not line:
                raise EOFError
            self.pending.extend(line.split())
        return self.pending.popleft()

    def int(self):
        return int(self.next())


def read_setup(tok):
    tok.next()  # "OrkIsland"
    tok.next()  # "1.0"
    settings = {}
    for _ in range(14):
        key = tok.next()
        settings[key] = tok.int()
    tok.next()  # "names"
    names = [tok.next() for _ in range(4)]
    tok.next()  # "me"
    me = tok.int()
    tok.next()  # "player_seed"
    seed = tok.int()
    return settings, names, me, seed


def read_state(tok, settings):
    state = {}
    tok.next()  # column labels (tens)
    tok.next()  # column labels (units)
    grid = []
    for _ in range(settings["rows"]):
        tok.next()  # row label
        grid.append(tok.next())
    state["grid"] = grid
    tok.next()  # "cities"
    cities = []
    for _ in range(tok.int()):
        size = tok.int()
        cities.append([(tok.int(), tok.int()) for _ in range(size)])
    state["cities"] = cities
    tok.next()  # "paths"
    paths = []
    for _ in range(tok.int()):
        a, b, size = tok.int(), tok.int(), tok.int()
        paths.append((a, b, [(tok.int(), tok.int()) for _ in range(size)]))
    state["paths"] = paths
    tok.next()  # "round"
    state["round"] = tok.int()
    tok.next()  # "total_score"
    state["score"] = [tok.int() for _ in range(4)]
    tok.next()  # "status"
    state["status"] = [float(tok.next()) for _ in range(4)]
    tok.next()  # "city_owners"
    state["city_owner"] = [tok.int() for _ in cities]
    tok.next()  # "path_owners"
    state["path_owner"] = [tok.int() for _ in paths]
    tok.next()  # "units"
    units = []
    for _ in range(settings["nb_players"] * settings["nb_orks"]):
        owner, i, j, health = tok.int(), tok.int(), tok.int(), tok.int()
        units.append((owner, i, j, health))
    state["units"] = units
    return state


MOVES = ((1, 0, "b"), (0, 1, "r"), (-1, 0, "t"), (0, -1, "l"))


def play(state, settings, me):
    rows, cols, grid = settings["rows"], settings["cols"], state["grid"]
    dist = [[-1] * cols for _ in range(rows)]
    queue = deque()

    def source(i, j):
        if dist[i][j] != 0:
            dist[i][j] = 0
            queue.append((i, j))

    for c, cells in enumerate(state["cities"]):
        if state["city_owner"][c] != me:
            for i, j in cells:
                source(i, j)
    for k, (_, _, cells) in enumerate(state["paths"]):
        if state["path_owner"][k] != me:
            for i, j in cells:
                source(i, j)
    while queue:
        i, j = queue.popleft()
        for di, dj, _ in MOVES:
            ii, jj = i + di, j + dj
            if 0 <= ii < rows and 0 <= jj < cols and grid[ii][jj] != "W" and dist[ii][jj] == -1:
                dist[ii][jj] = dist[i][j] + 1
                queue.append((ii, jj))
    out = []
    for unit_id, (owner, i, j, _health) in enumerate(state["units"]):
        if owner != me or dist[i][j] <= 0:
            continue  # not ours, already on a target, or no target reachable
        for di, dj, letter in MOVES:
            ii, jj = i + di, j + dj
            if 0 <= ii < rows and 0 <= jj < cols and dist[ii][jj] == dist[i][j] - 1:
                out.append("%d %s" % (unit_id, letter))
                break
    out.append("-1")
    sys.stdout.write("\n".join(out) + "\n")
    sys.stdout.flush()


def main():
    tok = Tokens()
    try:
        settings, names, me, _seed = read_setup(tok)
        print("I am player %d (%s)" % (me, names[me]), file=sys.stderr)
        while True:
            state = read_state(tok, settings)
            play(state, settings, me)
    except EOFError:
        pass


if __name__ == "__main__":
    main()
