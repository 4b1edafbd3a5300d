#!/usr/bin/env python3
"""Fencing ESport starter bot for Kibitz. Python 3, standard library only.

Every turn where you act, Kibitz sends two lines of 12 integers, you then the opponent:
  position energy score drugCount energyMax breakSkill walkSkill doubleWalkSkill
  retreatSkill doubleRetreatSkill lungeDistanceSkill parryDistanceSkill
Positions are in your own frame: you stand at the smaller coordinate and WALK brings you
toward the opponent. Respawn turns send nothing. Answer exactly one line with one action
name and flush. League 1 actions (BREAK WALK RETREAT LUNGE PARRY) are legal in every
league; DOUBLE_WALK and DOUBLE_RETREAT need league 2, the *_DRUG actions league 3.
Time limit: 1000 ms for the first answer, 50 ms after. Debug output goes to stderr.
"""
import sys

FIELDS = ("position energy score drugCount energyMax breakSkill walkSkill doubleWalkSkill "
          "retreatSkill doubleRetreatSkill lungeDistanceSkill parryDistanceSkill").split()


def parse(line):
    return dict(zip(FIELDS, (int(v) for v in line.split())))


def decide(me, opp):
    distance = opp["position"] - me["position"]
    my_reach = 40 + me["lungeDistanceSkill"]
    opp_reach = 40 + opp["lungeDistanceSkill"]
    if distance <= my_reach and me["energy"] >= 5:
        return "LUNGE"  # a touch, unless the opponent parries
    if distance <= opp_reach and opp["energy"] >= 5 and me["energy"] >= 2:
        return "PARRY"  # a parry stops a lunge and gives energy back
    if me["energy"] < 10:
        return "BREAK"  # rest
    if distance - (20 + me["walkSkill"]) > 0:
        return "WALK"
    return "BREAK"


def main():
    turn = 0
    while True:
        mine = sys.stdin.readline()
        theirs = sys.stdin.readline()
        if not mine or not theirs:
            break  # the match is over
        me, opp = parse(mine), parse(theirs)
        action = decide(me, opp)
        print("turn %d: distance %d -> %s" % (turn, opp["position"] - me["position"], action), file=sys.stderr)
        print(action, flush=True)
        turn += 1


if __name__ == "__main__":
    main()
