#!/usr/bin/env python3
# A Fencing bot for the window's cost charts (tests/app/test_cost_charts.cpp), by engine
# turn t (frame t + 1): on turn 5 it burns about 1 s of CPU, far above the interpreter's
# start-up charged to turn 0; on turn 8 it allocates and keeps about 100 MB. It always
# answers BREAK.
import sys
import time


def burn(seconds):
    start = time.process_time()
    while time.process_time() - start < seconds:
        pass


turn = 0
keep = None
while sys.stdin.readline() and sys.stdin.readline():
    if turn == 5:
        burn(1.0)
    if turn == 8:
        keep = b"\x01" * (100 << 20)
    sys.stdout.write("BREAK\n")
    sys.stdout.flush()
    turn += 1
