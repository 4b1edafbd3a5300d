#pragma once

#include <QByteArray>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App::MetricsCsv {

// The replay's metrics as CSV for spreadsheets and scripts: a header
// "turn,score[0],score[1],energy[0],..." (metric key, player index), then one row per
// frame; then a column per value a bot reported ("values[0].eval", empty on turns that did
// not report it); then, per bot whose time and memory were measured (format 4), its
// "cost[0].wallMs,cost[0].cpuMs,cost[0].limitMs,cost[0].rssKb,cost[0].peakRssKb" (empty on
// turns it did not reply, or for a figure not measured). Numbers in C notation whatever the UI language, so every tool can read them.
QByteArray write(const Debugger::Replay& replay);

}  // namespace Kibitz::App::MetricsCsv
