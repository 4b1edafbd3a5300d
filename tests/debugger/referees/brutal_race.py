"""A toy race referee speaking the old brutaltester dialect: N players on a track of 12;
each round every player gets "POSITIONS..." and answers "STEP k" (k = 1..3). The first to
12 wins (ties go together). Sends an unknown `###Foo` line and a `###Kibitz` frame each round.
"""
import json
import sys


def main():
    start = sys.stdin.readline().split()
    if start[0] != "###Start":
        raise SystemExit("expected ###Start")
    players = int(start[1])
    pos = [0] * players
    rounds = 0
    print("###Foo a line Kibitz does not know", flush=True)
    while max(pos) < 12 and rounds < 50:
        rounds += 1
        for p in range(players):
            print("###Input %d" % p)
            print(" ".join(str(x) for x in pos))
            print("###Output %d 1" % p, flush=True)
            reply = sys.stdin.readline().split()
            if len(reply) != 2 or reply[0] != "STEP" or reply[1] not in ("1", "2", "3"):
                print("###Error %d invalid reply %r" % (p, " ".join(reply)), flush=True)
                continue
            pos[p] += int(reply[1])
        print("round %d: %s" % (rounds, pos))
        print("###Kibitz " + json.dumps({"metrics": {"position": pos},
                                         "grid": {"rows": 1, "cols": players, "cells": [[str(x) for x in pos]]}}),
              flush=True)
    best = max(pos)
    groups = []
    for value in sorted(set(pos), reverse=True):
        groups.append("".join(str(p) for p in range(players) if pos[p] == value))
    print("###End " + " ".join(groups), flush=True)


if __name__ == "__main__":
    main()
