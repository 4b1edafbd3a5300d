#pragma once

#include <QList>
#include <QString>
#include <QVector>

#include <memory>

namespace Kibitz::Debugger {
struct Replay;
}
namespace Kibitz::Rules::MoscaCeca {
class MoscaCecaState;
}

namespace Kibitz::App {

// What the Mosca Ceca board draws of one replay frame, read once per shown frame from the
// engine's state (frames the engine does not restore are shown by the generic board),
// and what the decision of this frame did (a flag planted, an attack and its outcome...),
// from the values of the frame's events, for the board's markers.
struct MoscaCecaFrame {
  enum class Ground { Plain, Flag, Cloth, Column, Unknown };
  struct Cell {
    Ground ground = Ground::Unknown;
    int value = 0;  // the flag's owner or the cloth amount
  };
  struct Agent {
    int player = -1;
    int row = -1;  // -1: unknown position
    int col = -1;
    int energy = 0;
    int cloth = 0;
    bool on = false;
  };
  // One thing the decision of this frame did, as the values of one of its events say.
  struct Happening {
    enum class Kind { Flag, Hit, Miss, Ejection, SwitchedOff };
    Kind kind = Kind::Flag;
    int agent = -1;
    int fromRow = -1, fromCol = -1;  // the agent's cell (Ejection: the column)
    int toRow = -1, toCol = -1;      // attacks: the victim's cell; Ejection: where it landed
    int victim = -1;                 // attacks
    int amount = 0;                  // Flag: cloth paid; Hit: cloth destroyed
  };

  int size = 0;  // n, the board is n x n; 0 when the frame has no board
  int players = 0;
  int agentsPerPlayer = 1;
  int clothMax = 10;
  int gameTurn = 0;
  int maxTurns = 0;
  int decisions = 0;
  int nextAgent = -1;  // the agent whose decision comes next, -1 when over or unknown
  bool over = false;
  QVector<Cell> cells;       // row-major
  QVector<int> agentAt;      // per cell: the switched-on agent standing there, or -1
  QVector<Agent> agents;     // by agent id
  QVector<int> territory;    // flags per player
  QList<Happening> happenings;
  std::shared_ptr<const Rules::MoscaCeca::MoscaCecaState> state;  // null for an empty frame

  // Frame `turn` of `replay`, whose engine state is `state`; an empty frame (size 0) when
  // `state` is null.
  static MoscaCecaFrame read(const Debugger::Replay& replay, int turn,
                             std::shared_ptr<const Rules::MoscaCeca::MoscaCecaState> state);

  bool inside(int row, int col) const { return row >= 0 && col >= 0 && row < size && col < size; }
  const Cell& cell(int row, int col) const { return cells[row * size + col]; }
  int ownerOf(int agent) const { return agent / agentsPerPlayer; }
};

// What one agent knows on this frame (docs/games/moscaceca.md §2.4, §5.3), taken from the
// view the engine would send it now (MoscaCecaState::viewText, decoded with
// parseObservation): its cell and 8 neighbours with their contents, its player's flags, the
// distance to the nearest charging column. A switched-off agent knows nothing.
struct MoscaCecaSight {
  int agent = -1;  // -1: nobody (no engine state, or no agent)
  bool on = false;
  int row = -1, col = -1;
  int energy = 0, cloth = 0;
  int columnDistance = -1;
  int size = 0;
  QVector<bool> seen;       // per cell: its own cell or a neighbour on the board
  QVector<int> seenAgent;   // per seen cell: the player id of the agent standing there, or -1
  QVector<bool> ownFlag;    // per cell: one of its player's flags (known by position)
  int flagCount = 0;

  static MoscaCecaSight of(const MoscaCecaFrame& frame, int agent);
  bool sees(int row, int col) const { return row >= 0 && col >= 0 && row < size && col < size && seen[row * size + col]; }
  bool knowsFlag(int row, int col) const
  {
    return row >= 0 && col >= 0 && row < size && col < size && ownFlag[row * size + col];
  }
};

}  // namespace Kibitz::App
