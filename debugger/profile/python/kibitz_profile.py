# Kibitz's profiler for a Python bot (docs/bot-processes.md, "Profiling a bot").
# Usage: python3 kibitz_profile.py OUTPUT SCRIPT [ARGS...]
# Runs SCRIPT as __main__, samples its call stack every millisecond of CPU time it asks
# for (SIGPROF; the kernel may deliver it only at its tick, 4 ms with HZ=250), and cuts a
# turn each time the bot reads its standard input. CPU time, not wall time: a bot's own
# SIGALRM stays its own, and a bot waiting for its input is not sampled. Each stretch
# between two reads is one JSON line on OUTPUT (never on the bot's stdout or stderr):
#   {"t0": NS, "t1": NS, "folded": [["main;play;think_hard", 42], ...],
#    "where": {"think_hard": ["/src/bot.py", 12], ...}}
# t0 and t1 are CLOCK_MONOTONIC nanoseconds, the clock Kibitz times each exchange on.
# "where" names the file and first line of each function the first time it is sampled.
import json
import os
import runpy
import signal
import sys
import time

MAX_STACKS = 300   # the rest of a stretch's stacks count as [other]
MAX_DEPTH = 128    # deeper stacks lose their root frames
MAX_PLACES = 2000  # functions whose file and line are told
INTERVAL_S = 0.001

_HERE = os.path.abspath(__file__)
_RUNPY = os.path.abspath(runpy.__file__)


def _now():
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC)


def _name(code):
    name = getattr(code, "co_qualname", code.co_name)
    return name.replace(";", ":").replace(" ", "_")


class _Sampler:
    def __init__(self, output):
        self.output = output
        self.counts = {}
        self.start = _now()
        self.placed = set()
        self.where = {}

    def sample(self, signum, frame):
        names = []
        while frame is not None:
            path = frame.f_code.co_filename
            if path != _HERE and path != _RUNPY and not path.startswith("<frozen runpy"):
                name = _name(frame.f_code)
                names.append(name)
                if name not in self.placed and len(self.placed) < MAX_PLACES:
                    self.placed.add(name)
                    self.where[name] = [path, frame.f_code.co_firstlineno]
            frame = frame.f_back
        names = names[:MAX_DEPTH]
        stack = ";".join(reversed(names)) or "[unknown]"
        self.counts[stack] = self.counts.get(stack, 0) + 1

    def cut(self):
        end = _now()
        if self.counts:
            ranked = sorted(self.counts.items(), key=lambda item: (-item[1], item[0]))
            kept = ranked[: MAX_STACKS - 1] if len(ranked) > MAX_STACKS else ranked
            other = sum(count for _, count in ranked[len(kept):])
            if other:
                kept.append(("[other]", other))
            line = {"t0": self.start, "t1": end, "folded": kept}
            if self.where:
                line["where"] = self.where
            self.output.write(json.dumps(line) + "\n")
            self.output.flush()
            self.where = {}
        self.counts = {}
        self.start = end


class _TurnCuttingInput:
    """The bot's stdin: a read ends the stretch before it; the next begins when it returns."""

    def __init__(self, inner, sampler):
        self._inner = inner
        self._sampler = sampler

    def _read(self, method, *args):
        self._sampler.cut()
        try:
            return method(*args)
        finally:
            self._sampler.start = _now()

    def readline(self, *args):
        return self._read(self._inner.readline, *args)

    def read(self, *args):
        return self._read(self._inner.read, *args)

    def readlines(self, *args):
        return self._read(self._inner.readlines, *args)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __getattr__(self, name):
        return getattr(self._inner, name)


def main():
    if len(sys.argv) < 3:
        sys.stderr.write("usage: kibitz_profile.py OUTPUT SCRIPT [ARGS...]\n")
        return 2
    output = open(sys.argv[1], "w", encoding="utf-8")
    script = sys.argv[2]
    sys.argv = sys.argv[2:]
    sys.path[0] = os.path.dirname(os.path.abspath(script))
    sampler = _Sampler(output)
    sys.stdin = _TurnCuttingInput(sys.stdin, sampler)
    signal.signal(signal.SIGPROF, sampler.sample)
    signal.setitimer(signal.ITIMER_PROF, INTERVAL_S, INTERVAL_S)
    try:
        # An absolute path: code objects name their file by it, for the window's editor.
        runpy.run_path(os.path.abspath(script), run_name="__main__")
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        sampler.cut()
        output.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
