#pragma once

#include <QString>
#include <QtGlobal>

namespace Kibitz::Debugger {
struct PlayerExchange;
}

namespace Kibitz::App::CostText {

// A bot's time and memory in words of the UI language, the same in the Bot I/O panel, the
// slowest-turns list and the timeline's tooltips.
// "12.3" (ms, two decimals below 10 ms).
QString ms(double ms);
// "54.3" (MB, from KiB).
QString mb(qint64 kb);
// "CPU 31.2 ms · 54.3 MB" for an exchange whose cost was measured, else empty.
QString exchange(const Debugger::PlayerExchange& x);
// "CPU time of the bot's processes this turn: ...; resident memory ... (peak ...)": the longer
// form for a tooltip, else empty.
QString exchangeToolTip(const Debugger::PlayerExchange& x);

}  // namespace Kibitz::App::CostText
