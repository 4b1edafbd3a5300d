"""Answers every line it reads with "ok"."""
import sys

for line in sys.stdin:
    print("ok", flush=True)
