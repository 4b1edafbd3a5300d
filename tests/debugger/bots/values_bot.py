#!/usr/bin/env python3
# A Fencing bot that reports values on stderr (docs/bot-marks.md, "Values"): on engine
# turn t, eval = 2.5 - t (first below -3 on turn 6, frame 7), depth = t % 4 + 1 and
# nodes = 1000 (t + 1); it always answers BREAK. With "bad" it also writes, on turn 1,
# malformed value lines (a missing number, NaN, a huge number, a bad name) and, on turn 2,
# 65 more names (v0..v64): the names stop at 64. With "nonodes" it leaves nodes out (a
# chart whose small values show).
import sys

bad = "bad" in sys.argv[1:]
nodes = "nonodes" not in sys.argv[1:]
turn = 0
while sys.stdin.readline() and sys.stdin.readline():
    err = sys.stderr
    err.write("thinking about turn %d\n" % turn)
    err.write("#kibitz value eval %g\n" % (2.5 - turn))
    err.write("#kibitz value depth %d\n" % (turn % 4 + 1))
    if nodes:
        err.write("#kibitz value nodes %d\n" % (1000 * (turn + 1)))
    err.write("#kibitz note turn %d\n" % turn)
    if bad and turn == 1:
        err.write("#kibitz value eval\n")
        err.write("#kibitz value eval nan\n")
        err.write("#kibitz value huge 1e300\n")
        err.write("#kibitz value 9bad 1\n")
    if bad and turn == 2:
        for i in range(65):
            err.write("#kibitz value v%d %d\n" % (i, i))
    err.flush()
    sys.stdout.write("BREAK\n")
    sys.stdout.flush()
    turn += 1
