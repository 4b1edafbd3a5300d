"""A brutaltester referee with the shapes of real community referees: reads `###Seed`
before `###Start`, starts each player with data of its own ("id K") before the first
turn, prints `###Error` and chatter on stderr, waits before `###End`, and sends a last
`###Input` block that no `###Output` follows."""
import sys
import time


def main():
    seed = sys.stdin.readline().split()
    if seed[0] != "###Seed":
        raise SystemExit("expected ###Seed first")
    start = sys.stdin.readline().split()
    players = int(start[1])
    print("starting with seed", seed[1], file=sys.stderr, flush=True)
    for p in range(players):
        print("###Input %d" % p)
        print("id %d" % p)
    pos = [0] * players
    for _ in range(3):
        for p in range(players):
            print("###Input %d" % p)
            print(" ".join(str(x) for x in pos))
            print("###Output %d 1" % p, flush=True)
            reply = sys.stdin.readline().split()
            pos[p] += int(reply[1]) if len(reply) == 2 and reply[1].isdigit() else 0
            print("###Error %d just chatter on stderr" % p, file=sys.stderr, flush=True)
    for p in range(players):  # a last state no ###Output follows
        print("###Input %d" % p)
        print("final " + " ".join(str(x) for x in pos))
    sys.stdout.flush()
    time.sleep(0.5)
    order = sorted(range(players), key=lambda p: -pos[p])
    print("###End " + " ".join(str(p) for p in order), flush=True)


if __name__ == "__main__":
    main()
