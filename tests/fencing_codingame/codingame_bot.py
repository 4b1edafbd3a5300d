import sys
import math

# A Fencing bot written the CodinGame way, kept unchanged as Kibitz's test of that claim:
# the arena's Python template shape (input() per line, print() without flush, debug
# output with print(..., file=sys.stderr, flush=True)), reading the two lines of 12
# integers of each play turn.

# game loop
while True:
    inputs = [int(i) for i in input().split()]
    my_position = inputs[0]
    my_energy = inputs[1]
    my_lunge = inputs[10]
    inputs = [int(i) for i in input().split()]
    opp_position = inputs[0]
    opp_energy = inputs[1]
    opp_lunge = inputs[10]

    distance = opp_position - my_position
    print("distance", distance, "energy", my_energy, file=sys.stderr, flush=True)

    if distance <= 40 + my_lunge and my_energy >= 5:
        print("LUNGE")
    elif distance <= 40 + opp_lunge and opp_energy >= 5 and my_energy >= 2:
        print("PARRY")
    elif my_energy < 10:
        print("BREAK")
    else:
        print("WALK")
