#!/usr/bin/env python3
"""Starter bot for Mosca Ceca (Kibitz game id `moscaceca`).

Protocol (docs/games/moscaceca.md): a 7-line header, then one view per decision of
one of your agents, ending with GO; answer one line:
    MOVE <dir> | FLAG | CONSUME | ATTACK <dir> | WAIT
After the last turn you receive `END <rank> <territory>` and stdin closes.

This bot plays legal commands only: it collects cloth [stoffa] on cloth cells, plants
a flag [bandiera] when it can pay for it, recharges on charging columns [colonne di
ricarica] below 100 energy, and otherwise walks towards visible cloth or at random.
"""
import random
import sys

DIRS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


def decide(me, view, rng):
    here_kind = view["here"][0]
    near = view["near"]  # dir -> (kind, value, agent)
    energy, cloth = view["energy"], view["cloth"]
    # Cells an agent may step on: on the board and without an agent.
    free_steps = [d for d in DIRS if near[d][0] != "OUT" and near[d][2] == -1]

    if here_kind == "CLOTH":
        return "CONSUME"  # on a resource cell only CONSUME or MOVE are legal
    if here_kind == "COLUMN":
        if energy < 100:
            return "CONSUME"  # +10 energy; at 100 you are ejected to a free neighbour
        plain = [d for d in free_steps if near[d][0] in ("FREE", "FLAG")]
        if plain:
            return "MOVE " + rng.choice(plain)
        return "MOVE " + free_steps[0] if free_steps else "WAIT"  # WAIT: ejection impossible

    # Attack an intruder standing on one of my flags (costs 2 energy, 50 % success).
    for d in DIRS:
        kind, value, agent = near[d]
        if kind == "FLAG" and value == me and agent not in (-1, me) and energy > 20:
            return "ATTACK " + d
    if here_kind == "FREE":
        cost = 4 if any(near[d][0] == "FLAG" and near[d][1] == me for d in DIRS) else 8
        if cloth >= cost:
            return "FLAG"
    cloth_steps = [d for d in free_steps if near[d][0] == "CLOTH"]
    if cloth_steps:
        return "MOVE " + cloth_steps[0]
    if free_steps and energy > 1:
        return "MOVE " + rng.choice(free_steps)
    return "WAIT"


def main():
    me = -1
    rng = random.Random(1)
    view = None
    flags_left = 0
    for raw in sys.stdin:
        words = raw.split()
        if not words:
            continue
        key = words[0]
        if flags_left > 0:  # a "<row> <col>" line of the FLAGS list
            flags_left -= 1
            view["flags"].append((int(words[0]), int(words[1])))
        elif key == "PLAYER":
            me = int(words[1])
            rng.seed(me + 1)
        elif key == "TURN":
            view = {"turn": int(words[1]), "agent": int(words[2]), "near": {}, "flags": []}
        elif key == "POS":
            view["pos"] = (int(words[1]), int(words[2]))
        elif key == "ENERGY":
            view["energy"] = int(words[1])
        elif key == "CLOTH":
            view["cloth"] = int(words[1])
        elif key == "COLUMN_DISTANCE":
            view["column_distance"] = int(words[1])
        elif key == "HERE":
            view["here"] = (words[1], int(words[2]))
        elif key == "NEAR":
            view["near"][words[1]] = (words[2], int(words[3]), int(words[4]))
        elif key == "FLAGS":
            flags_left = int(words[1])
        elif key == "GO":
            sys.stdout.write(decide(me, view, rng) + "\n")
            sys.stdout.flush()
        elif key == "END":
            break
        # MOSCACECA, BOARD, TURNS, PLAYERS, AGENTS, TIMELIMIT, RESULT: not needed here.


if __name__ == "__main__":
    main()
