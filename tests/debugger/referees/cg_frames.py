"""The `cg` dialect's framing for the toy referees: [[NAME] N] and N lines, both ways.

Written for Kibitz's tests from the protocol's description (docs/external-games.md).
"""
import re
import sys

HEADER = re.compile(r"^\[\[(.+)\] ?([0-9]+)\]$")


def read_command():
    """The next command from the host as (name, lines), or (None, []) at end of input."""
    header = sys.stdin.readline()
    if not header:
        return None, []
    match = HEADER.match(header.strip())
    if not match:
        raise SystemExit("bad header from the host: %r" % header)
    lines = [sys.stdin.readline().rstrip("\n") for _ in range(int(match.group(2)))]
    return match.group(1), lines


def send(name, lines=()):
    lines = list(lines)
    sys.stdout.write("[[%s] %d]\n" % (name, len(lines)))
    for line in lines:
        sys.stdout.write(line + "\n")
    sys.stdout.flush()


def expect(name):
    got, lines = read_command()
    if got != name:
        raise SystemExit("expected %s from the host, got %s" % (name, got))
    return lines
