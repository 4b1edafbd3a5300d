#pragma once

#include <QByteArray>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App::MetricsCsv {

// The replay's metrics as CSV for spreadsheets and scripts: a header
// "turn,score[0],score[1],energy[0],..." (metric key, player index), then one row per
// frame. Numbers in C notation whatever the UI language, so every tool can read them.
QByteArray write(const Debugger::Replay& replay);

}  // namespace Kibitz::App::MetricsCsv
