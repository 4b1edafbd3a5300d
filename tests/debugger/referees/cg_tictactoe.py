"""A toy tic-tac-toe referee speaking the `cg` dialect, shaped like an SDK referee:
MONITORING, a KEY_FRAME with JSON per turn, TOOLTIPs, SUMMARY lines, a `kibitz` frame
(tier 1: a metric, the grid, a mark), UINPUT, METADATA and SCORES at the end.

Each turn the player gets 3 lines (the board, '.' for empty) and its mark; it answers
"ROW COL". An occupied or unreadable cell loses; a timeout loses (-1).
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cg_frames import expect, read_command, send  # noqa: E402

MARKS = "XO"


def winner(board):
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    for a, b, c in lines:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return MARKS.index(board[a])
    return None


def kibitz_frame(board, moves):
    cells = [[{"text": board[3 * r + c], "color": "#e69f00" if board[3 * r + c] == "X" else "#56b4e9"}
              if board[3 * r + c] != "." else "" for c in range(3)] for r in range(3)]
    return {"metrics": {"moves": moves}, "grid": {"rows": 3, "cols": 3, "cells": cells},
            "marks": ["note %d cells taken" % sum(1 for x in board if x != ".")]}


def main():
    init = expect("INIT")
    players = int(init[0])
    params = dict(line.split("=", 1) for line in init[1:])
    limit = int(params.get("limit", "1000"))
    first = int(params.get("first", "5000"))  # the first reply of each bot
    send("MONITORING")
    board = ["."] * 9
    moves = [0] * players
    scores = [0] * players
    frame = 0
    summary, tooltips = [], []
    ended = False
    view = {"global": {"players": players, "seed": params.get("seed")}, "frame": {"board": "".join(board)}}
    turn = 0
    while not ended and turn < 9:
        player = turn % 2
        expect("GET_GAME_INFO")
        data = view if frame == 0 else {"board": "".join(board), "kibitz": kibitz_frame(board, moves)}
        send("VIEW", ["KEY_FRAME %d" % frame, json.dumps(data)])
        send("INFOS")
        if summary:
            send("SUMMARY", summary)
        if tooltips:
            send("TOOLTIP", [x for t in tooltips for x in t])
        summary, tooltips = [], []
        frame += 1
        rows = ["".join(board[3 * r:3 * r + 3]) for r in range(3)]
        send("NEXT_PLAYER_INPUT", rows + [MARKS[player]])
        send("NEXT_PLAYER_INFO", [str(player), "1", str(first if turn < 2 else limit)])
        name, lines = read_command()
        if name == "SET_PLAYER_TIMEOUT":
            summary.append("player %d received SET_PLAYER_TIMEOUT" % player)
            tooltips.append(("timeout", str(player)))
            scores[player] = -1
            scores[1 - player] = 1
            ended = True
            continue
        if name != "SET_PLAYER_OUTPUT":
            raise SystemExit("unexpected " + str(name))
        elapsed, reply = int(lines[0]), lines[1]  # MONITORING: the time first
        summary.append("player %d played %s in %d ms" % (player, reply, elapsed))
        moves[player] += 1
        try:
            r, c = (int(x) for x in reply.split())
            cell = 3 * r + c
            if not (0 <= r < 3 and 0 <= c < 3) or board[cell] != ".":
                raise ValueError
        except ValueError:
            summary.append("player %d: invalid move %r" % (player, reply))
            scores[player] = -1
            scores[1 - player] = 1
            ended = True
            continue
        board[cell] = MARKS[player]
        tooltips.append(("%s at %d %d" % (MARKS[player], r, c), str(player)))
        w = winner(board)
        if w is not None:
            scores[w] = 1
            ended = True
        turn += 1
    # The last frame, unasked (as the SDK does: no GET_GAME_INFO is read).
    send("VIEW", ["KEY_FRAME %d" % frame, json.dumps({"board": "".join(board), "kibitz": kibitz_frame(board, moves)})])
    send("INFOS")
    if summary:
        send("SUMMARY", summary)
    if tooltips:
        send("TOOLTIP", [x for t in tooltips for x in t])
    send("UINPUT", ["limit=%d" % limit])
    send("METADATA", [json.dumps({"turns": turn})])
    send("SCORES", ["%d %d" % (p, scores[p]) for p in range(players)])


if __name__ == "__main__":
    main()
