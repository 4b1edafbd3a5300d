#!/usr/bin/env python3
"""Starter bot for morgan2 dominoes (Kibitz). Python 3, standard library only.

Each decision, Kibitz sends four lines:
  GRID g0 .. g63      pattern in cell p = 8*row + col, or -1 if empty
  STACK s0 .. s7      pattern in slot k, or -1 if empty
  REVEALS_LEFT n
  SCORE S F D
and reads one reply: "REVEAL slot", "PLACE slot cell" or "QUIT". When the game is over
it sends "END S F D" and closes stdin. Debug output goes to stderr, never stdout.

A pattern is 6 bits: bit k is the square in column k/2, row k%2 (0 = red, 1 = green).
A domino matches a neighbour when the touching sides have the same colours.
"""
import sys


def bit(pattern, k):
    return (pattern >> k) & 1


def neighbours_if_fits(grid, n, cell):
    """Number of occupied neighbours if `n` may go at `cell`, else 0."""
    if grid[cell] != -1:
        return 0
    row, col = divmod(cell, 8)
    count = 0
    if col > 0 and grid[cell - 1] != -1:  # left: its right column = our left column
        l = grid[cell - 1]
        if bit(l, 4) != bit(n, 0) or bit(l, 5) != bit(n, 1):
            return 0
        count += 1
    if col < 7 and grid[cell + 1] != -1:  # right: our right column = its left column
        r = grid[cell + 1]
        if bit(n, 4) != bit(r, 0) or bit(n, 5) != bit(r, 1):
            return 0
        count += 1
    if row > 0 and grid[cell - 8] != -1:  # up: its bottom row = our top row
        u = grid[cell - 8]
        if bit(u, 1) != bit(n, 0) or bit(u, 3) != bit(n, 2) or bit(u, 5) != bit(n, 4):
            return 0
        count += 1
    if row < 7 and grid[cell + 8] != -1:  # down: our bottom row = its top row
        d = grid[cell + 8]
        if bit(n, 1) != bit(d, 0) or bit(n, 3) != bit(d, 2) or bit(n, 5) != bit(d, 4):
            return 0
        count += 1
    return count


def decide(grid, stack, reveals_left):
    # Place where the domino touches the most neighbours (more points), else reveal.
    best = None
    for slot, pattern in enumerate(stack):
        if pattern == -1:
            continue
        for cell in range(64):
            count = neighbours_if_fits(grid, pattern, cell)
            if count and (best is None or count > best[0]):
                best = (count, slot, cell)
    if best:
        return "PLACE %d %d" % (best[1], best[2])
    if reveals_left > 0 and -1 in stack:
        return "REVEAL %d" % stack.index(-1)
    return "QUIT"


def main():
    grid, stack, reveals_left = [-1] * 64, [-1] * 8, 0
    for line in sys.stdin:
        fields = line.split()
        if not fields:
            continue
        keyword, values = fields[0], [int(v) for v in fields[1:]]
        if keyword == "GRID":
            grid = values
        elif keyword == "STACK":
            stack = values
        elif keyword == "REVEALS_LEFT":
            reveals_left = values[0]
        elif keyword == "SCORE":  # the last line of a request: answer now
            print(decide(grid, stack, reveals_left), flush=True)
        elif keyword == "END":
            print("game over:", line.strip(), file=sys.stderr)
            break


if __name__ == "__main__":
    main()
