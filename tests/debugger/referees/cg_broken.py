"""A `cg` referee that misbehaves in the way its first argument names: silent (never
answers), flood (endless summary lines), wrong-count (announces more lines than it
sends, then exits), garbage (a line that is no command), early-exit (exits mid-match),
bad-info (NEXT_PLAYER_INFO without numbers), escape FILE (tries to write FILE outside its
folder, then plays a normal short match and reports in a SUMMARY whether it could)."""
import json
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cg_frames import expect, read_command, send  # noqa: E402


def frame(n, player=0):
    send("VIEW", ["KEY_FRAME %d" % n, json.dumps({"n": n})])
    send("INFOS")
    send("NEXT_PLAYER_INPUT", ["turn %d" % n])
    send("NEXT_PLAYER_INFO", [str(player), "1", "2000"])
    read_command()


def main():
    mode = sys.argv[1]
    expect("INIT")
    if mode == "silent":
        time.sleep(60)
        return
    expect("GET_GAME_INFO")
    if mode == "garbage":
        print("hello, I am not a command", flush=True)
        time.sleep(5)
        return
    if mode == "wrong-count":
        sys.stdout.write("[[VIEW] 5]\nKEY_FRAME 0\n{}\n")
        sys.stdout.flush()
        return
    if mode == "flood":
        line = "x" * 1000 + "\n"
        sys.stdout.write("[[SUMMARY] 100000]\n")
        while True:
            sys.stdout.write(line)
    if mode == "bad-info":
        send("VIEW", ["KEY_FRAME 0", "{}"])
        send("INFOS")
        send("NEXT_PLAYER_INPUT", ["turn 0"])
        send("NEXT_PLAYER_INFO", ["zero", "one", "lots"])
        time.sleep(5)
        return
    escaped = "no"
    if mode == "escape":
        try:
            with open(sys.argv[2], "w") as out:
                out.write("escaped\n")
            escaped = "yes"
        except OSError as error:
            escaped = "no (%s)" % error.strerror
    frame(0)
    if mode == "early-exit":
        sys.exit(4)
    expect("GET_GAME_INFO")
    frame(1)
    send("VIEW", ["KEY_FRAME 2", "{}"])
    send("INFOS")
    send("SUMMARY", ["wrote outside: " + escaped])
    send("SCORES", ["0 1"])


if __name__ == "__main__":
    main()
