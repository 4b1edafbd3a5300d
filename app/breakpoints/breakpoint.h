#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

namespace Kibitz::App {

// One breakpoint: a JavaScript expression over a turn's data (see docs/breakpoints.md)
// that stops play where it holds, or only logs there.
struct Breakpoint {
  QString expression;
  bool enabled = true;
  bool logOnly = false;
  int hits = 0;           // times it held while playing, running or searching (not saved)
  QString runtimeError;   // the first exception it threw, shown once (not saved)
};

// The saved form: [{"expression": "...", "enabled": true, "logOnly": false}, ...].
QJsonArray breakpointsToJson(const QList<Breakpoint>& breakpoints);
// Reads the saved form; on a malformed entry returns false with `error` naming it.
bool breakpointsFromJson(const QJsonArray& array, QList<Breakpoint>* breakpoints, QString* error);

}  // namespace Kibitz::App
