#pragma once

#include "replay/replay.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Kibitz::Debugger::HtmlExport {

struct Options {
  QString language = QStringLiteral("en");  // en, it, zh_CN, zh_TW
  bool withOutput = false;                   // keep the bots' input, output and stderr (size)
  bool live = false;                         // the page follows /TOKEN/events (LiveServer)
};

// One self-contained HTML page that replays the match in a browser, offline: the viewer's
// script and style from resources/web/ inlined, the replay embedded as base64 of
// ReplayFile::serialize (docs/replay-format.md, "Shared web page").
// The replay without the bots' texts (input, output, stderr): what the page keeps by default.
Replay withoutBotTexts(Replay replay);

std::optional<QByteArray> page(const Replay& replay, const Options& options, QString* error);

}  // namespace Kibitz::Debugger::HtmlExport
