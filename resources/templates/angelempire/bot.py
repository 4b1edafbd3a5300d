#!/usr/bin/env python3
"""Angel Empire v2.0 (天使帝國) starter bot for Kibitz (python3, standard library only).

Protocol (docs/games/angelempire.md): a header, then for each battle a `BUILD k money`
request answered by `ARMY t0 .. t20`, then `TURN` blocks (TURN line, 70 CELL lines, GO)
answered by one of `MOVE sx sy dx dy`, `MOVE_ATTACK sx sy dx dy tx ty`, `END_TURN`.
`ERROR`, `BATTLE_END` and `GAME_END` are notifications. Debug output goes to stderr.

The helper functions mirror the contest's check.h with its return codes.
"""
import sys
from collections import deque

MAP_X_SIZE, MAP_Y_SIZE = 10, 7
WALL, SPACE = 0, 1
WARRIOR_WIND, WARRIOR_FIRE, WARRIOR_WATER, WARRIOR_EARTH = 2, 3, 4, 5
MAGICIAN_WIND, MAGICIAN_FIRE, MAGICIAN_WATER, MAGICIAN_EARTH = 6, 7, 8, 9
PLAYER, CPU = 1, 2
SUCCESS, ERR_INPUT, ERR_INVALID_TYPE, ERR_EXCEED_COST = 0, -1, -2, -3
ERR_NOT_PLAYER, ERR_ALREADY_MOVE, ERR_ILLEGAL_DEST, ERR_ILLEGAL_TARGET, ERR_CANNOT_CAST = -4, -5, -6, -7, -8


class Army:
    """One g_army entry (sent by the UNIT header lines)."""

    def __init__(self, values):
        (self.live, self.attack, self.defence, self.attackRange, self.moveRange,
         self.type, self.isFightBack, self.isSpell, self.price) = values


class Cell:
    """One g_map record."""

    def __init__(self, armyType=SPACE, armySide=0, live=0, alreadyMoved=0, id=0):
        self.armyType, self.armySide, self.live, self.alreadyMoved, self.id = armyType, armySide, live, alreadyMoved, id


g_army = {}  # type 2..9 -> Army
g_map = [[Cell() for _ in range(MAP_Y_SIZE)] for _ in range(MAP_X_SIZE)]
g_nTurn = 0


def on_map(p):
    return 0 <= p[0] < MAP_X_SIZE and 0 <= p[1] < MAP_Y_SIZE


def is_unit(t):
    return 2 <= t <= 9


def adjust(attacker, defender):
    """Element adjustment in percent: 200 if the attacker counters the defender, 50 the other way."""
    a, d = g_army[attacker].type, g_army[defender].type
    if (a - d) % 4 == 1:
        return 200
    if (d - a) % 4 == 1:
        return 50
    return 100


