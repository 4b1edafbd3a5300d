#pragma once

#include "dap/bot_debug_session.h"

#include <QJsonObject>
#include <QJsonValue>

namespace Kibitz::Debugger {

// The stop of `kibitz-cli rerun --break ... --json` (README, docs/debugging.md):
// {"turn", "reason", "frames": [{"name", "file", "line"}], "locals": {NAME: VALUE}, "evals": {EXPR: VALUE}}.
QJsonObject debugStopJson(const BotDebugSession::Stop& stop);
// The whole output: {"stop": the first stop or null, "reply": [LINE, ...]}.
QJsonObject debugTurnJson(const BotDebugSession::Result& result);

}  // namespace Kibitz::Debugger
