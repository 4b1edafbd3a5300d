"""A toy `cg` referee whose view is drawn with the graphic entity module's frame text
(tier 2, docs/external-games.md): a world of 1920 x 1080 with a rectangle, a rounded
rectangle, a circle, a line, a polygon, a text, a group holding a rectangle, and a sprite
(whose image Kibitz does not have). Each turn every player answers one line; the rounded
rectangle moves right by 100 per frame (with an intermediate instant at t=0.5 that the
frame's end replaces) and the text says the frame's number. Four frames, then SCORES.

Written for Kibitz's tests from the format's public description; no SDK code.
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cg_frames import expect, read_command, send  # noqa: E402

FRAMES = 4
# Entity ids follow creation order, from 1.
CREATE = "C" + ";".join(["R", "K", "C", "L", "P", "T", "G", "R", "S"])
SETUP = ";".join([
    "1 1 v 1 x 0 y 0 w 1920 h 1080 f 2245174",                       # the background
    "2 1 v 1 x 100 y 300 w 300 h 200 R 30 f 15105570 W 4 c 0",       # the rounded rectangle
    "3 1 v 1 x 1400 y 300 R 120 f 5683433",                          # the circle
    "4 1 v 1 x 100 y 950 X 1800 Y 950 W 8 c 16777215",               # the line
    "5 1 v 1 ps 800,900,1000,650,1200,900 f 10079232",               # the polygon
    "6 1 v 1 x 960 y 40 T 'Frame 0' s 60 f 16777215 ax 0.5",          # the text
    "7 1 v 1 x 600 y 600 ch 8",                                       # the group...
    "8 1 v 1 x 0 y 0 w 100 h 100 f 13369344",                         # ...and its rectangle
    "9 1 v 1 x 1600 y 700 i hero.png bw 128 bh 128",                  # a sprite
])


def frame_text(n):
    if n == 0:
        return CREATE + "\n" + "U" + SETUP
    return "U" + ";".join([
        "2 0.5 x %d /" % (100 + 100 * n - 50),
        "2 1 x %d" % (100 + 100 * n),
        "6 1 T 'Frame %d'" % n,
    ])


def main():
    init = expect("INIT")
    players = int(init[0])
    send("MONITORING")
    for n in range(FRAMES):
        expect("GET_GAME_INFO")
        entities = frame_text(n)
        data = {"global": {"entitymodule": {"width": 1920, "height": 1080}}, "frame": {"entitymodule": entities}} \
            if n == 0 else {"entitymodule": entities}
        send("VIEW", ["KEY_FRAME %d" % n, json.dumps(data)])
        send("INFOS")
        for player in range(players):
            send("NEXT_PLAYER_INPUT", ["frame %d" % n])
            send("NEXT_PLAYER_INFO", [str(player), "1", "5000"])
            name, _ = read_command()
            if name not in ("SET_PLAYER_OUTPUT", "SET_PLAYER_TIMEOUT"):
                raise SystemExit("unexpected " + str(name))
            if player + 1 < players:
                expect("GET_GAME_INFO")
                send("VIEW", ["INTERMEDIATE_FRAME %d" % n])
                send("INFOS")
    send("VIEW", ["KEY_FRAME %d" % FRAMES, json.dumps({"entitymodule": frame_text(FRAMES)})])
    send("INFOS")
    send("SCORES", ["%d %d" % (p, 1 if p == 0 else 0) for p in range(players)])


if __name__ == "__main__":
    main()
