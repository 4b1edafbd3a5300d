#!/usr/bin/env python3
# A Fencing bot with a known cost (docs/bot-processes.md, "Time and memory"), by engine
# turn t (frame t + 1): on turn 2 it forks a child that burns about 40 ms of CPU after
# the reply and then waits; on turn 3 it answers only once that child is done, burning
# nothing itself (the child's time counts against the bot); on turn 5 it burns about
# 30 ms of CPU; on turn 8 it allocates and keeps about 200 MB. It always answers BREAK.
import os
import sys
import time


def burn(seconds):
    start = time.process_time()
    while time.process_time() - start < seconds:
        pass


turn = 0
keep = None
done_pipe = None
while sys.stdin.readline() and sys.stdin.readline():
    if turn == 2:
        read_end, write_end = os.pipe()
        if os.fork() == 0:
            os.close(read_end)
            burn(0.04)
            os.write(write_end, b"x")
            time.sleep(3600)
            os._exit(0)
        os.close(write_end)
        done_pipe = read_end
    if turn == 3:
        os.read(done_pipe, 1)
    if turn == 5:
        burn(0.03)
    if turn == 8:
        keep = b"\x01" * (200 << 20)
    sys.stdout.write("BREAK\n")
    sys.stdout.flush()
    turn += 1
