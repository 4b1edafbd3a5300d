"""A tic-tac-toe bot for cg_tictactoe.py: plays the first empty cell (or the last with
--last). --sleep-turn N sleeps 3 s before its N-th reply (counting from 1)."""
import sys
import time

last = "--last" in sys.argv
sleep_turn = int(sys.argv[sys.argv.index("--sleep-turn") + 1]) if "--sleep-turn" in sys.argv else -1
turn = 0
while True:
    rows = [sys.stdin.readline() for _ in range(3)]
    mark = sys.stdin.readline()
    if not mark:
        break
    turn += 1
    cells = [(r, c) for r in range(3) for c in range(3) if rows[r][c] == "."]
    r, c = cells[-1] if last else cells[0]
    print("thinking about %d cells" % len(cells), file=sys.stderr)
    print("#kibitz value free %d" % len(cells), file=sys.stderr)
    if turn == sleep_turn:
        time.sleep(3)
    print(r, c, flush=True)
