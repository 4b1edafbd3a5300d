#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

// An external game's frame as the board shows it (tiers 0 and 1), read once from the
// state ExternalMatch records (docs/replay-format.md, "External games"): boards read typed
// states, never JSON keys. Every list and text is bounded: a replay is anyone's file.
struct ExternalFrame {
  static constexpr int kMaxGridSide = 64;
  static constexpr int kMaxLines = 200;
  static constexpr int kMaxText = 200;
  struct Cell {
    QString text;
    QString color;  // "#rrggbb" or empty
  };
  struct Seat {
    QString input;  // the last input it read, "" before its first question
    QString reply;
  };
  int rows = 0;  // tier 1's grid (0 x 0: none)
  int cols = 0;
  QList<Cell> cells;  // row by row
  QList<double> scores;
  QList<Seat> seats;
  QStringList summary;
  QStringList log;
  QJsonValue view;  // the referee's view data as it came (shown as compact text)

  static ExternalFrame read(const QJsonObject& state);
};

}  // namespace Kibitz::Debugger