def damage(attacker, defender):
    """Damage of an attack (or a counter-attack) of type `attacker` on type `defender`."""
    a, d = g_army[attacker], g_army[defender]
    base = a.attack if a.isSpell else a.attack - d.defence
    p = adjust(attacker, defender)
    return max(0, base * 2 if p == 200 else base // 2 if p == 50 else base)


def destinations(src):
    """src plus the SPACE cells reachable in 1..moveRange steps over SPACE cells."""
    rng = g_army[g_map[src[0]][src[1]].armyType].moveRange
    seen = {src: 0}
    queue = deque([src])
    while queue:
        x, y = queue.popleft()
        if seen[(x, y)] >= rng:
            continue
        for nx, ny in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if on_map((nx, ny)) and (nx, ny) not in seen and g_map[nx][ny].armyType == SPACE:
                seen[(nx, ny)] = seen[(x, y)] + 1
                queue.append((nx, ny))
    return sorted(seen)


def in_range(t, frm, target):
    d = abs(frm[0] - target[0]) + abs(frm[1] - target[1])
    return 1 <= d <= g_army[t].attackRange


def _own(src, userType):
    if userType not in (PLAYER, CPU):
        return ERR_INPUT
    if not on_map(src) or not is_unit(g_map[src[0]][src[1]].armyType) or g_map[src[0]][src[1]].armySide != userType:
        return ERR_NOT_PLAYER
    if g_map[src[0]][src[1]].alreadyMoved:
        return ERR_ALREADY_MOVE
    return SUCCESS


def checkBuildArmy(team, money):
    """The money left (>= 0), ERR_INVALID_TYPE or ERR_EXCEED_COST."""
    cost = 0
    for t in team:
        if t != SPACE and not is_unit(t):
            return ERR_INVALID_TYPE
        if is_unit(t):
            cost += g_army[t].price
    return money - cost if cost <= money else ERR_EXCEED_COST


def getMove(src, userType):
    """(count or error code, list of destinations)."""
    code = _own(src, userType)
    if code != SUCCESS:
        return code, []
    d = destinations(src)
    return len(d), d


def getSpellAttack(src, userType):
    """(count or error code, list of the enemies a spell can hit after a legal move)."""
    code = _own(src, userType)
    if code != SUCCESS:
        return code, []
    t = g_map[src[0]][src[1]].armyType
    if not g_army[t].isSpell:
        return ERR_CANNOT_CAST, []
    dests = destinations(src)
    out = [(x, y) for x in range(MAP_X_SIZE) for y in range(MAP_Y_SIZE)
           if is_unit(g_map[x][y].armyType) and g_map[x][y].armySide not in (0, userType)
           and any(in_range(t, d, (x, y)) for d in dests)]
    return len(out), out


def checkMove(src, dest, userType):
    code = _own(src, userType)
    if code != SUCCESS:
        return code
    return SUCCESS if dest in destinations(src) else ERR_ILLEGAL_DEST


def checkMoveAndAttack(src, dest, target, userType):
    code = checkMove(src, dest, userType)
    if code != SUCCESS:
        return code
    enemy = CPU if userType == PLAYER else PLAYER
    if not on_map(target) or not is_unit(g_map[target[0]][target[1]].armyType) \
            or g_map[target[0]][target[1]].armySide != enemy:
        return ERR_ILLEGAL_TARGET
    if not in_range(g_map[src[0]][src[1]].armyType, dest, target):
        return ERR_ILLEGAL_TARGET
    return SUCCESS


# ---------------------------------------------------------------------------------------
# Strategy: replace these two functions with your own.

def buildArmy(money):
    """team[21]: slot i is the cell (i // 7, i % 7). Warriors of all elements in front, a
    magician for every three warriors behind them."""
    team = [SPACE] * 21
    rows = [3, 2, 4, 1, 5, 0, 6]
    front = [2 * 7 + y for y in rows] + [1 * 7 + y for y in rows]
    back = [0 * 7 + y for y in rows]
    i = 0
    while True:
        if i % 4 == 3 and money >= 400 and back:
            team[back.pop(0)] = MAGICIAN_WIND + (i // 4) % 4
            money -= 400
        elif money >= 200 and front:
            team[front.pop(0)] = WARRIOR_WIND + i % 4
            money -= 200
        else:
            break
        i += 1
    return team


def playerMove():
    """One command for the first unit that has not acted: the strongest attack it can make
    (kills first), else a step toward the nearest enemy."""
    mine = [(g_map[x][y].id, (x, y)) for x in range(MAP_X_SIZE) for y in range(MAP_Y_SIZE)
            if is_unit(g_map[x][y].armyType) and g_map[x][y].armySide == PLAYER and not g_map[x][y].alreadyMoved]
    enemies = [(x, y) for x in range(MAP_X_SIZE) for y in range(MAP_Y_SIZE)
               if is_unit(g_map[x][y].armyType) and g_map[x][y].armySide == CPU]
    if not mine or not enemies:
        return "END_TURN"
    src = min(mine)[1]
    t = g_map[src[0]][src[1]].armyType
    count, dests = getMove(src, PLAYER)
    best = None
    for d in dests:
        for e in enemies:
            if checkMoveAndAttack(src, d, e, PLAYER) == SUCCESS:
                dmg = damage(t, g_map[e[0]][e[1]].armyType)
                key = (dmg >= g_map[e[0]][e[1]].live, dmg, -g_map[e[0]][e[1]].live)
                if best is None or key > best[0]:
                    best = (key, d, e)
    if best:
        _, d, e = best
        return "MOVE_ATTACK %d %d %d %d %d %d" % (src[0], src[1], d[0], d[1], e[0], e[1])
    nearest = lambda p: min(abs(p[0] - e[0]) + abs(p[1] - e[1]) for e in enemies)
    d = min(dests, key=lambda p: (nearest(p), p != src, p))
    return "MOVE %d %d %d %d" % (src[0], src[1], d[0], d[1])


# ---------------------------------------------------------------------------------------

def main():
    global g_nTurn
    lines = iter(sys.stdin.readline, "")
    for line in lines:
        words = line.split()
        if not words:
            continue
        key = words[0]
        if key == "UNIT":
            v = list(map(int, words[1:]))
            g_army[v[0]] = Army(v[1:])
        elif key == "BUILD":
            money = int(words[2])
            team = buildArmy(money)
            if checkBuildArmy(team, money) < 0:
                team = [SPACE] * 21
            print("ARMY " + " ".join(map(str, team)), flush=True)
        elif key == "TURN":
            g_nTurn = int(words[2])
            for _ in range(MAP_X_SIZE * MAP_Y_SIZE):
                c = list(map(int, next(lines).split()[1:]))
                g_map[c[0]][c[1]] = Cell(*c[2:])
            next(lines)  # GO
            print(playerMove(), flush=True)
        elif key in ("ERROR", "BATTLE_END", "GAME_END"):
            print(line.strip(), file=sys.stderr)


if __name__ == "__main__":
    main()
