"""Answers each input line with one line."""
import sys

for line in sys.stdin:
    sys.stdout.write("ok\n")
    sys.stdout.flush()
