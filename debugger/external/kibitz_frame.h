#pragma once

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QStringList>

namespace Kibitz::Debugger {

// Tier 1 of an external game (docs/replay-format.md, "External games: the kibitz frame"):
// the small object a referee may add to a frame for Kibitz (a `kibitz` key in a cg VIEW
// frame, a `###Kibitz JSON` line in the brutaltester dialect):
//   {"metrics": {"NAME": [one number per player]},
//    "grid": {"rows": R, "cols": C, "cells": [[TEXT or {"text": T, "color": "#rrggbb"}]...]},
//    "marks": ["text 2,3 X", "color 1,1 #ff0000", "line 0,0 2,2", "note TEXT"]}
// Everything is optional. What does not fit is dropped and said in `errors`; the rest is kept.
struct KibitzFrame {
  static constexpr int kMaxMetrics = 16;
  static constexpr int kMaxGridSide = 64;
  static constexpr int kMaxMarks = 200;
  static constexpr int kMaxTextLength = 200;

  QJsonObject json;  // the cleaned object, as stored in the frame's state under "kibitz"
  QList<QPair<QString, QList<double>>> metrics;  // "kibitz.NAME" -> values per player
  QStringList errors;

  static KibitzFrame read(const QJsonValue& value, int numPlayers);
};

}  // namespace Kibitz::Debugger
